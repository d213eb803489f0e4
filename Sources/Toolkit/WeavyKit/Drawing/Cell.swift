/// One cell of a ``CellBuffer``: what it shows, how wide that is, and its style.
///
/// A wide character (CJK, most emoji) takes two cells: the first holds the character
/// with ``width`` 2, the second is its *continuation*, with an empty ``character`` and
/// ``width`` 0. Combining marks belong to the cell of the character they follow, up to
/// four of them, as a terminal cell holds them.
///
/// A cell is plain data (no references), 32 bytes, so buffers copy and compare at memory
/// speed. It keeps its style packed (see ``style``).
public struct Cell: Hashable, Sendable {
    /// The character's scalar values, then its marks; 0 ends them. All 0 on a
    /// continuation. (Visible to inlined code: a backend in another module compares
    /// cells by the thousand per frame, and a call for each costs more than the
    /// comparison.)
    @usableFromInline var scalars: (UInt32, UInt32, UInt32, UInt32, UInt32)
    /// How the cell looks, packed: compared as three integers.
    @usableFromInline package var look: PackedStyle
    @usableFromInline var storedWidth: UInt8
    /// The cell's link and underline color, as an index into its buffer's table of
    /// decorations (``CellBuffer/decorations``) plus one; 0 for neither (nearly every
    /// cell). In the two bytes the cell had spare, so it stays 32.
    @usableFromInline package var decoration: UInt16

    /// How the cell looks, but for its underline's color, which its buffer keeps
    /// (``CellBuffer/style(atColumn:row:)``).
    ///
    /// A cell keeps color indices from -2^29 to 2^29 - 1 as they are (far beyond any
    /// terminal's palette) and clamps others into that range.
    public var style: Style {
        get { look.style }
        set { look = PackedStyle(newValue) }
    }

    /// Creates a cell showing `character` (its first five scalars), `width` cells wide
    /// (0 for a continuation).
    public init(character: String, width: Int, style: Style) {
        scalars = (0, 0, 0, 0, 0)
        look = PackedStyle(style)
        storedWidth = UInt8(clamping: width)
        decoration = 0
        self.character = character
    }

    /// A cell showing one scalar.
    @inline(__always)
    init(scalar: Unicode.Scalar, width: Int, look: PackedStyle) {
        scalars = (scalar.value, 0, 0, 0, 0)
        self.look = look
        storedWidth = UInt8(truncatingIfNeeded: width)
        decoration = 0
    }

    /// The character shown, with its combining marks; a space when blank; empty on the
    /// continuation of a wide character.
    public var character: String {
        get {
            var text = String.UnicodeScalarView()
            forEachScalarValue { value in
                if let scalar = Unicode.Scalar(value) { text.append(scalar) }
            }
            return String(text)
        }
        set {
            var values = newValue.unicodeScalars.prefix(5).map(\.value)
            values += repeatElement(0, count: 5 - values.count)
            scalars = (values[0], values[1], values[2], values[3], values[4])
        }
    }

    /// Calls `body` with each scalar value of ``character``, in order, allocating nothing.
    @inlinable
    package func forEachScalarValue(_ body: (UInt32) -> Void) {
        guard scalars.0 != 0 else { return }
        body(scalars.0)
        guard scalars.1 != 0 else { return }
        body(scalars.1)
        guard scalars.2 != 0 else { return }
        body(scalars.2)
        guard scalars.3 != 0 else { return }
        body(scalars.3)
        guard scalars.4 != 0 else { return }
        body(scalars.4)
    }

    /// The cells this one's character takes: 1, 2 for a wide character, 0 on the cell a
    /// wide character covers.
    @inlinable
    public var width: Int {
        get { Int(storedWidth) }
        set { storedWidth = UInt8(clamping: newValue) }
    }

    /// Whether this is the second cell of a wide character.
    @inlinable
    public var isContinuation: Bool { storedWidth == 0 }

