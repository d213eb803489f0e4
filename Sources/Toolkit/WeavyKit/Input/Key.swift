/// One key press, or one event the keyboard channel delivers (a resize, a mouse report).
///
/// Everything `wget_wch` reports in keypad mode becomes one of these. Control letters
/// that terminals send as their own keys (Ctrl-I is Tab, Ctrl-M is Enter, Ctrl-H and
/// DEL are Backspace, Ctrl-[ is Esc) arrive as those keys, except from a terminal that
/// speaks the kitty keyboard protocol, which tells them apart. What each terminal sends
/// and how it reads is in <doc:KeysAndTheTerminal>.
///
/// ## Modifiers
///
/// The cases other than ``modified(_:_:)`` are the keys pressed alone. A key pressed with
/// Shift, Alt or Ctrl is ``modified(_:_:)``: the unmodified key and the modifiers, for
/// instance `.modified(.up, .shift)` for Shift-Up, `.modified(.right, .control)` for
/// Ctrl-Right, `.modified("x", .alt)` for Alt-x and `.modified(.up, [.control, .shift])`
/// for Ctrl-Shift-Up. Match them like any other case:
///
/// ```swift
/// switch key {
/// case .up: moveUp()
/// case .modified(.up, .shift): extendSelectionUp()
/// case .modified("x", .alt): cut()
/// case .control("c"): quit()
/// default: break
/// }
/// ```
///
/// Build them with ``with(_:)`` (`Key.up.with(.shift)`), which always gives the one form
/// the decoder produces, and take them apart with ``modifiers`` and ``unmodified``.
/// That form follows these rules:
///
/// - `.modified(key, modifiers)` never has empty modifiers and never nests; `key` is
///   never a mouse report, a resize or an unknown key (those take no modifiers).
/// - Ctrl with a character is ``control(_:)``, lowercased: `.control("c")` is Ctrl-C,
///   and Ctrl-Alt-C is `.modified(.control("c"), .alt)`.
/// - Shift with an ASCII letter is the capital letter, which carries no modifier:
///   Shift-a is `"A"`, Alt-Shift-a is `.modified("A", .alt)`. Ctrl with a capital letter
///   keeps the Shift apart: `.modified(.control("a"), .shift)`, though terminals send
///   Ctrl-a for it.
/// - Shift-Tab is ``backTab``.
///
/// Equality and hashing compare that form, so `Key.modified(.up, [])` equals `.up`
/// and `.modified("a", .control)` equals `.control("a")`; a `case` pattern, though,
/// matches the written form only, so write patterns in the form above.
///
/// Which modified keys arrive depends on the terminal: xterm and its kin report Shift,
/// Alt and Ctrl with the arrows, Home/End, PageUp/PageDown, Insert/Delete and F1–F12, and
/// Alt (as Esc followed by the key) with everything else.
public enum Key: Sendable {
    /// A printable character, as typed.
    case character(Character)
    /// Ctrl with a character, lowercased: `.control("c")` is Ctrl-C.
    case control(Character)
    /// Enter (Return), and the keypad's Enter.
    case enter
    /// Esc, reported after the escape delay when no sequence follows it.
    case escape
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Backspace, whichever byte the terminal sends for it.
    case backspace
    /// Delete (forward delete).
    case delete
    /// Insert.
    case insert
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// F1 … F12 (and beyond, when the terminal has them).
    case function(Int)
    /// The terminal changed size.
    case resize
    /// A mouse click, wheel step or move.
    case mouse(MouseEvent)
    /// Text pasted in one go, from a terminal that marks pastes (xterm's bracketed
    /// paste, turned on in live terminals): the text, line breaks as `\n`. Text fields
    /// and text areas insert it as one edit; a paste is never taken for keys.
    case paste(String)
    /// A key code ncurses reported that has no name here, or a byte that is no character.
    /// (An escape sequence that names no key is dropped, never typed: see
    /// <doc:KeysAndTheTerminal>.)
    case unknown(Int)
    /// A key pressed with modifiers: see "Modifiers" above. Build it with ``with(_:)``.
    indirect case modified(Key, KeyModifiers)
    /// The terminal's window gained the focus (`ESC [ I`, sent when focus reporting is on).
    case focusGained
    /// The terminal's window lost the focus (`ESC [ O`).
    case focusLost
    /// A key let go: reported only by the kitty keyboard protocol, and only when the
    /// decoder is asked for key events (see ``KittyKeyboardFlags/reportsEventTypes``).
    /// Never equal to the key pressed, so `key == "q"` ignores releases.
    indirect case released(Key)
    /// A key held down and repeating: reported by the kitty keyboard protocol when the
    /// decoder is asked for key events; otherwise a repeat arrives as another press.
    indirect case repeated(Key)
}

extension Key {
    /// The space bar: the same key as `.character(" ")`, so `key == .space` matches it.
    public static let space: Key = .character(" ")
}

extension Key: ExpressibleByExtendedGraphemeClusterLiteral {
    /// `"q"` is `.character("q")`.
    public init(extendedGraphemeClusterLiteral value: Character) {
        self = .character(value)
    }
}
