import WeavyKit

/// The input modes a live terminal sets while the program has it, and the bytes that
/// give each back: bracketed paste, and the keyboard enhancement its answers allowed
/// (kitty's flags pushed, or xterm's `modifyOtherKeys`). Set when curses mode is entered
/// and reset before it is left, on every way: close, suspend, exit, a crash.
struct LiveInputModes: Equatable, Sendable {
    /// What turns them on.
    var on: [UInt8]
    /// What gives them back, the enhancement first: kitty keeps one stack of flags for
    /// each screen, so they are popped on the alternate screen they were pushed on.
    var off: [UInt8]

    static let bracketedPasteOn: [UInt8] = Array("\u{1B}[?2004h".utf8)
    static let bracketedPasteOff: [UInt8] = Array("\u{1B}[?2004l".utf8)

    /// Bracketed paste only.
    static let pasteOnly = LiveInputModes(keyboard: .none)

    init(keyboard: KeyboardEnhancement) {
        on = Self.bracketedPasteOn + keyboard.setSequence
        off = keyboard.resetSequence + Self.bracketedPasteOff
    }
}
