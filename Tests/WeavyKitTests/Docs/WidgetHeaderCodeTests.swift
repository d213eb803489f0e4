import Foundation
import Testing
import WeavyKit

// The widgets' doc-comment code (WidgetHeaderCode*.swift, which DocCommentCodeTests checks
// against the doc comments), run.

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
        let store = WidgetHeaderCode.IssueStore()
        #expect(WidgetHeaderCode.sharedTable(store: store).selectedRow?.title == "Crash on start")
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
