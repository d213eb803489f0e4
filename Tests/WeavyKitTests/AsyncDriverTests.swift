import OpenCombine
import Testing
import Weavy
import WeavyKit
import WeavyTesting

// A small mail app and its tests, written as a user of the library writes them: public
// API only, Swift Testing, async tests running in parallel, each holding its own
// driver across `await`s.

enum MailWeft: Weft {
    case inbox
    case open(Int)
    case arrived(Int)
}

@MainActor
final class InboxModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
    func open(_ message: Int) { wefts.send(MailWeft.open(message)) }
}

@MainActor
final class InboxScreen: Component {
    let list: ListView<Int>

    init(count: Int, model: InboxModel) {
        list = ListView(items: Array(1...count)) { ListView.Row("Message \($0)") }
        super.init(title: "Inbox")
        list.onActivate = { message, _ in model.open(message) }
        addChild(list)
    }

    override var focusedChild: Component? { list }
}

@MainActor
final class MessageScreen: Component {
    override func draw(in canvas: Canvas) {
        canvas.text(title, at: Point(column: 1, row: 1), style: canvas.theme.heading)
    }
}

@MainActor
final class MailWarp: Warp {
    let stack = NavigationStack()
    let count: Int
    /// The mail service: it delivers from any task.
    let service = RelayWeftable()
    var head: any Presentable { stack }

    init(count: Int) { self.count = count }

    func knit(_ weft: any Weft) -> [Stitch] {
        switch weft as? MailWeft {
        case .inbox:
            let model = InboxModel()
            let screen = InboxScreen(count: count, model: model)
            stack.push(screen)
            return [.weave(screen, model), .weave(screen, service, allowWhenHidden: true)]
        case .open(let message):
            let screen = MessageScreen(title: "Message \(message)")
            stack.push(screen)
            return [.weave(screen, SilentWeftable())]
        case .arrived(let message):
            let screen = MessageScreen(title: "New mail \(message)")
            stack.push(screen)
            return [.weave(screen, SilentWeftable())]
        case nil:
            return []
        }
    }
}

@MainActor
@Suite("Headless drivers in async tests, in parallel")
struct AsyncDriverTests {
    @Test("Each test holds its own driver across awaits", arguments: 0..<32)
    func driverAcrossAwaits(index: Int) async throws {
        let warp = MailWarp(count: 3 + index % 4)
        let driver = try HeadlessDriver(
            size: Size(columns: 30 + index, rows: 8), root: warp, weftable: SingleWeftable(MailWeft.inbox))
        defer { driver.close() }
        try driver.send("j<enter>")
        #expect(driver.navigation.stacks == [["Inbox", "Message 2"]])

        // Mail arrives from a background task, while other tests run.
        let sender = warp.service.sender
        await Task.detached { sender.send(MailWeft.arrived(index)) }.value
        await driver.settle()
        #expect(driver.navigation.stacks == [["Inbox", "Message 2", "New mail \(index)"]])
        #expect(driver.text.contains("New mail \(index)"))

        try await Task.sleep(for: .milliseconds(index % 4))
        driver.press(.escape, times: 2)
        #expect(driver.navigation.stacks == [["Inbox"]])
        #expect(driver.text.contains("Message \(3 + index % 4)"))
        #expect(driver.snapshot.size == Size(columns: 30 + index, rows: 8))
    }

    @Test("Two drivers open at once, used in turns across awaits")
    func twoDriversAtOnce() async throws {
        let first = try HeadlessDriver(root: MailWarp(count: 4), weftable: SingleWeftable(MailWeft.inbox))
        let second = try HeadlessDriver(
            size: Size(columns: 40, rows: 10), root: MailWarp(count: 9), weftable: SingleWeftable(MailWeft.inbox))
        defer {
            first.close()
            second.close()
        }
        first.press(.end)
        await Task.yield()
        second.press(.down)
        await first.settle()
        first.press(.enter)
        await second.settle()
        second.press(.enter)
        #expect(first.navigation.stacks == [["Inbox", "Message 4"]])
        #expect(second.navigation.stacks == [["Inbox", "Message 2"]])
        #expect(first.text.contains("Message 4") && !first.text.contains("Message 2"))
        #expect(second.snapshot.size == Size(columns: 40, rows: 10))
    }

    @Test("settle() lets a model's main-actor task run, and draws what it changed")
    func settleRunsMainActorTasks() async throws {
        let list = ListView(items: ["one"]) { ListView.Row($0) }
        let driver = try HeadlessDriver(size: Size(columns: 20, rows: 6), content: list)
        defer { driver.close() }
        Task { @MainActor in
            await Task.yield()
            list.items.append("two")
            await Task.yield()
            list.items.append("three")
        }
        #expect(!driver.text.contains("three"))
        await driver.settle()
        #expect(driver.text.contains("three"))
    }
}
