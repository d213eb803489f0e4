import OpenCombine
import Testing
import WeavyKit
import WeavyTesting

/// A badge that shows the last value of the publisher it follows.
@MainActor
private final class Badge: Component {
    private(set) var shown = "none"
    private(set) var history: [String] = []

    init(following publisher: some Publisher<String, Never>) {
        super.init(title: "Badge")
        follow(publisher) { [weak self] value in
            self?.shown = value
            self?.history.append(value)
        }
    }

    override func draw(in canvas: Canvas) {
        canvas.text("badge: \(shown)", at: Point(column: 0, row: 0), style: canvas.theme.text)
    }
}

/// `follow(_:_:)` hands each value to the main actor and redraws, wherever the value
/// was sent from. Under `swift test` the main actor does not necessarily run on the
/// process's first thread, so "am I on the main actor" must not be asked of the thread.
@MainActor
@Suite("Following a publisher")
struct FollowTests {
    @Test("A value sent on the main actor is taken at once, and the next frame shows it")
    func sentOnMainActor() throws {
        let subject = PassthroughSubject<String, Never>()
        let badge = Badge(following: subject)
        let driver = try HeadlessDriver(size: Size(columns: 24, rows: 5), content: badge)
        defer { driver.close() }
        #expect(driver.text.contains("badge: none"))
        subject.send("3 new")
        // No suspension in between: the update ran synchronously, and asked for a frame.
        #expect(badge.shown == "3 new")
        #expect(driver.window.needsDisplay)
        driver.render()
        #expect(driver.text.contains("badge: 3 new"))
    }

    @Test("Values sent from other threads arrive on the main actor, in order, and redraw")
    func sentFromOtherThreads() async throws {
        let subject = PassthroughSubject<String, Never>()
        let badge = Badge(following: subject)
        let driver = try HeadlessDriver(size: Size(columns: 24, rows: 5), content: badge)
        defer { driver.close() }
        let sendable = UncheckedSubject(subject: subject)
        await Task.detached {
            for count in 1...3 { sendable.subject.send("\(count) new") }
        }.value
        var waited = 0
        while badge.history.count < 3 && waited < 200 {
            await driver.settle()
            waited += 1
        }
        #expect(badge.history == ["1 new", "2 new", "3 new"])
        // The last value asked for a frame, which the next turn of the main actor draws.
        await driver.settle()
        #expect(driver.text.contains("badge: 3 new"))
    }
}

/// Lets a test send on a subject from a detached task (the point of the test).
private struct UncheckedSubject: @unchecked Sendable {
    let subject: PassthroughSubject<String, Never>
}
