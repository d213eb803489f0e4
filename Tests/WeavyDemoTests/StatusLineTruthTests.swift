import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// The app run afresh for each key the audit presses, the last run closed first.
@MainActor
private final class FreshRuns {
    private var current: DemoHarness?

    func next() throws -> HeadlessDriver {
        current?.close()
        let harness = try DemoHarness()
        current = harness
        return harness.driver
    }

    func close() {
        current?.close()
        current = nil
    }
}

@MainActor
@Suite("The demo's status line tells the truth")
struct StatusLineTruthTests {
    @Test("On every screen and popup, each key the status line shows reaches what offers it")
    func everyHintReachesItsOwner() async throws {
        let runs = FreshRuns()
        defer { runs.close() }
        var filterTyped = false
        var detailPaneInModal = false
        var modalsSeen = Set<String>()
        var screensSeen = Set<String>()
        var audit = StatusLineAudit(maximumDepth: 5, maximumStates: 90) { try runs.next() }
        audit.visit = { driver, _ in
            let window = driver.window
            screensSeen.formUnion(driver.navigation.stacks.compactMap(\.last))
            modalsSeen.formUnion(driver.navigation.modalTitles)
            if (window.focusChain.last as? ListView<Movie>)?.isEditingFilter == true { filterTyped = true }
            if !window.modals.isEmpty,
                window.focusChain.contains(where: { ($0 as? SplitView)?.focus == .detail })
            {
                detailPaneInModal = true
            }
        }
        let report = try await audit.run()
        #expect(report.problems.isEmpty, "\(report.problems.joined(separator: "\n"))")
        #expect(filterTyped, "a list's filter was typed into")
        #expect(detailPaneInModal, "the settings' right pane had the focus")
        #expect(modalsSeen.isSuperset(of: ["Settings"]), "\(modalsSeen)")
        #expect(screensSeen.count >= 4, "\(screensSeen)")
        #expect(report.keysPressed >= 90 && report.keysWithEffect > report.keysPressed / 2)
        print(
            "demo audit: \(report.states.count) states, \(report.keysPressed) keys pressed,",
            "\(report.keysWithEffect) with a visible effect; screens \(screensSeen.sorted()), modals \(modalsSeen.sorted())"
        )
    }
}
