import SnapshotTesting
import Testing
import Weavy
import WeavyKit
import WeavyTesting

@testable import WeavyGallery

/// Every gallery page at 80×24 on a light terminal, with styles (the files in
/// `__Snapshots__/GalleryLightSnapshotTests/`, next to the dark ones of
/// ``DisplayPagesTests`` and ``InputPagesTests``; review them by eye when they change).
@MainActor
@Suite("Gallery: every page on a light terminal")
struct GalleryLightSnapshotTests {
    @Test("Each page as it opens, light theme, 256 colors")
    func everyPageLight() throws {
        let driver = try galleryDriver(appearance: .light)
        defer { driver.close() }
        #expect(driver.window.effectiveTheme.appearance == .light)
        assertSnapshot(of: driver, as: .styledScreen, named: "index-light")
        for (index, page) in GalleryPages.all.enumerated() {
            driver.press(.home)
            driver.press(.down, times: index)
            driver.press(.enter)
            try #require(driver.navigation.stacks == [["Gallery", page.title]])
            assertSnapshot(of: driver, as: .styledScreen, named: "\(Self.fileName(page.title))-light")
            driver.press(.escape)
            driver.press(.escape)
            try #require(driver.navigation.stacks == [["Gallery"]], "back from \(page.title)")
        }
    }

    /// `title` in lower case with dashes: "Text field" → "text-field".
    static func fileName(_ title: String) -> String {
        title.lowercased().split(separator: " ").joined(separator: "-")
    }
}
