/// A place in a ``TextDocument``: a paragraph, and a character offset in it (0 is before
/// its first character, its count after the last).
public struct TextPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The paragraph, from 0.
    public var paragraph: Int
    /// The offset in the paragraph, in characters.
    public var offset: Int

    /// Creates a position.
    public init(paragraph: Int, offset: Int) {
        self.paragraph = paragraph
        self.offset = offset
    }

    /// The position of `index` in `text` as a text area holding `text` counts it: the
    /// paragraphs before it (every kind of newline ends one, CR LF once), and the
    /// characters from its paragraph's start. With ``ScrollView/firstVisibleText`` it
    /// opens an editor where a reader was.
    public init(_ index: String.Index, in text: String) {
        var text = text
        text.makeContiguousUTF8()
        let utf8 = text.utf8
        let end = utf8.distance(from: utf8.startIndex, to: index)
        let found = utf8.withContiguousStorageIfAvailable { TextParagraph.paragraph(atUTF8Offset: end, in: $0) }
        let (paragraph, start) = found ?? (0, 0)
        let startIndex = utf8.index(utf8.startIndex, offsetBy: start)
        let endIndex = utf8.index(utf8.startIndex, offsetBy: max(start, min(end, utf8.count)))
        self.init(paragraph: paragraph, offset: Substring(utf8[startIndex..<endIndex]).count)
    }

    /// Whether `lhs` comes before `rhs` in the text: by paragraph, then by offset.
    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.paragraph, lhs.offset) < (rhs.paragraph, rhs.offset)
    }

    /// The position as `paragraph:offset`, for logs and test failures.
    public var description: String { "\(paragraph):\(offset)" }
}

/// The editing model of a ``TextArea``: its text as paragraphs of characters (each a
/// ``TextParagraph``, about one byte a character for ASCII) and a cursor, with the edits and moves that do not depend on a width. A plain value, tested
/// on its own; wrapping and visual moves are ``TextAreaState``'s.
///
/// Edits cost what they touch: inserting a character costs at most the rest of its
/// paragraph, never the whole text. Newlines separate paragraphs and count as one
/// character towards ``maximumLength``.
///
/// ```swift
/// var document = TextDocument("Dear Ann,")
/// document.insert(contentsOf: "\nThanks!")
/// let text = document.text  // "Dear Ann,\nThanks!"
/// ```
public struct TextDocument: Sendable, Equatable {
    /// The paragraphs; there is always at least one (empty for an empty text).
    public private(set) var paragraphs: [TextParagraph]
    /// The insertion point.
    public private(set) var cursor: TextPosition
    /// The number of characters, newlines included.
    public private(set) var count: Int
    /// The most characters (newlines included) the document takes; further input is
    /// refused. `nil` for no limit.
    public var maximumLength: Int?

    /// Creates a document holding `text`, the cursor at its end.
    public init(_ text: String = "", maximumLength: Int? = nil) {
        paragraphs = [[]]
        cursor = TextPosition(paragraph: 0, offset: 0)
        count = 0
        self.maximumLength = maximumLength
        replaceAll(with: text)
    }

