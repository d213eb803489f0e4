import WeavyKit

/// One screen of an animation, and when it appears.
public struct ScreenFrame: Sendable, Equatable {
    /// When the screen appears, from the start of the animation.
    public var time: Duration
    /// The screen.
    public var snapshot: Snapshot

    /// A frame showing `snapshot` from `time` on (until the next frame's time).
    public init(time: Duration, snapshot: Snapshot) {
        self.time = time
        self.snapshot = snapshot
    }
}

/// Screens shown one after the other, as one animated SVG picture (a CSS animation:
/// it plays wherever SVG is shown, a browser, an `<img>` in a README, an editor).
///
/// The frames are drawn side by side on a strip that a single keyframe animation moves
/// under a window one screen wide, each step at its frame's time; a frame that shows
/// the same screen as the one before it adds nothing to the file.
///
/// ```swift
/// let first = driver.snapshot
/// driver.press(.down)
/// let animation = ScreenAnimation(frames: [
///     ScreenFrame(time: .zero, snapshot: first),
///     ScreenFrame(time: .milliseconds(400), snapshot: driver.snapshot),
/// ])
/// let picture = try animation.svg(PictureOptions(appearance: driver.terminal.appearance))
/// ```
public struct ScreenAnimation: Sendable, Equatable {
    /// The frames, in the order of their times.
    public var frames: [ScreenFrame]
    /// How long the last frame stays before the animation ends (or starts again).
    public var finalFrameDuration: Duration
    /// Whether the animation starts again after the last frame; otherwise it stays on it.
    public var loops: Bool

    /// An animation of `frames`, the last one held for `finalFrameDuration`.
    public init(frames: [ScreenFrame], finalFrameDuration: Duration = .seconds(2), loops: Bool = true) {
        self.frames = frames
        self.finalFrameDuration = finalFrameDuration
        self.loops = loops
    }

    /// The animated picture; the same frames and options always give the same bytes.
    ///
    /// - Throws: ``ScreenAnimationError`` when there is no frame, a frame's time is
    ///   negative or before the previous one's, or the last frame would not be shown.
    public func svg(_ options: PictureOptions = PictureOptions()) throws(ScreenAnimationError) -> String {
        let shown = try distinctFrames()
        let columns = shown.map(\.snapshot.size.columns).max() ?? 0
        let rows = shown.map(\.snapshot.size.rows).max() ?? 0
        let (width, height) = options.pixels(of: Size(columns: columns, rows: rows))
        let total = Self.milliseconds(shown.last!.time + finalFrameDuration)
        var keyframes = "@keyframes weavy-frames{"
        for (index, frame) in shown.enumerated() {
            keyframes +=
                "\(Self.percent(Self.milliseconds(frame.time), of: total)){transform:translateX(-\(index * width)px)}"
        }
        keyframes += "100%{transform:translateX(-\((shown.count - 1) * width)px)}}"
        let repetition = loops ? "infinite" : "1 forwards"
        let animation = ".weavy-frames{animation:weavy-frames \(total)ms step-end \(repetition)}"
        var lines = [
            SVGDocument.header(width: width, height: height, options: options, extraStyle: keyframes + animation)
        ]
        lines.append(#"<rect width="\#(width)" height="\#(height)" fill="\#(options.palette.defaultBackground)"/>"#)
        lines.append(#"<svg width="\#(width)" height="\#(height)"><g class="weavy-frames">"#)
        for (index, frame) in shown.enumerated() {
            lines.append(#"<g transform="translate(\#(index * width),0)">"#)
            lines += ScreenDrawing(snapshot: frame.snapshot, options: options).elements()
            lines.append("</g>")
        }
        lines.append("</g></svg>")
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The frames checked, each one that repeats the screen before it left out.
    func distinctFrames() throws(ScreenAnimationError) -> [ScreenFrame] {
        guard !frames.isEmpty else { throw .noFrames }
        guard finalFrameDuration > .zero else { throw .finalFrameNotShown(finalFrameDuration) }
        var shown: [ScreenFrame] = []
        for (index, frame) in frames.enumerated() {
            guard frame.time >= .zero else { throw .negativeTime(frame: index, time: frame.time) }
            if let previous = frames[..<index].last, frame.time < previous.time {
                throw .outOfOrder(frame: index, time: frame.time, previous: previous.time)
            }
            if shown.last?.snapshot != frame.snapshot { shown.append(frame) }
        }
        return shown
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// `part` of `total` as a CSS percentage with three decimals, rounded down.
    private static func percent(_ part: Int64, of total: Int64) -> String {
        let thousandths = total > 0 ? part * 100_000 / total : 0
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)%"
    }
}

/// Why frames cannot be made into an animation.
public enum ScreenAnimationError: Error, Equatable, CustomStringConvertible {
    /// There is no frame to show.
    case noFrames
    /// A frame's time is before the start.
    case negativeTime(frame: Int, time: Duration)
    /// A frame's time is before the previous frame's.
    case outOfOrder(frame: Int, time: Duration, previous: Duration)
    /// The last frame is held for no time at all.
    case finalFrameNotShown(Duration)

    /// The problem in one sentence.
    public var description: String {
        switch self {
        case .noFrames: "an animation needs at least one frame"
        case .negativeTime(let frame, let time): "frame \(frame) is at \(time), before the start"
        case .outOfOrder(let frame, let time, let previous):
            "frame \(frame) is at \(time), before the frame ahead of it (at \(previous)): frames go in time order"
        case .finalFrameNotShown(let duration):
            "the last frame would be shown for \(duration): give it a positive finalFrameDuration"
        }
    }
}
