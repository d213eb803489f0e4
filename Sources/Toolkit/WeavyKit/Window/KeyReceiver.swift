/// What a key reaches: a component of the focus chain, a window binding, or the focus
/// ring (Tab and Shift-Tab between the focusable components of the screen).
///
/// ``Window/receiver(of:)`` says what a key would reach now, ``Window/lastKeyReceiver``
/// what the last key handled did reach, and ``Window/routedKeyHints`` what each hint of
/// the status line reaches: a test presses every hint's keys and compares.
public enum KeyReceiver: Hashable, Sendable {
    /// The component with this identity (``init(_:)`` makes it from a component).
    case component(ObjectIdentifier)
    /// The window's binding of this key (made with `Window.bind`).
    case binding(Key)
    /// The window's focus ring.
    case focusRing

    /// The receiver that is `component`. Only its identity is kept: the receiver never
    /// keeps a component alive.
    public init(_ component: Component) {
        self = .component(ObjectIdentifier(component))
    }
}

/// A hint of the status line with what its keys reach.
public struct RoutedKeyHint: Hashable, Sendable {
    /// The hint as shown.
    public let hint: KeyHint
    /// What its keys reach now: the component or binding that offers it.
    public let receiver: KeyReceiver
}
