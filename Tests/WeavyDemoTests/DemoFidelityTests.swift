import Testing
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

@testable import WeavyDemo

/// Every screen of the demo, at three sizes and too small, composed in memory and shown
/// through ncurses on a null device: both must hold the same cells and styles.
@MainActor
@Suite("Fidelity: every demo screen, memory against ncurses")
struct DemoFidelityTests {
    static let sizes = [smallScreen, largeScreen, Size(columns: 160, rows: 48)]

    /// Each step: the keys, and what the screen must then show (so the walk really
    /// reaches every screen).
    static let walk: [(keys: String, shows: String)] = [
        ("", "Wishlist"),
        ("jj", "Wishlist"),
        ("<enter>", "Director"),
        ("j<enter>", "Known for"),
        ("<esc><esc>2", "Watched"),
        ("<enter>", "Director"),
        ("<esc>s", "Settings"),
        ("<tab>", "Api Key"),
        ("<tab>j", "About"),
        ("<f1>", "Help"),
        ("<pgdn>", "Help"),
        ("<esc><esc>", "Watched"),
        ("w", "moved to Wishlist"),
    ]

    @Test("Onboarding, both tabs, movie and cast, settings, help over settings, a notice")
    func everyScreen() throws {
        for size in Self.sizes {
            let onboarding = try DemoHarness(apiKey: nil, size: size, comparingWithCurses: true)
            try onboarding.send("<enter>")
            #expect(onboarding.text.contains("must not be empty"))
            try onboarding.send("key 鍵 🔑<enter>")
            #expect(onboarding.text.contains("Wishlist"))
            check(onboarding, at: size, after: "onboarding")
            onboarding.close()

            let harness = try DemoHarness(size: size, comparingWithCurses: true)
            defer { harness.close() }
            for step in Self.walk {
                try harness.send(step.keys)
                #expect(harness.text.contains(step.shows), "after \(step.keys) at \(size):\n\(harness.text)")
            }
            harness.driver.resize(to: Size(columns: 40, rows: 10))
            #expect(harness.text.contains("too small"))
            harness.driver.resize(to: size)
            check(harness, at: size, after: "the walk")
        }
    }

    private func check(_ harness: DemoHarness, at size: Size, after: String) {
        let terminal = harness.driver.terminal
        #expect(terminal.framesComparedWithCurses > 2)
        #expect(
            terminal.fidelityProblems.isEmpty,
            "\(after) at \(size):\n\(terminal.fidelityProblems.joined(separator: "\n"))")
    }
}
