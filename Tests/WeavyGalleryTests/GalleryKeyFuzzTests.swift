import Testing
import Weavy
import WeavyKit
import WeavyTesting

@testable import WeavyGallery

/// The gallery under seeded random keys and mouse events (the demo's key fuzzing, for
/// the widget kit): every page is opened, used and left many times. After every event
/// the focus is one path of presented components and the stack is whole; every 100
/// events the screen is drawn and must equal a redraw from scratch; at the end every
/// page still opens from the index.
@MainActor
@Suite("Gallery: key and mouse fuzzing")
struct GalleryKeyFuzzTests {
    static let seed: UInt64 = 0x6A11_E27F
    static let events = 100_000
    static let size = Size(columns: 80, rows: 24)

    @Test("A hundred thousand random keys and clicks: no crash, a consistent screen, every page still reachable")
    func fuzz() async throws {
        let driver = try galleryDriver(size: Self.size)
        defer { driver.close() }
        let window = driver.window
        var random = SeededRandom(seed: Self.seed)
        var failures: [String] = []
        var pagesSeen = Set<String>()
        var modalsSeen = 0
        var clicks = 0
        var turns = MainActorTurns()

        for number in 1...Self.events where failures.count < 20 {
            let key = Self.randomKey(&random, size: driver.terminal.bounds.size)
            if case .resize = key {
                let size =
                    random.chance(50)
                    ? Self.size
                    : Size(columns: random.int(20...120), rows: random.int(6...40))
                driver.resize(to: size)
            } else {
                window.handle(key)
                if case .mouse = key { clicks += 1 }
            }
            let at = "event \(number) (\(key)), seed \(Self.seed)"
            failures += Self.problems(in: window, at: at)
            if let page = window.content.children.dropFirst().first { pagesSeen.insert(page.title) }
            if !window.modals.isEmpty { modalsSeen += 1 }
            if number % 100 == 0 {
                driver.render()
                let incremental = driver.snapshot
                driver.redrawFromScratch()
                if driver.snapshot != incremental {
                    failures.append("\(at): the screen differs from a redraw")
                    if failures.count == 1 {
                        print("INCREMENTAL\n\(incremental.text)\nREDRAW\n\(driver.snapshot.text)")
                    }
                }
            }
            if number % 250 == 0 { driver.advanceTime(by: .milliseconds(700)) }
            await turns.giveWayIfDue()
        }
        print(
            "gallery fuzz, seed \(Self.seed): \(Self.events) events, \(clicks) mouse, pages opened \(pagesSeen.count), "
                + "events under a modal \(modalsSeen)")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(pagesSeen.count >= GalleryPages.all.count / 2, "pages opened: \(pagesSeen.sorted())")
        #expect(modalsSeen > 0 && clicks > Self.events / 5)

        // Every page is still reachable from the index.
        driver.resize(to: Self.size)
        for _ in 0..<12 { driver.press(.escape) }
        try #require(window.modals.isEmpty, "\(driver.navigation)")
        try #require(driver.navigation.stacks == [["Gallery"]], "\(driver.navigation)")
        for (index, page) in GalleryPages.all.enumerated() {
            driver.press(.home)
            driver.press(.down, times: index)
            driver.press(.enter)
            #expect(driver.navigation.stacks == [["Gallery", page.title]], "\(page.title) after the fuzzing")
            for _ in 0..<4 where !window.modals.isEmpty { driver.press(.escape) }
            driver.press(.escape)
            driver.press(.escape)
        }
    }

    /// What is wrong with the window's state after an event: the focus chain is one path
    /// of presented components from the top layer down; the stack holds the index and at
    /// most one page, its path made of their titles, only its top presented.
    static func problems(in window: Window, at: String) -> [String] {
        var problems: [String] = []
        let chain = window.focusChain
        let root: Component = window.modals.last?.parent ?? window.content
        if chain.first !== root { problems.append("\(at): the focus chain does not start at the top layer") }
        for (index, component) in chain.enumerated() {
            if index > 0 && component.parent !== chain[index - 1] {
                problems.append("\(at): \(type(of: component)) is focused outside \(type(of: chain[index - 1]))")
            }
            if !component.isPresented { problems.append("\(at): \(type(of: component)) is focused, not presented") }
        }
        guard let stack = window.content as? NavigationStack else { return ["\(at): the content is not the stack"] }
        let screens = stack.screens
        if screens.isEmpty || screens.count > 2 || screens.first?.title != "Gallery" {
            problems.append("\(at): the stack holds \(screens.map(\.title))")
        }
        if stack.path != screens.map(\.title).joined(separator: " › ") {
            problems.append("\(at): the path \(stack.path) is not \(screens.map(\.title))")
        }
        for (index, screen) in screens.enumerated() where screen.isPresented != (index == screens.count - 1) {
            problems.append("\(at): screen \(screen.title) presented: \(screen.isPresented)")
        }
        if window.modals.count > 3 { problems.append("\(at): \(window.modals.count) modals") }
        return problems
    }

    /// A key a person might press or a mouse event they might make, anywhere on the
    /// screen; now and then a resize.
    static func randomKey(_ random: inout SeededRandom, size: Size) -> Key {
        let roll = random.int(0...99)
        switch roll {
        case 0..<22:
            return [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown][random.int(0...7)]
        case 22..<44:
            return [.enter, .enter, .escape, .tab, .backTab, .backspace, .delete, " "][random.int(0...7)]
        case 44..<62:
            let characters: [Character] = ["a", "j", "k", "h", "l", "x", "/", "-", "+", "1", "é", "世", "🎬", "s", "S"]
            return .character(characters[random.int(0...characters.count - 1)])
        case 62..<64:
            return [.control("u"), .control("a"), .control("e"), .control("k"), .function(1)][random.int(0...4)]
        case 64..<98:
            let kinds: [MouseEvent.Kind] = [
                .click, .click, .doubleClick, .press, .release, .wheelUp, .wheelDown, .rightClick, .move,
            ]
            let point = Point(
                column: random.int(0...max(0, size.columns - 1)), row: random.int(0...max(0, size.rows - 1)))
            return .mouse(MouseEvent(kinds[random.int(0...kinds.count - 1)], at: point))
        default:
            return .resize
        }
    }
}

extension SeededRandom {
    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}
