import Foundation
import Testing
import WeavyTesting

// The code of WeavyTesting's and WeavyPictures' doc comments, compiled here with just
// enough around it (the app's own types they name): the n-th ```swift block of
// <File>.swift's `///` comments is, verbatim, the region `// docs:begin <File>.swift <n>`
// … `// docs:end` of this test target (WeavyKitTests' DocCommentCodeTests checks it).
// DocCommentCodeRunTests runs what needs no other program.

struct Issue {
    let id: Int
    let title: String
}

enum AppWeft: Weft {
    case start
}

/// The app HeadlessDriver's example drives: a wishlist of two movies; Enter opens a
/// movie's page, which names its director.
@MainActor
final class MainWarp: Warp {
    let stack = NavigationStack()
    var head: any Presentable { stack }

    func knit(_ weft: any Weft) -> [Stitch] {
        let list = ListView(title: "Wishlist", items: ["Alien", "Avatar"]) { ListView.Row($0) }
        list.onActivate = { [stack] title, _ in
            stack.push(Label("\(title)\nDirector: James Cameron", title: title))
        }
        stack.push(list)
        return [.show(list)]
    }
}

/// A model whose refresh runs a task on the main actor, as HeadlessDriver.settle's example has it.
@MainActor
final class InboxModel {
    let label = Label("No new messages")
    private var task: Task<Void, Never>?

    func refresh() {
        task = Task { @MainActor [label] in
            await Task.yield()
            label.text = "3 new messages"
        }
    }
}

