import CNcurses

/// Shared state of one layer's draw pass: where it draws, with which theme, and what
/// the pass asks of the window afterwards (the cursor).
final class RenderContext {
    let terminal: Terminal
    let window: UnsafeMutablePointer<WINDOW>
    /// Where the layer's window sits on the screen.
    let screenOrigin: Point
    let theme: Theme
    let dimmed: Bool
    let background: Color
    var cursor: Point?
    private var buffer: [wchar_t] = []

    init(
        terminal: Terminal, window: UnsafeMutablePointer<WINDOW>, screenOrigin: Point, theme: Theme, dimmed: Bool,
        background: Color
    ) {
        self.terminal = terminal
        self.window = window
        self.screenOrigin = screenOrigin
        self.theme = theme
        self.dimmed = dimmed
        self.background = background
        buffer.reserveCapacity(256)
    }

    /// Sets the window's attributes for `style`, as dimmed and on this layer's background.
    func apply(_ style: Style) {
        let resolved = resolve(style)
        wattr_set(window, resolved.attributes, resolved.pair, nil)
    }

    /// `style` as curses attributes and color pair, dimmed and on this layer's background.
    func resolve(_ style: Style) -> ColorPairs.Resolved {
        var effective = style
        if effective.background == .standard { effective.background = background }
        if dimmed { effective = theme.dimmed(effective) }
        return terminal.pairs.resolve(effective)
    }

    /// Fills `count` cells from window column `column` on each of `rows` with spaces in
    /// `style`: the style is resolved once, then one call a row.
    func fillRows(_ rows: Range<Int>, column: Int, count: Int, style: Style) {
        let resolved = resolve(style)
        // whline_set merges the window's current attributes into the cell: make them the
        // fill's own.
        wattr_set(window, resolved.attributes, resolved.pair, nil)
        var blank = cchar_t()
        var space: [wchar_t] = [0x20, 0]
        setcchar(&blank, &space, resolved.attributes, resolved.pair, nil)
        for row in rows {
            mvwhline_set(window, Int32(row), Int32(column), &blank, Int32(count))
        }
    }

    /// Writes `text` at window position (`column`, `row`) in at most `width` cells, cleaned
    /// of controls; returns the cells used. A wide character that does not fit whole is
    /// replaced by a space.
    func write(_ text: some StringProtocol, column: Int, row: Int, width: Int) -> Int {
        buffer.removeAll(keepingCapacity: true)
        var used = 0
        for scalar in text.unicodeScalars {
            let (visible, cells) = CellText.visible(scalar)
            if cells == 0 {
                if !buffer.isEmpty { buffer.append(wchar_t(bitPattern: visible.value)) }
                continue
            }
            if used + cells > width {
                if used < width {
                    buffer.append(0x20)
                    used += 1
                }
                break
            }
            buffer.append(wchar_t(bitPattern: visible.value))
            used += cells
        }
        guard !buffer.isEmpty else { return 0 }
        mvwaddnwstr(window, Int32(row), Int32(column), buffer, Int32(buffer.count))
        return used
    }
}

/// A rectangle of a layer to draw into, in its own coordinates: (0, 0) is its top-left
/// cell and nothing drawn outside ``size`` shows.
///
/// A canvas is only valid during the draw pass that hands it to
/// ``Component/draw(in:)``; do not keep it. All text drawn through it is measured in
/// cells and cleaned of terminal controls (see ``CellText``).
public struct Canvas {
    let context: RenderContext
    /// The canvas's rectangle in its layer's window.
    let region: Rect

    init(context: RenderContext, region: Rect) {
        self.context = context
        self.region = region
    }

    /// The number of cells available.
    public var size: Size { region.size }

    /// The whole canvas, in its own coordinates: origin zero, ``size``.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The theme of this draw pass.
    public var theme: Theme { context.theme }

    /// This canvas's rectangle on the screen.
    public var screenFrame: Rect {
        Rect(
            origin: Point(
                column: context.screenOrigin.column + region.minColumn, row: context.screenOrigin.row + region.minRow),
            size: region.size)
    }

