import Testing
import WeavyTesting

@testable import WeavyKit

private struct Issue: Identifiable, Hashable {
    var id: Int
    var title: String
}

@MainActor
@Suite("HeadlessDriver.firstShown finds a shown widget by its type")
struct FirstShownTests {
    @Test("The top screen's table is found, a screen under it is not, and a modal's content first")
    func findsWhatIsShown() throws {
        let table = Table(
            rows: [Issue(id: 1, title: "Crash"), Issue(id: 2, title: "Typo")],
            columns: [.init("Title", value: { $0.title })])
        let stack = NavigationStack(root: Label("Home"))
        let driver = try HeadlessDriver(size: Size(columns: 40, rows: 10), content: stack)
        defer { driver.close() }
        #expect(driver.firstShown(Table<Issue>.self) == nil)
        #expect(driver.firstShown(Label.self)?.text == "Home")
        stack.push(table)
        driver.render()
        #expect(driver.firstShown(Table<Issue>.self) === table)
        #expect(driver.firstShown(Label.self) == nil, "the root under the table is not shown")
        let field = TextField()
        driver.window.present(field)
        driver.render()
        #expect(driver.firstShown(TextField.self) === field)
        #expect(driver.firstShown(Table<Issue>.self) == nil, "under a modal only the modal is searched")
    }
}
