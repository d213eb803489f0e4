import Testing
import Weavy
import WeavyKit
import WeavyTesting

@testable import WeavyGallery

/// Every gallery page reads on the terminal its theme was chosen for: text at least
/// 4.5:1 against its background, secondary text 3:1 (WCAG), light and dark, 256 and 8
/// colors. Each page is checked as it opens, with the focus moved, and after Enter
/// (which opens a dialog, a popup or a toast on some pages). Content dimmed under a
/// modal is exempt.
@MainActor
@Suite("Gallery: every page reads on light and dark terminals")
struct GalleryContrastTests {
    @Test(
        "Text 4.5:1, secondary text 3:1, on every page",
        arguments: [Appearance.light, .dark], [ColorDepth.ansi256, .ansi8])
    func everyPageReads(appearance: Appearance, depth: ColorDepth) throws {
        let driver = try galleryDriver(colorDepth: depth, appearance: appearance)
        defer { driver.close() }
        check(driver, appearance: appearance, after: "the index")
        for (index, page) in GalleryPages.all.enumerated() {
            driver.press(.home)
            driver.press(.down, times: index)
            driver.press(.enter)
            try #require(driver.navigation.stacks == [["Gallery", page.title]])
            check(driver, appearance: appearance, after: "opening \(page.title)")
            driver.press(.tab)
            check(driver, appearance: appearance, after: "Tab on \(page.title)")
            driver.press(.enter)
            driver.advanceTime(by: .milliseconds(300))
            check(driver, appearance: appearance, after: "Tab, Enter on \(page.title)")
            for _ in 0..<3 where !driver.window.modals.isEmpty { driver.press(.escape) }
            driver.press(.escape)
            driver.press(.escape)
            try #require(driver.navigation.stacks == [["Gallery"]], "back from \(page.title)")
        }
    }

    private func check(_ driver: HeadlessDriver, appearance: Appearance, after step: String) {
        let window = driver.window
        let theme = window.effectiveTheme
        let secondary = Set(
            [theme.secondaryText, theme.placeholder, theme.disabled, theme.scrollIndicator].map(Snapshot.CellStyle.init)
        )
        // Under a modal, everything but the top modal is dimmed on purpose.
        let top = window.modals.last?.parent?.frame
        let problems = ContrastCheck(appearance: appearance).problems(
            in: driver.snapshot, required: { secondary.contains($0) ? 3 : 4.5 },
            exempt: { point in top.map { !$0.contains(point) } ?? false })
        let listed = problems.prefix(8).map(\.description).joined(separator: "\n")
        #expect(problems.isEmpty, "\(appearance), \(theme.depth), after \(step):\n\(listed)")
    }
}
