import Testing
import WeavyKit
import WeavyTesting

@Suite("Terminal emulator: what a person would see")
struct TerminalEmulatorTests {
    private func screen(_ text: String) -> TerminalEmulator {
        screen(10, 3, text)
    }

    private func screen(_ columns: Int, _ rows: Int, _ text: String) -> TerminalEmulator {
        var screen = TerminalEmulator(size: Size(columns: columns, rows: rows))
        screen.feed(Array(text.utf8))
        return screen
    }

    @Test("Text, cursor moves, erasing and line feeds land where a terminal puts them")
    func cursorAndErasing() {
        let moved = screen("hello\r\nworld\u{1B}[1;3HX\u{1B}[2;2H\u{1B}[K")
        #expect(moved.lines == ["heXlo", "w", ""])
        #expect(moved.cursor == Point(column: 1, row: 1))
        let cleared = screen("abc\u{1B}[2J\u{1B}[3;4Hz")
        #expect(cleared.lines == ["", "", "   z"])
        let characters = screen("abcdef\u{1B}[1;2H\u{1B}[2X\u{1B}[1;1H\u{1B}[2P")
        #expect(characters.lines == [" def", "", ""])
    }

    @Test("Writing the last column wraps only when the next character comes; the bottom row scrolls")
    func wrapAndScroll() {
        let full = screen(4, 2, "abcd")
        #expect(full.lines == ["abcd", ""])
        #expect(full.cursor == Point(column: 3, row: 0))
        let wrapped = screen(4, 2, "abcdef\r\ngh")
        #expect(wrapped.lines == ["ef", "gh"])
    }

    @Test("Wide characters take two cells; overwriting half of one blanks the other half")
    func wideCharacters() {
        let wide = screen("世界x")
        #expect(wide.lines[0] == "世界x")
        #expect(wide.cursor == Point(column: 5, row: 0))
        #expect(wide.snapshot.rows[0].prefix(2).map(\.width) == [2, 2])
        let halved = screen("世界\u{1B}[1;2Hy")
        #expect(halved.lines[0] == " y界")
        let accent = screen("e\u{301}!")
        #expect(accent.lines[0] == "e\u{301}!")
    }

    @Test("SGR colors and attributes become the snapshot's color numbers")
    func colors() {
        let styled = screen(
            "\u{1B}[1;38;5;117;48;5;238mA\u{1B}[0;31mB\u{1B}[97;44mC\u{1B}[39;49;22mD\u{1B}[7mE\u{1B}[m")
        let styles = styled.snapshot.rows[0].prefix(5).map(\.style)
        #expect(styles[0] == .init(foreground: 117, background: 238, attributes: [.bold]))
        #expect(styles[1] == .init(foreground: 1, background: -1, attributes: []))
        #expect(styles[2] == .init(foreground: 15, background: 4, attributes: []))
        #expect(styles[3] == .init(foreground: -1, background: -1, attributes: []))
        #expect(styles[4] == .init(foreground: -1, background: -1, attributes: [.reverse]))
    }

    @Test("The alternate screen starts blank and gives the main screen back; modes and the cursor are tracked")
    func alternateScreenAndModes() {
        var terminal = screen("shell$")
        terminal.feed(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[Happ".utf8))
        #expect(terminal.isAlternateScreenActive && !terminal.isCursorVisible)
        #expect(terminal.lines[0] == "app")
        #expect(terminal.privateModes.contains(2004))
        terminal.feed(Array("\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l".utf8))
        #expect(!terminal.isAlternateScreenActive && terminal.isCursorVisible)
        #expect(terminal.lines[0] == "shell$")
        #expect(!terminal.privateModes.contains(2004))
        #expect(terminal.unrecognizedSequences.isEmpty)
    }

    @Test("A sequence or character split across two writes is completed; unknown ones are listed, not drawn")
    func splitAndUnknown() {
        var terminal = TerminalEmulator(size: Size(columns: 10, rows: 2))
        for byte in Array("\u{1B}[2;3H世\u{1B}]0;title\u{07}x".utf8) { terminal.feed([byte]) }
        #expect(terminal.lines == ["", "  世x"])
        terminal.feed(Array("\u{1B}[5y\u{1B}Zq".utf8))
        #expect(terminal.unrecognizedSequences == ["␛[5y", "␛Z"])
        #expect(terminal.lines == ["", "  世xq"])
    }
}
