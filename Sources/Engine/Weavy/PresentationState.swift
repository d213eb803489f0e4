import OpenCombine

/// The presentation state of one ``Presentable``: whether it is shown, and whether it is
/// gone for good.
///
/// Containers own one per presentable they manage and drive it as they push, pop,
/// select or close. Once ``dismiss()`` has been called the state is final: later calls
/// to ``setPresented(_:)`` are ignored.
@MainActor
public final class PresentationState {
    /// Whether the owner is shown right now.
    @exclusivity(unchecked) public private(set) var isPresented = false

    /// Whether the owner is gone for good.
    public private(set) var isDismissed = false

    /// Made when first subscribed to: most components' states never are, and a send
    /// with no subject is no send. Each starts from the state as it is then.
    private var presentedSubject: CurrentValueSubject<Bool, Never>?
    private var dismissedSubject: PassthroughSubject<Void, Never>?

    /// Creates a state that is neither presented nor dismissed.
    public init() {}

    /// The current value at subscription, then every change.
    public var presentation: AnyPublisher<Bool, Never> {
        if let presentedSubject { return presentedSubject.eraseToAnyPublisher() }
        let subject = CurrentValueSubject<Bool, Never>(isPresented)
        if isDismissed { subject.send(completion: .finished) }
        presentedSubject = subject
        return subject.eraseToAnyPublisher()
    }

    /// Fires once when ``dismiss()`` is called, or at once for late subscribers.
    public var dismissed: AnyPublisher<Void, Never> {
        if isDismissed {
            return Just(()).eraseToAnyPublisher()
        }
        if let dismissedSubject { return dismissedSubject.eraseToAnyPublisher() }
        let subject = PassthroughSubject<Void, Never>()
        dismissedSubject = subject
        return subject.eraseToAnyPublisher()
    }

    /// Marks the owner as shown or hidden. Ignored after ``dismiss()``.
    public func setPresented(_ presented: Bool) {
        guard !isDismissed, presented != isPresented else { return }
        isPresented = presented
        presentedSubject?.send(presented)
    }

    /// Marks the owner as gone for good: hidden, then dismissed. Calling it again does
    /// nothing.
    public func dismiss() {
        guard !isDismissed else { return }
        setPresented(false)
        isDismissed = true
        presentedSubject?.send(completion: .finished)
        dismissedSubject?.send(())
        dismissedSubject?.send(completion: .finished)
    }
}

/// A ``Presentable`` whose state lives in a ``PresentationState``.
///
/// Conforming types only provide ``presentationState``; the ``Presentable``
/// requirements are forwarded to it.
@MainActor
public protocol PresentationStateProviding: Presentable {
    /// The state this presentable reports.
    var presentationState: PresentationState { get }
}

extension PresentationStateProviding {
    public var isPresented: Bool { presentationState.isPresented }
    public var presentation: AnyPublisher<Bool, Never> { presentationState.presentation }
    public var dismissed: AnyPublisher<Void, Never> { presentationState.dismissed }
}
