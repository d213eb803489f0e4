import Testing
import WeavyNcursesTesting
import WeavyTesting

@testable import WeavyKit

/// Marks after a character (combining marks, variation selectors) reach the terminal
/// with it, after a wide character too; a zero-width joiner reaches neither backend.
@MainActor
@Suite("Fidelity: marks after wide characters, and joiners")
struct MarksFidelityTests {
    static let text = [
        "NFD が and ぱ: か\u{3099} は\u{309A}", "coffee ☕\u{FE0F} heart ❤\u{FE0F}", "cafe\u{301} 織\u{301}",
        "family 👨\u{200D}👩\u{200D}👧 end",
    ].joined(separator: "\n")

    @Test("Memory and ncurses show the same marks on narrow and wide characters, at any column")
    func marksAfterWideCharacters() throws {
        let view = ScrollView(text: Self.text)
        let driver = try HeadlessDriver(size: Size(columns: 40, rows: 6), content: view, comparingWithCurses: true)
        defer { driver.close() }
        driver.render()
        for width in [39, 23, 17] {
            driver.resize(to: Size(columns: width, rows: 8))
        }
        #expect(driver.terminal.framesComparedWithCurses >= 4)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems.joined(separator: "\n"))")
    }

    @Test("Marks stay with their character; a joiner is dropped, its parts side by side")
    func joinerDropped() throws {
        let driver = try HeadlessDriver(size: Size(columns: 40, rows: 6), content: ScrollView(text: Self.text))
        defer { driver.close() }
        driver.render()
        let lines = driver.snapshot.lines
        #expect(lines[0].contains("か\u{3099} は\u{309A}"))
        #expect(lines[1].contains("☕\u{FE0F}"))
        #expect(lines[3].contains("👨👩👧 end"))
        #expect(!lines[3].unicodeScalars.contains("\u{200D}"))
        #expect(CellText.width("👨\u{200D}👩\u{200D}👧") == 6, "measured as drawn: three wide parts")
    }
}
