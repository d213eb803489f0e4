/// A mouse report, in screen cells.
///
/// ## Clicks
///
/// Button presses reach the app at once; clicks are made from the press and release
/// reports (see ``Terminal/doubleClickInterval``). The left button's events are:
///
/// - ``Kind/press`` when it goes down;
/// - ``Kind/click`` when it comes up on the cell where it went down;
/// - ``Kind/doubleClick`` instead of that click when it ends a second click on the same
///   cell whose press came within the double-click interval of the first click's press;
/// - ``Kind/release`` when it comes up anywhere else (a drag).
///
/// So a double click arrives as `press, click, press, doubleClick`, and a widget opens
/// on `.doubleClick` alone; a third click starts over with `click`. ncurses may merge
/// reports that arrive in one burst: a press and release arrive as one `click`, two
/// clicks as `click, doubleClick`. A release or some wheel steps can be lost in a burst;
/// keys typed after a burst are never lost.
///
/// The other buttons report when they go down: ``Kind/rightClick``,
/// ``Kind/middleClick``, ``Kind/back``, ``Kind/forward`` and ``Kind/otherButton(_:)``;
/// the wheel reports ``Kind/wheelUp``, ``Kind/wheelDown``, ``Kind/wheelLeft`` and
/// ``Kind/wheelRight``. Every event carries the Shift, Alt and Ctrl keys held with it, as
/// the terminal reports them (many keep Shift-clicks for their own selection).
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// The left button went down.
        case press
        /// The left button came up elsewhere than where it went down.
        case release
        /// The left button went down and up on one cell.
        case click
        /// A second click on the same cell, soon after the first.
        case doubleClick
        /// The right button went down.
        case rightClick
        /// The middle button (or the wheel, pressed) went down.
        case middleClick
        /// The "back" side button (button 8) went down.
        case back
        /// The "forward" side button (button 9) went down.
        case forward
        /// A further button (10 or 11) went down.
        case otherButton(Int)
        /// The wheel turned away from the user: scroll up.
        case wheelUp
        /// The wheel turned towards the user: scroll down.
        case wheelDown
        /// The wheel tilted (or a touchpad swiped) left.
        case wheelLeft
        /// The wheel tilted (or a touchpad swiped) right.
        case wheelRight
        /// The mouse moved, when the terminal reports motion: with a button held, or with
        /// none when every motion is reported.
        case move
    }

    /// Where it happened, in screen coordinates.
    public var location: Point
    /// What happened.
    public var kind: Kind
    /// The keys held with it: Shift, Alt, Ctrl, or none.
    public var modifiers: KeyModifiers

    /// Creates a mouse event.
    public init(_ kind: Kind, at location: Point, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.location = location
        self.modifiers = modifiers
    }
}
