import Foundation
import SnapshotTesting
import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyGallery

/// Every gallery page as an SVG picture in `Pictures/` (for the README and the
/// widget article), generated from the gallery: a picture that no longer matches the
/// page fails here.
@MainActor
@Suite("Gallery: the pictures in the Pictures folder are up to date")
struct GalleryPicturesTests {
    /// The package's `Pictures` (this file is Tests/WeavyGalleryTests/…).
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Pictures").path

    @Test("Each page as it opens, on a dark terminal")
    func everyPage() throws {
        let driver = try galleryDriver()
        defer { driver.close() }
        for (index, page) in GalleryPages.all.enumerated() {
            driver.press(.home)
            driver.press(.down, times: index)
            driver.press(.enter)
            try #require(driver.navigation.stacks == [["Gallery", page.title]])
            let name = GalleryLightSnapshotTests.fileName(page.title)
            if let failure = verifySnapshot(
                of: driver, as: .svg, named: name, snapshotDirectory: Self.folder, testName: "gallery")
            {
                let summary = failure.split(separator: "\n").first.map(String.init) ?? failure
                Issue.record(
                    Comment(
                        rawValue:
                            "Pictures/gallery.\(name).svg is out of date (\(summary)); regenerate the pictures with "
                            + "SNAPSHOT_TESTING_RECORD=all swift test --filter 'DemoPicturesTests|GalleryPicturesTests'"
                    ))
            }
            driver.press(.escape)
            driver.press(.escape)
            try #require(driver.navigation.stacks == [["Gallery"]], "back from \(page.title)")
        }
    }
}
