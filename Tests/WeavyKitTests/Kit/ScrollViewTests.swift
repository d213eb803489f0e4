import Testing
import WeavyNcursesTesting
import WeavyTesting

@testable import WeavyKit

/// ScrollView: blocks wrapped in cells, keys, the wheel, the scroll bar, and the
/// reader's place kept across resizes.
@MainActor
@Suite("Scroll view")
struct ScrollViewTests {
    /// Forty numbered lines, each one line wide at 30 columns.
    static let numbered: [ScrollView.Block] = (1...40).map { .paragraph("Line \($0)") }

    /// A long document whose lines rewrap at every width.
    static let prose: [ScrollView.Block] = (1...30).map { number in
        .paragraph("Paragraph \(number) tells of 織り and weaving, of warps and wefts, at some length.")
    }

    @Test("Headings, paragraphs in a role, aligned fields and gaps, wrapped at the width")
    func blocks() throws {
        let view = ScrollView([
            .heading("Spirited Away: 千と千尋の神隠し"),
            .fields([.init("Year", "2001"), .init("Director", "Hayao Miyazaki, with a long note")]),
            .gap,
            .paragraph("A girl wanders into a world of spirits.", role: \.secondaryText),
        ])
        let driver = try driver(view, columns: 30, rows: 12)
        defer { driver.close() }
        #expect(
            Array(driver.snapshot.lines.prefix(7)) == [
                "Spirited Away:",
                "千と千尋の神隠し",
                "Year       2001",
                "Director   Hayao Miyazaki,",
                "           with a long note",
                "",
                "A girl wanders into a world of",
            ])
        #expect(driver.snapshot.style(at: Point(column: 0, row: 0)) == .init(Theme.ansi256.heading))
        #expect(driver.snapshot.style(at: Point(column: 0, row: 2)) == .init(Theme.ansi256.label))
        #expect(driver.snapshot.style(at: Point(column: 11, row: 2)) == .init(Theme.ansi256.text))
        #expect(driver.snapshot.style(at: Point(column: 0, row: 6)) == .init(Theme.ansi256.secondaryText))
        #expect(view.preferredHeight(forWidth: 30) == 8)
        #expect(!view.overflows)
    }

    @Test("Too narrow for labels and values side by side, each value goes under its label")
    func narrowFields() throws {
        let view = ScrollView([.fields([.init("Distribution", "Toho"), .init("Year", "2001")])])
        let driver = try driver(view, columns: 18, rows: 8)
        defer { driver.close() }
        #expect(Array(driver.snapshot.lines.prefix(4)) == ["Distribution", "  Toho", "Year", "  2001"])
    }

    @Test("maximumLineWidth keeps prose narrow on a wide terminal")
    func maximumLineWidth() throws {
        let view = ScrollView(text: String(repeating: "weave ", count: 30))
        view.maximumLineWidth = 24
        let driver = try driver(view, columns: 100, rows: 10)
        defer { driver.close() }
        let widths = driver.snapshot.lines.filter { !$0.isEmpty }.map { CellText.width($0) }
        #expect(widths.allSatisfy { $0 <= 24 })
        #expect(widths.count == 8)
        #expect(view.preferredWidth(forHeight: 5) == 24)
    }

    @Test("Up/Down, j/k, PageUp/PageDown, Home/End and g/G scroll; a document that fits takes none of them")
    func keys() throws {
        let view = ScrollView(Self.numbered)
        let driver = try driver(view, columns: 30, rows: 11)  // 10 rows for the view
        defer { driver.close() }
        #expect(view.overflows && view.lineCount == 40)
        driver.press(.down, times: 2)
        driver.press("j")
        driver.press("k")
        #expect(view.scrollOffset == 2)
        #expect(driver.snapshot.lines[0].hasPrefix("Line 3"))
        driver.press(.pageDown)
        #expect(view.scrollOffset == 11)
        driver.press(.pageUp)
        #expect(view.scrollOffset == 2)
        driver.press(.end)
        #expect(view.scrollOffset == 30)
        #expect(driver.snapshot.lines[9].hasPrefix("Line 40"))
        driver.press("g")
        #expect(view.scrollOffset == 0)
        driver.press("G")
        #expect(view.scrollOffset == 30)
        driver.press(.home)
        #expect(view.scrollOffset == 0)
        #expect(view.keyHints.map(\.keys) == ["↑↓", "PgUp/PgDn"])

        let short = ScrollView(text: "Short.")
        var bound = 0
        let other = try WeavyKitTests.driver(short, columns: 30, rows: 11) { window in
            window.bind(.down) { bound += 1 }
        }
        defer { other.close() }
        other.press(.down)
        #expect(bound == 1 && short.keyHints.isEmpty)
    }

    @Test("The scroll bar shows only when the document does not fit; text wraps two cells narrower for it")
    func scrollBar() throws {
        let view = ScrollView(Self.numbered)
        let driver = try driver(view, columns: 30, rows: 11)
        defer { driver.close() }
        let bar = driver.snapshot.lines.prefix(10).map { String($0.last ?? " ") }
        #expect(bar == ["█", "█", "█", "│", "│", "│", "│", "│", "│", "│"])
        #expect(driver.snapshot.style(at: Point(column: 29, row: 0)) == .init(Theme.ansi256.scrollIndicator))
        driver.press(.end)
        #expect(driver.snapshot.lines[9].hasSuffix("█") && driver.snapshot.lines[0].hasSuffix("│"))
        driver.press(.up)
        #expect(driver.snapshot.lines[9].hasSuffix("│"), "the end of the track means the end of the document")

        let wide = ScrollView(text: String(repeating: "abcd ", count: 6))  // 29 cells: one line at 30
        let fits = try WeavyKitTests.driver(wide, columns: 30, rows: 3)
        defer { fits.close() }
        #expect(fits.snapshot.lines[0] == "abcd abcd abcd abcd abcd abcd")
        wide.blocks += Self.numbered
        fits.render()
        #expect(fits.snapshot.lines[0].hasPrefix("abcd abcd abcd abcd abcd  ") && fits.snapshot.lines[0].hasSuffix("█"))
        #expect(fits.snapshot.lines[1].hasPrefix("abcd "), "wrapped at 28 cells, beside the bar")

        // Exactly as many lines as rows: no bar; one more: the bar.
        let exact = ScrollView(text: "one\ntwo\nthree")
        let three = try WeavyKitTests.driver(exact, columns: 30, rows: 4)
        defer { three.close() }
        #expect(three.snapshot.lines.prefix(3) == ["one", "two", "three"])
        exact.blocks = [.paragraph("one\ntwo\nthree\nfour")]
        three.render()
        #expect(three.snapshot.lines[0].hasSuffix("█") && three.snapshot.lines[2].hasPrefix("three"))
    }

    @Test("Wrapping with a limit stops soon after it, and agrees with the whole wrap")
    func limitedWrap() {
        let blocks: [ScrollView.Block] = [
            .heading("Log"),
            .paragraph((1...500).map { "line \($0) of a long log that wraps" }.joined(separator: "\n")),
            .gap, .fields([.init("Year", "2009")]),
        ]
        let whole = ScrollView.lines(of: blocks, width: 20, fieldSpacing: 3)
        let limited = ScrollView.lines(of: blocks, width: 20, fieldSpacing: 3, limit: 11)
        #expect(limited.count >= 11 && limited.count < 20, "\(limited.count) lines for a limit of 11")
        #expect(limited.map(\.text) == whole.prefix(limited.count).map(\.text))
        #expect(ScrollView.lines(of: blocks, width: 20, fieldSpacing: 3, limit: 5000).count == whole.count)
    }

    @Test("The wheel scrolls wherever the focus is; a click on the track pages")
    func mouse() throws {
        let view = ScrollView(Self.numbered)
        let driver = try driver(view, columns: 30, rows: 11)
        defer { driver.close() }
        driver.press(.mouse(MouseEvent(.wheelDown, at: Point(column: 4, row: 3))))
        driver.press(.mouse(MouseEvent(.wheelDown, at: Point(column: 4, row: 3))))
        #expect(view.scrollOffset == 6)
        driver.press(.mouse(MouseEvent(.wheelUp, at: Point(column: 4, row: 3))))
        #expect(view.scrollOffset == 3)
        driver.press(.mouse(MouseEvent(.click, at: Point(column: 29, row: 9))))
        #expect(view.scrollOffset == 12)
        driver.press(.mouse(MouseEvent(.click, at: Point(column: 29, row: 0))))
        #expect(view.scrollOffset == 3)
        driver.press(.mouse(MouseEvent(.click, at: Point(column: 5, row: 5))))
        #expect(view.scrollOffset == 3, "a click on the text does not scroll")
    }

    @Test("Resizing keeps the first visible line of content first, wherever it wraps")
    func resizeKeepsThePlace() throws {
        let view = ScrollView(Self.prose)
        let driver = try driver(view, columns: 40, rows: 11)
        defer { driver.close() }
        while !driver.snapshot.lines[0].hasPrefix("Paragraph 5 "), view.scrollOffset < 30 { driver.press(.down) }
        let top = driver.snapshot.lines[0]
        #expect(top.hasPrefix("Paragraph 5 ") && view.scrollOffset > 4)
        for width in [25, 61, 33, 40] {
            driver.resize(to: Size(columns: width, rows: 11))
            #expect(driver.snapshot.lines[0].hasPrefix("Paragraph 5 "), "at \(width) columns")
        }
        #expect(driver.snapshot.lines[0] == top)
        // Inside a paragraph: the first visible line is the one holding the same words.
        driver.press(.down)
        let inside = driver.snapshot.lines[0]
        driver.resize(to: Size(columns: 70, rows: 11))
        let firstWord = inside.split(separator: " ").first.map(String.init) ?? ""
        #expect(driver.snapshot.lines[0].contains(firstWord), "\(inside) → \(driver.snapshot.lines[0])")
    }

    @Test("In a stack it takes its preferred height; changing the blocks keeps the place")
    func preferredHeightAndUpdates() throws {
        let view = ScrollView([.heading("Title"), .paragraph("One two three four five six seven eight nine ten.")])
        let footer = ScrollView(text: "footer")
        let stack = VStack([.fit(view), .flexible(ScrollView()), .fit(footer)])
        let driver = try driver(stack, columns: 20, rows: 9)
        defer { driver.close() }
        #expect(view.frame.size.rows == 4)
        #expect(footer.frame.minRow == 7)
        let long = ScrollView(Self.numbered)
        let second = try WeavyKitTests.driver(long, columns: 30, rows: 11)
        defer { second.close() }
        second.press(.down, times: 5)
        long.blocks = [.paragraph("New first")] + Self.numbered
        second.render()
        #expect(second.snapshot.lines[0].hasPrefix("Line 5"), "the same content line stays first")
        long.scrollToTop()
        second.render()
        #expect(second.snapshot.lines[0].hasPrefix("New first"))
        long.scrollToBottom()
        second.render()
        #expect(second.snapshot.lines[9].hasPrefix("Line 40"))
        #expect(long.scroll(by: -2) && long.scrollOffset == 29)
    }

    @Test("Fidelity: memory and ncurses show the same document, scrolled, with CJK and a scroll bar")
    func fidelity() throws {
        let view = ScrollView(
            [.heading("織物 Weaving 🧵"), .fields([.init("名前", "千と千尋の神隠し"), .init("Year", "2001")])] + Self.prose)
        let driver = try HeadlessDriver(size: Size(columns: 33, rows: 12), content: view, comparingWithCurses: true)
        defer { driver.close() }
        driver.press(.pageDown)
        driver.resize(to: Size(columns: 27, rows: 9))
        driver.press(.mouse(MouseEvent(.wheelDown, at: Point(column: 3, row: 3))))
        #expect(driver.terminal.framesComparedWithCurses >= 4)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems.joined(separator: "\n"))")
    }
}

@MainActor
@Suite("ScrollView pages as a pager does")
struct ScrollViewPagerKeysTests {
    @Test("Space and f page forward, b pages back, as PageDown and PageUp")
    func pagerKeys() throws {
        let view = ScrollView(title: "Doc", [.paragraph((1...60).map { "Line \($0)." }.joined(separator: "\n"))])
        let driver = try HeadlessDriver(size: Size(columns: 30, rows: 10), content: view)
        defer { driver.close() }
        driver.render()
        driver.press(" ")
        let afterSpace = view.scrollOffset
        #expect(afterSpace > 0)
        driver.press("f")
        #expect(view.scrollOffset > afterSpace)
        driver.press("b")
        #expect(view.scrollOffset == afterSpace)
        driver.press(.pageUp)
        #expect(view.scrollOffset == 0)
    }
}
