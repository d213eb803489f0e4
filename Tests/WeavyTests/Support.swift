import OpenCombine
import Weavy

enum TestWeft: Weft, Equatable, Codable {
    case start
    case a, b, c
    case value(Int)
    case open(String)
    case done
    case end
    case endForwarding(Int)
}

/// A leaf presentable whose presentation the test drives by hand.
@MainActor
final class TestScreen: PresentationStateProviding, CustomStringConvertible {
    let presentationState = PresentationState()
    let name: String
    /// The model woven with it, for tests that emit from the screen on top.
    var model: TestModel?
    var mounted = true
    var isMounted: Bool { mounted }

    init(_ name: String = "screen", presented: Bool = false) {
        self.name = name
        if presented { presentationState.setPresented(true) }
    }

    /// How many times the Loom said the warp behind it ended.
    private(set) var weavingEnds = 0
    func weavingDidEnd() { weavingEnds += 1 }

    func show() { presentationState.setPresented(true) }
    func hide() { presentationState.setPresented(false) }
    func dismiss() { presentationState.dismiss() }

    nonisolated var description: String { "TestScreen" }
}

/// A minimal navigation stack: the top screen is presented while the stack is; a popped
/// screen is dismissed; dismissing the stack dismisses everything in it.
@MainActor
final class TestStack: PresentationStateProviding {
    let presentationState = PresentationState()
    private(set) var screens: [TestScreen] = []
    var mounted = true
    var isMounted: Bool { mounted }
    private var cancellable: AnyCancellable?

    init(presented: Bool = true) {
        if presented { presentationState.setPresented(true) }
        cancellable = presentationState.presentation.sink { [weak self] presented in
            MainActor.assumeIsolated { self?.screens.last?.presentationState.setPresented(presented) }
        }
    }

    func push(_ screen: TestScreen) {
        screens.last?.hide()
        screens.append(screen)
        if isPresented { screen.show() }
    }

    func pop() {
        guard let top = screens.popLast() else { return }
        top.dismiss()
        if isPresented { screens.last?.show() }
    }

    func dismiss() {
        for screen in screens.reversed() { screen.dismiss() }
        screens.removeAll()
        presentationState.dismiss()
    }
}

@MainActor
final class TestModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
    let initialWeft: (any Weft)?
    init(initial: TestWeft? = nil) { initialWeft = initial }
    func emit(_ weft: TestWeft) { wefts.send(weft) }
}

/// A warp whose knit is a closure, recording every weft it knits. Subclasses only change
/// the type's name, for tests that tell warps apart by type.
@MainActor
class ScriptedWarp: Warp, CustomStringConvertible {
    let stack: TestStack
    var head: any Presentable { stack }
    let name: String
    private(set) var knitted: [TestWeft] = []
    var onKnit: (ScriptedWarp, TestWeft) -> [Stitch] = { _, _ in [] }
    /// Knits wefts that are not ``TestWeft``s.
    var onOtherWeft: (ScriptedWarp, any Weft) -> [Stitch] = { _, _ in [] }
    var onAdapt: (TestWeft) -> TestWeft? = { $0 }

    init(_ name: String = "warp", stack: TestStack = TestStack()) {
        self.name = name
        self.stack = stack
    }

    func adapt(_ weft: any Weft) -> (any Weft)? {
        guard let weft = weft as? TestWeft else { return weft }
        return onAdapt(weft)
    }

    func knit(_ weft: any Weft) -> [Stitch] {
        guard let weft = weft as? TestWeft else { return onOtherWeft(self, weft) }
        knitted.append(weft)
        return onKnit(self, weft)
    }

    nonisolated var description: String { "ScriptedWarp" }
}

/// Collects what a publisher emits, for assertions.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private var cancellable: AnyCancellable?

    init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Never {
        cancellable = publisher.sink { [weak self] value in
            MainActor.assumeIsolated { self?.values.append(value) }
        }
    }
}

extension Loom {
    /// A Loom for tests that provoke wiring errors on purpose.
    static func quiet() -> Loom {
        let loom = Loom()
        loom.assertsOnWiringErrors = false
        return loom
    }
}
