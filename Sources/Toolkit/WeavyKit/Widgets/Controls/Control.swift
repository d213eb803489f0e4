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
    /// Whether a focus ring may stop on this component: anything but a disabled
    /// ``Control``.
    var acceptsFocusInRing: Bool {
        (self as? any Control)?.isEnabled ?? true
    }
}

extension MouseEvent {
    /// Whether this ends a click: a click, or the second click of a double click.
    /// Controls act on each.
    var isClick: Bool { kind == .click || kind == .doubleClick }
}
