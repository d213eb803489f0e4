import Testing
import WeavyNcurses
import WeavyTesting

// The code of InlineApps.md: each `docs:begin InlineApps <n>` region is the article's n-th
// Swift block, verbatim (DocsCodeTests checks it). The picker needs a real terminal: it
// is compiled here, and run as Examples/Picker by InlinePickerPseudoTerminalTests and
// scripts/check-inline-tmux.sh; the stream example runs below.

// docs:begin InlineApps 1
/// Shows `names` below the prompt; typing narrows them (a fuzzy match), Enter picks,
/// Esc gives up.
@MainActor
func pick(from names: [String]) async -> String? {
    let list = ListView(items: names) { ListView.Row($0) }
    list.allowsFiltering = true
    list.startFilter()
    let window = Window(content: list, minimumSize: Size(columns: 10, rows: 2))
    var choice: String?
    window.bind(.enter, overridesFocus: true) { window in
        choice = list.selectedItem
        window.quit()
    }
    window.bind(.escape, overridesFocus: true) { window in window.quit() }
    await window.run(inline: InlineViewport(height: .content(maximum: 8), end: .clear))
    return choice
}
// docs:end

// docs:begin InlineApps 2
/// Draws a greeting in three rows below row 10 of an 80×24 screen, into `bytes`.
@MainActor
func greetInline(into bytes: @escaping @Sendable ([UInt8]) -> Void) throws -> Terminal {
    let terminal = try Terminal.inline(
        InlineViewport(height: .rows(3)), cursor: Point(column: 0, row: 10),
        screen: Size(columns: 80, rows: 24), output: bytes)
    let window = Window(content: Label("Hello"), minimumSize: Size(columns: 10, rows: 2))
    window.attach(to: terminal)
    window.render()
    return terminal
}
// docs:end

/// The example of `Window.run(inline:)`'s doc comment, as written: compiled, not run (it
/// needs a real terminal).
@MainActor
func runInlineDocCommentExample() async {
    let window = Window(content: Label("Working…"), minimumSize: Size(columns: 10, rows: 1))
    await window.run(inline: InlineViewport(height: .rows(1)))
}

@MainActor
@Suite("Inline apps, as the article shows them")
struct InlineAppsArticleTests {
    @Test("The stream example draws its greeting on rows 10 to 12 of the screen, the rows above untouched")
    func greetsInline() throws {
        let sink = ByteSink()
        let terminal = try greetInline(into: { sink.append($0) })
        var screen = TerminalEmulator(size: Size(columns: 80, rows: 24))
        screen.feed(Array("above\r\n".utf8))
        screen.feed(Array("\u{1B}[11;1H".utf8))
        screen.feed(sink.take())
        #expect(terminal.bounds.origin.row == 10)
        #expect(screen.lines[0] == "above")
        #expect(screen.lines[10].contains("Hello"))
        #expect(screen.lines[9].isEmpty)
    }

    @Test("The doc comments' examples of InlineViewport and Terminal.inline, as written, make rows below row 10")
    func docCommentExamples() throws {
        let viewport = InlineViewport(height: .rows(8), end: .keep)
        #expect(viewport.rowsWanted(measured: nil) == 8)
        let terminal = try Terminal.inline(
            InlineViewport(height: .rows(5)), cursor: Point(column: 0, row: 10),
            screen: Size(columns: 80, rows: 24), output: { bytes in _ = bytes })
        #expect(terminal.bounds == Rect(origin: Point(column: 0, row: 10), size: Size(columns: 80, rows: 5)))
        terminal.close()
    }
}
