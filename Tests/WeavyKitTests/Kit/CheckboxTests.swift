import Testing
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

/// Checkboxes and switches: Space and clicks turn them, Enter goes on.
@MainActor
@Suite("Checkbox: on and off by Space and clicks")
struct CheckboxTests {
    @Test("Space turns it on and off and tells onChange; Enter is left to the containers")
    func keys() throws {
        let remember = Checkbox("Remember me")
        var values: [Bool] = []
        remember.onChange = { values.append($0) }
        let driver = try driver(WidgetScreen("Sign in", remember), columns: 30, rows: 4)
        defer { driver.close() }
        #expect(driver.line(1) == " [ ] Remember me")
        driver.press(" ")
        #expect(driver.line(1) == " [x] Remember me")
        driver.press(" ")
        #expect(values == [true, false])
        #expect(!remember.handle(.enter))
        #expect(remember.keyHints == [KeyHint("Space", "turn on", priority: .high)])
    }

    @Test("A title longer than the room ends with an ellipsis, as a radio group's choices do")
    func longTitlesEndWithAnEllipsis() throws {
        let notify = Checkbox("Show a notice when mail arrives")
        let boxes = try driver(WidgetScreen("Mail", notify), columns: 20, rows: 4)
        defer { boxes.close() }
        #expect(boxes.line(1) == " [ ] Show a notice…", "\(boxes.line(1))")
        let sort = RadioGroup(["Newest first, then by sender", "Oldest first"])
        let radios = try driver(WidgetScreen("Sort", sort), columns: 20, rows: 5)
        defer { radios.close() }
        #expect(radios.line(1).hasSuffix("…"), "\(radios.line(1))")
        #expect(radios.line(2) == " ( ) Oldest first")
    }

    @Test("A click turns it; a disabled checkbox ignores keys and clicks")
    func clicksAndDisabled() throws {
        let box = Checkbox("同意する 🎌", isOn: true)
        let driver = try driver(WidgetScreen("Terms", box), columns: 30, rows: 4)
        defer { driver.close() }
        driver.click(column: 8, row: 1)
        #expect(!box.isOn)
        box.isEnabled = false
        driver.press(" ")
        driver.click(column: 2, row: 1)
        #expect(!box.isOn)
        #expect(driver.snapshot.style(at: Point(column: 1, row: 1)) == .init(Theme.ansi256.disabled))
        #expect(driver.snapshot.cursor == nil)
    }

    @Test("The switch appearance moves its knob")
    func toggle() throws {
        let dark = Checkbox("Dark mode", appearance: .toggle)
        let driver = try driver(WidgetScreen("Look", dark), columns: 30, rows: 4)
        defer { driver.close() }
        #expect(driver.line(1) == " [● ] Dark mode")
        driver.press(" ")
        #expect(driver.line(1) == " [ ●] Dark mode")
        #expect(dark.isOn)
    }

    @Test("Memory and ncurses show the same checkboxes", .tags(.fidelity))
    func fidelity() throws {
        let layout = VStack(
            spacing: 0,
            [Checkbox("同意する 🎌", isOn: true), Checkbox("Dark", appearance: .toggle), Checkbox("Off", isEnabled: false)])
        layout.focus(layout.children[0])
        let driver = try HeadlessDriver(size: Size(columns: 20, rows: 5), content: layout, comparingWithCurses: true)
        defer { driver.close() }
        driver.press(" ")
        layout.focus(layout.children[1])
        driver.press(" ")
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems)")
    }
}
