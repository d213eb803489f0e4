import Testing
import WeavyKit

// The code of the doc comments of Table+Identity.swift, ListView+Identity.swift and
// Dialog+Kinds.swift (see DocCommentCodeTests.swift), compiled here and run below.

@MainActor
enum WidgetParityCode {
    struct Ticket: Identifiable {
        let id: Int
        var title: String
    }

    static func table() -> (Table<Ticket>, Int?) {
        // docs:begin Table+Identity.swift 1
        let table = Table(rows: [Ticket(id: 7, title: "Crash")], columns: [.init("Title", value: \.title)])
        let index = table.index(id: 7)  // 0
        // docs:end
        return (table, index)
    }

    static func replace(in table: Table<Ticket>) {
        // docs:begin Table+Identity.swift 2
        table.replaceItem(id: 7, with: Ticket(id: 7, title: "Crash on start"))
        // docs:end
    }

    static func list() -> (ListView<Ticket>, Int?) {
        // docs:begin ListView+Identity.swift 1
        let list = ListView(items: [Ticket(id: 7, title: "Crash")]) { ListView.Row($0.title) }
        let index = list.index(id: 7)  // 0
        // docs:end
        return (list, index)
    }

    static func replace(in list: ListView<Ticket>) {
        // docs:begin ListView+Identity.swift 2
        list.replaceItem(id: 7, with: Ticket(id: 7, title: "Crash on start"))
        // docs:end
    }

    final class Model {
        var deleted = 0
        var sent = 0
        func deleteSelected() { deleted += 1 }
        func send() { sent += 1 }
    }

    /// A screen asking what the dialogs' doc comments ask.
    final class Screen: Component {
        let model = Model()
        var folder: String?

        func confirmThenSend() async {
            // docs:begin Dialog+Kinds.swift 1
            let delete = Dialog.confirm(title: "Delete?", message: "3 messages", confirm: "Delete")
            if await delete.present(from: self) == true { model.deleteSelected() }
            let send = Dialog.confirm(title: "Send?", message: "To Ann", confirm: "Send", isDestructive: false)
            if await send.present(from: self) == true { model.send() }
            // docs:end
        }

        func notify() async {
            // docs:begin Dialog+Kinds.swift 2
            await Dialog.alert(title: "Sent", message: "Your message is on its way.").present(from: self)
            // docs:end
        }

        func ask() async {
            // docs:begin Dialog+Kinds.swift 3
            let name = await Dialog.prompt(title: "New folder", message: "Name:").present(from: self)
            // docs:end
            folder = name
        }
    }
}

@MainActor
@Suite("The identity and dialog doc-comment code runs as it says")
struct WidgetParityCodeTests {
    @Test("index(id:) finds the row; replaceItem(id:with:) replaces it, in a table and a list")
    func identity() {
        let (table, tableIndex) = WidgetParityCode.table()
        let (list, listIndex) = WidgetParityCode.list()
        #expect(tableIndex == 0 && listIndex == 0)
        WidgetParityCode.replace(in: table)
        WidgetParityCode.replace(in: list)
        #expect(table.rows[0].title == "Crash on start" && list.items[0].title == "Crash on start")
    }

    @Test("The confirm opens on Cancel: Enter deletes nothing; the send, not destructive, opens on Send")
    func dialogs() async throws {
        let screen = WidgetParityCode.Screen(title: "Inbox")
        let driver = try driver(screen, columns: 60, rows: 20)
        defer { driver.close() }
        let asked = Task { await screen.confirmThenSend() }
        await driver.settle()
        #expect(driver.navigation.modalTitles == ["Delete?"])
        driver.press(.enter)
        await driver.settle()
        #expect(driver.navigation.modalTitles == ["Send?"])
        driver.press(.enter)
        await asked.value
        #expect(screen.model.deleted == 0 && screen.model.sent == 1)
        let alerted = Task { await screen.notify() }
        await driver.settle()
        driver.press(.enter)
        await alerted.value
        let prompted = Task { await screen.ask() }
        await driver.settle()
        driver.type("Bills")
        driver.press(.enter)
        await prompted.value
        #expect(screen.folder == "Bills")
    }
}
