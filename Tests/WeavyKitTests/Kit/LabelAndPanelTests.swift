import Testing
import WeavyKit
import WeavyTesting

@MainActor
@Suite("Label and Panel: static text, and a titled box around a form")
struct LabelAndPanelTests {
    @Test("A label wraps at spaces in its width, keeps line breaks, and says how high it wants to be")
    func labelWraps() {
        let label = Label("Blade Runner is a 1982 film\nDirected by Ridley Scott", style: \.heading)
        let cells = label.render(size: Size(columns: 14, rows: 5))
        #expect(cells.lines == ["Blade Runner", "is a 1982 film", "Directed by", "Ridley Scott", ""])
        #expect(label.preferredHeight(forWidth: 14) == 4)
        #expect(label.preferredWidth(forHeight: 1) == 27)
        let heading = Theme.standard(for: .ansi256).heading
        #expect(cells[0, 0].style == heading)
    }

    @Test("A label aligns its lines, and CJK text is measured in cells")
    func labelAligns() {
        let label = Label("東京", alignment: .trailing)
        #expect(label.render(size: Size(columns: 8, rows: 1)).lines == ["    東京"])
        label.alignment = .center
        #expect(label.render(size: Size(columns: 8, rows: 1)).lines == ["  東京"])
    }

    @Test("A panel centers a bordered box with its title around its content, which has the focus")
    func panelCentersItsContent() throws {
        let name = TextField(placeholder: "Name")
        let panel = Panel(title: "Sign in", content: name, width: 12)
        let driver = try HeadlessDriver(size: Size(columns: 30, rows: 9), content: panel)
        defer { driver.close() }
        driver.window.showsStatusLine = false
        driver.render()
        driver.type("Ada")
        let lines = driver.snapshot.lines
        #expect(lines[3].contains("┌─ Sign in ────┐"))
        #expect(lines[4].contains("│ Ada"))
        #expect(lines[5].contains("└──────────────┘"))
        // 16 cells wide (12 + border + padding), centered in 30.
        #expect(lines[3].firstIndex(of: "┌").map { lines[3].distance(from: lines[3].startIndex, to: $0) } == 7)
        #expect(name.text == "Ada")
    }
}