    /// A canvas for `rect` (in this canvas's coordinates), clipped to this one.
    public func region(_ rect: Rect) -> Canvas {
        let absolute = Rect(
            origin: Point(column: region.minColumn + rect.minColumn, row: region.minRow + rect.minRow), size: rect.size)
        return Canvas(context: context, region: absolute.intersection(region))
    }

    /// Draws `text` on one row starting at `point`, cut at the canvas edge or at
    /// `width` cells; returns the number of cells drawn.
    @discardableResult
    public func text(_ text: some StringProtocol, at point: Point, style: Style = .plain, width: Int? = nil) -> Int {
        guard point.row >= 0, point.row < size.rows, point.column >= 0, point.column < size.columns else { return 0 }
        let available = min(size.columns - point.column, width ?? .max)
        guard available > 0 else { return 0 }
        context.apply(style)
        return context.write(
            text, column: region.minColumn + point.column, row: region.minRow + point.row, width: available)
    }

    /// Draws `text` so that it ends at the right edge of `row`; returns its first column.
    @discardableResult
    public func textAlignedRight(_ text: String, row: Int, style: Style = .plain, trailingMargin: Int = 0) -> Int {
        let fullWidth = CellText.width(text)
        let width = min(fullWidth, size.columns - trailingMargin)
        let column = max(0, size.columns - trailingMargin - width)
        let fitted = fullWidth > width ? CellText.prefix(text, cells: width) : text
        self.text(fitted, at: Point(column: column, row: row), style: style)
        return column
    }

    /// Fills `rect` (the whole canvas by default) with spaces in `style`.
    public func fill(_ rect: Rect? = nil, style: Style) {
        let target = (rect ?? bounds).intersection(bounds)
        guard !target.isEmpty else { return }
        context.fillRows(
            (region.minRow + target.minRow)..<(region.minRow + target.maxRow),
            column: region.minColumn + target.minColumn,
            count: target.size.columns, style: style)
    }

    /// Gives the cells of `rect` a new style, keeping their characters (used for
    /// shadows). The style is applied as is, even on a dimmed layer.
    public func restyle(_ rect: Rect, style: Style) {
        let target = rect.intersection(bounds)
        guard !target.isEmpty else { return }
        let resolved = context.terminal.pairs.resolve(style)
        for row in target.minRow..<target.maxRow {
            mvwchgat(
                context.window, Int32(region.minRow + row), Int32(region.minColumn + target.minColumn),
                Int32(target.size.columns), resolved.attributes, resolved.pair, nil)
        }
    }

    /// Draws a box-drawing border around `rect`, with an optional title in the top edge.
    public func border(_ rect: Rect? = nil, style: Style, title: String? = nil, titleStyle: Style? = nil) {
        let box = rect ?? bounds
        guard box.size.columns >= 2, box.size.rows >= 2 else { return }
        let inner = box.size.columns - 2
        let horizontal = String(repeating: "─", count: inner)
        text("┌" + horizontal + "┐", at: box.origin, style: style)
        for row in (box.minRow + 1)..<(box.maxRow - 1) {
            text("│", at: Point(column: box.minColumn, row: row), style: style)
            text("│", at: Point(column: box.maxColumn - 1, row: row), style: style)
        }
        text("└" + horizontal + "┘", at: Point(column: box.minColumn, row: box.maxRow - 1), style: style)
        if let title, !title.isEmpty, inner > 4 {
            let label = " " + CellText.truncated(title, to: inner - 4) + " "
            text(label, at: Point(column: box.minColumn + 2, row: box.minRow), style: titleStyle ?? style)
        }
    }

    /// Asks for the terminal cursor at `point` once the frame is drawn (a text field's
    /// insertion point). Without such a request the cursor is hidden.
    public func showCursor(at point: Point) {
        guard point.row >= 0, point.row < size.rows, point.column >= 0, point.column <= size.columns else { return }
        context.cursor = Point(
            column: region.minColumn + min(point.column, max(0, size.columns - 1)), row: region.minRow + point.row)
    }

    /// Draws `component` in `rect` (in this canvas's coordinates) and records that
    /// rectangle as its frame, for mouse hit-testing.
    @MainActor
    public func draw(_ component: Component, in rect: Rect) {
        let canvas = region(rect)
        component.frame = canvas.screenFrame
        component.draw(in: canvas)
    }
}
