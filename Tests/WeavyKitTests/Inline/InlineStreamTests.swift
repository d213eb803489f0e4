import Testing
import WeavyTesting

@testable import WeavyKit

/// An inline terminal over a stream, read through the library's emulator: its rows start
/// at the cursor, room is made at the bottom by scrolling, the last frame is kept or
/// cleared at the end with the cursor after it, and a resize moves the rows.
@MainActor
@Suite("Inline terminals over a stream: rows below the cursor, the shell's lines kept")
struct InlineStreamTests {
    /// A screen with the shell's lines on it, and an inline terminal of `rows` rows from
    /// where its cursor is.
    private func open(
        shellLines: Int, rows: Int, end: InlineEnd = .keep, screen size: Size = Size(columns: 40, rows: 12)
    ) throws -> (Terminal, Window, ByteSink, TerminalEmulator) {
        var screen = TerminalEmulator(size: size)
        for line in 1...shellLines { screen.feed(Array("$ shell line \(line)\r\n".utf8)) }
        let sink = ByteSink()
        let terminal = try Terminal.inline(
            InlineViewport(height: .rows(rows), end: end), cursor: screen.cursor, screen: size,
            output: { sink.append($0) })
        let window = Window(
            content: Label("first row\nsecond row"), minimumSize: Size(columns: 10, rows: 2))
        window.attach(to: terminal)
        window.render()
        screen.feed(sink.take())
        return (terminal, window, sink, screen)
    }

    @Test("The rows start on the cursor's line: the shell's lines above stay, the frame is drawn below them")
    func rowsStartAtTheCursor() throws {
        let (terminal, _, _, screen) = try open(shellLines: 3, rows: 4)
        #expect(terminal.size == Size(columns: 40, rows: 4))
        #expect(terminal.bounds.origin == Point(column: 0, row: 3))
        #expect(Array(screen.lines.prefix(3)) == ["$ shell line 1", "$ shell line 2", "$ shell line 3"])
        #expect(screen.lines[3].contains("first row"))
        #expect(screen.lines[4].contains("second row"))
        #expect(screen.lines[7...].allSatisfy { $0.isEmpty }, "\(screen.text)")
        #expect(!screen.isAlternateScreenActive)
    }

    @Test("Near the bottom, the screen scrolls up to make room: every shell line is still there, above the rows")
    func makesRoomAtTheBottom() throws {
        let (terminal, _, _, screen) = try open(shellLines: 10, rows: 5)
        // Ten lines and the cursor's: row 10 of 12; five rows need three more lines.
        #expect(terminal.bounds.origin == Point(column: 0, row: 7))
        #expect(screen.lines[0] == "$ shell line 4")
        #expect(screen.lines[6] == "$ shell line 10")
        #expect(screen.lines[7].contains("first row"))
        #expect(screen.lines[8].contains("second row"))
    }

    @Test("A cursor past the first column keeps its line: the rows start on the next")
    func cursorPastTheFirstColumn() throws {
        var screen = TerminalEmulator(size: Size(columns: 40, rows: 12))
        screen.feed(Array("$ prompt without newline".utf8))
        let sink = ByteSink()
        let terminal = try Terminal.inline(
            InlineViewport(height: .rows(3)), cursor: screen.cursor, screen: screen.size, output: { sink.append($0) })
        let window = Window(content: Label("drawn"), minimumSize: Size(columns: 10, rows: 2))
        window.attach(to: terminal)
        window.render()
        screen.feed(sink.take())
        #expect(terminal.bounds.origin.row == 1)
        #expect(screen.lines[0] == "$ prompt without newline")
        #expect(screen.lines[1].contains("drawn"))
    }

    @Test("Kept at the end: the last frame stays and the cursor is on the line after it, style reset, shown")
    func keepsTheLastFrame() throws {
        let (terminal, window, sink, screenBefore) = try open(shellLines: 2, rows: 3, end: .keep)
        var screen = screenBefore
        window.detach()
        terminal.close()
        screen.feed(sink.take())
        #expect(screen.lines[2].contains("first row"))
        #expect(screen.cursor == Point(column: 0, row: 5))
        #expect(screen.isCursorVisible)
        screen.feed(Array("$ next prompt".utf8))
        #expect(screen.lines[5] == "$ next prompt")
        #expect(screen.lines[1] == "$ shell line 2")
    }

    @Test("Kept at the bottom of the screen: the cursor's new line scrolls the frame up, whole")
    func keepsAtTheBottom() throws {
        let (terminal, window, sink, screenBefore) = try open(shellLines: 11, rows: 3, end: .keep)
        var screen = screenBefore
        #expect(terminal.bounds.origin.row == 9)
        window.detach()
        terminal.close()
        screen.feed(sink.take())
        #expect(screen.cursor == Point(column: 0, row: 11))
        #expect(screen.lines[8].contains("first row"))
        #expect(screen.lines[9].contains("second row"))
        #expect(screen.lines[11].isEmpty)
    }

    @Test("Cleared at the end: the rows are blank and the cursor is on the first of them; the shell's lines stay")
    func clearsTheLastFrame() throws {
        let (terminal, window, sink, screenBefore) = try open(shellLines: 2, rows: 3, end: .clear)
        var screen = screenBefore
        window.detach()
        terminal.close()
        screen.feed(sink.take())
        #expect(screen.lines[2...].allSatisfy { $0.isEmpty }, "\(screen.text)")
        #expect(screen.cursor == Point(column: 0, row: 2))
        #expect(screen.lines[0] == "$ shell line 1")
        #expect(screen.lines[1] == "$ shell line 2")
    }

