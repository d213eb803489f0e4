import Testing
import WeavyKit
import WeavyPictures

/// Frames made into one animated SVG picture.
@Suite("Screen animations")
struct ScreenAnimationTests {
    private let first = Cells.snapshot(columns: 4, [Cells.of("one ")])
    private let second = Cells.snapshot(columns: 4, [Cells.of("two ")])
    private let third = Cells.snapshot(columns: 4, [Cells.of("six ")])

    @Test("Each frame is a screen on a strip; one keyframe per frame moves it at the frame's time")
    func keyframes() throws {
        let animation = ScreenAnimation(
            frames: [
                ScreenFrame(time: .zero, snapshot: first),
                ScreenFrame(time: .milliseconds(250), snapshot: second),
                ScreenFrame(time: .milliseconds(1000), snapshot: third),
            ], finalFrameDuration: .seconds(2))
        let picture = try animation.svg()
        #expect(
            picture.contains(
                "@keyframes weavy-frames{0.000%{transform:translateX(-0px)}8.333%{transform:translateX(-36px)}"
                    + "33.333%{transform:translateX(-72px)}100%{transform:translateX(-72px)}}"))
        #expect(picture.contains(".weavy-frames{animation:weavy-frames 3000ms step-end infinite}"))
        for (index, word) in ["one", "two", "six"].enumerated() {
            #expect(
                picture.contains(
                    "<g transform=\"translate(\(index * 36),0)\">\n<text x=\"0\" y=\"14\" fill=\"#e5e5e5\" textLength=\"27\">\(word)</text>"
                ))
        }
        #expect(
            picture.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="36" height="18""##), "one screen wide")
        #expect(XMLCheck.problem(in: picture) == nil)
        #expect(try animation.svg() == picture, "the same frames give the same bytes")
    }

    @Test("A frame repeating the screen before it adds nothing; without looping the last frame stays")
    func repeatsAndLooping() throws {
        let animation = ScreenAnimation(
            frames: [
                ScreenFrame(time: .zero, snapshot: first),
                ScreenFrame(time: .milliseconds(100), snapshot: first),
                ScreenFrame(time: .milliseconds(500), snapshot: second),
            ], finalFrameDuration: .milliseconds(500), loops: false)
        let picture = try animation.svg()
        #expect(picture.components(separatedBy: "<g transform=").count - 1 == 2)
        #expect(picture.contains("0.000%{transform:translateX(-0px)}50.000%{transform:translateX(-36px)}"))
        #expect(picture.contains("animation:weavy-frames 1000ms step-end 1 forwards"))
    }

    @Test("No frame, a negative time, frames out of order, a last frame never shown: each a clear error")
    func errors() {
        #expect(throws: ScreenAnimationError.noFrames) { try ScreenAnimation(frames: []).svg() }
        #expect(throws: ScreenAnimationError.negativeTime(frame: 0, time: .milliseconds(-1))) {
            try ScreenAnimation(frames: [ScreenFrame(time: .milliseconds(-1), snapshot: first)]).svg()
        }
        let late = ScreenFrame(time: .seconds(2), snapshot: first)
        let early = ScreenFrame(time: .seconds(1), snapshot: second)
        #expect(throws: ScreenAnimationError.outOfOrder(frame: 1, time: .seconds(1), previous: .seconds(2))) {
            try ScreenAnimation(frames: [late, early]).svg()
        }
        #expect(throws: ScreenAnimationError.finalFrameNotShown(.zero)) {
            try ScreenAnimation(frames: [late], finalFrameDuration: .zero).svg()
        }
        #expect(
            ScreenAnimationError.outOfOrder(frame: 1, time: .seconds(1), previous: .seconds(2)).description.contains(
                "time order"))
    }

    @Test("Frames of different sizes share a picture as large as the largest")
    func sizes() throws {
        let wide = Cells.snapshot(columns: 6, [Cells.of("wider!"), Cells.of("")])
        let picture = try ScreenAnimation(frames: [
            ScreenFrame(time: .zero, snapshot: first), ScreenFrame(time: .seconds(1), snapshot: wide),
        ]).svg()
        #expect(picture.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="54" height="36""##))
        #expect(picture.contains("translateX(-54px)"))
    }
}
