/// Where the visual lines of each paragraph start, at a width in cells: the soft wrap of
/// a ``TextArea``.
///
/// A line takes as many characters as fit in ``width`` cells and breaks after its last
/// space when the next word does not fit; a word longer than the width, and text
/// written without spaces (CJK), break between characters. A wide character never
/// splits: one that does not fit starts the next line. A single space that does not fit
/// stays at the end of its line, past the width (it shows nothing), so that words never
/// begin a line with a space.
///
/// After an edit only the lines that can change are measured again: from a line or
/// two before the edit until a break falls where an old one (shifted by the edit) did, so
/// typing into a long paragraph costs a line or two, not the paragraph.
struct SoftWrap: Sendable, Equatable {
    /// The width lines wrap at, in cells (at least 1).
    let width: Int
    /// Per paragraph, the offsets at which its visual lines start; the first is 0.
    private(set) var lineStarts: [[Int]]
    /// The number of visual lines of all paragraphs.
    private(set) var lineCount: Int
    /// How many characters were measured since this wrap was made: what wrapping cost.
    private(set) var measuredCharacters = 0

    /// Wraps every paragraph at `width`.
    init(_ paragraphs: [TextParagraph], width: Int) {
        self.width = max(1, width)
        lineStarts = []
        lineStarts.reserveCapacity(paragraphs.count)
        lineCount = 0
        for paragraph in paragraphs {
            let starts = wrapped(paragraph)
            lineStarts.append(starts)
            lineCount += starts.count
        }
    }

    /// The starts of a paragraph that is one line, shared rather than made for each.
    private static let oneLine = [0]

    /// The line starts of `paragraph` wrapped from its start. A paragraph that fits
    /// whatever its characters' widths (one cell each below U+0100, at most two for single
    /// scalars) is one line without measuring.
    private mutating func wrapped(_ paragraph: TextParagraph) -> [Int] {
        switch paragraph.storage {
        case .latin1(let values) where values.count <= width: return Self.oneLine
        case .scalars(let scalars) where scalars.count * 2 <= width: return Self.oneLine
        default: return wrapped(paragraph, keeping: [0], editedAt: 0, delta: 0, resyncing: nil)
        }
    }

    /// Updates the lines of `paragraph` after characters were inserted (`delta` > 0) or
    /// removed (`delta` < 0) at `offset`; `characters` is the paragraph as it is now.
    mutating func charactersChanged(in paragraph: Int, at offset: Int, delta: Int, characters: TextParagraph) {
        let old = lineStarts[paragraph]
        let restart = firstLineToRewrap(old, editedAt: offset)
        let starts = wrapped(characters, keeping: old[...restart], editedAt: offset, delta: delta, resyncing: old)
        lineCount += starts.count - old.count
        lineStarts[paragraph] = starts
    }

    /// Updates the lines after paragraphs `range` were replaced by `replacements` (a
    /// split or a join): the lines of the first replacement before `offset` are kept.
    mutating func paragraphsReplaced(_ range: ClosedRange<Int>, by replacements: [TextParagraph], editedAt offset: Int)
    {
        let first = lineStarts[range.lowerBound]
        let restart = firstLineToRewrap(first, editedAt: offset)
        var fresh: [[Int]] = []
        for (index, paragraph) in replacements.enumerated() {
            let kept = index == 0 ? first[...restart] : [0]
            fresh.append(
                index == 0
                    ? wrapped(paragraph, keeping: kept, editedAt: 0, delta: 0, resyncing: nil) : wrapped(paragraph))
        }
        lineCount += fresh.reduce(0) { $0 + $1.count } - lineStarts[range].reduce(0) { $0 + $1.count }
        lineStarts.replaceSubrange(range, with: fresh)
    }

    /// The first line an edit at `offset` can change: a line's break depends on its
    /// characters up to the first that did not fit, which lies at most at the start of
    /// the line after next. So the line before the edited one can change, and the one
    /// before that too when the edit is at the very start of a line (a wide character
    /// that fitted neither line).
    private func firstLineToRewrap(_ starts: [Int], editedAt offset: Int) -> Int {
        max(0, lastIndex(in: starts, atOrBefore: offset - 1) - 1)
    }

    /// The index of the last element of the sorted `starts` that is at most `offset`.
    func lastIndex(in starts: [Int], atOrBefore offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The line starts of `characters`: `kept`, then those found by wrapping on from the
    /// last of them. With `resyncing` (the starts before an edit of `delta` characters at
    /// `editedAt`), stops as soon as a new start matches an old one moved by the edit and
    /// takes the rest of the old ones.
    private mutating func wrapped(
        _ characters: TextParagraph, keeping kept: ArraySlice<Int>, editedAt: Int, delta: Int, resyncing old: [Int]?
    ) -> [Int] {
        var starts = Array(kept)
        var start = starts[starts.count - 1]
        let editEnd = editedAt + max(0, delta)
        while let next = nextLineStart(in: characters, from: start) {
            starts.append(next)
            start = next
            if let old, next > editEnd {
                let index = lastIndex(in: old, atOrBefore: next - delta)
                if old[index] == next - delta, index > 0 {
                    starts.append(contentsOf: old[(index + 1)...].lazy.map { $0 + delta })
                    break
                }
            }
        }
        return starts
    }

    /// Where the line after the one starting at `start` begins, or `nil` when the rest of
    /// the paragraph fits.
    private mutating func nextLineStart(in characters: TextParagraph, from start: Int) -> Int? {
        switch characters.storage {
        case .latin1(let values): nextLineStart(inOneCellCharacters: values, from: start)
        case .scalars(let scalars): nextLineStart(in: scalars, from: start) { CellText.visible($0).width }
        case .characters(let characters): nextLineStart(in: characters, from: start) { CellText.width($0) }
        }
    }

    /// ``nextLineStart(in:from:)`` measuring each element with `cells`.
    private mutating func nextLineStart<Element: Equatable & ExpressibleByUnicodeScalarLiteral>(
        in elements: [Element], from start: Int, cells cellsOf: (Element) -> Int
    ) -> Int? {
        var cells = 0
        var breakAfter = start
        var index = start
        while index < elements.count {
            let element = elements[index]
            let cellWidth = cellsOf(element)
            measuredCharacters += 1
            if cells + cellWidth > width {
                if element == " " { return index + 1 }
                if breakAfter > start { return breakAfter }
                return index > start ? index : index + 1
            }
            cells += cellWidth
            index += 1
            if element == " " { breakAfter = index }
        }
        return nil
    }

    /// ``nextLineStart(in:from:)`` for scalars below U+0100, where every character takes
    /// one cell: the line ends `width` characters on, at the last space before that,
    /// without measuring each character.
    private mutating func nextLineStart(inOneCellCharacters bytes: [UInt8], from start: Int) -> Int? {
        let limit = start + width
        guard limit < bytes.count else {
            measuredCharacters += bytes.count - start
            return nil
        }
        if bytes[limit] == 0x20 {
            measuredCharacters += width + 1
            return limit + 1
        }
        var index = limit
        while index > start {
            index -= 1
            if bytes[index] == 0x20 {
                measuredCharacters += limit + 1 - index
                return index + 1
            }
        }
        measuredCharacters += width + 1
        return limit
    }
}
