/// One key press, or one event the keyboard channel delivers (a resize, a mouse report).
///
/// Everything `wget_wch` reports in keypad mode becomes one of these. Control letters
/// that terminals send as their own keys (Ctrl-I is Tab, Ctrl-M is Enter, Ctrl-H and
/// DEL are Backspace, Ctrl-[ is Esc) arrive as those keys.
public enum Key: Hashable, Sendable {
    /// A printable character, as typed.
    case character(Character)
    /// Ctrl with a letter, lowercased: `.control("c")` is Ctrl-C.
    case control(Character)
    case enter
    case escape
    case tab
    /// Shift-Tab.
    case backTab
    case backspace
    case delete
    case insert
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    /// F1 … F12 (and beyond, when the terminal has them).
    case function(Int)
    /// The terminal changed size.
    case resize
    /// A mouse click, wheel step or move.
    case mouse(MouseEvent)
    /// A key code ncurses reported that has no name here.
    case unknown(Int)
}

extension Key: ExpressibleByExtendedGraphemeClusterLiteral {
    /// `"q"` is `.character("q")`.
    public init(extendedGraphemeClusterLiteral value: Character) {
        self = .character(value)
    }
}

/// A mouse report, in screen cells.
///
/// ncurses decodes the reports; when several arrive in a single read it may keep only
/// some of them (a release, or some wheel steps, can be lost in a burst). Keys typed
/// after a burst are never lost.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        case press
        case release
        case click
        case doubleClick
        case rightClick
        case wheelUp
        case wheelDown
        case move
    }

    /// Where it happened, in screen coordinates.
    public var location: Point
    /// What happened.
    public var kind: Kind

    /// Creates a mouse event.
    public init(_ kind: Kind, at location: Point) {
        self.kind = kind
        self.location = location
    }
}
