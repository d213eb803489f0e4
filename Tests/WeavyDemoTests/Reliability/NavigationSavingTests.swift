import Glibc
import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// The real binary saves where it was on every ending that gives it the chance — q,
/// Ctrl-C, SIGTERM, SIGHUP — and the next run opens there.
@Suite("Reliability: the navigation survives the end of the app")
struct NavigationSavingTests {
    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case quitKey, controlC, sigterm, sighup
        var testDescription: String { rawValue }
    }

    @Test(
        "Watched › movie › cast member (with the settings open but for q) comes back after", arguments: Ending.allCases)
    func endingSavesTheNavigation(_ ending: Ending) throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        let movieID = MovieLists(defaultsOf: testCatalog).watched[2]
        let movie = try #require(testCatalog.movie(movieID))
        let person = try #require(testCatalog.movie(movieID)?.cast.first.flatMap(testCatalog.person))
        let process = try startDemo(data: data)
        // The Watched tab, its third movie, the movie's first actor.
        process.type("2jj\r\r")
        try process.waitForOutput(containing: "Biography")
        if ending != .quitKey {
            process.type("s")  // q waits while a popup is up; the others do not
            try process.waitForOutput(containing: "About")
        }
        process.waitForQuiet(0.1)
        switch ending {
        case .quitKey: process.type("q")
        case .controlC: process.send([0x03])
        case .sigterm: process.signal(SIGTERM)
        case .sighup: process.signal(SIGHUP)
        }
        let termination = try process.waitForExit()
        let expected: TerminalProcess.Termination =
            switch ending {
            case .quitKey: .exited(0)
            case .controlC: .signaled(SIGINT)
            case .sigterm: .signaled(SIGTERM)
            case .sighup: .signaled(SIGHUP)
            }
        #expect(termination == expected)
        #expect(data.read(NavigationFile.name) != nil, "\(ending): nothing saved")

        let next = runDemoWithoutTerminal(["--data-dir", data.path, "--headless"])
        #expect(next.termination == .exited(0), "\(next.standardError)")
        let lines = next.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.hasPrefix(" Watched › \(movie.title) › \(person.name)") }, "\(next.standardOutput)")
        #expect(next.standardOutput.contains("Api Key") == (ending != .quitKey), "\(next.standardOutput)")

        let fresh = runDemoWithoutTerminal(["--data-dir", data.path, "--headless", "--fresh"])
        let freshLines = fresh.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(freshLines.dropFirst().first?.allSatisfy(\.isWhitespace) == true, "\(fresh.standardOutput)")
        #expect(!fresh.standardOutput.contains("›"), "the first list's root, no path: \(fresh.standardOutput)")
    }
}
