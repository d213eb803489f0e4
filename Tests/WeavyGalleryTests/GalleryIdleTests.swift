import Glibc
import Testing
import WeavyKit
import WeavyTesting

/// weavy-gallery in a pseudo-terminal, left alone on pages with nothing animated: it
/// must sleep in the kernel, with no wake-up at all (no timer, no polling).
@Suite("Gallery: idle in a live terminal")
struct GalleryIdleTests {
    /// Where SwiftPM put weavy-gallery: next to this test bundle.
    static var galleryPath: String {
        let testBinary = CommandLine.arguments[0]
        let directory = testBinary.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        return (directory.isEmpty ? "." : directory) + "/weavy-gallery"
    }

    /// The context switches of `process` over `seconds` of quiet.
    private func wakeUps(of process: TerminalProcess, over seconds: Double) throws -> Int {
        process.waitForQuiet(0.3)
        let before = try process.contextSwitches()
        usleep(UInt32(seconds * 1_000_000))
        return try process.contextSwitches() - before
    }

    @Test("On the index, then on the Table page, then back on a page the spinner left: no wake-up in 2 s each")
    func idleOnPagesWithoutSpinner() throws {
        let process = try TerminalProcess(
            executable: Self.galleryPath,
            environment: TerminalProcess.sanitizerEnvironment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 },
            size: Size(columns: 80, rows: 24))
        try process.waitForOutput(containing: "quit")
        #expect(try wakeUps(of: process, over: 2) == 0, "on the index")

        // Down ten times to "Table" (after the eight input pages, Scroll view and List).
        var mark = process.output.count
        for _ in 0..<10 { process.send(Array("\u{1B}OB".utf8)) }
        process.type("\r")
        try process.waitForOutput(containing: "Chungking Express", after: mark)
        #expect(try wakeUps(of: process, over: 2) == 0, "on the Table page")

        // The spinner page animates while shown; back on the index it must stop.
        mark = process.output.count
        process.send(Array("\u{1B}".utf8))
        try process.waitForOutput(containing: "turns only while shown", after: mark)
        process.waitForQuiet(0.1)
        process.send(Array("\u{1B}OB\u{1B}OB".utf8))
        process.waitForQuiet(0.1)
        mark = process.output.count
        process.type("\r")
        try process.waitForOutput(containing: "Loading the catalog", after: mark)
        let spinning = try wakeUps(of: process, over: 0.5)
        #expect(spinning > 0, "the spinner page animates")
        mark = process.output.count
        process.send(Array("\u{1B}".utf8))
        try process.waitForOutput(containing: "HStack and VStack", after: mark)
        #expect(try wakeUps(of: process, over: 2) == 0, "back on the index after the spinner")

        process.type("q")
        #expect(try process.waitForExit() == .exited(0))
        #expect(process.restorationProblems.isEmpty, "\(process.restorationProblems)")
    }
}
