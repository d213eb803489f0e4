import Testing
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

/// Dialogs: confirm, alert and prompt, their keys and clicks, their typed results by
/// callback and by `await`, and a size that fits their message.
@MainActor
@Suite("Dialog: typed results from confirm, alert and prompt")
struct DialogTests {
    /// A screen to present from, in a 60×20 window.
    func host() throws -> (HeadlessDriver, TextScreen) {
        let screen = TextScreen("Inbox")
        return (try driver(screen, columns: 60, rows: 20), screen)
    }

    @Test("Confirm: it opens on Cancel; Right then Enter confirms (true); Cancel and Esc cancel (nil)")
    func confirmByKeys() throws {
        let (driver, screen) = try host()
        defer { driver.close() }
        var results: [Bool?] = []
        func ask() {
            Dialog.confirm(title: "Discard draft?", message: "The text will be lost.", confirm: "Discard")
                .present(from: screen) { results.append($0) }
            driver.render()
        }
        ask()
        #expect(driver.navigation.modalTitles == ["Discard draft?"])
        #expect(driver.text.contains("The text will be lost."))
        #expect(driver.text.contains("[ Cancel ]  [ Discard ]"))
        driver.press(.enter)
        ask()
        driver.press(.right)
        driver.press(.enter)
        ask()
        driver.press(.tab)
        driver.press(" ")
        ask()
        driver.press(.escape)
        #expect(results == [nil, true, true, nil])  // Enter at once (on Cancel) and Esc: cancelled
        #expect(driver.window.modals.isEmpty)
    }

