import Testing
import WeavyTesting

@testable import WeavyKit

/// A paragraph's compact storage reads, slices and edits as an array of characters
/// would, whatever it holds; splitting a text finds the paragraphs `split` finds.
@Suite("TextParagraph: compact storage that behaves as an array of characters")
struct TextParagraphTests {
    @Test("Each paragraph takes the narrowest storage its characters allow")
    func storageFollowsTheCharacters() {
        #expect(TextParagraph("plain ASCII, even \u{7}").hasOneCellCharacters)
        #expect(TextParagraph("amélie à Noël").hasOneCellCharacters, "Latin-1: one byte each")
        #expect(!TextParagraph("10 €").hasOneCellCharacters, "the euro sign is beyond Latin-1")
        guard case .scalars = TextParagraph("amélie 漢字").storage else {
            Issue.record("one scalar a character should be stored as scalars")
            return
        }
        guard case .characters = TextParagraph("cafe\u{301} 🇫🇷").storage else {
            Issue.record("characters of several scalars should be kept as characters")
            return
        }
        var widened = TextParagraph("abc")
        widened.insert("é", at: 1)
        #expect(String(widened) == "aébc")
        widened.insert("🇫🇷", at: 0)
        #expect(String(widened) == "🇫🇷aébc")
        #expect(widened.count == 5)
    }

    @Test("Random edits give what the same edits give on [Character], in every storage")
    func editsMatchAnArrayOfCharacters() {
        let alphabet: [Character] = ["a", " ", "z", "é", "漢", "e\u{301}", "🇫🇷", "\u{1}"]
        var random = SeededRandom(seed: 0x5DEE_CE66_D1CE_4E5B)
        for round in 0..<200 {
            // Each round draws from a different part of the alphabet, so every storage
            // and every widening is reached.
            let letters = alphabet.prefix(2 + round % (alphabet.count - 1))
            var paragraph = TextParagraph()
            var reference: [Character] = []
            for _ in 0..<40 {
                let low = random.below(reference.count + 1)
                let high = low + random.below(reference.count - low + 1)
                let new = (0..<random.below(4)).map { _ in letters[letters.startIndex + random.below(letters.count)] }
                if random.below(3) == 0, !reference.isEmpty {
                    // A slice of another paragraph, as a split or a join inserts one.
                    let source = TextParagraph(String(reference))
                    let from = random.below(reference.count)
                    paragraph.replaceSubrange(low..<high, with: source[from...])
                    reference.replaceSubrange(low..<high, with: reference[from...])
                } else {
                    paragraph.replaceSubrange(low..<high, with: new)
                    reference.replaceSubrange(low..<high, with: new)
                }
                #expect(Array(paragraph) == reference, "round \(round)")
                #expect(paragraph.string(in: 0..<paragraph.count) == String(reference))
            }
            #expect(paragraph == TextParagraph(reference), "equal whatever the storage")
            #expect(paragraph.hashValue == TextParagraph(reference).hashValue)
        }
    }

    @Test("Splitting finds every kind of newline, as split(whereSeparator: isNewline) does")
    func splittingMatchesSplit() {
        let pieces = [
            "ab", " ", "é", "漢", "🎬", "e\u{301}", "\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{85}",
            "\u{2028}", "\u{2029}", "\n\u{301}", "", "ÿ", "\u{80}", "\u{A0}", "Ā",
        ]
        var random = SeededRandom(seed: 42)
        for _ in 0..<500 {
            let text = (0..<random.below(12)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
            let found = TextParagraph.paragraphs(of: text).map { String($0) }
            #expect(found == expected, "\(text.debugDescription)")
            for paragraph in TextParagraph.paragraphs(of: text) {
                let isLatin1 = String(paragraph).unicodeScalars.allSatisfy { $0.value < 0x100 }
                if isLatin1, case .latin1 = paragraph.storage { continue }
                #expect(!isLatin1, "\(String(paragraph).debugDescription) is Latin-1: one byte a character")
            }
        }
    }

    @Test("TextPosition(_:in:) counts paragraphs and characters as the split does, at every character")
    func positionOfAnIndex() {
        let pieces = [
            "ab", " ", "é", "漢", "🎬", "e\u{301}", "\n", "\r", "\r\n", "\u{B}", "\u{85}", "\u{2028}", "👨\u{200D}👩",
        ]
        var random = SeededRandom(seed: 2_026)
        for _ in 0..<200 {
            let text = (0..<random.below(14)).map { _ in pieces[random.below(pieces.count)] }.joined()
            var paragraph = 0
            var offset = 0
            var index = text.startIndex
            while true {
                let position = TextPosition(index, in: text)
                #expect(
                    position == TextPosition(paragraph: paragraph, offset: offset),
                    "\(text.debugDescription) at \(offset)")
                guard index < text.endIndex else { break }
                if text[index].isNewline {
                    paragraph += 1
                    offset = 0
                } else {
                    offset += 1
                }
                index = text.index(after: index)
            }
        }
    }

    @Test("A one-byte paragraph wraps where the same characters wrap when measured one by one")
    func asciiWrapMatchesTheGeneralWrap() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<300 {
            let text = String(
                (0..<random.below(120)).map { _ in ([" ", "w", "é", "\u{A0}"] as [Character])[random.below(4)] })
            let ascii = TextParagraph(text)
            var general = TextParagraph("漢" + text)
            general.remove(at: 0)  // the same characters, stored as scalars
            #expect(ascii.hasOneCellCharacters && !general.hasOneCellCharacters)
            for width in [1, 2, 3, 7, 20, 80] {
                #expect(
                    SoftWrap([ascii], width: width).lineStarts == SoftWrap([general], width: width).lineStarts,
                    "\(text.debugDescription) at \(width)")
            }
        }
    }
}
