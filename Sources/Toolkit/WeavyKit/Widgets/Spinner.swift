import OpenCombine

/// Work under way, of unknown length: a glyph that turns, and a label.
///
/// ```swift
/// let spinner = Spinner(label: "Loading the catalog…")
/// // … later, when it is done:
/// spinner.isAnimating = false
/// ```
///
/// A spinner animates only while it is presented (on screen: not under a pushed screen,
/// not in a tab that is not selected) and ``isAnimating``: then, and only then, it asks
/// its window to wake it for the next frame (``Window/schedule(after:_:)``). Hidden,
/// stopped or dismissed, it schedules nothing, so an idle app with no spinner in view
/// never wakes; shown again, it carries on. The glyph is in the theme's
/// ``Theme/accent`` role, the label in ``Theme/text``. It takes no keys.
@MainActor
public final class Spinner: Component {
    /// The glyphs a spinner cycles through, and how long each shows.
    public struct Frames: Sendable, Hashable {
        /// The glyphs, in order; each the same width in cells.
        public var glyphs: [String]
        /// How long each glyph shows.
        public var interval: Duration

        /// Creates frames; an empty list of glyphs is replaced by a single space.
        public init(_ glyphs: [String], interval: Duration) {
            self.glyphs = glyphs.isEmpty ? [" "] : glyphs
            self.interval = max(.milliseconds(10), interval)
        }

        /// Braille dots turning, ten frames at 80 ms.
        public static let dots = Frames(
            ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"], interval: .milliseconds(80))
        /// A turning line in ASCII, for any terminal: four frames at 120 ms.
        public static let line = Frames(["|", "/", "-", "\\"], interval: .milliseconds(120))
    }

    /// The glyphs and their pace.
    public var frames: Frames {
        didSet {
            frameIndex = 0
            setNeedsDisplay()
        }
    }

    /// What is under way, right of the glyph.
    public var label: String {
        didSet {
            if label != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether the glyph turns (while presented). A stopped spinner shows its label
    /// only, where it was.
    public var isAnimating: Bool {
        didSet {
            guard isAnimating != oldValue else { return }
            updateAnimation()
            setNeedsDisplay()
        }
    }

    /// The glyph showing, as an index in ``frames``.
    public private(set) var frameIndex = 0

    /// The next frame, while one is scheduled.
    private var nextFrame: ScheduledAction?

    /// Watches whether the spinner is presented.
    private var presentationWatch: AnyCancellable?

    /// Creates a spinner with `label`, turning unless told otherwise.
    public init(label: String = "", frames: Frames = .dots, isAnimating: Bool = true) {
        self.label = label
        self.frames = frames
        self.isAnimating = isAnimating
        super.init()
        // The state changes on the main actor, from the containers: the value arrives
        // there, synchronously, so the next frame is scheduled or cancelled at once.
        presentationWatch = presentationState.presentation.sink { [weak self] _ in
            MainActor.assumeIsolated { self?.updateAnimation() }
        }
    }

    /// Whether a next frame is scheduled: only while the spinner is presented and
    /// animating.
    public var isScheduled: Bool { nextFrame?.isPending == true }

    /// Schedules the next frame when the spinner should turn and none is, cancels it
    /// when it should not.
    private func updateAnimation() {
        if isAnimating, isPresented, let window {
            guard !isScheduled else { return }
            nextFrame = window.schedule(after: frames.interval) { [weak self] in self?.advance() }
        } else {
            nextFrame?.cancel()
            nextFrame = nil
        }
    }

    private func advance() {
        nextFrame = nil
        guard isAnimating, isPresented else { return }
        frameIndex = (frameIndex + 1) % frames.glyphs.count
        setNeedsDisplay()
        updateAnimation()
    }

    private var glyphWidth: Int {
        frames.glyphs.map { CellText.width($0) }.max() ?? 1
    }

    public override func preferredHeight(forWidth width: Int) -> Int? { 1 }

    public override func preferredWidth(forHeight height: Int) -> Int? {
        glyphWidth + (label.isEmpty ? 0 : 1 + CellText.width(label))
    }

    public override func draw(in canvas: Canvas) {
        let theme = canvas.theme
        if isAnimating {
            canvas.text(frames.glyphs[frameIndex % frames.glyphs.count], at: .zero, style: theme.accent)
        }
        guard !label.isEmpty else { return }
        let column = glyphWidth + 1
        canvas.text(
            CellText.truncated(label, to: max(0, canvas.size.columns - column)), at: Point(column: column, row: 0),
            style: theme.text)
    }
}
