import Testing
import Weavy
import WeavyKit
import WeavyTesting

@testable import WeavyGallery

/// The gallery opens every page from its index, by keys and by double click.
@MainActor
@Suite("The gallery")
struct GalleryTests {
    func gallery(size: Size = Size(columns: 100, rows: 30)) throws -> HeadlessDriver {
        try galleryDriver(size: size)
    }

    @Test("The index lists every page, and Enter opens each one")
    func everyPageOpens() throws {
        let driver = try gallery()
        defer { driver.close() }
        for (index, page) in GalleryPages.all.enumerated() {
            driver.press(.home)
            driver.press(.down, times: index)
            driver.press(.enter)
            #expect(driver.navigation.stacks == [["Gallery", page.title]])
            driver.press(.escape)
            driver.press(.escape)
            #expect(driver.navigation.stacks == [["Gallery"]], "Esc comes back from \(page.title)")
        }
    }
}