    @Test("A resize clamps the rows to the new screen and draws them again there; lines above the rows stay")
    func resizeMovesTheRows() throws {
        let (terminal, window, sink, screenBefore) = try open(shellLines: 6, rows: 4)
        var screen = screenBefore
        #expect(terminal.bounds.origin.row == 6)
        screen.resize(to: Size(columns: 30, rows: 8))
        terminal.resize(to: Size(columns: 30, rows: 8))
        window.render()
        screen.feed(sink.take())
        #expect(terminal.bounds == Rect(origin: Point(column: 0, row: 4), size: Size(columns: 30, rows: 4)))
        #expect(screen.lines[3] == "$ shell line 4")
        #expect(screen.lines[4].contains("first row"))
        #expect(screen.lines[5].contains("second row"))
        // A screen taller than the rows wanted gives them back, as many as asked.
        screen.resize(to: Size(columns: 30, rows: 3))
        terminal.resize(to: Size(columns: 30, rows: 3))
        window.render()
        screen.feed(sink.take())
        #expect(terminal.size == Size(columns: 30, rows: 3))
        #expect(terminal.bounds.origin.row == 0)
    }

    @Test("After a terminal rewrapped the rows, the cursor it reports finds their top: the old rows are cleared")
    func resizeFollowsTheReportedCursor() throws {
        let sink = ByteSink()
        let (placement, _) = InlinePlacement.below(
            cursor: Point(column: 0, row: 3), screen: Size(columns: 40, rows: 12), wanted: 4)
        #expect(placement.top == 3)
        let inline = Terminal.inlineScreen(
            InlineViewport(height: .rows(4)), wanted: 4, cursor: Point(column: 0, row: 3),
            screen: Size(columns: 40, rows: 12), type: "xterm-256color", trueColor: false,
            output: { sink.append($0) }
        ).screen
        let terminal = Terminal(backend: inline, colorDepth: .ansi256, appearance: .dark)
        let window = Window(content: Label("row"), minimumSize: Size(columns: 10, rows: 2))
        window.attach(to: terminal)
        window.render()
        // The hidden cursor waits at the rows' top-left: a terminal that rewraps the
        // lines above moves it with them, here down to row 5.
        let lastMove = sink.text.matches(of: /\x1B\[\d+;\d+H/).last.map { String($0.output) }
        #expect(lastMove == "\u{1B}[4;1H")
        sink.clear()
        inline.resize(to: Size(columns: 20, rows: 12), cursor: Point(column: 0, row: 5))
        #expect(inline.placement.top == 5)
        // Cleared from the rows' new top down, before they are drawn again.
        let clearing = sink.text.prefix(while: { $0 != "J" })
        #expect(clearing.hasPrefix("\u{1B}[6;1H") && clearing.hasSuffix("\u{1B}["), "\(sink.text.debugDescription)")
        // Placed again below a cursor at the bottom (after fg): room made by scrolling.
        sink.clear()
        inline.place(below: Point(column: 0, row: 11), screen: Size(columns: 20, rows: 12))
        #expect(inline.placement.top == 8)
        #expect(sink.text == "\r\n\n\n")
    }

    @Test("Placements: room is line feeds from the cursor's line, the rows never more than the screen")
    func placements() {
        let screen = Size(columns: 80, rows: 24)
        let middle = InlinePlacement.below(cursor: Point(column: 0, row: 5), screen: screen, wanted: 6)
        #expect(middle.placement.top == 5)
        #expect(middle.room == [0x0D] + [UInt8](repeating: 0x0A, count: 5))
        let bottom = InlinePlacement.below(cursor: Point(column: 0, row: 23), screen: screen, wanted: 6)
        #expect(bottom.placement.top == 18)
        let tooMany = InlinePlacement.below(cursor: Point(column: 3, row: 2), screen: screen, wanted: 40)
        #expect(tooMany.placement == InlinePlacement(top: 0, rows: 24, screen: screen))
        #expect(InlineViewport(height: .content(maximum: 8)).rowsWanted(measured: 3) == 3)
        #expect(InlineViewport(height: .content(maximum: 8)).rowsWanted(measured: nil) == 8)
        #expect(InlineViewport(height: .content(maximum: 8)).rowsWanted(measured: 30) == 8)
        #expect(InlineViewport(height: .rows(0)).rowsWanted(measured: nil) == 1)
    }

    @Test("The cursor report is taken out of what was typed during the questions; the keys stay")
    func cursorReportLeavesTheKeys() {
        let typed = Array("ab\u{1B}[12;1Rc\u{1B}[?62c".utf8)
        #expect(CapabilityQuery.removingCursorReport(from: typed) == Array("abc\u{1B}[?62c".utf8))
        var probe = TerminalProbe(expectsCursorReport: true)
        probe.read(Array("\u{1B}[1;1R\u{1B}[?62c".utf8))
        #expect(probe.cursorPosition == Point(column: 0, row: 0))
        #expect(probe.isAnswered)
    }
}
