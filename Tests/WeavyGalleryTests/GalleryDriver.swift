import Testing
import Weavy
import WeavyKit
import WeavyTesting

@testable import WeavyGallery

/// The gallery in memory, on its index.
@MainActor
func galleryDriver(
    size: Size = Size(columns: 80, rows: 24), colorDepth: ColorDepth = .ansi256, appearance: Appearance = .dark
) throws -> HeadlessDriver {
    try HeadlessDriver(
        size: size, colorDepth: colorDepth, appearance: appearance, root: GalleryWarp(),
        weftable: SingleWeftable(GalleryWeft.index))
}

/// The gallery at 80×24 with the page titled `title` open.
@MainActor
func galleryDriver(openingPage title: String) throws -> HeadlessDriver {
    let driver = try galleryDriver()
    let index = try #require(GalleryPages.all.firstIndex { $0.title == title })
    driver.press(.down, times: index)
    driver.press(.enter)
    #expect(driver.navigation.stacks == [["Gallery", title]])
    return driver
}
