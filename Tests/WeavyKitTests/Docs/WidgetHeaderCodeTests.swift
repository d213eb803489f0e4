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
        "Table+Identity.swift", "ListView+Identity.swift", "Dialog/Dialog+Kinds.swift",
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
