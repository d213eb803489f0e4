/// The shared state of one layer's draw pass: the layer's cell buffer and how styles
/// are resolved on it (the theme, the layer's background, dimming under a modal, the
/// colors the terminal can show).
final class DrawingContext {
    // Written for every cell drawn, only during one draw pass on one thread, never by
    // overlapping accesses: the dynamic exclusivity checks would cost more than the write.
    @exclusivity(unchecked) var buffer: CellBuffer
    let theme: Theme
    /// Where the layer sits on the screen.
    let layerOrigin: Point
    let dimmed: Bool
    let background: Color
    let depth: ColorDepth
    /// The regions containers marked during this pass, in the order they drew.
    var regions: [Frame.Region] = []

    init(buffer: CellBuffer, theme: Theme, layerOrigin: Point, dimmed: Bool, background: Color, depth: ColorDepth) {
        self.buffer = buffer
        self.theme = theme
        self.layerOrigin = layerOrigin
        self.dimmed = dimmed
        self.background = background
        self.depth = depth
    }

    /// `style` on this layer: its background where the style has none, dimmed under a
    /// modal, and within the terminal's colors.
    func resolve(_ style: Style) -> Style {
        var effective = style
        if effective.background == .standard { effective.background = background }
        if dimmed { effective = theme.dimmed(effective, at: depth) }
        return depth.showing(effective)
    }

    /// Gives `count` cells of `row` from `column` the link and the underline color of
    /// `style` (already resolved), where they have either.
    func decorate(row: Int, column: Int, count: Int, style: Style, link: Link?) {
        let underlineColor = style.attributes.contains(.underline) ? style.underlineColor : .standard
        let index = buffer.index(of: CellDecoration(underlineColor: underlineColor, link: link))
        if index != 0 { buffer.decorate(row: row, column: column, count: count, with: index) }
    }

    /// Writes `text` at buffer position (`column`, `row`) in at most `width` cells,
    /// cleaned of controls, in `style` (already resolved); returns the cells used. A
    /// wide character that does not fit whole is replaced by a space.
    func write(_ text: some StringProtocol, column: Int, row: Int, width: Int, style: Style) -> Int {
        let look = PackedStyle(style)
        let written = text.utf8.withContiguousStorageIfAvailable { bytes in
            writeRuns(of: bytes, isLatin1: false, column: column, row: row, width: width, look: look)
        }
        return written
            ?? writeScalars(text.unicodeScalars, column: column, row: row, width: width, look: look, used: 0).used
    }

    /// ``write(_:column:row:width:style:)`` for Latin-1 text given as its bytes (each byte
    /// its scalar).
    func write(latin1 bytes: ArraySlice<UInt8>, column: Int, row: Int, width: Int, style: Style) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            writeRuns(of: bytes, isLatin1: true, column: column, row: row, width: width, look: PackedStyle(style))
        }
    }

    /// Writes text given as its UTF-8 (or Latin-1) bytes: each run of printable ASCII at
    /// once (the common case of drawing text), what lies between the runs scalar by
    /// scalar, as ``write(scalars:column:row:width:style:)`` writes it.
    private func writeRuns(
        of bytes: UnsafeBufferPointer<UInt8>, isLatin1: Bool, column: Int, row: Int, width: Int, look: PackedStyle
    ) -> Int {
        var offset = 0
        var used = 0
        while true {
            let room = width - used
            let run =
                room > 0
                ? buffer.putPrintableASCII(
                    prefixOf: UnsafeBufferPointer(rebasing: bytes[offset...]), limit: room, look: look,
                    column: column + used, row: row)
                : 0
            used += run
            offset += run
            // Done, or the width cut a run (a mark that follows the last letter written
            // still joins it: it is not printable ASCII, so the run stopped before it).
            if offset == bytes.count || bytes[offset].isPrintableASCII { return used }
            var end = offset + 1
            while end < bytes.count, !bytes[end].isPrintableASCII { end += 1 }
            let between = UnsafeBufferPointer(rebasing: bytes[offset..<end])
            let scalars =
                isLatin1
                ? writeScalars(
                    between.lazy.map(Unicode.Scalar.init), column: column, row: row, width: width, look: look,
                    used: used)
                : writeScalars(
                    UTF8Scalars(between), column: column, row: row, width: width, look: look, used: used)
            used = scalars.used
            guard scalars.isAll else { return used }
            offset = end
        }
    }

    /// ``write(_:column:row:width:style:)`` for text given as its scalars.
    func write(scalars: some Sequence<Unicode.Scalar>, column: Int, row: Int, width: Int, style: Style) -> Int {
        writeScalars(scalars, column: column, row: row, width: width, look: PackedStyle(style), used: 0).used
    }

    /// Writes `scalars` from cell `used` on (the cells before it written already, the
    /// last one able to take marks); returns the cells used and whether every scalar was
    /// written (or joined the character before it), that is whether the width let them
    /// all in.
    private func writeScalars(
        _ scalars: some Sequence<Unicode.Scalar>, column: Int, row: Int, width: Int, look: PackedStyle, used: Int
    ) -> (used: Int, isAll: Bool) {
        var used = used
        var lastColumn = used > 0 ? column + used - 1 : -1
        for scalar in scalars {
            let (visible, cells) = CellText.visible(scalar)
            if cells == 0 {
                if lastColumn >= 0 && visible != CellText.joiner {
                    buffer.appendMark(visible, column: lastColumn, row: row)
                }
                continue
            }
            if used + cells > width {
                if used < width {
                    buffer.put(" ", width: 1, look: look, column: column + used, row: row)
                    used += 1
                }
                return (used, false)
            }
            buffer.put(visible, width: cells, look: look, column: column + used, row: row)
            lastColumn = column + used
            used += cells
        }
        return (used, true)
    }
}

