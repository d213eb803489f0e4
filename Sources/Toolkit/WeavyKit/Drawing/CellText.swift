import CPlatform

/// Measures and cleans text in terminal cells.
///
/// Widths come from the C library's `wcwidth` in a UTF-8 locale, the function ncurses
/// uses to place characters, so what we measure is exactly what lands on the grid: CJK
/// and emoji take two cells, combining marks none. Measuring never changes the
/// process's locale: the UTF-8 locale is a private object used for the one call.
///
/// Text drawn on the terminal may come from anywhere (titles, names, typed text). Every
/// character that a terminal would obey rather than show — C0 and C1 controls, DEL,
/// bidirectional overrides — is replaced by a visible, inert stand-in before it reaches
/// ncurses: C0 controls become their Unicode control pictures (`␛` for ESC), the others
/// become `�`.
///
/// A zero-width joiner (U+200D) is not drawn, so the parts of a joined emoji (a family,
/// a profession) show side by side, each in the cells `wcwidth` gives it. A terminal
/// that joins them draws one glyph two cells wide where ncurses counted every part, and
/// the rest of the row would shift; without the joiner every terminal agrees. Other
/// marks (combining accents, variation selectors) stay with their character.
public enum CellText {
    /// The zero-width joiner, dropped when drawn (see above).
    static let joiner: Unicode.Scalar = "\u{200D}"

    /// The character drawn in place of controls that have no control picture.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// The scalar to draw for `scalar`, and its width in cells (0, 1 or 2).
    @inline(__always)
    static func visible(_ scalar: Unicode.Scalar) -> (scalar: Unicode.Scalar, width: Int) {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F {
            return (scalar, 1)
        }
        if let standIn = standIn(for: value) {
            return (Unicode.Scalar(standIn) ?? replacement, 1)
        }
        let width = Int(weavy_cell_width(value))
        return width < 0 ? (replacement, 1) : (scalar, width)
    }

    /// The visible stand-in for `value` when it is a control (see above), one cell wide;
    /// `nil` for anything else.
    @inlinable @inline(__always)
    static func standIn(for value: UInt32) -> UInt32? {
        if value >= 0x20 && value < 0x7F { return nil }
        if value < 0x20 { return 0x2400 + value }
        if value == 0x7F { return 0x2421 }
        if value < 0xA0 || isBidiControl(value) { return replacement.value }
        return nil
    }

    /// `value` as a backend sends it to a terminal: a control's visible stand-in, else
    /// `value`; 0, which ends a cell's scalars, stays. Drawing never puts a control in a
    /// cell, but a cell made by hand (``Cell/init(character:width:style:)``, in a frame
    /// given to a backend) may.
    @inlinable @inline(__always)
    package static func inert(_ value: UInt32) -> UInt32 {
        value == 0 ? 0 : standIn(for: value) ?? value
    }

    /// A mark (a scalar after a cell's first) as a backend sends it: 0, dropped, when it
    /// is a control, whose stand-in would take a cell of its own; else `value`.
    @inlinable
    package static func inertMark(_ value: UInt32) -> UInt32 {
        standIn(for: value) == nil ? value : 0
    }

    @usableFromInline
    static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }

    /// The width of `text` in cells, as drawn (after cleaning).
    public static func width(_ text: some StringProtocol) -> Int {
        width(of: text.unicodeScalars)
    }

    /// The width of `character` in cells, as drawn (after cleaning).
    public static func width(_ character: Character) -> Int {
        width(of: character.unicodeScalars)
    }

    private static func width(of scalars: some Sequence<Unicode.Scalar>) -> Int {
        var total = 0
        for scalar in scalars {
            total += visible(scalar).width
        }
        return total
    }

    /// `text` with every control, DEL and bidi override replaced by its visible stand-in.
    public static func sanitized(_ text: some StringProtocol) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(visible(scalar).scalar)
        }
        return String(result)
    }

    /// `text` cut to at most `width` cells, ending with `…` when something was cut. The
    /// spaces before the cut go too (`Star…`, not `Star …`).
    public static func truncated(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard self.width(text) > width else { return text }
        var kept = Substring(prefix(text, cells: width - 1))
        while let last = kept.last, last.isBlank { kept = kept.dropLast() }
        return kept + "…"
    }

    /// `text` cut from the left to at most `width` cells, starting with `…` when cut
    /// (without the spaces after the cut). Used for paths, whose end matters most.
    public static func truncatedLeading(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        let total = self.width(text)
        guard total > width else { return text }
        var dropped = 0
        var scalars = Substring(text).unicodeScalars[...]
        while total - dropped > width - 1, let first = scalars.first {
            dropped += visible(first).width
            scalars = scalars.dropFirst()
        }
        // Do not start on a combining mark.
        while let first = scalars.first, visible(first).width == 0 {
            scalars = scalars.dropFirst()
        }
        let kept = String(String.UnicodeScalarView(scalars))
        return "…" + kept.drop { $0.isBlank }
    }

    /// The longest prefix of `text` that fits in `cells`, never splitting a wide
    /// character.
    public static func prefix(_ text: String, cells: Int) -> String {
        var used = 0
        var end = text.unicodeScalars.startIndex
        for index in text.unicodeScalars.indices {
            let width = visible(text.unicodeScalars[index]).width
            if used + width > cells { break }
            used += width
            end = text.unicodeScalars.index(after: index)
        }
        return String(text.unicodeScalars[..<end])
    }

    /// `text` padded with spaces on the right to exactly `width` cells (cut if longer).
    public static func padded(_ text: String, to width: Int) -> String {
        let fullWidth = self.width(text)
        guard fullWidth > width else { return text + String(repeating: " ", count: width - fullWidth) }
        let cut = prefix(text, cells: width)
        return cut + String(repeating: " ", count: max(0, width - self.width(cut)))
    }
}

extension Character {
    /// A space of any width (ASCII, ideographic, no-break), but not a line break.
    var isBlank: Bool { isWhitespace && !isNewline }
}

extension String {
    /// The string without the line breaks at its end.
    var trailingNewlinesTrimmed: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isNewline { end = index(before: end) }
        return self[..<end]
    }

    /// The string without the spaces at its end.
    func trailingSpacesTrimmed() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " {
            end = index(before: end)
        }
        return String(self[..<end])
    }
}
