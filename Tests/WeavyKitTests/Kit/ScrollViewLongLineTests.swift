import Testing
import WeavyTesting

@testable import WeavyKit

/// A line of text longer than a piece (a minified file, a log line of megabytes) is cut
/// into pieces that wrap on their own, so that showing any part of it wraps one piece.
@MainActor
@Suite("Scroll view of a very long line")
struct ScrollViewLongLineTests {
    /// Every line `paragraphs` shows at `width`, first to last.
    static func allLines(of paragraphs: DocumentParagraphs, width: Int) -> [String] {
        let lines = DocumentLines(paragraphs, width: width, fieldSpacing: 2)
        return lines.shown(from: lines.start, rows: .max).map(\.text)
    }

    @Test("A line of 300 KB is cut into pieces; its words all show, in order, none cut, every line in the width")
    func wordsKeptInPieces() {
        var random = SeededRandom(seed: 0x10_96)
        let words = ["weave", "a", "thread", "longerwordthanmostlines", "織物", "🧵", "amélie", "12345"]
        var text = ""
        while text.utf8.count < 300_000 { text += words.randomElement(using: &random)! + " " }
        let paragraphs = DocumentParagraphs([.paragraph(text)])
        #expect(paragraphs.count >= 4, "300 KB in pieces of about \(DocumentParagraphs.pieceBytes) bytes")
        let lines = Self.allLines(of: paragraphs, width: 37)
        #expect(lines.allSatisfy { CellText.width($0) <= 37 })
        let shownWords = lines.flatMap { $0.split(separator: " ") }.map(String.init)
        #expect(shownWords == text.split(separator: " ").map(String.init))
        var whole: [String] = []
        TextWrapping.wrap(paragraph: Substring(text), width: 37, into: &whole)
        // One line may end short where each piece ends.
        #expect(lines.count >= whole.count && lines.count < whole.count + paragraphs.count)
    }

    @Test("A long line without a space is cut before an ASCII byte or an ideograph, never inside a character")
    func noSpaceCutsBetweenCharacters() {
        let cjk = String(repeating: "織物千と千尋", count: 6_000)  // 108 KB, no ASCII at all
        let mixed = String(repeating: "é🧵a\u{301}👨‍👩‍👧b", count: 4_000)  // clusters with ASCII among them
        for text in [cjk, mixed] {
            let paragraphs = DocumentParagraphs([.paragraph(text)])
            #expect(paragraphs.count >= 2)
            guard case .text(_, let starts, _) = paragraphs.sources[0] else {
                Issue.record("not a text block")
                continue
            }
            let pieces = starts.indices.map { DocumentParagraphs.text(of: $0, in: text, starts: starts) }
            #expect(pieces.joined() == text)
            #expect(pieces.map(\.count).reduce(0, +) == text.count, "no character cut in two")
        }
    }

    @Test("End on a 2 MB line without a newline shows its last words")
    func endOfOneLongLine() throws {
        let text = (0..<200_000).map { "w\($0)" }.joined(separator: " ")
        let view = ScrollView(text: text)
        let driver = try driver(view, columns: 60, rows: 10)
        defer { driver.close() }
        #expect(driver.snapshot.lines[0].hasPrefix("w0 w1 w2 "))
        driver.press(.end)
        #expect(driver.snapshot.lines.contains { $0.contains("w199998 w199999") })
    }
}
