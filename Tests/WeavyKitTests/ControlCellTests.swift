import Testing
import WeavyNcurses

/// Drawing never puts a control character in a cell, but a cell made by hand can hold
/// one, in a frame given straight to a backend. No backend sends it to the terminal to
/// obey: the character shows as its visible stand-in, a control among its marks is
/// dropped.
@MainActor
@Suite("Controls in hand-made cells reach no terminal")
struct ControlCellTests {
    static let size = Size(columns: 8, rows: 1)

    /// ESC, C1's CSI, BEL, then an `e` whose marks are a right-to-left override and an
    /// acute accent.
    static var frame: Frame {
        var buffer = CellBuffer(size: size)
        for (column, character) in ["\u{1B}", "\u{9B}", "\u{07}", "e\u{202E}\u{301}"].enumerated() {
            buffer[column, 0] = Cell(character: character, width: 1, style: .plain)
        }
        let layer = Frame.Layer(
            id: 1, rect: Rect(origin: .zero, size: size), isHidden: false, buffer: buffer, isChanged: true)
        return Frame(layers: [layer], cursor: nil)
    }

    @Test("A stream terminal writes stand-ins: no BEL, no C1 CSI, no override")
    func streamWritesStandIns() throws {
        let sink = ByteSink()
        let terminal = try Terminal.stream(size: Self.size, output: { sink.append($0) })
        defer { terminal.close() }
        sink.clear()
        terminal.backend.present(Self.frame)
        let bytes = sink.take()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("␛�␇e\u{301}"), "\(text.debugDescription)")
        #expect(!bytes.contains(0x07))
        #expect(!text.unicodeScalars.contains("\u{9B}"))
        #expect(!text.unicodeScalars.contains("\u{202E}"))
    }

    @Test("ncurses gets stand-ins too: its screen shows them where the cells are")
    func cursesShowsStandIns() throws {
        let terminal = try Terminal.nullDevice(size: Self.size)
        defer { terminal.close() }
        terminal.backend.present(Self.frame)
        let row = terminal.snapshot().lines[0]
        #expect(row.hasPrefix("␛�␇e\u{301}"), "\(row.debugDescription)")
        #expect(!row.unicodeScalars.contains("\u{202E}"))
    }
}
