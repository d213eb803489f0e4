import Foundation
import Testing
import WeavyKit

// The ```swift blocks of the widgets' own doc comments are compiled too: the n-th block of
// Widgets/<File>.swift is, verbatim, the region `// docs:begin <File>.swift <n>` …
// `// docs:end` of WidgetHeaderCode.swift (or any source of this test target).

/// The ```swift blocks of a Swift source's `///` doc comments, in order.
func swiftBlocks(inDocCommentsOf source: String) -> [String] {
    let commentLines = source.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("///") else { return "" }
        let text = trimmed.dropFirst(3)
        return String(text.hasPrefix(" ") ? text.dropFirst() : text)
    }
    return DocsSources.swiftBlocks(inMarkdown: commentLines.joined(separator: "\n"))
}

@Suite("The widgets' doc comments hold code the tests compile")
struct WidgetHeaderCodeTests {
    static let widgets = [
        "Form/Form.swift", "ListView.swift", "Table.swift", "Table+Column.swift", "TextField.swift", "RowBuffer.swift",
        "Controls/Button.swift", "Controls/Checkbox.swift", "Controls/Choice.swift", "Controls/Control.swift",
        "Controls/RadioGroup.swift", "Controls/Select.swift", "Dialog/Dialog.swift", "Dialog/Dialog+Kinds.swift",
        "Dialog/Dialog+Layout.swift", "Dialog/DialogAction.swift", "Filtering/FuzzyQuery.swift", "Form/FormRow.swift",
        "Form/ValidatingField.swift", "HStack.swift", "VStack.swift", "Panel.swift", "ProgressBar.swift",
        "ScrollView.swift", "Spinner.swift", "Text/Label.swift", "Text/TextRun.swift", "TextArea/TextArea.swift",
        "TextArea/TextAreaState.swift", "TextArea/TextDocument.swift", "TextArea/TextParagraph.swift", "Toast.swift",
        "Table+Identity.swift", "ListView+Identity.swift",
    ]

    @Test("Every Swift block of a widget's doc comments is a region of the tests, in order", arguments: widgets)
    func docCommentsMatchSources(file: String) throws {
        let url = DocsSources.packageRoot.appendingPathComponent("Sources/Toolkit/WeavyKit/Widgets/\(file)")
        let blocks = swiftBlocks(inDocCommentsOf: try String(contentsOf: url, encoding: .utf8))
        let name = String(file.split(separator: "/").last!)
        let regions = try DocsSources.regions(of: name, inSwift: DocsSources.swiftFiles(under: "Tests/WeavyKitTests"))
        #expect(!blocks.isEmpty, "\(file) has no Swift block")
        #expect(blocks.count == regions.count, "\(file) has \(blocks.count) Swift blocks, the tests \(regions.count)")
        for (index, block) in blocks.enumerated() {
            #expect(block == regions[index + 1] ?? "(no region)", "\(name) block \(index + 1) differs from its region")
        }
    }

    @Test("Every widget source with a Swift block in its doc comments is checked here")
    func everyWidgetListed() throws {
        let root = DocsSources.packageRoot.appendingPathComponent("Sources/Toolkit/WeavyKit/Widgets")
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard !swiftBlocks(inDocCommentsOf: text).isEmpty else { continue }
            let file = String(url.path.dropFirst(root.path.count + 1))
            #expect(Self.widgets.contains(file), "\(file) has Swift blocks in its doc comments: add it to the list")
        }
    }

    @Test("Blocks are read from doc comments as written")
    func extraction() {
        let source =
            "/// Intro\n///\n/// ```swift\n/// let a = 1\n///     b()\n/// ```\n"
            + "    /// ```swift\n    /// c()\n    /// ```\nlet x = 1\n"
        #expect(swiftBlocks(inDocCommentsOf: source) == ["let a = 1\n    b()", "c()"])
    }
}

@MainActor
@Suite("The widgets' doc-comment code runs as it says")
struct WidgetHeaderCodeRunTests {
    @Test("Form: the Sign in button submits; the table and the list activate their row")
    func formSubmitsAndRowsActivate() throws {
        let model = WidgetHeaderCode.Model()
        let form = WidgetHeaderCode.form(model: model)
        (form.rows[0].field as? TextField)?.text = "ada@example.com"
        (form.rows[1].field as? TextField)?.text = "secret"
        let button = try #require(form.rows[2].field as? Button)
        button.onPress?()
        #expect(model.signedIn?.email == "ada@example.com")
        #expect(model.signedIn?.password == "secret")
        let table = WidgetHeaderCode.table(model: model)
        #expect(table.handle(.enter))
        let list = WidgetHeaderCode.list(model: model)
        #expect(list.handle(.enter))
        #expect(model.opened == ["Vertigo", "Vertigo"])
        #expect(WidgetHeaderCode.column().isSortable)
    }
}

@MainActor
@Suite("The widgets' doc comments say what their code gives")
struct WidgetHeaderCommentsTests {
    @Test("The fuzzy query, the document and the paragraph give what their comments say")
    func commentedResults() {
        let (positions, noMatch) = LayoutHeaderCode.fuzzy()
        #expect(positions == [0, 1, 3, 6])
        #expect(noMatch == nil)
        #expect(LayoutHeaderCode.document() == "Dear Ann,\nThanks!")
        #expect(LayoutHeaderCode.paragraph() == "Dear Ann,")
        #expect(LayoutHeaderCode.progress().percentage == "42%")
    }

    @Test("The date field says what is wrong until the text is a date")
    func dateField() {
        let field = DateField()
        field.text = "soon"
        #expect(!field.validate() && field.message == "Not a date")
        field.text = "2026-12-02"
        #expect(field.validate() && field.message == nil)
    }

    @Test("The controls' handlers reach their models")
    func controls() {
        let settings = ControlsHeaderCode.Settings()
        let remember = ControlsHeaderCode.checkbox(settings: settings)
        remember.toggle()
        remember.toggle()
        #expect(settings.remember, "off, then on again: the handler set the setting")
        let order = ControlsHeaderCode.Order()
        let size = ControlsHeaderCode.radioGroup(order: order)
        _ = size.handle(.down)
        _ = size.handle(.enter)
        #expect(order.size == 2)
        let model = ControlsHeaderCode.Model()
        ControlsHeaderCode.button(model: model).press()
        #expect(model.sent == 1)
    }
}
