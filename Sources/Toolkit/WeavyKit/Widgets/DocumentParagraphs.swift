/// A ``ScrollView``'s blocks cut into the pieces that wrap on their own, its
/// paragraphs: each line of a heading or paragraph block (between its newlines), a gap,
/// a whole fields block. The same at every width.
///
/// Text is found by a byte scan for newlines (a newline byte is never part of another
/// scalar) and kept as offsets into the blocks' own strings: nothing is copied, and a
/// block whose text did not change keeps what was found in it.
struct DocumentParagraphs {
    /// What a block's paragraphs come from.
    enum Source {
        /// Text in a role, its paragraphs starting at these UTF-8 offsets, with the
        /// runs of it that have a look of their own.
        case text(String, starts: [Int], look: Look)
        /// One empty line.
        case gap
        /// Fields, one paragraph for them all (none for no fields).
        case fields([ScrollView.Field])
    }

    /// How a text block is drawn: its role, and its runs with a role or a link.
    struct Look {
        var role: KeyPath<Theme, Style>
        var marks: [MarkedText.Mark] = []
    }

    /// One source per block.
    let sources: [Source]
    /// The first paragraph of each block, then the number of paragraphs.
    let firstParagraph: [Int]

    /// The number of paragraphs.
    var count: Int { firstParagraph[firstParagraph.count - 1] }

    /// The paragraphs of `blocks`; the newlines of a block whose text is the same as
    /// that block's in `previous` are not looked for again.
    init(_ blocks: [ScrollView.Block], reusing previous: DocumentParagraphs? = nil) {
        var sources: [Source] = []
        var firstParagraph = [0]
        sources.reserveCapacity(blocks.count)
        for (index, block) in blocks.enumerated() {
            let old = previous.flatMap { index < $0.sources.count ? $0.sources[index] : nil }
            let source: Source
            switch block {
            case .heading(let text):
                source = Self.text(text, look: Look(role: \.heading), previous: old)
            case .paragraph(let text, let role):
                source = Self.text(text, look: Look(role: role), previous: old)
            case .runs(let runs, let role):
                let marked = MarkedText(runs)
                source = Self.text(marked.text, look: Look(role: role, marks: marked.marks), previous: old)
            case .gap:
                source = .gap
            case .fields(let fields):
                source = .fields(fields)
            }
            sources.append(source)
            firstParagraph.append(firstParagraph[firstParagraph.count - 1] + Self.count(of: source))
        }
        self.sources = sources
        self.firstParagraph = firstParagraph
    }

    private static func text(_ text: String, look: Look, previous: Source?) -> Source {
        // Comparing strings that share their storage costs nothing.
        if case .text(let old, let starts, _) = previous, old == text {
            return .text(text, starts: starts, look: look)
        }
        return .text(text, starts: paragraphStarts(of: text), look: look)
    }

    private static func count(of source: Source) -> Int {
        switch source {
        case .text(_, let starts, _): starts.count
        case .gap: 1
        case .fields(let fields): fields.isEmpty ? 0 : 1
        }
    }

    /// The longest paragraph wrapped as one, in UTF-8 bytes: a longer line of text is
    /// cut into pieces of about this size (each then wraps on its own, so the last line
    /// of a piece may end short of the width), so that showing any part of a line of
    /// megabytes wraps only its piece.
    static let pieceBytes = 64 * 1024

    /// Where the paragraphs of `text` start, in UTF-8 bytes: 0, just past every newline,
    /// and where a line longer than ``pieceBytes`` is cut.
    static func paragraphStarts(of text: String) -> [Int] {
        let scanned = text.utf8.withContiguousStorageIfAvailable { paragraphStarts(of: $0) }
        return scanned ?? Array(text.utf8).withUnsafeBufferPointer { paragraphStarts(of: $0) }
    }

    /// Where the paragraphs of UTF-8 `bytes` start. A long line is cut just past a space
    /// once it is ``pieceBytes`` long; with no space in the next kilobyte, before a byte
    /// no earlier character can extend (an ASCII byte, or the first byte of a CJK
    /// ideograph), so no character is ever cut in two.
    static func paragraphStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        let newline = UInt8(ascii: "\n")
        let space = UInt8(ascii: " ")
        var start = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == newline {
                start = index + 1
                starts.append(start)
            } else if index - start >= pieceBytes {
                if byte == space {
                    start = index + 1
                } else if index - start >= pieceBytes + 1024, byte < 0x80 || (0xE4...0xE9).contains(byte) {
                    start = index
                } else {
                    continue
                }
                starts.append(start)
            }
        }
        return starts
    }

    /// The block of paragraph `paragraph`, and which of that block's paragraphs it is.
    func location(of paragraph: Int) -> (block: Int, part: Int) {
        // The last block starting at or before it (a block with no paragraph starts
        // where the next one does, so it is never the last).
        var low = 0
        var high = sources.count
        while low < high {
            let middle = (low + high) / 2
            if firstParagraph[middle] <= paragraph { low = middle + 1 } else { high = middle }
        }
        let block = max(0, low - 1)
        return (block, paragraph - firstParagraph[block])
    }

    /// The text of paragraph `part` of a text block: a view into the block's string.
    static func text(of part: Int, in text: String, starts: [Int]) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: starts[part])
        let end = utf8.index(utf8.startIndex, offsetBy: starts[part] + length(of: part, in: text, starts: starts))
        return Substring(utf8[start..<end])
    }

    /// The UTF-8 length of paragraph `part` of a text block: up to the newline after
    /// it, or to where the next piece of its line starts.
    static func length(of part: Int, in text: String, starts: [Int]) -> Int {
        guard part + 1 < starts.count else { return text.utf8.count - starts[part] }
        let next = starts[part + 1]
        let utf8 = text.utf8
        let endsLine = utf8[utf8.index(utf8.startIndex, offsetBy: next - 1)] == UInt8(ascii: "\n")
        return next - (endsLine ? 1 : 0) - starts[part]
    }
}
