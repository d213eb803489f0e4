/// A component someone operates — a button, a checkbox, a radio group, a select — and
/// that can be turned off.
///
/// A disabled control draws in the theme's `disabled` role, ignores keys and clicks,
/// and the focus rings of a ``Form`` and a ``Dialog`` pass over it.
///
/// ```swift
/// send.isEnabled = !body.text.isEmpty
/// ```
@MainActor
public protocol Control: Component {
    /// Whether the control can be used now.
    var isEnabled: Bool { get }
}

extension Component {
    /// Whether a focus ring may stop on this component: one that takes the focus
    /// (``Component/acceptsFocus``) and is not a disabled ``Control``, or a component
    /// holding such a one (a row of buttons). Text that only shows something, a
    /// ``Label`` or a ``ScrollView`` that fits, is no stop.
    var acceptsFocusInRing: Bool {
        if let control = self as? any Control, !control.isEnabled { return false }
        return acceptsFocus || children.contains { shows($0) && $0.acceptsFocusInRing }
    }
}

extension MouseEvent {
    /// Whether this ends a click: a click, or the second click of a double click.
    /// Controls act on each.
    var isClick: Bool { kind == .click || kind == .doubleClick }
}
