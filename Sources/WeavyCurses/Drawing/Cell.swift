/// One cell of a ``CellBuffer``: what it shows, how wide that is, and its style.
///
/// A wide character (CJK, most emoji) takes two cells: the first holds the character
/// with ``width`` 2, the second is its *continuation*, with an empty ``character`` and
/// ``width`` 0. Combining marks belong to the cell of the character they follow.
public struct Cell: Hashable, Sendable {
    /// The character shown, with its combining marks; a space when blank; empty on the
    /// continuation of a wide character.
    public var character: String
    /// How the cell looks.
    public var style: Style
    private var storedWidth: UInt8

    /// Creates a cell showing `character`, `width` cells wide (0 for a continuation).
    public init(character: String, width: Int, style: Style) {
        self.character = character
        self.style = style
        storedWidth = UInt8(clamping: width)
    }

    /// The cells this one's character takes: 1, 2 for a wide character, 0 on the cell a
    /// wide character covers.
    public var width: Int {
        get { Int(storedWidth) }
        set { storedWidth = UInt8(clamping: newValue) }
    }

    /// Whether this is the second cell of a wide character.
    public var isContinuation: Bool { storedWidth == 0 }

    /// A space in the terminal's default look.
    public static let blank = Cell(character: " ", width: 1, style: .plain)

    /// A space in `style`.
    public static func blank(_ style: Style) -> Cell {
        Cell(character: " ", width: 1, style: style)
    }

    /// The second cell of a wide character drawn in `style`.
    static func continuation(_ style: Style) -> Cell {
        Cell(character: "", width: 0, style: style)
    }
}
