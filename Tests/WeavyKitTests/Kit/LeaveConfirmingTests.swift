import Testing
import WeavyKit
import WeavyTesting

/// A screen is asked before its stack goes back from it (issue 47: the tracker saved on
/// Esc by hand, with no hook to ask first).
@MainActor
@Suite("Navigation stack: a screen is asked before the stack goes back from it")
struct LeaveConfirmingTests {
    /// A stack of a list and, above it, an editor whose text is `text`; typed into when
    /// `edited`.
    private func editing(edited: Bool) throws -> (HeadlessDriver, NavigationStack, DraftScreen) {
        let list = ListView(title: "Notes", items: ["Ideas"]) { ListView.Row($0) }
        let stack = NavigationStack(root: list)
        let draft = DraftScreen(text: "Buy milk")
        stack.push(draft)
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 14), content: stack)
        driver.render()
        if edited { driver.type(" and eggs") }
        return (driver, stack, draft)
    }

    /// The status line's hints, as `keys action`.
    private func hints(_ driver: HeadlessDriver) -> [String] {
        driver.window.keyHints.map { "\($0.keys) \($0.action)" }
    }

    @Test("Esc on an edited screen asks; Cancel (focused first) stays, Discard leaves; the Esc hint says so throughout")
    func editedScreenAsks() throws {
        let (driver, stack, draft) = try editing(edited: true)
        defer { driver.close() }
        #expect(stack.backDecision == .confirm(title: "Discard changes?", confirm: "Discard"))
        #expect(hints(driver).contains("Esc back"), "\(hints(driver))")
        #expect(driver.window.receiver(of: .escape) == KeyReceiver(stack))

        driver.press(.escape)
        #expect(stack.screens.count == 2, "not popped yet")
        #expect(driver.window.modals.count == 1)
        #expect(driver.text.contains("Discard changes?"))
        #expect(!hints(driver).contains("Esc back"), "under the dialog, Esc cancels: \(hints(driver))")
        #expect(hints(driver).contains("Esc cancel"))
        driver.press(.enter)  // the dialog opens on Cancel
        #expect(driver.window.modals.isEmpty && stack.top === draft)
        #expect(draft.body.text == "Buy milk and eggs", "the edits are kept")
        #expect(hints(driver).contains("Esc back"))

        driver.press(.escape)
        driver.press(.escape)  // Esc in the dialog cancels too
        #expect(driver.window.modals.isEmpty && stack.top === draft)

        driver.press(.escape)
        driver.press(.tab)
        #expect(hints(driver).first == "Enter discard", "\(hints(driver))")
        driver.press(.enter)
        #expect(driver.window.modals.isEmpty)
        #expect(stack.screens.count == 1 && draft.presentationState.isDismissed)
        #expect(!hints(driver).contains { $0.hasPrefix("Esc") }, "at the root Esc does nothing: \(hints(driver))")
        #expect(driver.window.receiver(of: .escape) == nil)
    }

    @Test("An unedited screen pops at once, as does a saved one: isEdited set to false keeps the cursor and undo")
    func uneditedScreenPops() throws {
        let (driver, stack, draft) = try editing(edited: false)
        defer { driver.close() }
        #expect(stack.backDecision == .leave)
        driver.press(.escape)
        #expect(stack.screens.count == 1 && driver.window.modals.isEmpty)
        #expect(draft.presentationState.isDismissed)

        let (saved, savedStack, savedDraft) = try editing(edited: true)
        defer { saved.close() }
        let cursor = savedDraft.body.state.cursorColumn
        savedDraft.body.isEdited = false  // saved
        #expect(savedDraft.body.state.cursorColumn == cursor && savedDraft.body.canUndo)
        #expect(savedStack.backDecision == .leave)
        saved.press(.escape)
        #expect(savedStack.screens.count == 1 && saved.window.modals.isEmpty)
    }

    @Test("A screen that stays gives the back keys on and hints none; goBack asks as a key does, pop does not")
    func stayAndProgrammaticPops() throws {
        let (driver, stack, draft) = try editing(edited: true)
        defer { driver.close() }
        draft.isBusy = true
        #expect(stack.backDecision == .stay)
        #expect(!hints(driver).contains("Esc back"), "\(hints(driver))")
        #expect(driver.window.receiver(of: .escape) == nil)
        driver.press(.escape)
        #expect(stack.top === draft && driver.window.modals.isEmpty)
        stack.goBack()
        #expect(stack.top === draft && driver.window.modals.isEmpty)

        draft.isBusy = false
        stack.goBack()
        driver.render()
        #expect(driver.window.modals.count == 1 && stack.top === draft, "goBack asks")
        driver.press(.escape)
        #expect(stack.pop() === draft, "the program's pop does not ask")
        #expect(driver.window.modals.isEmpty)
    }

    @Test("Left on a list screen that asks goes through the question too; a dialog left open closes with the screen")
    func otherBackKeysAsk() throws {
        let names = ListView(items: ["Ada", "Grace"]) { ListView.Row($0) }
        let screen = SelectionScreen(names)
        let stack = NavigationStack(root: Label("Home", title: "Home"))
        stack.push(screen)
        let driver = try HeadlessDriver(size: Size(columns: 50, rows: 12), content: stack)
        defer { driver.close() }
        driver.press(.left)
        #expect(stack.screens.count == 1 && driver.window.modals.isEmpty, "nothing chosen: Left goes back")
        #expect(screen.presentationState.isDismissed)

        let again = SelectionScreen(ListView(items: ["Ada"]) { ListView.Row($0) })
        stack.push(again)
        again.chosen = true
        driver.render()
        driver.press(.left)
        #expect(driver.window.modals.count == 1, "Left asks as Esc does")
        stack.popToRoot()
        #expect(driver.window.modals.isEmpty, "the question closes with the screen that asked")
    }

    @Test("The reference page's editor: unsaved, Esc asks; Ctrl-S saves and clears isEdited, so Esc leaves at once")
    func articleEditor() throws {
        var stored: [String] = []
        let editor = NoteEditorScreen(title: "Ideas", text: "Tea") { stored.append($0) }
        let stack = NavigationStack(root: Label("Notes", title: "Notes"))
        stack.push(editor)
        let driver = try HeadlessDriver(size: Size(columns: 50, rows: 12), content: stack)
        defer { driver.close() }
        driver.render()
        driver.type(" and cake")
        #expect(driver.line(1) == " Tea and cake", "the text starts where a list's rows do")
        driver.press(.escape)
        #expect(driver.window.modals.count == 1 && driver.text.contains("Discard changes?"))
        driver.press(.escape)
        driver.press(.control("s"))
        #expect(stored == ["Tea and cake"])
        #expect(!editor.body.isEdited && editor.body.canUndo, "saved without resetting the undo history")
        driver.press(.escape)
        #expect(stack.screens.count == 1 && driver.window.modals.isEmpty)
    }

    @Test("The status line audit finds no hint that lies on an edited editor, its question and back")
    func auditFindsNoLie() async throws {
        let report = try await StatusLineAudit(maximumDepth: 3) {
            let (driver, _, _) = try editing(edited: true)
            return driver
        }.run()
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(report.states.contains([.escape]), "the question was walked: \(report.states)")
    }
}

