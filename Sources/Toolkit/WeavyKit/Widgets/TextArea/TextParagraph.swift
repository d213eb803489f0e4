/// One paragraph of a ``TextDocument``: a collection of characters, indexed from 0,
/// stored as compactly as its characters allow.
///
/// A paragraph of ASCII or Latin-1 (the accented letters of Western European languages)
/// takes one byte a character; one whose characters are each a single Unicode scalar
/// (other accented Latin, CJK) four; only a paragraph holding
/// characters of several scalars (a flag, a family emoji, a letter with a separate
/// accent) keeps each `Character` (sixteen). Reading, slicing and editing behave the
/// same whatever the storage; an edit that brings a wider character widens it.
///
/// ```swift
/// var paragraph = TextParagraph("Dear Ann")
/// paragraph.insert(",", at: 8)
/// let text = String(paragraph)  // "Dear Ann,"
/// ```
public struct TextParagraph: Sendable, Hashable, RandomAccessCollection, RangeReplaceableCollection,
    ExpressibleByArrayLiteral, CustomStringConvertible
{
    enum Storage: Sendable {
        /// Characters of one scalar below U+0100 each (ASCII and Latin-1), by value.
        case latin1([UInt8])
        /// Characters of one scalar each.
        case scalars([Unicode.Scalar])
        /// Any characters.
        case characters([Character])
    }

    private(set) var storage: Storage

    /// An empty paragraph.
    public init() {
        storage = .latin1([])
    }

    /// A paragraph holding `text`, which should hold no newline.
    public init(_ text: some StringProtocol) {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            self.init(latin1: Array(text.utf8))
        } else {
            self.init(nonASCII: text)
        }
    }

    /// A paragraph holding `text`, known to hold a character beyond ASCII.
    init(nonASCII text: some StringProtocol) {
        // As many scalars as bytes that do not continue one: counted first, so the
        // array is made once at its size.
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) })
        for scalar in text.unicodeScalars { scalars.append(scalar) }
        if scalars.allSatisfy({ $0.value < 0x100 }) {
            storage = .latin1(scalars.map { UInt8($0.value) })
            return
        }
        // Below U+0300 and among the CJK ideographs no scalar joins its neighbour in a
        // character (no combining mark, joiner, Hangul jamo or regional indicator; no
        // CR LF inside a paragraph): no need to count characters to know.
        let eachAlone = scalars.allSatisfy { $0.value < 0x300 || (0x4E00...0x9FFF).contains($0.value) }
        storage = eachAlone || text.count == scalars.count ? .scalars(scalars) : .characters(Array(text))
    }

    /// A paragraph of the scalars `values` (each below U+0100, none a newline).
    init(latin1 values: [UInt8]) {
        storage = .latin1(values)
    }

    /// A paragraph of `characters`.
    public init(arrayLiteral characters: Character...) {
        self.init()
        append(contentsOf: characters)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .latin1(let bytes): bytes.count
        case .scalars(let scalars): scalars.count
        case .characters(let characters): characters.count
        }
    }

    public func index(after index: Int) -> Int { index + 1 }

    public func index(before index: Int) -> Int { index - 1 }

    public subscript(position: Int) -> Character {
        switch storage {
        case .latin1(let bytes): Character(Unicode.Scalar(bytes[position]))
        case .scalars(let scalars): Character(scalars[position])
        case .characters(let characters): characters[position]
        }
    }

    /// Whether every character is below U+0100, so takes one cell as drawn (a control
    /// shows as its one-cell picture, Latin-1's letters and signs take one): what lets
    /// wrapping and cursor moves count cells without measuring each character.
    var hasOneCellCharacters: Bool {
        if case .latin1 = storage { return true }
        return false
    }

    /// The characters in `range` as a string.
    public func string(in range: Range<Int>) -> String {
        switch storage {
        case .latin1(let values):
            if values[range].allSatisfy({ $0 < 0x80 }) { return String(decoding: values[range], as: UTF8.self) }
            var text = ""
            text.unicodeScalars.append(contentsOf: values[range].lazy.map(Unicode.Scalar.init))
            return text
        case .scalars(let scalars):
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[range])
            return text
        case .characters(let characters):
            return String(characters[range])
        }
    }

    /// The whole paragraph as a string.
    public var description: String { string(in: 0..<count) }

    // MARK: - Editing

    /// How much storage a character needs: 0 for one scalar below U+0100, 1 for one
    /// scalar, 2 for more.
    private static func level(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard scalars.count == 1 else { return 2 }
        return scalars.first!.value < 0x100 ? 0 : 1
    }

    private var level: Int {
        switch storage {
        case .latin1: 0
        case .scalars: 1
        case .characters: 2
        }
    }

    /// Widens the storage to hold characters of `level`.
    private mutating func widen(to level: Int) {
        guard level > self.level else { return }
        switch (storage, level) {
        case (.latin1(let bytes), 1): storage = .scalars(bytes.map { Unicode.Scalar($0) })
        case (.latin1(let bytes), _): storage = .characters(bytes.map { Character(Unicode.Scalar($0)) })
        case (.scalars(let scalars), _): storage = .characters(scalars.map { Character($0) })
        case (.characters, _): break
        }
    }

    public mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with new: C)
    where C.Element == Character {
        if let other = new as? Slice<TextParagraph>, other.base.level <= level {
            replaceSubrange(range, withStorageOf: other)
            return
        }
        widen(to: new.reduce(0) { Swift.max($0, Self.level(of: $1)) })
        switch storage {
        case .latin1(var values):
            storage = .latin1([])
            values.replaceSubrange(range, with: new.lazy.map { UInt8($0.unicodeScalars.first!.value) })
            storage = .latin1(values)
        case .scalars(var scalars):
            storage = .scalars([])
            scalars.replaceSubrange(range, with: new.lazy.map { $0.unicodeScalars.first! })
            storage = .scalars(scalars)
        case .characters(var characters):
            storage = .characters([])
            characters.replaceSubrange(range, with: new)
            storage = .characters(characters)
        }
    }

    /// Replaces `range` with part of another paragraph whose storage is no wider, without
    /// turning its elements into characters and back.
    private mutating func replaceSubrange(_ range: Range<Int>, withStorageOf other: Slice<TextParagraph>) {
        switch (storage, other.base.storage) {
        case (.latin1(var bytes), .latin1(let source)):
            storage = .latin1([])
            bytes.replaceSubrange(range, with: source[other.startIndex..<other.endIndex])
            storage = .latin1(bytes)
        case (.scalars(var scalars), .latin1(let source)):
            storage = .scalars([])
            scalars.replaceSubrange(
                range, with: source[other.startIndex..<other.endIndex].lazy.map(Unicode.Scalar.init))
            storage = .scalars(scalars)
        case (.scalars(var scalars), .scalars(let source)):
            storage = .scalars([])
            scalars.replaceSubrange(range, with: source[other.startIndex..<other.endIndex])
            storage = .scalars(scalars)
        case (.characters(var characters), _):
            storage = .characters([])
            characters.replaceSubrange(range, with: other)
            storage = .characters(characters)
        default:
            replaceSubrange(range, with: Array(other))
        }
    }

    public mutating func reserveCapacity(_ capacity: Int) {
        switch storage {
        case .latin1(var bytes):
            storage = .latin1([])
            bytes.reserveCapacity(capacity)
            storage = .latin1(bytes)
        case .scalars, .characters:
            break
        }
    }

    // MARK: - Equality

    public static func == (lhs: TextParagraph, rhs: TextParagraph) -> Bool {
        if case .latin1(let left) = lhs.storage, case .latin1(let right) = rhs.storage { return left == right }
        return lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for character in self { hasher.combine(character) }
    }
}
