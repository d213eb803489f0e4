import Foundation
import Testing
import WeavyTesting

@MainActor
@Suite("WeavyTesting's doc-comment code runs as its comments say")
struct DocCommentCodeRunTests {
    @Test("HeadlessDriver: Down and Enter open the second movie's page; a redraw from scratch changes nothing")
    func driverExample() throws {
        let driver = try TestingDocCode.drive()
        #expect(driver.navigation.stacks.first?.last == "Avatar")
        TestingDocCode.redraw(driver: driver)
        driver.close()
    }

    @Test("HeadlessDriver.settle: a task the model started has run and drawn")
    func settleExample() async throws {
        let model = InboxModel()
        let driver = try HeadlessDriver(size: Size(columns: 30, rows: 6), content: model.label)
        #expect(!driver.text.contains("3 new messages"))
        await TestingDocCode.settle(driver: driver, model: model)
        driver.close()
    }

    @Test("firstShown finds the table the window shows, without a cast")
    func lookUpExample() throws {
        let issues = (1...3).map { Issue(id: $0, title: "Issue \($0)") }
        let table = Table(rows: issues, id: \.id, columns: [.init("Title", value: \.title)])
        let driver = try HeadlessDriver(size: Size(columns: 30, rows: 6), content: VStack([.flexible(table)]))
        try TestingDocCode.lookUp(driver: driver)
        driver.close()
    }

    @Test("ContrastCheck: the standard light theme reads on a light terminal")
    func contrastExample() throws {
        let list = ListView(title: "Films", items: ["Alien", "Vertigo"]) { ListView.Row($0, detail: "1979") }
        let driver = try HeadlessDriver(size: Size(columns: 30, rows: 4), appearance: .light, content: list)
        TestingDocCode.contrast(driver: driver)
        driver.close()
    }

    @Test("SeededRandom: the same seed gives the same keys; one in ten is Esc, roughly")
    func seededExample() {
        let keys = TestingDocCode.randomKeys(count: 400)
        #expect(keys == TestingDocCode.randomKeys(count: 400))
        let escapes = keys.filter { $0 == .escape }.count
        #expect((20...70).contains(escapes), "\(escapes) of 400")
    }

    @Test("StatusLineAudit: a list's hints all reach what they name")
    func auditExample() async throws {
        let report = try await TestingDocCode.audit {
            ListView(title: "Films", items: ["Alien", "Vertigo"]) { ListView.Row($0) }
        }
        #expect(!report.states.isEmpty)
    }

    @Test("PseudoTerminal: a window runs on the device; what it draws shows on the emulated screen")
    func pseudoTerminalExample() async throws {
        let list = ListView(title: "People", items: ["Ada", "Grace"]) { ListView.Row($0) }
        let window = Window(content: list)
        window.bind("q", hint: "quit") { window in window.quit() }
        let outcome = try await TestingDocCode.inPseudoTerminal(window: window)
        #expect(outcome == .quit)
        window.close()
    }

    @Test("TerminalEmulator: fed a stream terminal's bytes, it reads the screen the window drew")
    func emulatorExample() throws {
        let written = Written()
        let terminal = try Terminal.stream(type: "xterm-256color", size: Size(columns: 80, rows: 24)) {
            written.bytes += $0
        }
        let window = Window(content: Label("Wishlist\nAlien"))
        window.attach(to: terminal)
        window.render()
        let screen = TestingDocCode.emulate(written.bytes)
        #expect(screen.lines[1].hasPrefix("Alien"))
        window.close()
        terminal.close()
    }

    @Test("Snapshot(styledText:) gives back the snapshot the styled text was made from")
    func styledTextExample() throws {
        let list = ListView(title: "Films", items: ["Alien", "Vertigo"]) { ListView.Row($0, detail: "1979") }
        let driver = try HeadlessDriver(size: Size(columns: 30, rows: 4), content: list)
        _ = try TestingDocCode.styledText(driver: driver)
        driver.close()
    }

    @Test("Pictures: options, a snapshot's SVG (the same bytes each time) and an animation of two frames")
    func picturesExamples() throws {
        let options = TestingDocCode.pictureOptions()
        #expect(!options.showsCursor)
        #expect(PictureOptions(appearance: .light).showsCursor, "shown unless told")
        let picture = TestingDocCode.picture()
        #expect(picture.contains("<svg") && picture.contains("H"))
        #expect(picture == TestingDocCode.picture())
        let list = ListView(title: "Films", items: ["Alien", "Vertigo"]) { ListView.Row($0) }
        let driver = try HeadlessDriver(size: Size(columns: 20, rows: 3), content: list)
        let animation = try TestingDocCode.animate(driver: driver)
        #expect(animation.contains("@keyframes"))
        driver.close()
    }
}

/// The bytes a stream terminal wrote. It writes on the main actor only, so never from two
/// threads at once.
private final class Written: @unchecked Sendable {
    var bytes: [UInt8] = []
}