    @Test("A click on a button ends the dialog with its action")
    func confirmByMouse() throws {
        let (driver, screen) = try host()
        defer { driver.close() }
        var result: Bool?
        Dialog.confirm(title: "Delete?", message: "3 messages", confirm: "Delete").present(from: screen) {
            result = $0
        }
        driver.render()
        let row = try #require(driver.snapshot.lines.firstIndex { $0.contains("[ Cancel ]") })
        let column = driver.snapshot.lines[row].distance(
            from: driver.snapshot.lines[row].startIndex,
            to: try #require(driver.snapshot.lines[row].range(of: "Cancel")).lowerBound)
        var answered = false
        Dialog.confirm(title: "Again?", message: "", confirm: "Yes").present(from: screen) { _ in answered = true }
        driver.render()
        driver.press(.escape)
        #expect(answered, "Esc answers the confirm too")
        driver.render()
        driver.click(column: column, row: row)
        #expect(result == nil, "Cancel closes the confirm as cancelled, like Esc")
        #expect(driver.window.modals.isEmpty)
    }

    @Test("Awaited: the confirm's result, and nil when its presenter goes away")
    func confirmAwaited() async throws {
        let stack = NavigationStack(root: TextScreen("Inbox"))
        let screen = TextScreen("Draft")
        stack.push(screen)
        let driver = try driver(stack, columns: 60, rows: 20)
        defer { driver.close() }
        let confirmed = Task {
            await Dialog.confirm(title: "Send?", message: "To Ann", isDestructive: false).present(from: screen)
        }
        await driver.settle()
        #expect(driver.navigation.modalTitles == ["Send?"])
        driver.press(.enter)
        #expect(await confirmed.value == true)
        let abandoned = Task { await Dialog.confirm(title: "Send?", message: "To Bob").present(from: screen) }
        await driver.settle()
        stack.pop()
        #expect(await abandoned.value == nil)
        #expect(driver.window.modals.isEmpty)
    }

    @Test("Presented from a component in no window, a dialog is cancelled at once")
    func presentedFromNowhere() async {
        let dialog = Dialog.confirm(title: "Lost", message: "Nobody sees this")
        var results: [Bool?] = []
        let presented = dialog.present(from: TextScreen("Detached")) { results.append($0) }
        #expect(!presented)
        #expect(results == [nil])
        #expect(await Dialog.alert(title: "Lost", message: "Again").present(from: TextScreen("Detached")) == nil)
    }

    @Test("Alert: Enter and Esc both acknowledge it")
    func alert() async throws {
        let (driver, screen) = try host()
        defer { driver.close() }
        let acknowledged = Task { await Dialog.alert(title: "Sent", message: "On its way.").present(from: screen) }
        await driver.settle()
        #expect(driver.text.contains("[ OK ]"))
        driver.press(.escape)
        #expect(await acknowledged.value != nil)
        var count = 0
        Dialog.alert(title: "Sent", message: "Again.", dismiss: "Fine").present(from: screen) {
            if $0 != nil { count += 1 }
        }
        driver.render()
        driver.press(.enter)
        #expect(count == 1)
    }

    @Test("Prompt: typed text by Enter, nil by Esc or Cancel; the validator keeps it open")
    func prompt() async throws {
        let (driver, screen) = try host()
        defer { driver.close() }
        let named = Task {
            await Dialog.prompt(title: "New folder", message: "Name:", placeholder: "名前") {
                $0.isEmpty ? "A name, please" : nil
            }.present(from: screen)
        }
        await driver.settle()
        #expect(driver.text.contains("名前"))
        driver.press(.enter)
        #expect(driver.text.contains("A name, please"), "the field's message shows; the dialog stays")
        #expect(driver.window.modals.count == 1)
        driver.type("旅行 2024")
        driver.press(.enter)
        #expect(await named.value == "旅行 2024")

        let cancelled = Task {
            await Dialog.prompt(title: "Rename", message: "New name:", text: "old").present(from: screen)
        }
        await driver.settle()
        driver.press(.escape)
        #expect(await cancelled.value == nil)

        var clicked: String?? = .none
        Dialog.prompt(title: "Rename", message: "New name:", text: "old").present(from: screen) { clicked = $0 }
        driver.render()
        driver.press(.tab)
        driver.press(.enter)
        #expect(clicked == .some(nil), "Tab to Cancel, Enter: cancelled")
    }

    @Test("A secure prompt hides its text; Tab and Shift-Tab go round the field and the buttons")
    func securePrompt() throws {
        let (driver, screen) = try host()
        defer { driver.close() }
        let dialog = Dialog.prompt(title: "Unlock", message: "Password:", isSecure: true)
        var result: String?
        dialog.present(from: screen) { result = $0 }
        driver.render()
        driver.type("hunter2")
        #expect(!driver.text.contains("hunter2"))
        #expect(driver.text.contains("•••••••"))
        #expect(dialog.focusedChild === dialog.field)
        driver.press(.tab)
        #expect(dialog.focusedChild === dialog.buttons[0])
        driver.press(.right)
        #expect(dialog.focusedChild === dialog.buttons[1])
        driver.press(.tab)
        #expect(dialog.focusedChild === dialog.field)
        driver.press(.backTab)
        #expect(dialog.focusedChild === dialog.buttons[1])
        let fieldRow = try #require(driver.snapshot.lines.firstIndex { $0.contains("•") })
        let line = driver.snapshot.lines[fieldRow]
        driver.click(
            column: line.distance(from: line.startIndex, to: try #require(line.firstIndex(of: "•"))), row: fieldRow)
        #expect(dialog.focusedChild === dialog.field, "a click on the field focuses it")
        driver.press(.enter)
        #expect(result == "hunter2")
    }

    @Test("The preferred size fits the wrapped message and the buttons, within the window")
    func size() throws {
        let message = String(repeating: "長い説明の文章です。", count: 12)
        let dialog = Dialog.confirm(title: "確認", message: message)
        guard case .fixed(let columns, let rows) = dialog.preferredModalSize(for: Size(columns: 100, rows: 30)) else {
            Issue.record("not a fixed size")
            return
        }
        #expect(columns == Dialog<Bool>.maximumWidth + 4)
        let lines = TextWrapping.lines(message, width: Dialog<Bool>.maximumWidth)
        #expect(rows == lines.count + 1 + 1 + 2)
        guard case .fixed(let narrow, _) = dialog.preferredModalSize(for: Size(columns: 40, rows: 30)) else { return }
        #expect(narrow == 36)
        guard
            case .fixed(let small, let short) = Dialog.alert(title: "Hi", message: "Done").preferredModalSize(
                for: Size(columns: 100, rows: 30))
        else { return }
        #expect(small == 10 + 4, "at least ten cells of content")
        #expect(short == 1 + 1 + 1 + 2)
        let (driver, screen) = try host()
        defer { driver.close() }
        dialog.present(from: screen) { _ in }
        driver.render()
        let shown = driver.snapshot.lines.joined()
        for line in TextWrapping.lines(message, width: 52) {
            #expect(shown.contains(line), "every wrapped line is shown whole")
        }
    }

    @Test("Memory and ncurses show the same dialog", .tags(.fidelity))
    func fidelity() throws {
        let screen = TextScreen("受信箱", body: "卧虎藏龙 🎬 Amélie")
        let driver = try HeadlessDriver(
            size: Size(columns: 44, rows: 14), content: screen, comparingWithCurses: true)
        defer { driver.close() }
        Dialog.prompt(title: "フォルダ", message: "新しいフォルダの名前を入力してください 📁", text: "旅行").present(from: screen) {
            _ in
        }
        driver.render()
        driver.type("🎌")
        driver.press(.tab)
        #expect(driver.terminal.framesComparedWithCurses >= 3)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems)")
    }
}
