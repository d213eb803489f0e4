import Testing
import WeavyTesting

@testable import WeavyKit

/// A long list's filter matches a slice of the rows a turn, in a window: the same rows
/// as matching them all at once, a newer keystroke replacing an unfinished pass, the
/// selection on its item, and never more work in a turn than the slice allows.
@MainActor
@Suite("Sliced filtering")
struct SlicedFilterTests {
    /// A bound small enough to slice a few thousand rows in many turns.
    static let slicing = FilterSlicing(slicedFrom: 1000, workPerTurn: 700)

    static func titles(_ count: Int, seed: UInt64 = 0x5_11CE) -> [String] {
        var random = SeededRandom(seed: seed)
        let alphabet = Array("abcdeéfgoö rst-世")
        return (0..<count).map { index in
            String((0..<Int.random(in: 3...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
                + " \(index)"
        }
    }

    /// A filtering list of `items` in a headless window, sliced by `slicing`.
    static func list(_ items: [String], slicing: FilterSlicing = slicing) throws -> (ListView<String>, HeadlessDriver) {
        let list = ListView(items: items, id: \.self) { ListView.Row($0) }
        list.allowsFiltering = true
        list.rowFilter.slicing = slicing
        return (list, try HeadlessDriver(size: Size(columns: 40, rows: 10), content: list))
    }

    /// The rows a list in no window shows for `query`: matched at once.
    static func matchedAtOnce(_ items: [String], _ query: String) -> [String] {
        let list = ListView(items: items) { ListView.Row($0) }
        list.allowsFiltering = true
        list.rowFilter.slicing = slicing
        list.startFilter(query)
        #expect(!list.isFilterPending, "no window: matched at once")
        return list.shownItems
    }

    /// Lets the window come back until the filter is finished; returns how many turns.
    @discardableResult
    static func finish(_ driver: HeadlessDriver, _ list: ListView<String>, maxTurns: Int = 10_000) -> Int {
        var turns = 0
        while list.isFilterPending, turns < maxTurns {
            driver.advanceTime(by: .milliseconds(1))
            turns += 1
        }
        return turns
    }

    @Test("The score found alone is the match's, in any script")
    func scoreAlone() {
        var random = SeededRandom(seed: 0x5C0E)
        let alphabet = Array("abcAB éÉöo-/ 世界🎬\r\n")
        for _ in 0..<3000 {
            let text = String(
                (0..<Int.random(in: 0...16, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let query = FuzzyQuery(
                String((0..<Int.random(in: 1...3, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            )
            #expect(query.score(FoldedText(text)) == query.match(text)?.score, "\(text.debugDescription)")
        }
    }

    @Test("Typed a key at a time, slice by slice, the rows are those matched at once")
    func sameAsAtOnce() throws {
        let items = Self.titles(3000)
        let (list, driver) = try Self.list(items)
        defer { driver.close() }
        driver.press("/")
        var typed = ""
        for key in ["o", "s", "é", "<bs>", "e", "<c-u>", "t", "-"] {
            try driver.send(key)
            typed = list.filterText ?? ""
            // From scratch, 3000 rows take turns; narrowing a few matches may not.
            if key == "o" { #expect(list.isFilterPending && Self.finish(driver, list) > 1) }
            Self.finish(driver, list)
            #expect(list.shownItems == Self.matchedAtOnce(items, typed), "query \(typed.debugDescription)")
        }
        #expect(driver.line(0).hasSuffix("\(list.shownItems.count) of 3000"))
    }

    @Test("While a pass is unfinished the last rows stay, and the filter line says how far it is")
    func partialState() throws {
        let items = Self.titles(3000)
        let (list, driver) = try Self.list(items)
        defer { driver.close() }
        try driver.send("/o")
        Self.finish(driver, list)
        let shown = list.shownItems
        try driver.send("s")
        #expect(list.isFilterPending && list.shownItems == shown, "the rows of the last finished pass")
        #expect(driver.line(0).contains("filtering") && driver.line(0).hasSuffix("%"), "\(driver.line(0))")
        list.finishFiltering()
        #expect(!list.isFilterPending && list.shownItems == Self.matchedAtOnce(items, "os"))
    }

    @Test("Finished at once after any number of slices, a pass shows the rows matched at once")
    func finishedAfterAnySlices() throws {
        let items = Self.titles(3000)
        let expected = Self.matchedAtOnce(items, "o")
        var turns = 0
        repeat {
            let (list, driver) = try Self.list(items)
            defer { driver.close() }
            try driver.send("/o")
            for _ in 0..<turns { driver.advanceTime(by: .milliseconds(1)) }
            let pending = list.isFilterPending
            list.finishFiltering()
            #expect(!list.isFilterPending && list.shownItems == expected, "finished after \(turns) turns")
            turns += 1
            if !pending { break }
        } while turns < 100
        #expect(turns > 3, "matched, counted and placed in several turns")
    }

    @Test("A newer keystroke replaces the unfinished pass: its rows never show")
    func newerKeystrokeSupersedes() throws {
        let items = Self.titles(3000)
        let (list, driver) = try Self.list(items)
        defer { driver.close() }
        var shownCounts: [Int] = []
        list.onSelect = { _, _ in shownCounts.append(list.shownItems.count) }
        try driver.send("/")
        driver.press("g")
        driver.advanceTime(by: .milliseconds(1))  // one slice of "g", not all
        #expect(list.isFilterPending)
        driver.press(.backspace)
        driver.press("r")  // not narrowing "g": a pass from scratch
        #expect(list.filterText == "r" && list.isFilterPending)
        let turns = Self.finish(driver, list)
        #expect(turns > 1)
        #expect(list.shownItems == Self.matchedAtOnce(items, "r"))
        #expect(!shownCounts.contains(Self.matchedAtOnce(items, "g").count), "the pass for g never finished")
        driver.press(.escape)
        #expect(list.filterText == nil && !list.isFilterPending && list.shownItems == items)
        driver.advanceTime(by: .seconds(1))
        #expect(list.shownItems == items, "a cleared filter leaves nothing to come back")
    }

    @Test("The selected item stays selected when it still matches, by identity, through the slices")
    func selectionByIdentity() throws {
        var items = Self.titles(3000)
        items[2500] = "Zanzibar"
        let (list, driver) = try Self.list(items)
        defer { driver.close() }
        list.select(2500)
        try driver.send("/z")
        #expect(list.selectedItem == "Zanzibar", "unchanged while matching")
        Self.finish(driver, list)
        try driver.send("n")
        list.items.insert("Zanzibar 2", at: 0)  // the rows change mid-pass: matched again, at once
        #expect(!list.isFilterPending && list.selectedItem == "Zanzibar")
        #expect(list.shownItems == Self.matchedAtOnce(Array(list.items), "zn"))
        try driver.send("q")
        Self.finish(driver, list)
        #expect(list.selectedItem == list.shownItems.first, "not shown any more: the first match")
    }

    @Test("A turn never does more than the slice's work, however long the list")
    func boundedWorkPerTurn() throws {
        let items = Self.titles(5000)
        var folds = 0
        let list = ListView(items: items, id: \.self) { item in
            folds += 1
            return ListView.Row(item)
        }
        list.allowsFiltering = true
        list.rowFilter.slicing = Self.slicing
        let driver = try HeadlessDriver(size: Size(columns: 40, rows: 10), content: list)
        defer { driver.close() }
        driver.window.handle("/")
        let bound = Self.slicing.workPerTurn
        for key: Key in ["e", "s", .backspace, .backspace, "a", "b"] {
            folds = 0
            driver.window.handle(key)
            var turns = 1
            #expect(list.rowFilter.lastSliceWork <= bound)
            #expect(folds <= bound / (FilterSlicing.foldCost + 1))
            while list.isFilterPending {
                folds = 0
                driver.window.advanceTime(by: .milliseconds(1))
                turns += 1
                #expect(list.rowFilter.lastSliceWork <= bound, "turn \(turns) after \(key)")
                #expect(folds <= bound / (FilterSlicing.foldCost + 1))
                if turns > 1000 { break }
            }
            #expect(turns > 1 || list.filterText?.isEmpty == true, "after \(key)")
        }
    }

    @Test("With the standard slicing, 60,000 items are matched in several turns, each bounded")
    func standardSlicing() throws {
        let items = (0..<60_000).map { "item \($0)" }
        let (list, driver) = try Self.list(items, slicing: .standard)
        defer { driver.close() }
        try driver.send("/9")
        var turns = 1
        while list.isFilterPending {
            #expect(list.rowFilter.lastSliceWork <= FilterSlicing.standard.workPerTurn)
            driver.window.advanceTime(by: .milliseconds(1))
            turns += 1
        }
        #expect(turns > 2)
        #expect(list.shownItems.count == items.count { $0.contains("9") })
        #expect(list.shownItems.first == "item 9")
    }

    @Test("A long table filters in slices to the rows filtered at once, sorted or not")
    func table() throws {
        let titles = Self.titles(3000)
        struct Film: Identifiable {
            let id: Int
            let title: String
        }
        let films = titles.indices.map { Film(id: $0, title: titles[$0]) }
        func table(sorted: Bool) -> Table<Film> {
            let table = Table(
                rows: films, columns: [.init("Title", value: \.title), .init("Id", value: { String($0.id) })],
                sortOrder: sorted ? .init(column: 0) : nil)
            table.allowsFiltering = true
            table.rowFilter.slicing = Self.slicing
            return table
        }
        for sorted in [false, true] {
            let sliced = table(sorted: sorted)
            let driver = try HeadlessDriver(size: Size(columns: 40, rows: 10), content: sliced)
            defer { driver.close() }
            sliced.select(id: 2999)
            for query in ["o", "os", "t"] {
                let selected = sliced.selectedIndex
                try driver.send(query == "t" ? "<c-u>t" : (query == "o" ? "/o" : "s"))
                #expect(sliced.isFilterPending)
                var turns = 0
                while sliced.isFilterPending, turns < 1000 {
                    driver.advanceTime(by: .milliseconds(1))
                    turns += 1
                }
                let atOnce = table(sorted: sorted)
                atOnce.startFilter(query)
                #expect(sliced.order == atOnce.order, "query \(query), sorted \(sorted)")
                let kept = selected.map(sliced.order.contains) == true
                #expect(sliced.selectedIndex == (kept ? selected : sliced.order.first), "query \(query)")
            }
        }
    }
}
