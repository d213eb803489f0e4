import Testing
import WeavyKit
import WeavyTesting

/// The wheel scrolls whatever scrolls under the pointer, focused or not; a click gives
/// the focus to the control under it.
@MainActor
@Suite("Mouse: the wheel scrolls what is under the pointer, a click focuses it")
struct MouseUnderPointerTests {
    struct Numbered {
        let name: String
    }

    static let names = (1...60).map { "Row \($0 < 10 ? "0" : "")\($0)" }

    func list() -> ListView<String> {
        ListView(items: Self.names) { ListView.Row($0) }
    }

    func table() -> Table<Numbered> {
        Table(rows: Self.names.map(Numbered.init), id: \.name, columns: [.init("Name") { $0.name }])
    }

    func document() -> ScrollView {
        ScrollView(Self.names.map { .paragraph($0) })
    }

    func textArea() -> TextArea {
        TextArea(text: Self.names.joined(separator: "\n"))
    }

    /// `event` at the middle of `component`'s frame.
    func mouse(_ kind: MouseEvent.Kind, on component: Component) -> Key {
        let frame = component.frame
        return .mouse(
            MouseEvent(
                kind,
                at: Point(column: frame.minColumn + frame.size.columns / 2, row: frame.minRow + frame.size.rows / 2)
            ))
    }

    func offsetOfMaster(_ master: Component) -> Int? {
        (master as? ListView<String>)?.scrollOffset ?? (master as? Table<Numbered>)?.scrollOffset
    }

    @Test("In a split view, the wheel over the unfocused pane scrolls it and leaves the focused one")
    func splitPanes() throws {
        let pairs: [(Component, Component, (Component) -> Int)] = [
            (list(), table(), { ($0 as! Table<Numbered>).scrollOffset }),
            (table(), list(), { ($0 as! ListView<String>).scrollOffset }),
            (list(), document(), { ($0 as! ScrollView).scrollOffset }),
        ]
        for (master, detail, offset) in pairs {
            let split = SplitView(master: master, detail: detail, masterWidth: 30)
            let driver = try driver(split, columns: 70, rows: 14)
            defer { driver.close() }
            #expect(master.isFocused && !detail.isFocused)
            driver.press(mouse(.wheelDown, on: detail))
            driver.press(mouse(.wheelDown, on: detail))
            #expect(offset(detail) == 6, "\(type(of: detail))")
            #expect(master.isFocused, "the wheel does not move the focus")
            #expect(offsetOfMaster(master) == 0, "the focused pane did not scroll")
            driver.press(mouse(.wheelUp, on: detail))
            #expect(offset(detail) == 3)
        }
    }

    @Test("The wheel over an unfocused text area scrolls it without moving its cursor or the focus")
    func textAreaUnderPointer() throws {
        let notes = textArea()
        let films = list()
        let split = SplitView(master: films, detail: notes, masterWidth: 30)
        let driver = try driver(split, columns: 70, rows: 14)
        defer { driver.close() }
        // The cursor is at the end of the text, and the view with it.
        let cursorBefore = notes.state.document.cursor
        #expect(driver.text.contains("Row 60"))
        driver.press(mouse(.wheelUp, on: notes))
        #expect(!driver.text.contains("Row 60") && driver.text.contains("Row 57"))
        #expect(notes.state.document.cursor == cursorBefore)
        #expect(films.scrollOffset == 0 && films.isFocused)
    }

    @Test("A click gives the focus to the pane, the form row or the stack child under it")
    func clickFocuses() throws {
        let films = list()
        let rows = table()
        let split = SplitView(master: films, detail: rows, masterWidth: 30)
        let splitDriver = try driver(split, columns: 70, rows: 14)
        defer { splitDriver.close() }
        splitDriver.press(mouse(.click, on: rows))
        #expect(rows.isFocused && !films.isFocused)
        let selected = rows.selectedIndex
        splitDriver.press(.down)
        #expect(rows.selectedIndex != selected, "keys now go to the clicked table")

        let name = TextField(placeholder: "name")
        let adult = Checkbox("Adult films")
        let form = Form(rows: [Form.Row("Name", name), Form.Row("Include", adult)])
        let formDriver = try driver(form, columns: 40, rows: 8)
        defer { formDriver.close() }
        #expect(name.isFocused)
        formDriver.press(mouse(.click, on: adult))
        #expect(adult.isFocused && adult.isOn)

        let notes = textArea()
        let document = document()
        let stack = HStack([.flexible(document), .flexible(notes)])
        stack.focus(document)
        let stackDriver = try driver(stack, columns: 60, rows: 10)
        defer { stackDriver.close() }
        stackDriver.press(mouse(.click, on: notes))
        #expect(notes.isFocused && !document.isFocused)
        stackDriver.type("x")
        #expect(notes.text.contains("x"))
    }
}
