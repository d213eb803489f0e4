import Testing
import WeavyKit
import WeavyTesting

/// `run(on:)` misused is loud (logged) and returns, never a crash.
@MainActor
@Suite("Running a window on a terminal it cannot drive")
struct RunMisuseTests {
    @Test("On a headless terminal nothing runs; the outcome says why and the window still draws")
    func headless() async throws {
        let terminal = try Terminal.headless(size: Size(columns: 30, rows: 6))
        let window = Window(content: TextScreen("Films", body: "Heat"))
        let outcome = await window.run(on: terminal)
        guard case .notStarted(let reason) = outcome else {
            Issue.record("expected notStarted, got \(outcome)")
            return
        }
        #expect(reason.contains("live"))
        window.attach(to: terminal)
        window.render()
        #expect(terminal.snapshot().text.contains("Heat"))
        window.close()
        terminal.close()
    }

    @Test("On a closed terminal nothing runs either")
    func closed() async throws {
        let terminal = try Terminal.headless(size: Size(columns: 30, rows: 6))
        terminal.close()
        let window = Window(content: TextScreen("Films"))
        let outcome = await window.run(on: terminal)
        guard case .notStarted(let reason) = outcome else {
            Issue.record("expected notStarted, got \(outcome)")
            return
        }
        #expect(reason.contains("closed"))
    }
}
