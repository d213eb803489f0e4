/// What text fields and areas cut and copy to, and paste from: one per ``Window``, so
/// every field of an app shares it and two windows (two terminals) never do.
///
/// ```swift
/// window.clipboard.sendsToTerminal = true  // copies also reach the terminal's clipboard
/// ```
///
/// The terminal's own clipboard is reached only on request (``sendsToTerminal``), by the
/// OSC 52 sequence that xterm, kitty, iTerm2, WezTerm, foot and tmux (with
/// `set-clipboard on`) understand; a terminal that does not ignores it. Nothing is read
/// back from the terminal: a paste from outside the app arrives as the terminal's own
/// paste (``Key/paste(_:)``).
@MainActor
public final class Clipboard {
    /// What was last cut or copied, or `nil` before the first copy.
    public var text: String?

    /// Whether a copy is also sent to the terminal's clipboard (OSC 52). Off by default:
    /// a password field's text should not leave the app because someone pressed Alt-C.
    public var sendsToTerminal = false

    /// The terminal copies are sent to, when ``sendsToTerminal`` is on.
    weak var terminal: Terminal?

    /// Creates an empty clipboard.
    public init() {}

    /// Keeps `text` as what the next paste inserts, and sends it to the terminal's
    /// clipboard when ``sendsToTerminal`` is on.
    public func copy(_ text: String) {
        self.text = text
        if sendsToTerminal { terminal?.copyToSystemClipboard(text) }
    }
}
