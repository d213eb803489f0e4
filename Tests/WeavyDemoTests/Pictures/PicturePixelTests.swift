import Foundation
import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// The proof that the SVG pictures show the app's cells: the demo's screens, light and
/// dark, drawn by headless Chromium and compared pixel by pixel with their snapshots.
///
/// Needs Chromium (`scripts/install-chromium.sh`); without it these tests are skipped
/// and say so, unless `WEAVY_REQUIRE_CHROMIUM=1`, which makes its absence a failure.
@MainActor
@Suite("Pictures drawn by Chromium match the cells")
struct PicturePixelTests {
    /// The screens: a name, a link to open, and the keys that lead there (`nil`: no API
    /// key yet, the first screen).
    static let screens: [(name: String, link: DemoWeft?, keys: String?)] = [
        ("api-key", nil, nil), ("wishlist", nil, ""), ("watched", nil, "2j"), ("movie", nil, "<enter>"),
        ("cast", .showCast(movieID: avatar, personID: samWorthington), ""), ("settings", nil, "<enter>s"),
        ("help", nil, "?"), ("filter", nil, "/st"),
    ]
    private static let scale = 2

    @Test(
        "Chromium is installed when WEAVY_REQUIRE_CHROMIUM=1 says the pixel proof must run",
        .enabled(if: Chromium.isRequired))
    func chromiumIsThereWhenRequired() {
        #expect(Chromium.executable != nil, "WEAVY_REQUIRE_CHROMIUM=1 but no chromium: run scripts/install-chromium.sh")
        #expect(Chromium.python != nil, "WEAVY_REQUIRE_CHROMIUM=1 but no python3 to read Chromium's PNGs")
    }

    @Test(
        "Every cell of the demo's screens, light and dark: its background, and ink where it has text",
        .enabled(if: Chromium.isAvailable, Chromium.skipReason),
        arguments: [Appearance.dark, .light])
    func demoScreens(appearance: Appearance) async throws {
        let kept = ProcessInfo.processInfo.environment["WEAVY_PICTURES_PNG_DIR"].map { URL(fileURLWithPath: $0) }
        var checked = 0
        for (name, link, keys) in Self.screens {
            let harness = try DemoHarness(
                apiKey: keys == nil ? nil : "test-key", link: link, size: smallScreen, appearance: appearance)
            defer { harness.close() }
            try harness.send(keys ?? "")
            let snapshot = harness.driver.snapshot
            let options = PictureOptions(appearance: appearance)
            let (width, height) = (snapshot.size.columns * options.cellWidth, snapshot.size.rows * options.cellHeight)
            let pixels = try await Chromium.render(
                snapshot.svg(options), width: width, height: height, scale: Self.scale,
                keepingPNGAt: kept?.appendingPathComponent("\(appearance)-\(name).png"))
            try #require(
                pixels.width == width * Self.scale && pixels.height == height * Self.scale,
                "\(name): \(pixels.width)×\(pixels.height)")
            let result = CellPixels(snapshot: snapshot, options: options, pixels: pixels, scale: Self.scale).compare()
            #expect(
                result.problems.isEmpty,
                "\(appearance) \(name): \(result.problems.count) cells differ:\n\(result.problems.prefix(8).joined(separator: "\n"))"
            )
            checked += result.checked
        }
        print("pixel proof (\(appearance)): \(checked) cells of \(Self.screens.count) screens checked in Chromium")
        #expect(checked >= Self.screens.count * smallScreen.columns * smallScreen.rows * 9 / 10)
    }

    @Test(
        "A picture with a wrong color is caught: the proof can fail",
        .enabled(if: Chromium.isAvailable, Chromium.skipReason))
    func wrongColorIsCaught() async throws {
        let harness = try DemoHarness(size: smallScreen)
        defer { harness.close() }
        let snapshot = harness.driver.snapshot
        // The picture drawn with one background color changed, compared with the right one.
        let changed = try #require(snapshot.rows.joined().first { $0.style.background >= 0 }?.style.background)
        var drawn = PictureOptions(appearance: .dark)
        drawn.palette.colors[changed] = RGBColor(hex: 0xFF00FF)
        let pixels = try await Chromium.render(snapshot.svg(drawn), width: 540, height: 288, scale: Self.scale)
        let result = CellPixels(
            snapshot: snapshot, options: PictureOptions(appearance: .dark), pixels: pixels, scale: Self.scale
        ).compare()
        #expect(!result.problems.isEmpty, "color \(changed) drawn as #ff00ff must show as cells that differ")
        #expect(result.problems.allSatisfy { $0.contains("expected") || $0.contains("text color") })
    }
}
