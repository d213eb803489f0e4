import Glibc
import Testing
import WeavyKit
import WeavyTesting

/// The demo in a real pseudo-terminal whose locale is not UTF-8 writes ASCII only.
@Suite("A terminal that is not UTF-8 gets ASCII, not garbled bytes")
struct NonUTF8TerminalTests {
    @Test(
        "LANG=C: the list, a CJK title and the help popup are drawn in ASCII bytes only",
        arguments: ["C", "en_US.ISO-8859-1"])
    func asciiOnly(locale: String) throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        let process = try startDemo(data: data, environment: ["LANG": locale], waitFor: "Star Trek Beyond")
        process.type("?")
        try process.waitForOutput(containing: "show or close this help")
        process.waitForQuiet(0.1)
        let drawn = process.output
        #expect(drawn.allSatisfy { $0 < 0x80 }, "\(drawn.filter { $0 >= 0x80 }.count) bytes past ASCII")
        #expect(process.outputText.contains("????"), "the CJK title as stand-ins of its width")
        process.type("?")  // closes the help: q waits while a popup is up
        process.waitForQuiet(0.1)
        process.type("q")
        #expect(try process.waitForExit() == .exited(0))
    }

    @Test("LANG=C.UTF-8: the same screen in Unicode")
    func unicode() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        let process = try startDemo(data: data, waitFor: "Star Trek Beyond")
        #expect(process.output.contains { $0 >= 0x80 })
        process.type("q")
        #expect(try process.waitForExit() == .exited(0))
    }
}
