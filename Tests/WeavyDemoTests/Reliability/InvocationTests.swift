import Glibc
import Testing
import WeavyKit
import WeavyTesting

/// Proof 8: a bad invocation gives one clear line on standard error and exit status 2
/// (1 for a data file that cannot be used), and leaves the terminal untouched.
@Suite("Reliability: bad invocations are refused cleanly")
struct InvocationTests {
    @Test("Standard input not a terminal")
    func standardInputNotATerminal() {
        let run = runDemoWithoutTerminal(["--data-dir", "/tmp/weavy-unused"])
        #expect(run.termination == .exited(2))
        #expect(
            run.standardError
                == "weavy-demo: error: standard input is not a terminal; a full-screen program needs an interactive terminal\n"
        )
        #expect(run.standardOutput.isEmpty)
    }

    /// Runs `command` (a shell command line using `$0` for the demo) in a pseudo-terminal
    /// and checks it wrote one line and nothing else to the terminal.
    private func expectRefusal(
        _ command: String, environment: [String: String] = [:], containing message: String, status: Int32 = 2
    ) throws {
        let process = try TerminalProcess(
            executable: "/bin/sh", arguments: ["-c", command, demoExecutable],
            environment: demoEnvironment(environment), size: Size(columns: 100, rows: 30))
        #expect(try process.waitForExit() == .exited(status))
        let lines = process.outputText.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(lines.count == 1, "\(process.outputText.debugDescription)")
        #expect(lines.first?.contains(message) == true, "\(process.outputText.debugDescription)")
        #expect(!process.outputText.contains("\u{1B}"), "escape sequences were written")
        #expect(process.modes == process.initialModes)
    }

    @Test("Standard output not a terminal")
    func standardOutputNotATerminal() throws {
        try expectRefusal(
            "exec \"$0\" --data-dir /tmp/weavy-unused > /dev/null", containing: "standard output is not a terminal")
    }

    @Test("TERM unset, TERM=dumb, an unknown TERM", arguments: [nil, "dumb", "vt9000-unknown"])
    func unusableTerminalType(term: String?) throws {
        let expected =
            switch term {
            case nil: "TERM is not set"
            case "dumb": "cannot position the cursor"
            default: "unknown terminal type 'vt9000-unknown'"
            }
        let setting = term.map { "TERM=\($0) " } ?? "unset TERM; "
        try expectRefusal("\(setting)exec \"$0\" --data-dir /tmp/weavy-unused", containing: expected)
    }

    @Test(
        "An unknown option, a missing value, a bad --theme: one line, status 2, as --help says",
        arguments: ["--bogus", "--open", "--theme purple"])
    func badOptions(arguments: String) throws {
        try expectRefusal(
            "exec \"$0\" --data-dir /tmp/weavy-unused \(arguments)", containing: "weavy-demo: error: ")
    }

    @Test("A malformed --open link, before the terminal is touched")
    func malformedLink() throws {
        try expectRefusal(
            "exec \"$0\" --data-dir /tmp/weavy-unused --open movie/x", containing: "malformed link 'movie/x'")
    }

    @Test("A corrupt or missing --catalog file: exit status 1, before the terminal is touched")
    func unusableCatalog() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write("{\"movies\": [", to: "catalog.json")
        try expectRefusal(
            "exec \"$0\" --data-dir \(data.path) --catalog \(data.path)/catalog.json",
            containing: "catalog.json cannot be used: the document ends where a value was expected", status: 1)
        try expectRefusal(
            "exec \"$0\" --data-dir \(data.path) --catalog \(data.path)/absent.json",
            containing: "absent.json does not exist", status: 1)
    }
}
