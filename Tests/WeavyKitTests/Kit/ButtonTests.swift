import Testing
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

/// Buttons: the keys and clicks that press them, and their looks by state.
@MainActor
@Suite("Button: pressed by keys and clicks, drawn by state")
struct ButtonTests {
    let theme = Theme.ansi256

    /// Two buttons stacked, the first focused.
    func twoButtons(_ first: Button, _ second: Button) throws -> (HeadlessDriver, VStack) {
        let layout = VStack(spacing: 0, padding: Insets(top: 1, left: 1), [first, second])
        layout.focus(first)
        return (try driver(layout, columns: 30, rows: 6), layout)
    }

    @Test("Enter and Space press the focused button; a disabled one ignores them")
    func keys() throws {
        var presses = 0
        let send = Button("Send") { presses += 1 }
        let (driver, _) = try twoButtons(send, Button("Other"))
        defer { driver.close() }
        #expect(driver.line(1) == " [ Send ]")
        driver.press(.enter)
        driver.press(" ")
        #expect(presses == 2)
        #expect(!send.handle("x"))
        send.isEnabled = false
        driver.press(.enter)
        driver.press(" ")
        #expect(presses == 2)
        #expect(send.keyHints.isEmpty)
        #expect(!send.press())
    }

    @Test("A click on the label presses it, each click of a double click too; beside the label nothing")
    func clicks() throws {
        var presses = 0
        let save = Button("保存") { presses += 1 }
        let (driver, _) = try twoButtons(Button("Other"), save)
        defer { driver.close() }
        // "[ 保存 ]" is 8 cells, from column 1 on row 2.
        #expect(driver.line(2) == " [ 保存 ]")
        driver.click(column: 8, row: 2)
        #expect(presses == 1)
        driver.click(column: 9, row: 2)
        #expect(presses == 1)
        driver.press(.mouse(MouseEvent(.press, at: Point(column: 2, row: 2))))
        driver.press(.mouse(MouseEvent(.click, at: Point(column: 2, row: 2))))
        driver.press(.mouse(MouseEvent(.press, at: Point(column: 2, row: 2))))
        driver.press(.mouse(MouseEvent(.doubleClick, at: Point(column: 2, row: 2))))
        #expect(presses == 3)
    }

    @Test("Looks: button, focused, default without the focus (marked, not filled), disabled")
    func looks() throws {
        let ok = Button("OK", isDefault: true)
        let cancel = Button("Cancel")
        let (driver, layout) = try twoButtons(cancel, ok)
        defer { driver.close() }
        let snapshot = driver.snapshot
        #expect(snapshot.style(at: Point(column: 1, row: 1)) == .init(theme.focusedButton))
        #expect(snapshot.style(at: Point(column: 3, row: 1)) == .init(theme.focusedButton))
        #expect(snapshot.style(at: Point(column: 1, row: 2)) == .init(theme.button), "the default's brackets")
        var marked = theme.button
        marked.attributes.insert(.underline)
        #expect(
            snapshot.style(at: Point(column: 3, row: 2)) == .init(marked),
            "the default's title is marked, not filled: only the focused button looks pressed")
        #expect(snapshot.cursor == nil, "the terminal's cursor shows only where text is edited")
        layout.focus(ok)
        cancel.isEnabled = false
        driver.render()
        #expect(driver.snapshot.style(at: Point(column: 3, row: 1)) == .init(theme.disabled))
        #expect(driver.snapshot.style(at: Point(column: 1, row: 2)) == .init(theme.focusedButton))
        #expect(ok.keyHints == [KeyHint("Enter", "OK", priority: .high)])
        #expect(ok.preferredWidth == 6)
    }

    @Test("Memory and ncurses show the same buttons", .tags(.fidelity))
    func fidelity() throws {
        let layout = VStack(
            spacing: 0, [Button("送信 🚀", isDefault: true), Button("Cancel"), Button("Off", isEnabled: false)])
        layout.focus(layout.children[1])
        let driver = try HeadlessDriver(size: Size(columns: 20, rows: 5), content: layout, comparingWithCurses: true)
        defer { driver.close() }
        layout.focus(layout.children[0])
        driver.render()
        #expect(driver.terminal.framesComparedWithCurses >= 2)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems)")
    }
}
