import WeavyKit

/// How a screen is drawn as a picture: the size of a cell, the font, the colors.
///
/// Every cell is a box of ``cellWidth`` × ``cellHeight`` pixels, so the picture of a
/// screen of `c` columns and `r` rows is `c × cellWidth` by `r × cellHeight` and the cell
/// at column `x`, row `y` starts at `(x × cellWidth, y × cellHeight)`, whatever font the
/// viewer finds: each run of text is stretched to the cells it covers.
///
/// ```swift
/// var options = PictureOptions(appearance: .light)
/// options.showsCursor = false
/// ```
public struct PictureOptions: Hashable, Sendable {
    /// A cell's width in pixels.
    public var cellWidth = 9
    /// A cell's height in pixels.
    public var cellHeight = 18
    /// The font size in pixels.
    public var fontSize = 15
    /// How far below a cell's top the text's baseline is, in pixels.
    public var baseline = 14
    /// The CSS font families to try, in order; the last should be a generic one.
    public var fontFamilies = [
        "DejaVu Sans Mono", "Menlo", "Consolas", "Liberation Mono", "Noto Sans Mono", "monospace",
    ]
    /// The colors the color numbers show.
    public var palette: TerminalPalette
    /// Whether the cursor, when the screen shows one, is drawn (as a block: its cell's
    /// colors swapped).
    public var showsCursor = true

    /// The options for a terminal of `appearance`: xterm's palette, with its default
    /// colors for that appearance (see ``TerminalPalette/xterm(_:)``).
    public init(appearance: Appearance = .dark) {
        palette = .xterm(appearance)
    }

    /// The options drawing with `palette`.
    public init(palette: TerminalPalette) {
        self.palette = palette
    }

    /// The picture's size in pixels for a screen of `size`.
    func pixels(of size: Size) -> (width: Int, height: Int) {
        (size.columns * cellWidth, size.rows * cellHeight)
    }
}
