import Testing
import WeavyTesting

@testable import WeavyKit

/// Widgets rank their hints: what everyone knows (arrows move, scroll) gives way first,
/// what the widget is for (open, choose, submit) last.
@MainActor
@Suite("Widgets' key hints: arrows give way first, the main action last")
struct KeyHintPriorityTests {
    /// The status line (the last row) of `widget` focused on a pushed screen, at `columns`.
    func statusLine(_ widget: Component, columns: Int) throws -> String {
        let stack = NavigationStack(root: TextScreen("Home"))
        stack.push(WidgetScreen("Films", widget))
        let driver = try driver(stack, columns: columns, rows: 12)
        defer { driver.close() }
        return driver.text.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    func list() -> ListView<Film> {
        let list = filmList()
        list.onActivate = { _, _ in }
        list.allowsFiltering = true
        return list
    }

    @Test("A narrow list keeps 'Enter open' in full; the arrows lose their label first")
    func narrowList() throws {
        let wide = try statusLine(list(), columns: 60)
        #expect(wide.contains("↑↓ move") && wide.contains("Enter open") && wide.contains("/ filter"))
        #expect(wide.contains("Esc back"))
        let narrow = try statusLine(list(), columns: 34)
        #expect(narrow.contains("Enter open"), "\(narrow)")
        #expect(!narrow.contains("move"), "\(narrow)")
        #expect(narrow.contains("/") && narrow.contains("Esc back"), "\(narrow)")
        let narrower = try statusLine(list(), columns: 16)
        #expect(narrower.contains("Enter"), "\(narrower)")
        #expect(!narrower.contains("↑↓"), "\(narrower)")
        #expect(narrower.contains("Esc"), "\(narrower)")
    }

    @Test("Each widget ranks moving low and its main action high")
    func ranks() {
        func priority(_ component: Component, _ keys: String) -> KeyHint.Priority? {
            component.keyHints.first { $0.keys == keys }?.priority
        }
        let list = list()
        #expect(priority(list, "↑↓") == .low)
        #expect(priority(list, "Enter") == .high)
        let table = Table(
            rows: sampleFilms, id: \.title,
            columns: [.init("Title") { $0.title }, .init("Year") { String($0.year) }])
        table.onActivate = { _, _ in }
        #expect(priority(table, "↑↓") == .low)
        #expect(priority(table, "Enter") == .high)
        let scroll = ScrollView([.paragraph(String(repeating: "A long line of text. ", count: 80))])
        scroll.layout(in: Rect(column: 0, row: 0, columns: 20, rows: 4))
        #expect(priority(scroll, "↑↓") == .low)
        #expect(priority(TextArea(text: "notes"), "Enter") == .low)
        let form = Form(rows: [Form.Row("Name", TextField()), Form.Row("Email", TextField())])
        form.onSubmit = {}
        #expect(priority(form, "Tab") == .low)
        #expect(priority(form, "Enter") == .high)
        #expect(priority(Select(choices: [Choice("One"), Choice("Two")]), "Enter") == .high)
        #expect(priority(RadioGroup(choices: [Choice("One"), Choice("Two")]), "↑↓") == .low)
        #expect(priority(Button("Save") {}, "Enter") == .high)
        #expect(priority(Checkbox("Adult films"), "Space") == .high)
    }
}
