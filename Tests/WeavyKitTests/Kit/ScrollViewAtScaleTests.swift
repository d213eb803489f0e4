import Testing
import WeavyTesting

@testable import WeavyKit

/// ScrollView at any size: a long document is wrapped only where it is looked at, and
/// still shows, scrolls and keeps its place exactly as one wrapped whole would.
@MainActor
@Suite("Scroll view at scale")
struct ScrollViewAtScaleTests {
    /// `count` lines of a log, some long enough to wrap at 40 columns (into more lines
    /// than their length makes likely), some with an accent or a wide character.
    static func log(lines count: Int) -> String {
        (0..<count).map { number in
            switch number % 7 {
            case 0: "\(number) worker finished the nightly export of rows without a single retry left, at last"
            case 1: "\(number) " + String(repeating: "twentyletterswovenup ", count: 3)
            case 3: "\(number) user amélie logged in from 10.0.0.7"
            case 5: "\(number) 織物 weaving 🧵 done"
            default: "\(number) GET /index.html 200"
            }
        }.joined(separator: "\n")
    }

    /// The lines a whole wrap of `view`'s blocks gives at `width`: what the document must
    /// show wherever it is scrolled.
    static func reference(_ view: ScrollView, width: Int) -> [String] {
        ScrollView.lines(of: view.blocks, width: width, fieldSpacing: view.fieldSpacing).map(\.text)
    }

    /// Advances `driver`'s time until `view` has counted its `lines`.
    static func countAll(_ view: ScrollView, _ driver: HeadlessDriver, lines: Int) {
        for _ in 0..<10_000 where view.lineCount != lines {
            driver.advanceTime(by: .milliseconds(2))
        }
    }

    @Test("Spans wrap as TextWrapping does, the short cuts agreeing with the general path on random text")
    func spansAgree() {
        var random = SeededRandom(seed: 0x5CA1E)
        let words = [
            "a", "weave", "  ", "longerwordthanmostlines", "x", "織物", "🧵", "é", " ", "tab\there", "12345",
            "straße", "łódź", "e\u{301}", "\u{AD}", "\u{85}",
        ]
        // Rounds of ASCII (the byte path), of text below U+0300 (walked by scalars),
        // and of any text (by characters: wide, emoji, a combining mark).
        let pools = [
            words.filter { $0.unicodeScalars.allSatisfy { $0.value < 0x80 } },
            words.filter { $0.unicodeScalars.allSatisfy { $0.value < 0x300 } }, words,
        ]
        for round in 0..<900 {
            let pool = pools[round % pools.count]
            let count = Int.random(in: 0..<40, using: &random)
            let text = Substring((0..<count).map { _ in pool.randomElement(using: &random)! }.joined())
            let width = Int.random(in: 1..<30, using: &random)
            var whole: [String] = []
            TextWrapping.wrap(paragraph: text, width: width, into: &whole)
            let spans = TextWrapping.spans(of: text, width: width)
            let bytes = Array(text.utf8)
            let made = spans.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
            #expect(made == whole, "\(text.debugDescription) at \(width)")
            #expect(TextWrapping.lineCount(of: text, width: width) == whole.count)
            // The short cuts (ASCII bytes, a paragraph that fits) agree with the general path.
            #expect(TextWrapping.generalSpans(of: text, width: width) == spans, "\(text.debugDescription) at \(width)")
        }
    }

