extension ScrollView {
    /// One part of a document.
    public enum Block {
        /// A heading, wrapped to the width, in the theme's ``Theme/heading`` role.
        case heading(String)
        /// Text wrapped to the width, in a theme role (``Theme/text`` unless told);
        /// newlines in it start new lines.
        case paragraph(String, role: KeyPath<Theme, Style> = \.text)
        /// A paragraph of runs, their texts joined and wrapped as one, each run drawn in
        /// its own role (or the block's) and carrying its link; newlines start new lines.
        case runs([TextRun], role: KeyPath<Theme, Style> = \.text)
        /// Labels in one aligned column (``Theme/label``), values beside them, wrapped.
        /// Too narrow for both side by side, each value goes under its label.
        case fields([Field])
        /// One empty line.
        case gap
    }

    /// A labelled value of a ``Block/fields(_:)`` block.
    public struct Field: Hashable, Sendable {
        /// The label, in the left column.
        public var label: String
        /// The value, wrapped in the column right of the widest label.
        public var value: String

        /// Creates a field.
        public init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    /// Where a line comes from in the blocks: the block, the field (for fields), and
    /// the offset in its text (in Unicode scalars) where the line starts. Ordered as the
    /// lines are, so a reader's place survives rewrapping at another width.
    struct Anchor: Comparable {
        var block: Int
        var part = 0
        var offset = 0

        static func < (lhs: Anchor, rhs: Anchor) -> Bool {
            (lhs.block, lhs.part, lhs.offset) < (rhs.block, rhs.part, rhs.offset)
        }
    }

    /// One line of the document at a width.
    struct Line {
        /// A field's label, on its value's first line.
        var label = ""
        var text: String
        /// The column the text starts at.
        var textColumn = 0
        var role: KeyPath<Theme, Style>
        var anchor: Anchor
    }

    /// The narrowest value column fields keep beside their labels; below it each value
    /// goes under its label.
    static func minimumValueWidth(forWidth width: Int) -> Int { max(8, width / 3) }

    static func appendFields(
        _ fields: [Field], block: Int, width: Int, spacing: Int, to lines: inout [Line]
    ) {
        let valueColumn = (fields.map { CellText.width($0.label) }.max() ?? 0) + spacing
        let sideBySide = width - valueColumn >= minimumValueWidth(forWidth: width)
        for (part, field) in fields.enumerated() {
            if sideBySide {
                for (number, (line, offset)) in wrap(field.value, width: width - valueColumn).enumerated() {
                    lines.append(
                        Line(
                            label: number == 0 ? field.label : "", text: line, textColumn: valueColumn, role: \.text,
                            anchor: Anchor(block: block, part: part, offset: offset)))
                }
            } else {
                let label = CellText.truncated(field.label, to: width)
                lines.append(Line(label: label, text: "", role: \.text, anchor: Anchor(block: block, part: part)))
                let indent = width > 4 ? 2 : 0
                for (line, offset) in wrap(field.value, width: width - indent) {
                    lines.append(
                        Line(
                            text: line, textColumn: indent, role: \.text,
                            anchor: Anchor(block: block, part: part, offset: offset + 1)))
                }
            }
        }
    }

    /// `text` wrapped to `width` (see ``TextWrapping/lines(_:width:)``), each line with
    /// the offset in `text`, in Unicode scalars, where it starts; with a `limit`, stops
    /// after the paragraph that reaches it.
    static func wrap(_ text: String, width: Int, limit: Int = .max) -> [(line: String, offset: Int)] {
        // A value of one line that fits (a year, a name: most fields) is that line, found
        // by the short cut wrapping takes for such a paragraph.
        if width > 0, !text.utf8.contains(UInt8(ascii: "\n")),
            let line = TextWrapping.singleLine(Substring(text), width: width)
        {
            return [(String(decoding: text.utf8.prefix(line.end), as: UTF8.self), 0)]
        }
        return generalWrap(text, width: width, limit: limit)
    }

    /// ``wrap(_:width:limit:)`` without its short cut.
    static func generalWrap(_ text: String, width: Int, limit: Int = .max) -> [(line: String, offset: Int)] {
        var result: [(line: String, offset: Int)] = []
        var paragraphStart = 0
        for paragraph in TextWrapping.paragraphs(of: text) {
            guard result.count < limit else { break }
            let scalars = paragraph.unicodeScalars
            var position = scalars.startIndex
            var offset = 0
            var wrapped: [String] = []
            TextWrapping.wrap(paragraph: paragraph, width: width, into: &wrapped)
            for (number, line) in wrapped.enumerated() {
                // Wrapping drops the spaces at each break: the next line starts after them.
                while number > 0, position < scalars.endIndex, scalars[position] == " " {
                    position = scalars.index(after: position)
                    offset += 1
                }
                result.append((line, paragraphStart + offset))
                let count = line.unicodeScalars.count
                position = scalars.index(position, offsetBy: count, limitedBy: scalars.endIndex) ?? scalars.endIndex
                offset += count
            }
            paragraphStart += scalars.count + 1
        }
        return result
    }

    /// The widest line of `blocks` unwrapped, in cells: what the document needs to show
    /// every line whole.
    static func naturalWidth(of blocks: [Block], fieldSpacing: Int) -> Int {
        func widest(_ text: String) -> Int {
            TextWrapping.paragraphs(of: text).map { CellText.width($0) }.max() ?? 0
        }
        return blocks.map { block in
            switch block {
            case .heading(let text), .paragraph(let text, _): widest(text)
            case .runs(let runs, _): widest(runs.map(\.text).joined())
            case .gap: 0
            case .fields(let fields):
                (fields.map { CellText.width($0.label) }.max() ?? 0) + fieldSpacing
                    + (fields.map { widest($0.value) }.max() ?? 0)
            }
        }.max() ?? 0
    }
}
