/// What going back from a screen does now: the answer of a ``LeaveConfirming`` screen.
public enum LeaveDecision: Sendable, Hashable {
    /// Go back at once: the stack pops the screen.
    case leave
    /// Do not go back: the stack keeps the screen, hints no `Esc back` and gives its
    /// back keys on to what is around it, as it does at its root (in a modal, the modal
    /// asks the same screen before Esc closes it, so it stays open too).
    case stay
    /// Ask first with the standard confirm dialog
    /// (``Dialog/confirm(title:message:confirm:cancel:isDestructive:)``), presented by
    /// the screen: it opens on Cancel, its safe button; `confirm`, drawn as destructive,
    /// pops the screen; Cancel or Esc keeps it.
    case confirm(title: String, message: String = "", confirm: String = "Discard")
}

/// A screen its ``NavigationStack`` asks before going back from it, or a modal's content
/// asked before Esc closes the modal, so that edits are not lost to an Esc: adopt it and
/// say what going back does now.
///
/// A modal asks its content, or the top screen of a content that is a navigation stack
/// (at the stack's root: above it, Esc goes back in the stack): ``LeaveDecision/leave``
/// closes it, ``LeaveDecision/stay`` keeps it open with no `Esc close` hint,
/// ``LeaveDecision/confirm(title:message:confirm:)`` asks first and closes it, as
/// cancelled, once confirmed. ``Component/dismissModal()`` does not ask.
///
/// The stack asks when the user goes back: a back key (Esc; Left, Backspace or `h` when
/// nothing focused takes input) or ``NavigationStack/goBack()``. It does not ask when
/// the program pops (``NavigationStack/pop()``, ``NavigationStack/popToRoot()``,
/// ``NavigationStack/setScreens(_:)``: what a warp does when the Loom knits a deep
/// link; the program has decided), nor on a tab switch or a screen pushed above, which
/// only hide the screen and keep its state. Only the top screen is asked.
///
/// The status line asks too, to decide whether `Esc back` shows, so answer from the
/// screen's state, without side effects. "Discard changes?" takes three lines:
///
/// ```swift
/// var leaveDecision: LeaveDecision {
///     body.isEdited ? .confirm(title: "Discard changes?", confirm: "Discard") : .leave
/// }
/// ```
///
/// For another flow (save, discard or keep), answer ``LeaveDecision/stay`` while there
/// are edits and take Esc in the screen's own ``Component/handle(_:)``: it gets the key
/// before the stack does.
@MainActor
public protocol LeaveConfirming: Component {
    /// What going back from this screen does now.
    var leaveDecision: LeaveDecision { get }
}