    @Test("A field value that fits on its line wraps as the general path wraps it")
    func fittingValuesAgree() {
        var random = SeededRandom(seed: 27)
        let pieces = ["a", "Year", " ", "  ", "2016", "é", "織", "\n", "\t", "-", "Justin Lin", "~"]
        var shortCuts = 0
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            let width = Int.random(in: 1...24, using: &random)
            let fast = ScrollView.wrap(text, width: width).map { "\($0.line)|\($0.offset)" }
            let general = ScrollView.generalWrap(text, width: width).map { "\($0.line)|\($0.offset)" }
            #expect(fast == general, "\(text.debugDescription) at \(width)")
            if fast == [text + "|0"] { shortCuts += 1 }
        }
        #expect(shortCuts > 300, "the short cut's case came up")
    }

    @Test("CJK and emoji paragraphs of a long document wrap by cells")
    func wideCharacters() throws {
        let text = (1...3000).map { "\($0) 千と千尋の神隠し 🧵🧵 織物 and weaving of a long thread" }.joined(separator: "\n")
        let view = ScrollView(text: text)
        let driver = try driver(view, columns: 21, rows: 10)
        defer { driver.close() }
        driver.press(.pageDown, times: 3)
        let reference = Self.reference(view, width: 19)
        let shown = driver.snapshot.lines.prefix(9).map { String($0.dropLast(2)).trailingSpacesTrimmed() }
        #expect(shown == Array(reference[view.scrollOffset..<view.scrollOffset + 9]))
        #expect(driver.snapshot.lines.allSatisfy { CellText.width($0) <= 21 })
    }

    @Test("End shows exactly the last page of a long document, and Up the line before it")
    func endIsTheLastPage() throws {
        let view = ScrollView([.heading("Log"), .paragraph(Self.log(lines: 20_000)), .gap, .paragraph("The end.")])
        let driver = try driver(view, columns: 40, rows: 12)
        defer { driver.close() }
        let reference = Self.reference(view, width: 38)
        #expect(view.lineCount < reference.count, "estimated at first")
        driver.press(.end)
        let rows = 11  // and the key hints
        let shown = driver.snapshot.lines.prefix(rows).map { String($0.dropLast(2)).trailingSpacesTrimmed() }
        #expect(shown == Array(reference.suffix(rows)))
        #expect(view.scrollOffset + rows == view.lineCount)
        #expect(driver.snapshot.lines[rows - 1].hasSuffix("█") && driver.snapshot.lines[0].hasSuffix("│"))
        driver.press(.up)
        #expect(driver.snapshot.lines[0].hasPrefix(reference[reference.count - rows - 1]))
        driver.press("g")
        #expect(view.scrollOffset == 0 && driver.snapshot.lines[0].hasPrefix("Log"))
        #expect(driver.snapshot.lines[0].hasSuffix("█"))
        Self.countAll(view, driver, lines: reference.count)
        #expect(view.lineCount == reference.count)
        driver.press("G")
        #expect(view.scrollOffset == reference.count - rows)
    }

    @Test("Scrolling a long document by lines and pages agrees with the whole wrap, and the count comes exact")
    func scrollingAgrees() throws {
        let view = ScrollView(text: Self.log(lines: 20_000))
        let driver = try driver(view, columns: 40, rows: 12)
        defer { driver.close() }
        let reference = Self.reference(view, width: 38)
        var position = 0
        var random = SeededRandom(seed: 22)
        for _ in 0..<60 {
            let lines = Int.random(in: -500...3000, using: &random)
            view.scroll(by: lines)
            driver.render()
            position = min(max(0, position + lines), reference.count - 11)
            #expect(driver.snapshot.lines[0].hasPrefix(reference[position]), "at \(position)")
        }
        Self.countAll(view, driver, lines: reference.count)
        #expect(view.lineCount == reference.count && view.scrollOffset == position)
        let bar = driver.snapshot.lines.prefix(11).map { String($0.last ?? " ") }
        #expect(bar.filter { $0 == "█" }.count == 1 && bar.allSatisfy { $0 == "█" || $0 == "│" })
    }

    @Test("A document of 200,000 lines resized keeps the reader's place")
    func resizeKeepsThePlace() throws {
        let text = (0..<200_000).map { "Line \($0) of the weaving log, in words enough to wrap" }.joined(
            separator: "\n")
        let view = ScrollView(text: text)
        let driver = try driver(view, columns: 80, rows: 20)
        defer { driver.close() }
        view.scroll(by: 150_000)
        driver.render()
        #expect(driver.snapshot.lines[0].hasPrefix("Line 150000 of the weaving log"))
        for width in [30, 61, 17, 80] {
            driver.resize(to: Size(columns: width, rows: 20))
            #expect(driver.snapshot.lines[0].hasPrefix("Line 150000 "), "at \(width) columns")
        }
        driver.resize(to: Size(columns: 30, rows: 20))
        driver.press(.down)
        #expect(driver.snapshot.lines[0].hasPrefix("log, in words enough to wrap"))
        driver.resize(to: Size(columns: 20, rows: 20))
        #expect(driver.snapshot.lines[0].hasPrefix("weaving log"))
        driver.press(.end)
        #expect(driver.snapshot.lines[18].hasPrefix("wrap"))
        #expect(driver.snapshot.lines.contains { $0.hasPrefix("Line 199999 ") })
    }

    @Test(
        "Lines measured for a height are the lines the layout then shows: short and long documents, at the width asked and others",
        arguments: [1, 500, 20_000])
    func measuredLinesAreReused(lines count: Int) throws {
        let blocks: [ScrollView.Block] = [
            .heading("Log"), .fields([.init("Year", "2016"), .init("Director", "Justin Lin")]),
            .paragraph(Self.log(lines: count)), .gap, .paragraph("The end."),
        ]
        /// What a view shows at the top and at the end, and its count of lines.
        func seen(_ view: ScrollView) throws -> (top: [String], end: [String], lines: Int) {
            let driver = try driver(view, columns: 40, rows: 12)
            defer { driver.close() }
            let top = driver.snapshot.lines
            driver.press(.end)
            let end = driver.snapshot.lines
            Self.countAll(view, driver, lines: Self.reference(view, width: 38).count)
            return (top, end, view.lineCount)
        }
        let unasked = try seen(ScrollView(blocks))
        #expect(unasked.top[0].hasPrefix("Log") && unasked.top[1].hasPrefix("Year       2016"))
        for asked in [[38], [40], [38, 39, 38], [12, 39], [40, 38]] {
            let view = ScrollView(blocks)
            for width in asked { _ = view.preferredHeight(forWidth: width) }
            let shown = try seen(view)
            #expect(shown.top == unasked.top, "heights asked at \(asked)")
            #expect(shown.end == unasked.end, "heights asked at \(asked)")
            #expect(shown.lines == unasked.lines, "heights asked at \(asked)")
        }
    }
}
