import ArgumentParser
import Testing
import WeavyKit

@testable import WeavyDemo

/// The command line: parsed and checked before anything touches the terminal.
@MainActor
@Suite("The command line")
struct CommandLineTests {
    private func options(
        _ arguments: [String], environment: [String: String] = ["HOME": "/home/test"]
    ) throws -> LaunchOptions {
        try DemoCommand.parse(arguments).launchOptions(environment: environment)
    }

    private func exitCode(_ arguments: [String]) -> Int32? {
        do {
            _ = try DemoCommand.parse(arguments)
            return nil
        } catch {
            return DemoCommand.outcome(of: error).status
        }
    }

    @Test("Headless options are read: size, keys, styled")
    func headless() throws {
        let parsed = try options(["--headless", "--size", "60x16", "--keys", "jj<enter><lt>", "--styled"])
        #expect(
            parsed.mode == .headless(size: Size(columns: 60, rows: 16), keys: ["j", "j", .enter, "<"], styled: true))
        #expect(try options(["--headless"]).mode == .headless(size: largeScreen, keys: [], styled: false))
    }

    @Test("The data directory: --data-dir, else $XDG_DATA_HOME/weavy-demo, else ~/.local/share/weavy-demo")
    func dataDirectory() throws {
        #expect(try options(["--data-dir", "/tmp/dd"]).dataDirectory.path == "/tmp/dd")
        #expect(
            try options([], environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"]).dataDirectory.path
                == "/data/weavy-demo")
        #expect(
            try options([], environment: ["HOME": "/home/u"]).dataDirectory.path == "/home/u/.local/share/weavy-demo")
        #expect(
            try options([], environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"]).dataDirectory.path
                == "/home/u/.local/share/weavy-demo")
    }

    @Test("--open is parsed into its weft; trace and weaving map are read")
    func linkAndDiagnostics() throws {
        let parsed = try options(["--open", "movie/23452/cast/1013", "--trace", "/tmp/t.jsonl", "--weaving-map"])
        #expect(parsed.link == .showCast(movieID: 23452, personID: 1013))
        #expect(parsed.tracePath == "/tmp/t.jsonl")
        #expect(parsed.printsWeavingMap)
        #expect(parsed.mode == .live)
    }

    @Test("--fresh is read, with a link or without; it takes no value")
    func fresh() throws {
        #expect(try options(["--fresh"]).startsFresh)
        #expect(try !options([]).startsFresh)
        let both = try options(["--fresh", "--open", "watched"])
        #expect(both.startsFresh && both.link == .showList(.watched))
        #expect(exitCode(["--fresh=yes"]) == 2)
        let (message, status) = DemoCommand.outcome(of: DemoCommand.parseError(["--fresh=yes"]))
        #expect(status == 2)
        #expect(message?.hasPrefix("weavy-demo: error: ") == true, "\(message ?? "")")
    }

    @Test("A malformed link exits with 2", arguments: ["movie/abc", "nowhere", "movie/1/cast"])
    func malformedLink(link: String) {
        #expect(exitCode(["--open", link]) == 2)
    }

    @Test(
        "A bad size exits with 2",
        arguments: ["0x10", "100x0", "100", "axb", "100x30x2", "-1x5", "1001x30", " 100x30", ""])
    func badSize(size: String) {
        #expect(exitCode(["--headless", "--size", size]) == 2)
    }

    @Test("An empty --data-dir exits with 2 and says so in one line")
    func emptyDataDirectory() {
        #expect(exitCode(["--data-dir", ""]) == 2)
        let run = runDemoWithoutTerminal(["--data-dir", "", "--headless"])
        #expect(run.termination == .exited(2))
        #expect(
            run.standardError.split(separator: "\n") == [
                "weavy-demo: error: --data-dir needs a directory, not an empty path (weavy-demo --help lists the options)"
            ])
    }

    @Test("An unknown option is one line of error on standard error, and exit status 2")
    func unknownOptionIsOneLine() {
        let run = runDemoWithoutTerminal(["--bogus"])
        #expect(run.termination == .exited(2))
        #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
        #expect(run.standardError.hasPrefix("weavy-demo: error: "))
    }

    @Test("Bad keys exit with 2", arguments: ["<nope>", "abc<enter", "<c-1>"])
    func badKeys(keys: String) {
        #expect(exitCode(["--headless", "--keys", keys]) == 2)
    }

    @Test("--size, --keys and --styled need --headless")
    func headlessOnlyOptions() {
        #expect(exitCode(["--size", "100x30"]) == 2)
        #expect(exitCode(["--keys", "q"]) == 2)
        #expect(exitCode(["--styled"]) == 2)
    }

    @Test("The error says what is wrong in one sentence")
    func messages() throws {
        var command = try DemoCommand.parse(["--data-dir", "/tmp/dd"])
        command.link = "movie/x"
        #expect(throws: UsageError(message: DeepLink.ParseError(link: "movie/x").description)) {
            try command.launchOptions(environment: [:])
        }
        #expect(
            DeepLink.ParseError(link: "movie/x").description
                == "malformed link 'movie/x': expected wishlist, watched, movie/ID, movie/ID/cast/ID, settings or "
                + "settings/about")
        #expect(throws: UsageError.self) { try LaunchOptions.size(from: "0x10") }
    }

    @Test("WEAVY_DEMO_FAULT: unset or empty is no fault, a fault name is read, anything else is refused")
    func injectedFaultFromTheEnvironment() throws {
        #expect(try options([]).fault == nil)
        #expect(try options([], environment: ["HOME": "/h", "WEAVY_DEMO_FAULT": ""]).fault == nil)
        #expect(try options([], environment: ["HOME": "/h", "WEAVY_DEMO_FAULT": "segfault"]).fault == .segfault)
        #expect(throws: UsageError(message: "WEAVY_DEMO_FAULT must be fatal or segfault, not \"boom\"")) {
            try options([], environment: ["HOME": "/h", "WEAVY_DEMO_FAULT": "boom"])
        }
    }

    @Test("--version prints weavy-demo and the version; --help documents every option")
    func versionAndHelp() {
        #expect(DemoCommand.configuration.version == "weavy-demo \(DemoVersion.current)")
        let help = DemoCommand.helpMessage()
        for option in [
            "--data-dir", "--open", "--headless", "--size", "--keys", "--styled", "--trace", "--weaving-map",
            "--catalog", "--fresh", "navigation.json",
        ] {
            #expect(help.contains(option), "--help names \(option)")
        }
        #expect(help.contains("movie/ID/cast/ID"))
    }

    @Test("Every command-line error has the same form and status; --help and --version succeed")
    func oneFormOfError() throws {
        for arguments in [["--bogus"], ["--size"], ["--theme", "purple"], ["--open", "movie/x"], ["-z"]] {
            #expect(exitCode(arguments) == 2, "\(arguments)")
        }
        do {
            _ = try DemoCommand.parse(["--bogus"])
            Issue.record("--bogus was accepted")
        } catch {
            let (message, status) = DemoCommand.outcome(of: error)
            #expect(status == 2)
            #expect(message?.hasPrefix("weavy-demo: error: ") == true, "\(message ?? "")")
            #expect(message?.contains("\n") == false)
        }
        #expect(exitCode(["--help"]) == 0 && exitCode(["--version"]) == 0)
        #expect(try options(["--theme", "light"]).appearance == .light)
        #expect(try options(["--theme", "auto"]).appearance == nil)
        #expect(try options(["--headless"], environment: ["HOME": "/h", "COLORFGBG": "0;15"]).appearance == .light)
        #expect(try options([], environment: ["HOME": "/h", "COLORFGBG": "0;15"]).appearance == nil)
    }

    @Test("A headless session prints the screen as it was when q quit")
    func headlessSessionStopsAtQuit() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write("{\"apiKey\":\"k\"}", to: DemoStore.settingsFile)
        let app = DemoApp(catalog: testCatalog, dataDirectory: data.directory)
        let (snapshot, outcome) = try app.runHeadless(
            size: smallScreen, keys: try KeyNotation.keys("jqjj<enter>"), appearance: .dark)
        #expect(snapshot.lines.count == 16)
        #expect(outcome == .quit)
        #expect(snapshot.lines[0].contains("1 Wishlist"))
        #expect(snapshot.lines[2].hasPrefix(" Star Trek Beyond"), "the list, as it was at q")
        #expect(!snapshot.lines.joined().contains("Director"))
    }
}

extension DemoCommand {
    /// The error parsing `arguments` throws (fails the test when they parse).
    static func parseError(_ arguments: [String]) -> any Error {
        do {
            _ = try parse(arguments)
        } catch {
            return error
        }
        Issue.record("\(arguments) parsed")
        return CancellationError()
    }
}