    /// Whether the cell shows a lone space, one cell wide (a backend can fill runs of
    /// them at once).
    @inlinable
    package var isPlainSpace: Bool { scalars.0 == 0x20 && scalars.1 == 0 && storedWidth == 1 }

    /// The character's scalar values, then its marks (combining marks, variation
    /// selectors), 0 after the last, made inert: a control as the character becomes its
    /// visible stand-in, a control as a mark is dropped (``CellText/inert(_:)``). What a
    /// backend that stores five scalars a cell (as curses does) sends.
    @inlinable @inline(__always)
    package var inertScalarValues: (UInt32, UInt32, UInt32, UInt32, UInt32) {
        let first = CellText.inert(scalars.0)
        guard scalars.1 != 0 else { return (first, 0, 0, 0, 0) }
        return withInertMarks(first)
    }

    /// `first`, then the marks with every control among them dropped.
    @usableFromInline
    func withInertMarks(_ first: UInt32) -> (UInt32, UInt32, UInt32, UInt32, UInt32) {
        var marks = [scalars.1, scalars.2, scalars.3, scalars.4].map(CellText.inertMark).filter { $0 != 0 }
        marks += repeatElement(0, count: 4 - marks.count)
        return (first, marks[0], marks[1], marks[2], marks[3])
    }

    /// Calls `body` with each scalar of ``inertScalarValues``, in order, allocating nothing
    /// for a cell drawn by the toolkit.
    @inlinable
    package func forEachInertScalar(_ body: (Unicode.Scalar) -> Void) {
        let values = inertScalarValues
        func send(_ value: UInt32) -> Bool {
            guard value != 0 else { return false }
            body(Unicode.Scalar(value) ?? CellText.replacement)
            return true
        }
        _ = send(values.0) && send(values.1) && send(values.2) && send(values.3) && send(values.4)
    }

    /// Adds a combining mark, when the cell has room for one more (four at most).
    mutating func appendMark(_ mark: Unicode.Scalar) {
        if scalars.1 == 0 {
            scalars.1 = mark.value
        } else if scalars.2 == 0 {
            scalars.2 = mark.value
        } else if scalars.3 == 0 {
            scalars.3 = mark.value
        } else if scalars.4 == 0 {
            scalars.4 = mark.value
        }
    }

    /// A space in the terminal's default look.
    public static let blank = Cell(scalar: " ", width: 1, look: .plain)

    /// A space in `style`.
    public static func blank(_ style: Style) -> Cell {
        .blank(PackedStyle(style))
    }

    /// A space that looks like `look`.
    @inline(__always)
    static func blank(_ look: PackedStyle) -> Cell {
        Cell(scalar: " ", width: 1, look: look)
    }

    /// The second cell of a wide character that looks like `look`.
    @inline(__always)
    static func continuation(_ look: PackedStyle) -> Cell {
        var cell = Cell(scalar: " ", width: 0, look: look)
        cell.scalars.0 = 0
        return cell
    }

    /// Whether two cells show the same: the same grapheme, width and style, and the same
    /// link and underline color of one buffer.
    @inlinable
    public static func == (left: Cell, right: Cell) -> Bool {
        left.scalars.0 == right.scalars.0 && left.storedWidth == right.storedWidth && left.look == right.look
            && left.decoration == right.decoration && left.scalars.1 == right.scalars.1
            && left.scalars.2 == right.scalars.2
            && left.scalars.3 == right.scalars.3 && left.scalars.4 == right.scalars.4
    }

    /// Hashes what ``==(_:_:)`` compares: the grapheme, the width and the style.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(scalars.0)
        hasher.combine(scalars.1)
        hasher.combine(scalars.2)
        hasher.combine(scalars.3)
        hasher.combine(scalars.4)
        hasher.combine(look)
        hasher.combine(storedWidth)
        hasher.combine(decoration)
    }
}
