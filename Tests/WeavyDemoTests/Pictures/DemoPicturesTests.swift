import Foundation
import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// The pictures of the demo in `Pictures/` (shown by the README), generated from the
/// app: a picture that no longer matches the screen fails here.
@MainActor
@Suite("The demo's pictures in the Pictures folder are up to date")
struct DemoPicturesTests {
    /// The package's `Pictures` (this file is Tests/WeavyDemoTests/Pictures/…).
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Pictures").path

    @Test(
        "The Wishlist, a movie, the settings and the help, on dark and light terminals",
        arguments: [Appearance.dark, .light])
    func demoScreens(appearance: Appearance) throws {
        let screens: [(name: String, keys: String)] = [
            ("wishlist", ""), ("movie", "<enter>"), ("settings", "<enter>s"), ("help", "?"),
        ]
        for (name, keys) in screens {
            let harness = try DemoHarness(appearance: appearance)
            defer { harness.close() }
            try harness.send(keys)
            expectPictureIsCurrent(harness.driver, named: "\(name)-\(appearance)", in: Self.folder, prefix: "demo")
        }
    }
}

/// Compares `driver`'s picture with `folder/prefix.name.svg`, the file recorded when
/// `SNAPSHOT_TESTING_RECORD` says so; a stale or missing picture is one issue saying how
/// to regenerate it.
@MainActor
func expectPictureIsCurrent(
    _ driver: HeadlessDriver, named name: String, in folder: String, prefix: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard
        let failure = verifySnapshot(
            of: driver, as: .svg, named: name, snapshotDirectory: folder, testName: prefix)
    else { return }
    let summary = failure.split(separator: "\n").first.map(String.init) ?? failure
    Issue.record(
        Comment(
            rawValue: "Pictures/\(prefix).\(name).svg is out of date (\(summary)); regenerate the pictures with "
                + "SNAPSHOT_TESTING_RECORD=all swift test --filter 'DemoPicturesTests|GalleryPicturesTests'"),
        sourceLocation: sourceLocation)
}
