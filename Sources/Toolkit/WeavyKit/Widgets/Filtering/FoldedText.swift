/// A text made ready for fuzzy matching, once per item: each character as one lowercase
/// scalar without its accent (`Amélie` is `amelie`), in UTF-8.
///
/// One folded scalar stands for each character, so a character's offset in the folded
/// text is its offset in the original one, which is what highlighting needs. Folding
/// costs one pass over the text; matching then reads bytes only.
struct FoldedText: Sendable {
    let bytes: [UInt8]
    /// Whether every character is one ASCII byte: offsets in bytes are in characters.
    let isASCII: Bool

    init(_ text: String) {
        let utf8 = text.utf8
        // Plain ASCII without carriage returns (where one character is one byte): lowercase
        // the bytes as they are.
        if utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            bytes = utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            isASCII = true
            return
        }
        var folded: [UInt8] = []
        folded.reserveCapacity(utf8.count)
        for character in text {
            Self.append(Self.fold(character), to: &folded)
        }
        bytes = folded
        isASCII = folded.allSatisfy { $0 < 0x80 }
    }

    /// The scalar `character` is matched as: its first scalar, lowercased, its accent dropped.
    static func fold(_ character: Character) -> Unicode.Scalar {
        guard let first = character.unicodeScalars.first else { return " " }
        if first.isASCII {
            let value = UInt8(first.value)
            return Unicode.Scalar(value >= 0x41 && value <= 0x5A ? value | 0x20 : value)
        }
        let lower = first.properties.lowercaseMapping.unicodeScalars.first ?? first
        return AccentFolding.base(of: lower) ?? lower
    }

    static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        guard let encoded = UTF8.encode(scalar) else { return }
        bytes.append(contentsOf: encoded)
    }
}
