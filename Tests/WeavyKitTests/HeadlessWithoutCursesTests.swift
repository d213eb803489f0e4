import Glibc
import Testing

/// Headless terminals and `feed` are the toolkit's own: a program built on WeavyKit
/// alone (Tests/Fixtures/WeavyHeadlessProbe) links no curses library, and decodes and
/// draws with no terminal, no `TERM` and no terminfo.
@Suite("Headless feed never initialises curses")
struct HeadlessWithoutCursesTests {
    static var probePath: String {
        let directory = CommandLine.arguments[0].split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        return (directory.isEmpty ? "." : directory) + "/WeavyHeadlessProbe"
    }

    /// What `command` printed (standard output and error), and its exit status.
    private func run(_ command: String) -> (output: String, status: Int32) {
        guard let pipe = popen(command + " 2>&1", "r") else { return ("cannot run \(command)", -1) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, pipe)
            if count == 0 { break }
            output += chunk[..<count]
        }
        let status = pclose(pipe)
        return (String(decoding: output, as: UTF8.self), status)
    }

    @Test("A toolkit-only program links no curses library")
    func linksNoCurses() {
        let libraries = run("ldd '\(Self.probePath)'")
        #expect(libraries.status == 0, "\(libraries.output)")
        #expect(libraries.output.contains("libc.so"), "ldd listed: \(libraries.output)")
        #expect(!libraries.output.contains("ncurses"), "\(libraries.output)")
        #expect(!libraries.output.contains("libtinfo"), "\(libraries.output)")
        #expect(!libraries.output.contains("libpanel"), "\(libraries.output)")
    }

    @Test("It decodes and draws with no terminal, no TERM and no terminfo")
    func runsWithoutATerminal() {
        let result = run("env -i TERMINFO=/nonexistent '\(Self.probePath)' </dev/null")
        #expect(result.status == 0, "\(result.output)")
        // j and the SS3 arrow move down twice, Enter picks Linus; the click on the first
        // row selects Ada; the paste is text, no key of the list's.
        #expect(result.output.contains("terminal 1: 6 keys, picked [\"Linus\"], selected Ada"), "\(result.output)")
        #expect(result.output.contains("terminal 2: 6 keys, picked [\"Linus\"], selected Ada"), "\(result.output)")
        #expect(result.output.contains("Margaret"))
    }
}