    /// The whole text, paragraphs joined by `"\n"`. Costs the length of the text.
    public var text: String {
        var result = ""
        result.reserveCapacity(count)
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { result.append("\n") }
            result.append(paragraph.description)
        }
        return result
    }

    /// Whether the document holds nothing.
    public var isEmpty: Bool { count == 0 }

    /// Replaces everything with `text` (kept whole, even beyond ``maximumLength``: a
    /// program's own text is never cut), the cursor at its end.
    public mutating func replaceAll(with text: String) {
        paragraphs = TextParagraph.paragraphs(of: text)
        count = paragraphs.reduce(paragraphs.count - 1) { $0 + $1.count }
        cursor = end
    }

    /// The start of the text.
    public var start: TextPosition { TextPosition(paragraph: 0, offset: 0) }

    /// The end of the text.
    public var end: TextPosition {
        TextPosition(paragraph: paragraphs.count - 1, offset: paragraphs[paragraphs.count - 1].count)
    }

    /// Moves the cursor to `position`, clamped into the text.
    public mutating func moveCursor(to position: TextPosition) {
        let paragraph = min(max(0, position.paragraph), paragraphs.count - 1)
        cursor = TextPosition(paragraph: paragraph, offset: min(max(0, position.offset), paragraphs[paragraph].count))
    }

    // MARK: - Edits

    /// How many more characters fit under ``maximumLength``.
    private var room: Int { maximumLength.map { max(0, $0 - count) } ?? .max }

    /// Inserts `text` at the cursor, newlines starting new paragraphs, and moves the
    /// cursor after it. What does not fit under ``maximumLength`` is left out; returns
    /// the number of characters inserted.
    @discardableResult
    public mutating func insert(contentsOf text: String) -> Int {
        var inserted = 0
        for character in text {
            guard insert(character) else { break }
            inserted += 1
        }
        return inserted
    }

    /// Inserts one character at the cursor (a newline splits the paragraph) and moves
    /// the cursor after it; returns whether it fit under ``maximumLength``.
    @discardableResult
    public mutating func insert(_ character: Character) -> Bool {
        guard room > 0 else { return false }
        if character.isNewline {
            splitParagraph()
        } else {
            paragraphs[cursor.paragraph].insert(character, at: cursor.offset)
            cursor.offset += 1
            count += 1
        }
        return true
    }

    private mutating func splitParagraph() {
        let tail = TextParagraph(paragraphs[cursor.paragraph][cursor.offset...])
        paragraphs[cursor.paragraph].removeSubrange(cursor.offset...)
        paragraphs.insert(tail, at: cursor.paragraph + 1)
        cursor = TextPosition(paragraph: cursor.paragraph + 1, offset: 0)
        count += 1
    }

    /// Deletes the text between `from` and the cursor (either may come first), joining
    /// paragraphs across newlines; the cursor ends at the earlier of the two. Returns
    /// whether anything was deleted.
    @discardableResult
    public mutating func delete(to from: TextPosition) -> Bool {
        var other = from
        other.paragraph = min(max(0, other.paragraph), paragraphs.count - 1)
        other.offset = min(max(0, other.offset), paragraphs[other.paragraph].count)
        let (low, high) = other < cursor ? (other, cursor) : (cursor, other)
        guard low != high else { return false }
        if low.paragraph == high.paragraph {
            paragraphs[low.paragraph].removeSubrange(low.offset..<high.offset)
            count -= high.offset - low.offset
        } else {
            let removedInside = paragraphs[(low.paragraph + 1)..<high.paragraph].reduce(0) { $0 + $1.count + 1 }
            count -= (paragraphs[low.paragraph].count - low.offset) + removedInside + high.offset + 1
            let tail = paragraphs[high.paragraph][high.offset...]
            paragraphs[low.paragraph].replaceSubrange(low.offset..., with: tail)
            paragraphs.removeSubrange((low.paragraph + 1)...high.paragraph)
        }
        cursor = low
        return true
    }

    /// Deletes the character before the cursor, or joins the paragraph to the previous
    /// one at its start. Returns whether anything changed.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        delete(to: position(before: cursor))
    }

    /// Deletes the character after the cursor, or joins the next paragraph at the end of
    /// this one. Returns whether anything changed.
    @discardableResult
    public mutating func deleteForward() -> Bool {
        delete(to: position(after: cursor))
    }

    // MARK: - Moves that need no width

    /// The position one character before `position` (the end of the previous paragraph
    /// from a paragraph's start), or `position` at the start of the text.
    public func position(before position: TextPosition) -> TextPosition {
        if position.offset > 0 { return TextPosition(paragraph: position.paragraph, offset: position.offset - 1) }
        guard position.paragraph > 0 else { return position }
        return TextPosition(paragraph: position.paragraph - 1, offset: paragraphs[position.paragraph - 1].count)
    }

    /// The position one character after `position`, or `position` at the end.
    public func position(after position: TextPosition) -> TextPosition {
        if position.offset < paragraphs[position.paragraph].count {
            return TextPosition(paragraph: position.paragraph, offset: position.offset + 1)
        }
        guard position.paragraph < paragraphs.count - 1 else { return position }
        return TextPosition(paragraph: position.paragraph + 1, offset: 0)
    }

    /// The start of the word before `position`: spaces and punctuation are skipped,
    /// then letters and digits (a run of CJK counts as one word). Crosses paragraphs.
    public func wordStart(before position: TextPosition) -> TextPosition {
        var current = position
        while current != start, !isWordCharacter(before: current) { current = self.position(before: current) }
        while current.offset > 0, isWordCharacter(before: current) { current.offset -= 1 }
        return current
    }

    /// The end of the word after `position`: spaces and punctuation are skipped, then
    /// letters and digits. Crosses paragraphs.
    public func wordEnd(after position: TextPosition) -> TextPosition {
        var current = position
        while current != end, !isWordCharacter(after: current) { current = self.position(after: current) }
        let paragraph = paragraphs[current.paragraph]
        while current.offset < paragraph.count, isWordCharacter(after: current) { current.offset += 1 }
        return current
    }

    private func isWordCharacter(before position: TextPosition) -> Bool {
        position.offset > 0 && Self.isWord(paragraphs[position.paragraph][position.offset - 1])
    }

    private func isWordCharacter(after position: TextPosition) -> Bool {
        position.offset < paragraphs[position.paragraph].count
            && Self.isWord(paragraphs[position.paragraph][position.offset])
    }

    static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
