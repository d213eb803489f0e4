import Testing
import Weavy
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// What is closed is gone: screens, models and warps released, the Loom back to its
/// live warps.
@MainActor
@Suite("Releasing what was dismissed")
struct ReleaseTests {
    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
    }

    @Test("Opening and closing the settings 100 times leaves nothing behind")
    func settings() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        let baseline = harness.app.loom.warps.count
        var references: [Weak] = []
        for round in 0..<100 {
            try harness.send(round.isMultiple(of: 2) ? "s" : "s<down>")
            let warp = try #require(harness.app.loom.warps.compactMap { $0 as? SettingsWarp }.first)
            references += [Weak(warp), Weak(warp.screen), Weak(warp.menuModel), Weak(warp.screen.split.detail)]
            if let form = warp.screen.split.detail as? ApiKeyForm {
                references.append(Weak(form.model))
            } else if let about = warp.screen.split.detail as? AboutPane {
                references.append(Weak(about.model))
            }
            try harness.send("<esc>")
        }
        #expect(references.count >= 500)
        #expect(references.allSatisfy { $0.object == nil })
        #expect(harness.app.loom.warps.count == baseline)
    }

    @Test("Pushing and popping a movie 100 times leaves nothing behind")
    func movieDetail() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        let baseline = harness.app.loom.warps.count
        var references: [Weak] = []
        for _ in 0..<100 {
            try harness.send("<enter>")
            let screen = try #require(harness.driver.window.focusChain.compactMap { $0 as? MovieDetailScreen }.first)
            references += [Weak(screen), Weak(screen.model)]
            try harness.send("<enter>")
            let person = try #require(harness.driver.window.focusChain.compactMap { $0 as? CastDetailScreen }.first)
            references += [Weak(person), Weak(person.model)]
            try harness.send("<esc><esc>")
        }
        #expect(references.allSatisfy { $0.object == nil })
        #expect(harness.app.loom.warps.count == baseline)
        #expect(harness.stacks == [["Wishlist"], ["Watched"]])
    }

    @Test("The onboarding screen and its model are released once the dashboard shows")
    func onboarding() throws {
        let harness = try DemoHarness(apiKey: nil)
        defer { harness.close() }
        let references = try #require(
            harness.driver.window.focusChain.compactMap { $0 as? ApiKeyScreen }.first.map {
                [Weak($0), Weak($0.form), Weak($0.form.model)]
            })
        try harness.send("key<enter>")
        #expect(references.allSatisfy { $0.object == nil })
    }

    @Test("Closing the window releases every warp")
    func closingReleasesEverything() throws {
        let harness = try DemoHarness(link: .settings)
        let warps = harness.app.loom.warps.map { Weak($0) }
        #expect(warps.count == 4)
        harness.close()
        #expect(harness.app.loom.warps.isEmpty)
    }
}