@MainActor
enum TestingDocCode {
    static func drive() throws -> HeadlessDriver {
        // docs:begin HeadlessDriver.swift 1
        let driver = try HeadlessDriver(
            size: Size(columns: 80, rows: 24), root: MainWarp(), weftable: SingleWeftable(AppWeft.start))
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.text.contains("Director"))
        #expect(driver.navigation.stacks == [["Wishlist", "Avatar"]])
        // docs:end
        return driver
    }

    static func settle(driver: HeadlessDriver, model: InboxModel) async {
        // docs:begin HeadlessDriver.swift 2
        model.refresh()  // starts a Task on the main actor
        await driver.settle()
        #expect(driver.text.contains("3 new messages"))
        // docs:end
    }

    static func redraw(driver: HeadlessDriver) {
        // docs:begin HeadlessDriver.swift 3
        let incremental = driver.snapshot
        driver.redrawFromScratch()
        #expect(driver.snapshot == incremental)
        // docs:end
    }

    static func lookUp(driver: HeadlessDriver) throws {
        // docs:begin HeadlessDriver+Lookup.swift 1
        let issues = try #require(driver.firstShown(Table<Issue>.self))
        #expect(issues.rows.count == 3)
        // docs:end
    }

    static func contrast(driver: HeadlessDriver) {
        // docs:begin ContrastCheck.swift 1
        let problems = ContrastCheck(appearance: .light).problems(in: driver.snapshot)
        #expect(problems.isEmpty, "\(problems)")
        // docs:end
    }

    static func randomKeys(count: Int) -> [Key] {
        var keys: [Key] = []
        // docs:begin SeededRandom.swift 1
        var random = SeededRandom(seed: 0x5EED)
        let key: Key = random.chance(10) ? .escape : .down
        // docs:end
        keys.append(key)
        while keys.count < count { keys.append(random.chance(10) ? .escape : .down) }
        return keys
    }

    /// Compiled, not run: it asserts against a stored snapshot.
    static func screenSnapshot(driver: HeadlessDriver) {
        // docs:begin Snapshotting+Screen.swift 1
        assertSnapshot(of: driver, as: .screen)
        // docs:end
    }

    /// Compiled, not run: they assert against stored pictures.
    static func svgSnapshots(driver: HeadlessDriver) {
        // docs:begin Snapshotting+SVG.swift 1
        assertSnapshot(of: driver, as: .svg)
        // docs:end
        // docs:begin Snapshotting+SVG.swift 2
        var options = PictureOptions(appearance: .light)
        options.showsCursor = false
        assertSnapshot(of: driver, as: .svg(options))
        // docs:end
        // docs:begin Snapshotting+SVG.swift 3
        assertSnapshot(of: driver.terminal.snapshot(), as: .svg(PictureOptions(appearance: .light)))
        // docs:end
    }

    static func audit(screen: @escaping @MainActor () -> Component) async throws -> StatusLineAudit.Report {
        // docs:begin StatusLineAudit.swift 1
        let audit = StatusLineAudit(maximumDepth: 3) { try HeadlessDriver(content: screen()) }
        let report = try await audit.run()
        #expect(report.problems.isEmpty, "\(report.problems)")
        // docs:end
        return report
    }

    /// Compiled, not run: it waits two seconds for a program.
    static func idle(process: TerminalProcess) throws {
        // docs:begin TerminalProcess+Activity.swift 1
        let before = try process.contextSwitches()
        usleep(2_000_000)
        #expect(try process.contextSwitches() == before)
        // docs:end
    }

    static func sanitized(path: String) throws -> TerminalProcess {
        // docs:begin TerminalProcess+Sanitizers.swift 1
        let process = try TerminalProcess(
            executable: path, environment: TerminalProcess.sanitizerEnvironment.merging(["LANG": "C.UTF-8"]) { $1 })
        // docs:end
        return process
    }

    static func program(path: String) throws -> TerminalProcess.Termination {
        // docs:begin TerminalProcess.swift 1
        let process = try TerminalProcess(executable: path, arguments: [], size: Size(columns: 80, rows: 24))
        try process.waitForOutput(containing: "Wishlist")
        process.type("q")
        let status = try process.waitForExit()
        #expect(process.modes == process.initialModes)
        // docs:end
        return status
    }

    static func inPseudoTerminal(window: Window) async throws -> RunOutcome {
        // docs:begin PseudoTerminal.swift 1
        let pty = try PseudoTerminal(size: Size(columns: 80, rows: 24))
        let terminal = try Terminal.device(pty.device, type: "xterm-256color")
        window.attach(to: terminal)
        async let outcome = window.run(on: terminal)
        pty.type("j")
        try await pty.waitForScreen { $0.text.contains("Grace") }
        // docs:end
        pty.type("q")
        return await outcome
    }

    static func emulate(_ bytesTheProgramWrote: [UInt8]) -> TerminalEmulator {
        // docs:begin TerminalEmulator.swift 1
        var screen = TerminalEmulator(size: Size(columns: 80, rows: 24))
        screen.feed(bytesTheProgramWrote)
        #expect(screen.lines[0].hasPrefix("Wishlist"))
        // docs:end
        return screen
    }

    static func styledText(driver: HeadlessDriver) throws -> Snapshot {
        // docs:begin Snapshot+StyledText.swift 1
        let rebuilt = try Snapshot(styledText: driver.styledText, columns: driver.terminal.size.columns)
        #expect(rebuilt == driver.snapshot)
        // docs:end
        return rebuilt
    }

    static func pictureOptions() -> PictureOptions {
        // docs:begin PictureOptions.swift 1
        var options = PictureOptions(appearance: .light)
        options.showsCursor = false
        // docs:end
        return options
    }

    static func animate(driver: HeadlessDriver) throws -> String {
        // docs:begin ScreenAnimation.swift 1
        let first = driver.snapshot
        driver.press(.down)
        let animation = ScreenAnimation(frames: [
            ScreenFrame(time: .zero, snapshot: first),
            ScreenFrame(time: .milliseconds(400), snapshot: driver.snapshot),
        ])
        let picture = try animation.svg(PictureOptions(appearance: driver.terminal.appearance))
        // docs:end
        return picture
    }

    static func picture() -> String {
        // docs:begin Snapshot+SVG.swift 1
        let hello = "Hello".map { Snapshot.Cell(character: String($0), width: 1, style: .plain) }
        let snapshot = Snapshot(size: Size(columns: 5, rows: 1), rows: [hello], cursor: nil)
        let picture = snapshot.svg(PictureOptions(appearance: .light))
        // docs:end
        return picture
    }
}