/// An editor that asks before its edits are lost, and stays while `isBusy`.
@MainActor
private final class DraftScreen: Component, LeaveConfirming {
    let body: TextArea
    var isBusy = false

    init(text: String) {
        body = TextArea(text: text)
        super.init(title: "Draft")
        addChild(body)
    }

    override var focusedChild: Component? { body }

    var leaveDecision: LeaveDecision {
        if isBusy { return .stay }
        return body.isEdited ? .confirm(title: "Discard changes?", confirm: "Discard") : .leave
    }
}

/// A list screen that asks once something is chosen.
@MainActor
private final class SelectionScreen: Component, LeaveConfirming {
    var chosen = false

    init(_ list: Component) {
        super.init(title: "Pick")
        addChild(list)
    }

    override var focusedChild: Component? { children.first }

    var leaveDecision: LeaveDecision {
        chosen ? .confirm(title: "Forget the choice?", message: "Nothing is saved.", confirm: "Forget") : .leave
    }
}

/// A modal's content is asked before Esc closes the modal (the stranger's mail client lost
/// an edited draft in a compose modal to Esc: only stacks asked).
@MainActor
@Suite("A modal asks its content before Esc closes it")
struct ModalLeaveConfirmingTests {
    private func hints(_ driver: HeadlessDriver) -> [String] {
        driver.window.keyHints.map { "\($0.keys) \($0.action)" }
    }

    /// An inbox list in a window, the presenter of the compose modals.
    private func inbox() throws -> (HeadlessDriver, ListView<String>) {
        let list = ListView(title: "Inbox", items: ["Hello"]) { ListView.Row($0) }
        return (try HeadlessDriver(size: Size(columns: 60, rows: 16), content: list), list)
    }

    @Test("Edited compose content: Esc asks; Cancel keeps the modal and the edits, Discard closes it as cancelled")
    func editedContentAsks() throws {
        let (driver, list) = try inbox()
        defer { driver.close() }
        let draft = DraftScreen(text: "Dear Ann,")
        var cancelled = 0
        list.present(draft, title: "Compose") { if case .cancelled = $0 { cancelled += 1 } }
        driver.render()
        #expect(hints(driver).contains("Esc close"), "\(hints(driver))")
        driver.press(.escape)
        #expect(driver.window.modals.isEmpty, "unedited: closed at once")
        #expect(cancelled == 1)

        let second = DraftScreen(text: "Dear Bob,")
        list.present(second, title: "Compose") { if case .cancelled = $0 { cancelled += 1 } }
        driver.type(" thanks")
        driver.press(.escape)
        #expect(driver.window.modals.count == 2, "the confirm over the compose modal")
        #expect(driver.text.contains("Discard changes?"))
        driver.press(.enter)  // Cancel, focused first
        #expect(driver.window.modals.count == 1 && second.body.text == "Dear Bob, thanks")
        #expect(cancelled == 1, "still open")
        driver.press(.escape)
        driver.press(.tab)
        driver.press(.enter)  // Discard
        #expect(driver.window.modals.isEmpty)
        #expect(cancelled == 2, "closed as cancelled")
    }

    @Test("Content that stays keeps the modal open and hints no Esc close; dismissModal does not ask")
    func contentThatStays() throws {
        let (driver, list) = try inbox()
        defer { driver.close() }
        let draft = DraftScreen(text: "Sending…")
        draft.isBusy = true
        list.present(draft, title: "Compose")
        driver.render()
        #expect(!hints(driver).contains { $0.hasPrefix("Esc") }, "\(hints(driver))")
        driver.press(.escape)
        #expect(driver.window.modals.count == 1)
        draft.dismissModal()
        #expect(driver.window.modals.isEmpty)
    }
}
