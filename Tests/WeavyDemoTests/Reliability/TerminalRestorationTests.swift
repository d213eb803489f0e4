import Glibc
import Testing
import WeavyKit
import WeavyTesting

/// Proof 1: the demo, run in a pseudo-terminal and ended every way it can end, gives
/// the terminal back every time.
@Suite("Reliability: the terminal always comes back")
struct TerminalRestorationTests {
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case quitKey, controlC, sigterm, sighup, sigquit, fatalError, segmentationFault, sentSigsegv
        var testDescription: String { rawValue }
    }

    @Test(
        "q, Ctrl-C, SIGTERM, SIGHUP, SIGQUIT, a fatal error and SIGSEGV all restore the terminal",
        arguments: Ending.allCases)
    func ending(_ ending: Ending) throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        let fault: [String: String] =
            switch ending {
            case .fatalError: ["WEAVY_DEMO_FAULT": "fatal"]
            case .segmentationFault: ["WEAVY_DEMO_FAULT": "segfault"]
            default: [:]
            }
        let process = try startDemo(data: data, environment: fault)
        switch ending {
        case .quitKey: process.type("q")
        case .controlC: process.send([0x03])
        case .sigterm: process.signal(SIGTERM)
        case .sighup: process.signal(SIGHUP)
        case .sigquit: process.signal(SIGQUIT)
        case .fatalError, .segmentationFault: process.type("!")
        case .sentSigsegv: process.signal(SIGSEGV)
        }
        let termination = try process.waitForExit()
        let expected: [TerminalProcess.Termination] =
            switch ending {
            case .quitKey: [.exited(0)]
            // As a shell expects of Ctrl-C: ended by SIGINT (exit status 130).
            case .controlC: [.signaled(SIGINT)]
            case .sigterm: [.signaled(SIGTERM)]
            case .sighup: [.signaled(SIGHUP)]
            case .sigquit: [.signaled(SIGQUIT)]
            case .fatalError: [.signaled(SIGILL), .signaled(SIGTRAP)]
            case .segmentationFault, .sentSigsegv: [.signaled(SIGSEGV)]
            }
        #expect(expected.contains(termination), "\(ending): \(termination)")
        #expect(process.restorationProblems.isEmpty, "\(ending): \(process.restorationProblems)")
        if ending == .fatalError {
            // Held while curses owned the screen, printed once after it was given back.
            let text = process.outputText
            let message = "weavy-demo was asked to fail"
            #expect(text.split(separator: message, omittingEmptySubsequences: false).count == 2)
            if let leaving = text.range(of: "\u{1B}[?1049l"), let shown = text.range(of: message) {
                #expect(leaving.lowerBound < shown.lowerBound)
            }
        }
    }

    @Test("Ctrl-Z leaves curses mode and the screen is drawn again whole; so is SIGCONT after SIGSTOP")
    func suspendAndContinue() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        let process = try startDemo(data: data)
        let mark = process.output.count
        // The demo leads its own session here, so the kernel discards the stop itself:
        // it leaves curses mode, then comes back and redraws everything.
        process.send([0x1A])
        let left = try process.waitForOutput(containing: "\u{1B}[?1049l", after: mark)
        try process.waitForOutput(containingAll: ["\u{1B}[?1049h", "Star Trek Beyond", "Titanic"], after: left)
        process.waitForQuiet(0.1)

        process.signal(SIGSTOP)
        try process.waitForStop()
        let stopped = process.output.count
        process.signal(SIGCONT)
        try process.waitForOutput(containingAll: ["Star Trek Beyond", "Titanic", "Wishlist"], after: stopped)
        process.type("q")
        #expect(try process.waitForExit() == .exited(0))
        #expect(process.restorationProblems.isEmpty, "\(process.restorationProblems)")
    }
}