/// A rectangle of a layer to draw into, in its own coordinates: (0, 0) is its top-left
/// cell and nothing drawn outside ``size`` shows.
///
/// A canvas is only valid during the draw pass that hands it to
/// ``Component/draw(in:)``; do not keep it. It draws into the layer's ``CellBuffer`` in
/// memory, never on the terminal directly. All text drawn through it is measured in
/// cells and cleaned of terminal controls (see ``CellText``).
public struct Canvas {
    let context: DrawingContext
    /// The canvas's rectangle in its layer's buffer.
    let region: Rect

    init(context: DrawingContext, region: Rect) {
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
                column: context.layerOrigin.column + region.minColumn, row: context.layerOrigin.row + region.minRow),
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
        self.text(text, at: point, style: style, link: nil, width: width)
    }

    /// Draws `text` as ``text(_:at:style:width:)`` does, as part of `link`: a terminal
    /// with links (``OutputFeatures/hyperlinks``) opens it on a click; others show the
    /// text as it is. Draw every piece of one link (each wrapped line) with the same
    /// ``Link``, and the terminal treats them as one.
    @discardableResult
    public func text(
        _ text: some StringProtocol, at point: Point, style: Style = .plain, link: Link?, width: Int? = nil
    ) -> Int {
        guard let available = cells(at: point, width: width) else { return 0 }
        let resolved = context.resolve(style)
        let column = region.minColumn + point.column
        let row = region.minRow + point.row
        let used = context.write(text, column: column, row: row, width: available, style: resolved)
        if link != nil || resolved.underlineColor != .standard {
            context.decorate(row: row, column: column, count: used, style: resolved, link: link)
        }
        return used
    }

    /// ``text(_:at:style:width:)`` for Latin-1 text given as its bytes, drawn without
    /// making a string of them.
    @discardableResult
    func text(latin1 bytes: ArraySlice<UInt8>, at point: Point, style: Style = .plain, width: Int? = nil) -> Int {
        guard let available = cells(at: point, width: width) else { return 0 }
        return context.write(
            latin1: bytes, column: region.minColumn + point.column, row: region.minRow + point.row,
            width: available, style: context.resolve(style))
    }

    /// ``text(_:at:style:width:)`` for text given as its scalars, drawn without making a
    /// string of them.
    @discardableResult
    func text(scalars: some Sequence<Unicode.Scalar>, at point: Point, style: Style = .plain, width: Int? = nil) -> Int
    {
        guard let available = cells(at: point, width: width) else { return 0 }
        return context.write(
            scalars: scalars, column: region.minColumn + point.column, row: region.minRow + point.row,
            width: available, style: context.resolve(style))
    }

    /// The cells text at `point` may take, at most `width`; `nil` where none.
    private func cells(at point: Point, width: Int?) -> Int? {
        guard point.row >= 0, point.row < size.rows, point.column >= 0, point.column < size.columns else { return nil }
        let available = min(size.columns - point.column, width ?? .max)
        return available > 0 ? available : nil
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
        let blank = Cell.blank(context.resolve(style))
        for row in target.minRow..<target.maxRow {
            context.buffer.fillRow(
                region.minRow + row, column: region.minColumn + target.minColumn, count: target.size.columns,
                with: blank)
        }
    }

    /// Gives the cells of `rect` a new style, keeping their characters (used for
    /// shadows). The style is applied as is, even on a dimmed layer.
    public func restyle(_ rect: Rect, style: Style) {
        let target = rect.intersection(bounds)
        guard !target.isEmpty else { return }
        let shifted = Rect(
            column: region.minColumn + target.minColumn, row: region.minRow + target.minRow,
            columns: target.size.columns, rows: target.size.rows)
        context.buffer.restyle(shifted, style: context.depth.showing(style))
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

    /// Names this canvas's rectangle as a region of its layer (see ``Frame/Region``), for
    /// the container `id` that draws it. Regions marked later lie over earlier ones.
    func markRegion(_ kind: Frame.Region.Kind, id: Int) {
        guard !region.isEmpty else { return }
        context.regions.append(Frame.Region(id: id, kind: kind, rect: screenFrame))
    }

    /// Draws `component` in the frame the layout pass gave it (see
    /// ``Component/layout()``), clipped to this canvas.
    @MainActor
    public func draw(_ component: Component) {
        let frame = component.frame
        let local = Rect(
            column: frame.minColumn - context.layerOrigin.column, row: frame.minRow - context.layerOrigin.row,
            columns: frame.size.columns, rows: frame.size.rows)
        component.draw(in: Canvas(context: context, region: local.intersection(region)))
    }
}
