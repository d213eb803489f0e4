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
        /// Text in a role, its paragraphs starting at these UTF-8 offsets.
        case text(String, starts: [Int], role: KeyPath<Theme, Style>)
        /// One empty line.
        case gap
        /// Fields, one paragraph for them all (none for no fields).
        case fields([ScrollView.Field])
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
                source = Self.text(text, role: \.heading, previous: old)
            case .paragraph(let text, let role):
                source = Self.text(text, role: role, previous: old)
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

    private static func text(_ text: String, role: KeyPath<Theme, Style>, previous: Source?) -> Source {
        // Comparing strings that share their storage costs nothing.
        if case .text(let old, let starts, _) = previous, old == text {
            return .text(text, starts: starts, role: role)
        }
        return .text(text, starts: paragraphStarts(of: text), role: role)
    }

    private static func count(of source: Source) -> Int {
        switch source {
        case .text(_, let starts, _): starts.count
        case .gap: 1
        case .fields(let fields): fields.isEmpty ? 0 : 1
        }
    }

    /// Where the lines of `text` start, in UTF-8 bytes: 0 and just past every newline.
    static func paragraphStarts(of text: String) -> [Int] {
        var starts = [0]
        let newline = UInt8(ascii: "\n")
        let scanned: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for index in bytes.indices where bytes[index] == newline { starts.append(index + 1) }
        }
        if scanned == nil {
            for (index, byte) in text.utf8.enumerated() where byte == newline { starts.append(index + 1) }
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
        let end = part + 1 < starts.count ? utf8.index(utf8.startIndex, offsetBy: starts[part + 1] - 1) : utf8.endIndex
        return Substring(utf8[start..<end])
    }

    /// The UTF-8 length of paragraph `part` of a text block.
    static func length(of part: Int, in text: String, starts: [Int]) -> Int {
        (part + 1 < starts.count ? starts[part + 1] - 1 : text.utf8.count) - starts[part]
    }
}
