import Testing

@testable import WeavyKit

/// The drawing surface in memory: cells, wide characters kept whole, combining marks,
/// styles, and composing layers as ncurses does.
@Suite("Cell buffers, canvases and composing")
struct CellBufferTests {
    /// A canvas over a fresh buffer of `size`, and the context that holds the buffer.
    func canvas(_ size: Size, depth: ColorDepth = .ansi256) -> (Canvas, DrawingContext) {
        let context = DrawingContext(
            buffer: CellBuffer(size: size), theme: .standard(for: depth), layerOrigin: .zero, dimmed: false,
            background: .standard, depth: depth)
        return (Canvas(context: context, region: Rect(origin: .zero, size: size)), context)
    }

    @Test("Text is written cell by cell; a wide character takes two cells, the second a continuation")
    func wideCharacters() {
        let (canvas, context) = canvas(Size(columns: 8, rows: 1))
        #expect(canvas.text("a世b", at: .zero) == 4)
        let row = Array(context.buffer.row(0))
        #expect(row.map(\.character) == ["a", "世", "", "b", " ", " ", " ", " "])
        #expect(row.map(\.width) == [1, 2, 0, 1, 1, 1, 1, 1])
        #expect(context.buffer.lines == ["a世b"])
    }

    @Test("Writing over half of a wide character turns the other half into a space of its style")
    func breakingWideCharacters() {
        let (canvas, context) = canvas(Size(columns: 6, rows: 1))
        let red = Style(foreground: .red)
        canvas.text("世界", at: .zero, style: red)
        canvas.text("x", at: Point(column: 1, row: 0))  // second half of 世
        #expect(context.buffer.lines == [" x界"])
        #expect(context.buffer[0, 0].style == red && context.buffer[0, 0].width == 1)
        canvas.text("y", at: Point(column: 2, row: 0))  // first half of 界
        #expect(context.buffer.lines == [" xy"])
        #expect(context.buffer[3, 0] == .blank(red))
        canvas.text("漢", at: Point(column: 3, row: 0))
        canvas.fill(Rect(column: 4, row: 0, columns: 2, rows: 1), style: .plain)
        #expect(context.buffer.lines == [" xy"])
        #expect(context.buffer.cells.allSatisfy { $0.width == 1 })
    }

    @Test("A wide character that does not fit whole becomes a space; controls become visible stand-ins")
    func edgesAndControls() {
        let (canvas, context) = canvas(Size(columns: 5, rows: 2))
        #expect(canvas.text("abcd世", at: .zero) == 5)
        #expect(context.buffer.lines[0] == "abcd")
        #expect(canvas.text("\u{1B}[31m", at: Point(column: 0, row: 1)) == 5)
        #expect(context.buffer.lines[1] == "␛[31m")
    }

    @Test("Combining marks join the character before them, up to four")
    func combiningMarks() {
        let (canvas, context) = canvas(Size(columns: 4, rows: 1))
        #expect(canvas.text("e\u{301}\u{302}\u{303}\u{304}\u{305}x", at: .zero) == 2)
        #expect(context.buffer[0, 0].character.unicodeScalars.count == 5)
        #expect(context.buffer[1, 0].character == "x")
    }

    @Test("Regions clip; fill and restyle keep to their rectangles; monochrome drops colors")
    func regionsAndStyles() {
        let (canvas, context) = canvas(Size(columns: 6, rows: 3), depth: .monochrome)
        let inner = canvas.region(Rect(column: 1, row: 1, columns: 3, rows: 1))
        #expect(inner.text("hello", at: .zero) == 3)
        inner.fill(Rect(column: 2, row: 0, columns: 9, rows: 9), style: Style(foreground: .red, attributes: .bold))
        #expect(context.buffer.lines == ["", " he", ""])
        #expect(context.buffer[3, 1].style == Style(attributes: .bold))
        canvas.restyle(Rect(column: 0, row: 2, columns: 2, rows: 5), style: Style(attributes: .reverse))
        #expect(context.buffer[1, 2].style.attributes == .reverse && context.buffer[2, 2].style == .plain)
    }

    @Test("Composing: upper layers cover lower ones; a wide character cut by an edge leaves a plain space")
    func composing() {
        var base = CellBuffer(size: Size(columns: 8, rows: 1))
        let (canvas, context) = canvas(Size(columns: 8, rows: 1))
        canvas.text("世界世界", at: .zero, style: Style(foreground: .blue))
        base = context.buffer
        var top = CellBuffer(size: Size(columns: 4, rows: 1), filledWith: .blank(Style(background: .red)))
        top[1, 0] = Cell(character: "M", width: 1, style: .plain)
        let frame = Frame(
            layers: [
                Frame.Layer(
                    id: 1, rect: Rect(column: 0, row: 0, columns: 8, rows: 1), isHidden: false, buffer: base,
                    isChanged: true),
                Frame.Layer(
                    id: 2, rect: Rect(column: 1, row: 0, columns: 4, rows: 1), isHidden: false, buffer: top,
                    isChanged: true),
                Frame.Layer(
                    id: 3, rect: Rect(column: 0, row: 0, columns: 8, rows: 1), isHidden: true, buffer: top,
                    isChanged: true),
            ], cursor: nil)
        let screen = Compositor.compose(frame, size: Size(columns: 8, rows: 1))
        // The top layer covers 1-4: 世 at 0-1 loses its right half and 世 at 4-5 its left
        // half, so what is left of both is a plain space; 界 at 6-7 stays.
        #expect(screen.lines == ["  M   界"])
        #expect(screen[0, 0] == .blank && screen[5, 0] == .blank)
        #expect(screen[1, 0].style == Style(background: .red))
    }
}
