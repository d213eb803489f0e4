import Foundation
import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// The animated picture, drawn by headless Chromium at chosen moments: at each, the
/// pixels are those of the frame shown then.
///
/// Chromium's virtual time does not step CSS animations reliably, so the animation is
/// seeked instead: a copy of the picture pauses it with a negative delay (the CSS way
/// of showing the state at a time), and the geometry of the strip and the keyframes is
/// what is checked.
@MainActor
@Suite("Animated pictures drawn by Chromium show each frame at its time")
struct AnimationPixelTests {
    @Test(
        "Three demo screens, each seen in the middle of its time and none at another's",
        .enabled(if: Chromium.isAvailable, Chromium.skipReason))
    func framesAtTheirTimes() async throws {
        let harness = try DemoHarness(size: smallScreen)
        defer { harness.close() }
        var frames: [ScreenFrame] = []
        for (index, keys) in ["", "<enter>", "s"].enumerated() {
            try harness.send(keys)
            frames.append(ScreenFrame(time: .milliseconds(800 * index), snapshot: harness.driver.snapshot))
        }
        let options = PictureOptions(appearance: .dark)
        let picture = try ScreenAnimation(frames: frames, finalFrameDuration: .milliseconds(800)).svg(options)
        let (width, height) = (smallScreen.columns * options.cellWidth, smallScreen.rows * options.cellHeight)
        for (shown, moment) in [400, 1200, 2000].enumerated() {
            let paused = picture.replacingOccurrences(
                of: "</style>",
                with:
                    ".weavy-frames{animation-delay:-\(moment)ms!important;animation-play-state:paused!important}</style>"
            )
            let pixels = try await Chromium.render(paused, width: width, height: height, scale: 2)
            for (index, frame) in frames.enumerated() {
                let result = CellPixels(snapshot: frame.snapshot, options: options, pixels: pixels, scale: 2).compare()
                if index == shown {
                    #expect(result.problems.isEmpty, "at \(moment) ms, frame \(index): \(result.problems.prefix(5))")
                } else {
                    #expect(!result.problems.isEmpty, "at \(moment) ms the picture also matches frame \(index)")
                }
            }
        }
    }
}
