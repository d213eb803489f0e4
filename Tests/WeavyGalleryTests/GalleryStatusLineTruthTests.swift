import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyGallery

@MainActor
@Suite("Gallery: the status line tells the truth")
struct GalleryStatusLineTruthTests {
    @Test("On every page and popup, each key the status line shows reaches what offers it")
    func everyHintReachesItsOwner() async throws {
        var driver: HeadlessDriver?
        defer { driver?.close() }
        var audit = StatusLineAudit(maximumDepth: 3, maximumStates: 160) {
            driver?.close()
            let fresh = try galleryDriver()
            driver = fresh
            return fresh
        }
        // The index, and each page opened from it.
        audit.startingPaths = [[]] + GalleryPages.all.indices.map { Array(repeating: Key.down, count: $0) + [.enter] }
        var pagesSeen = Set<String>()
        var textAreaFocused = false
        var modalsSeen = 0
        audit.visit = { driver, _ in
            pagesSeen.formUnion(driver.navigation.stacks.compactMap(\.last))
            if driver.window.focusChain.last is TextArea { textAreaFocused = true }
            if !driver.window.modals.isEmpty { modalsSeen += 1 }
        }
        let report = try await audit.run()
        #expect(report.problems.isEmpty, "\(report.problems.joined(separator: "\n"))")
        #expect(pagesSeen.isSuperset(of: GalleryPages.all.map(\.title)), "\(pagesSeen)")
        #expect(textAreaFocused, "a text area had the focus")
        #expect(modalsSeen > 0, "a popup was walked")
        print(
            "gallery audit: \(report.states.count) states, \(report.keysPressed) keys pressed,",
            "\(report.keysWithEffect) with a visible effect, \(modalsSeen) states with a popup")
    }
}
