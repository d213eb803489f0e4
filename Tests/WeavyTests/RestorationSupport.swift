import Weavy

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A child warp of another type than ``ScriptedWarp``, for records that tell warps apart.
final class DetailWarp: ScriptedWarp {}

/// A weft that cannot be saved.
struct OpaqueWeft: Weft {}

/// The app the record and restore tests save and rebuild.
///
/// - The root's own model starts it; its start weaves two tab warps, the second hidden.
///   `.open("help")` on the root weaves a modal screen; `.open("ends")` weaves a warp that
///   ends at its start forwarding `.open("after")`; other `.open(name)` push a screen.
/// - A tab's start pushes a "list" screen. `.open(name)` pushes a screen named `name`;
///   `.open("detail")` weaves a ``DetailWarp`` instead, which pushes "detail" on its start
///   and a screen for each `.open`. `.value(n)` forwards `.open("forwarded n")`.
///   ``OpaqueWeft`` pushes an "opaque" screen.
@MainActor
final class TestApp {
    let loom = Loom()
    let rootModel = TestModel(initial: .start)
    let root = ScriptedWarp("root")
    private(set) weak var help: TestScreen?

    init() {
        root.onKnit = { [weak self] warp, weft in
            switch weft {
            case .start:
                let tabs = [ScriptedWarp("tab0"), ScriptedWarp("tab1", stack: TestStack(presented: false))]
                for tab in tabs {
                    tab.onKnit = Self.stackKnit
                    tab.onOtherWeft = { warp, weft in weft is OpaqueWeft ? Self.push("opaque", on: warp) : [] }
                }
                return tabs.map { .weave($0, SingleWeftable(TestWeft.start)) }
            case .open("help"):
                let screen = TestScreen("help", presented: true)
                self?.help = screen
                return [.weave(screen, TestModel())]
            case .open("ends"):
                let child = DetailWarp("ends at start")
                child.onKnit = { _, _ in [.end(forwardingToParent: TestWeft.open("after"))] }
                return [.weave(child, SingleWeftable(TestWeft.start))]
            case .open(let name):
                return Self.push(name, on: warp)
            default:
                return []
            }
        }
    }

    /// The two tabs, the second hidden.
    var tab0: ScriptedWarp? { warp(at: [0, 0]) }
    var tab1: ScriptedWarp? { warp(at: [0, 1]) }

    /// How tabs and details knit.
    static func stackKnit(_ warp: ScriptedWarp, _ weft: TestWeft) -> [Stitch] {
        switch weft {
        case .start:
            return push(warp is DetailWarp ? "detail" : "list", on: warp)
        case .open("detail"):
            let detail = DetailWarp("detail")
            detail.onKnit = stackKnit
            return [.weave(detail, SingleWeftable(TestWeft.start))]
        case .open(let name):
            return push(name, on: warp)
        case .value(let number):
            return [.forward(TestWeft.open("forwarded \(number)"))]
        case .done:
            warp.stack.pop()
            return []
        default:
            return []
        }
    }

    static func push(_ name: String, on warp: ScriptedWarp, initial: TestWeft? = nil) -> [Stitch] {
        let screen = TestScreen(name)
        let model = TestModel(initial: initial)
        screen.model = model
        warp.stack.push(screen)
        return [.weave(screen, model)]
    }

    /// Starts the app as at a first launch.
    func start() {
        loom.weave(root, with: rootModel)
    }

    /// The navigation the tests save, from a first launch: tab0 three deep after a screen
    /// was popped, with a detail warp; tab1 three deep, shown then hidden again; a help
    /// modal opened and closed.
    func navigate() {
        start()
        for name in ["1", "2", "3"] {
            emit(.open(name), onTopOf: tab0)
        }
        tab0?.stack.pop()
        emit(.open("detail"), onTopOf: tab0)
        emit(.open("d1"), onTopOf: warp(at: [0, 0, 0]))
        tab1?.stack.presentationState.setPresented(true)
        emit(.open("x"), onTopOf: tab1)
        emit(.open("y"), onTopOf: tab1)
        tab1?.stack.presentationState.setPresented(false)
        rootModel.emit(.open("help"))
        help?.dismiss()
    }

    /// What ``navigate()`` saves, by index path.
    static let savedPaths: [[Int]: [TestWeft]] = [
        [0]: [],
        [0, 0]: [.open("1"), .open("2"), .open("detail")],
        [0, 0, 0]: [.open("d1")],
        [0, 1]: [.open("x"), .open("y")],
    ]

    /// Starts the app rebuilding `record`; returns what `onRestored` received.
    @discardableResult
    func start(restoring record: NavigationRecord) -> RestoredNavigation? {
        var restored: RestoredNavigation?
        loom.weave(root, with: rootModel, restoring: record) { restored = $0 }
        return restored
    }

    /// The warp at `indexPath` of the live tree, as the scripted warp it is.
    func warp(at indexPath: [Int]) -> ScriptedWarp? {
        loom.warp(at: indexPath) as? ScriptedWarp
    }

    /// Emits `weft` from the model of the screen on top of `warp`'s stack.
    func emit(_ weft: TestWeft, onTopOf warp: ScriptedWarp?) {
        warp?.stack.screens.last?.model?.emit(weft)
    }
}

extension ScriptedWarp {
    /// The names of the screens in its stack, bottom first.
    var screenNames: [String] { stack.screens.map(\.name) }
}

/// JSON through Foundation, as an app would save a record.
enum RecordJSON {
    static func encode(_ record: NavigationRecord) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(record), as: UTF8.self)
    }

    static func decode(_ json: String, types: [any (Weft & Codable).Type]? = [TestWeft.self]) throws
        -> NavigationRecord
    {
        let decoder = JSONDecoder()
        if let types {
            decoder.userInfo[NavigationRecord.weftTypesKey] = types
        }
        return try decoder.decode(NavigationRecord.self, from: Data(json.utf8))
    }

    /// The path of each node, as saved, by index path.
    static func paths(_ record: NavigationRecord) -> [[Int]: [TestWeft]] {
        var result: [[Int]: [TestWeft]] = [:]
        for indexPath in record.indexPaths {
            result[indexPath] = record.node(at: indexPath)?.path.compactMap { $0 as? TestWeft }
        }
        return result
    }
}
