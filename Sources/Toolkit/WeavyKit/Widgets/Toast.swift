/// A short notice shown over the window for a while: "Saved", "Could not reach the
/// server". Post one with ``Window/showToast(_:kind:duration:replacing:)``, which returns this
/// handle.
///
/// ```swift
/// let notice = window.showToast("Moved to Watched")
/// notice.dismiss()  // before its time, if it no longer matters
/// ```
///
/// Toasts show one at a time, in the order posted, each for its ``duration``, at the
/// bottom right of the window above everything (modals too), without moving anything
/// below them; a click on one dismisses it.
@MainActor
public final class Toast {
    /// What a notice is about; it decides the theme role and how long it stays.
    public enum Kind: Sendable, Hashable {
        /// News: in the ``Theme/toast`` role.
        case info
        /// Something went wrong: in the ``Theme/errorToast`` role, shown twice as long.
        case error
    }

    /// Where a notice is in its life.
    public enum State: Sendable, Hashable {
        /// Waiting for the ones before it.
        case queued
        /// On screen.
        case showing
        /// Gone: its time ran out, it was dismissed, or its window closed.
        case dismissed
    }

    /// The text; long ones wrap over a few lines.
    public let message: String
    /// What it is about.
    public let kind: Kind
    /// How long it shows, from the moment it appears (unless it
    /// ``staysUntilDismissed``).
    public let duration: Duration
    /// Whether it stays until dismissed (a click, ``dismiss()``): an error too long for
    /// ``maximumLines`` lines, which shows whole on as many lines as the window has,
    /// rather than cut, and is not taken away before it is read.
    public let staysUntilDismissed: Bool
    /// Where it is in its life.
    public internal(set) var state: State = .queued

    /// The window it was posted on.
    weak var window: Window?

    /// The most lines a notice shows before it is cut with `…` (an error that needs more
    /// stays until dismissed, on as many lines as it needs).
    public static let maximumLines = 4

    init(message: String, kind: Kind, duration: Duration, window: Window?) {
        self.message = message
        self.kind = kind
        self.duration = duration
        self.window = window
        staysUntilDismissed =
            kind == .error && TextWrapping.lines(message, width: ToastQueue.widestText).count > Self.maximumLines
    }

    /// Takes the notice away now (or out of the queue): the next one shows. Safe to call
    /// more than once.
    public func dismiss() {
        window?.dismissToast(self)
    }

    /// How long a notice of `message` stays when its poster does not say: long enough
    /// to read it — 2 s and 60 ms a word, at least 3 s — and twice that for an error.
    /// Text without spaces (Chinese, Japanese) counts a word every six cells.
    public static func readingTime(for message: String, kind: Kind) -> Duration {
        let spaced = message.split(whereSeparator: \.isWhitespace).count
        let words = max(spaced, (CellText.width(message) + 5) / 6)
        let time = max(.seconds(3), .seconds(2) + .milliseconds(60) * words)
        return kind == .error ? time * 2 : time
    }
}
