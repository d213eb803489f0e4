import Testing
import WeavyKit
import WeavyTesting

@MainActor
@Suite("Fuzzy filtering: letters in order, case and accents ignored, best first")
struct FuzzyFilterTests {
    @Test("The typed letters in order find the text, and say which characters matched")
    func lettersInOrder() {
        #expect(FuzzyQuery("bldr").match("Blade Runner")?.positions == [0, 1, 3, 6])
        #expect(FuzzyQuery("amelie").match("Amélie")?.positions == [0, 1, 2, 3, 4, 5])
        #expect(FuzzyQuery("AMÉLIE").match("amelie") != nil)
        #expect(FuzzyQuery("lodz").match("Łódź") != nil)
        #expect(FuzzyQuery("blade runner").match("Blade Runner") != nil, "spaces in the query are ignored")
        #expect(FuzzyQuery("千尋").match("千と千尋の神隠し")?.positions == [2, 3])
        #expect(FuzzyQuery("rb").match("Blade Runner") == nil, "out of order")
        #expect(FuzzyQuery("alienz").match("Alien") == nil)
        #expect(FuzzyQuery("").isEmpty && FuzzyQuery("  ").isEmpty)
        #expect(FuzzyQuery("e").match("🎬 e")?.positions == [2], "positions count characters, not bytes")
    }

    @Test("Word starts and letters side by side score higher than letters scattered late")
    func bestFirst() throws {
        let query = FuzzyQuery("br")
        let runner = try #require(query.match("Blade Runner")?.score)
        let brazil = try #require(query.match("Brazil")?.score)
        let cobra = try #require(query.match("Cobra")?.score)
        let scattered = try #require(query.match("Abominable Dr Phibes")?.score)
        #expect(brazil > cobra && brazil > runner)
        #expect(runner > scattered, "word starts beat a late, scattered match")
    }

    @Test("A list narrowed from its last matches shows what a filter from scratch shows")
    func narrowingMatchesFromScratch() throws {
        var random = SeededRandom(seed: 0xF022)
        let alphabet = Array("abcdeéfgoö rst-世界")
        let items = (0..<400).map { _ in
            String((0..<Int.random(in: 3...14, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        for _ in 0..<30 {
            let query = String(
                (0..<Int.random(in: 1...4, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let typed = ListView(items: items) { ListView.Row($0) }
            typed.allowsFiltering = true
            typed.startFilter()
            for character in query { _ = typed.handle(.character(character)) }
            let fresh = ListView(items: items) { ListView.Row($0) }
            fresh.allowsFiltering = true
            fresh.startFilter(query)
            #expect(typed.shownItems == fresh.shownItems, "query \(query.debugDescription)")
            let expected = items.filter { FuzzyQuery(query).isEmpty || FuzzyQuery(query).match($0) != nil }
            #expect(Set(fresh.shownItems) == Set(expected), "query \(query.debugDescription)")
        }
    }

    @Test("Inserting above the selection keeps the same item selected, in a list of any length")
    func selectionKeptOnInsert() {
        let list = ListView(items: (0..<100_000).map { "Item \($0)" }, id: \.self) { ListView.Row($0) }
        list.select(99_990)
        list.items.insert("New", at: 0)
        #expect(list.selectedItem == "Item 99990")
        list.items.remove(at: 0)
        list.items.remove(at: 0)
        #expect(list.selectedItem == "Item 99990")
    }
}

@MainActor
@Suite("The filter line holds a bounded text")
struct FilterLengthTests {
    // 200: RowFilter.longestText.
    @Test("Typing or pasting past the longest filter drops the rest: a runaway paste never slows each keystroke")
    func boundedFilter() {
        let list = ListView(items: ["Alien", "Heat"]) { ListView.Row($0) }
        list.allowsFiltering = true
        list.startFilter()
        _ = list.handle(.paste(String(repeating: "x", count: 5000)))
        #expect(list.filterText?.count == 200)
        _ = list.handle("y")
        #expect(list.filterText?.count == 200)
        _ = list.handle(.backspace)
        #expect(list.filterText?.count == 200 - 1)
    }
}
