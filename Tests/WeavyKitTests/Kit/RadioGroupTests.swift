import Testing
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

/// Radio groups: arrows move the highlight, Space and Enter choose, clicks choose.
@MainActor
@Suite("RadioGroup: one option chosen")
struct RadioGroupTests {
    enum Portion: Equatable { case small, medium, large }

    func sizes() -> RadioGroup<Portion> {
        RadioGroup(
            choices: [Choice("Small", .small), Choice("中くらい", .medium), Choice("Large", .large, isEnabled: false)],
            selectedIndex: 0)
    }

    @Test("Arrows move the highlight over disabled options; Space and Enter choose it")
    func keys() throws {
        let group = sizes()
        var chosen: [Portion] = []
        group.onChange = { value, _ in chosen.append(value) }
        let driver = try driver(WidgetScreen("Size", group), columns: 30, rows: 6)
        defer { driver.close() }
        #expect(driver.line(1) == " (•) Small")
        #expect(driver.line(2) == " ( ) 中くらい")
        driver.press(.down)
        #expect(group.highlightedIndex == 1)
        #expect(group.selectedIndex == 0, "moving does not choose")
        #expect(group.handle(.down) && group.highlightedIndex == 1, "Large is disabled: Down stays in the group")
        driver.press(" ")
        #expect(group.selectedValue == .medium)
        #expect(driver.line(2) == " (•) 中くらい")
        driver.press(.up)
        driver.press(.enter)
        driver.press(.enter)
        #expect(chosen == [.medium, .small], "choosing the chosen option again changes nothing")
        #expect(group.handle(.up) && group.highlightedIndex == 0, "Up at the first option stays too")
        #expect(driver.snapshot.cursor == nil, "the terminal's cursor shows only where text is edited")
    }

    @Test("The highlight starts on the first option that can be chosen, so Enter chooses something")
    func highlightStartsEnabled() {
        let group = RadioGroup(choices: [
            .init("Small", Portion.small, isEnabled: false), .init("Medium", .medium),
        ])
        #expect(group.highlightedIndex == 1)
        _ = group.handle(.enter)
        #expect(group.selectedValue == .medium)
    }

    @Test("A click chooses the option under it; a disabled option or group ignores it")
    func clicks() throws {
        let group = sizes()
        let driver = try driver(WidgetScreen("Size", group), columns: 30, rows: 6)
        defer { driver.close() }
        driver.click(column: 5, row: 2)
        #expect(group.selectedIndex == 1)
        driver.click(column: 5, row: 3)
        #expect(group.selectedIndex == 1)
        group.isEnabled = false
        driver.click(column: 5, row: 1)
        driver.press(.up)
        #expect(group.selectedIndex == 1)
    }

    @Test("More options than rows: the group scrolls to keep the highlight in view")
    func scrolls() throws {
        let group = RadioGroup((1...10).map { "Option \($0)" }, selectedIndex: 0)
        let driver = try driver(WidgetScreen("Many", group), columns: 30, rows: 5)
        defer { driver.close() }
        driver.press(.down, times: 5)
        #expect(driver.line(3) == " ( ) Option 6")
        driver.press(.end)
        driver.press(" ")
        #expect(driver.line(3) == " (•) Option 10")
        driver.click(column: 3, row: 1)
        #expect(group.selectedValue == "Option 8")
    }

    @Test("Memory and ncurses show the same radio group", .tags(.fidelity))
    func fidelity() throws {
        let group = sizes()
        let driver = try HeadlessDriver(
            size: Size(columns: 16, rows: 5), content: WidgetScreen("Size", group), comparingWithCurses: true)
        defer { driver.close() }
        driver.press(.down)
        driver.press(" ")
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems)")
    }
}
