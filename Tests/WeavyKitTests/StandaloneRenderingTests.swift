import Testing
import WeavyKit

@MainActor
@Suite("Rendering a component alone, with no window or terminal")
struct StandaloneRenderingTests {
    @Test("A list renders into a cell buffer; focused, its selection is highlighted, and keys act on it")
    func listRendersAlone() {
        let list = ListView(items: ["Ada", "Grace", "Linus"]) { ListView.Row($0) }
        let theme = Theme.standard(for: .ansi256)
        let focused = list.render(size: Size(columns: 12, rows: 3), theme: theme)
        #expect(focused.lines == [" Ada", " Grace", " Linus"])
        #expect(focused[1, 0].style == theme.selection)

        let unfocused = list.render(size: Size(columns: 12, rows: 3), theme: theme, focused: false)
        #expect(unfocused[1, 0].style != theme.selection)

        #expect(list.handle(.down))
        let moved = list.render(size: Size(columns: 12, rows: 3), theme: theme)
        #expect(moved[1, 1].style == theme.selection)
        #expect(moved[1, 0].style != theme.selection)
    }

    @Test("Drawing alone changes nothing for a component later shown in a window")
    func renderingAloneLeavesNoFocusBehind() throws {
        let list = ListView(items: ["Ada"]) { ListView.Row($0) }
        _ = list.render(size: Size(columns: 5, rows: 1))
        #expect(!list.isFocused)
    }
}
