import Testing
import Weavy
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// The app's frame, from the library: the main warp's `Stage` (the Api Key screen, then
/// the tabs), the app-wide keys of each phase, and the toasts.
@MainActor
@Suite("The stage, the app-wide keys and the toasts")
struct StageAndToastTests {
    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
    }

    /// The status line.
    private func statusLine(_ harness: DemoHarness) -> String {
        harness.driver.snapshot.lines.last ?? ""
    }

    @Test("The stage swaps the Api Key screen for the tabs and releases the old tree")
    func stageReleasesTheOnboarding() throws {
        let harness = try DemoHarness(apiKey: nil)
        defer { harness.close() }
        let stage = harness.app.mainWarp.stage
        #expect(harness.driver.window.content === stage)
        // No strong reference stays in the test: only weak ones.
        let references = try #require(
            (stage.current as? ApiKeyScreen).map { [Weak($0), Weak($0.form), Weak($0.form.model)] })
        try harness.send("key<enter>")
        #expect(stage.current is TabBar)
        #expect(stage.children.count == 1)
        #expect(harness.app.mainWarp.phase == .dashboard)
        #expect(references.allSatisfy { $0.object == nil })
    }

    @Test("Each phase lists its own app-wide keys: F1 and Ctrl-C on the Api Key screen; s, ? and q on the tabs")
    func keysOfEachPhase() throws {
        let harness = try DemoHarness(apiKey: nil)
        defer { harness.close() }
        #expect(harness.app.mainWarp.phase == .onboarding)
        let onboarding = statusLine(harness)
        #expect(onboarding.hasSuffix("F1 help  Ctrl-C quit"), "\(onboarding)")
        try harness.send("<f1>")
        #expect(harness.driver.navigation.modalTitles == ["Help"])
        try harness.send("<esc>key<enter>")
        let dashboard = statusLine(harness)
        #expect(dashboard.hasSuffix("s settings  ? help  q quit"), "\(dashboard)")
        #expect(!dashboard.contains("F1") && !dashboard.contains("Ctrl-C"))
        try harness.send("s")
        #expect(harness.driver.navigation.modalTitles == ["Settings"])
        try harness.send("<esc>q")
        #expect(harness.driver.outcome == .quit)
    }

    @Test("A toast covers the list without moving it, and goes once it has been read")
    func toastDoesNotMoveTheLayout() throws {
        let harness = try DemoHarness(size: smallScreen)
        defer { harness.close() }
        try harness.send("jj")
        let before = harness.driver.snapshot.lines
        try harness.send("w")
        let toast = try #require(harness.driver.window.toast)
        #expect(toast.message == "Avatar moved to Watched.")
        #expect(toast.kind == .info)
        let during = harness.driver.snapshot.lines
        // Same rows: the first and last list rows, and the status line, stay where they were.
        #expect(during.count == before.count)
        #expect(during.first == before.first && during.last == before.last)
        #expect(during.contains { $0.contains("Avatar moved to Watched.") })
        harness.driver.advanceTime(by: Toast.readingTime(for: toast.message, kind: .info) - .milliseconds(1))
        #expect(harness.driver.window.toast === toast)
        harness.driver.advanceTime(by: .milliseconds(1))
        #expect(harness.driver.window.toast == nil)
        #expect(!harness.text.contains("moved to"))
    }

    @Test("Toasts queue: the second shows when the first has gone")
    func toastsQueue() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        try harness.send("jjww")
        let messages = harness.driver.window.toastMessages
        #expect(messages.count == 2)
        #expect(messages.first == "Avatar moved to Watched.")
        let first = try #require(harness.driver.window.toast)
        harness.driver.advanceTime(by: first.duration)
        #expect(harness.driver.window.toastMessages == Array(messages.dropFirst()))
        #expect(harness.text.contains(messages[1]))
    }

    @Test("Messages found before the window exists show once it does, in order")
    func messagesBeforeTheWindow() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write("{", to: DemoStore.listsFile)
        data.write("{", to: NavigationFile.name)
        let harness = try DemoHarness(data: data)
        defer { harness.close() }
        let messages = harness.driver.window.toastMessages
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("lists.json is corrupt") == true)
        #expect(messages.last?.hasPrefix("The saved navigation is not restored") == true)
    }
}
