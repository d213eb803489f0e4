/// How a modal ended, with its result typed as the content declares it (see
/// ``ModalContent``); `Void` for content that returns nothing.
public enum ModalOutcome<Result: Sendable>: Sendable {
    /// Closed by its content: ``ModalContent/complete(with:)``, or
    /// ``Component/dismissModal()`` for content without a result.
    case completed(Result)
    /// Closed with Esc, by a modal below it closing, by its presenter going away (popped,
    /// its tab removed, its warp ended), or by the window closing.
    case cancelled

    /// The result, or `nil` when cancelled.
    public var result: Result? {
        if case .completed(let result) = self { return result }
        return nil
    }
}

/// A component that, shown in a modal, ends it with a result of a known type: a
/// dialog's chosen action, a prompt's text, a picked item.
///
/// Presenters get the result with its type, as a callback or awaited:
///
/// ```swift
/// final class DiscardDialog: Component, ModalContent {
///     typealias Result = DiscardChoice
///     // … on Enter: complete(with: .discard)
/// }
///
/// let choice = await screen.present(DiscardDialog())  // DiscardChoice?, nil if cancelled
/// ```
@MainActor
public protocol ModalContent: Component {
    /// What the modal ends with.
    associatedtype Result: Sendable
}

extension ModalContent {
    /// Closes the modal this content is in, handing `result` to its presenter.
    public func complete(with result: Result) {
        guard let frame = layerRoot as? ModalFrame else {
            reportMisuse("\(type(of: self)) completed with a result, but it is not in a modal; ignored")
            return
        }
        frame.window?.dismiss(frame, ending: .completed(result))
    }
}

/// How a modal frame ended, before its presenter's result type is applied.
enum ModalEnding {
    /// With a result (``ModalContent/complete(with:)``).
    case completed(any Sendable)
    /// By its content, without a result (``Component/dismissModal()``): completed for a
    /// presenter that expects none, cancelled for one that expects a result.
    case closed
    case cancelled

    /// As the outcome a presenter expecting `Result` receives; a result of another type
    /// is logged and becomes a cancellation.
    func outcome<Result: Sendable>(as _: Result.Type) -> ModalOutcome<Result> {
        switch self {
        case .cancelled:
            return .cancelled
        case .closed:
            return Result.self == Void.self ? .completed(() as! Result) : .cancelled
        case .completed(let value):
            if Result.self == Void.self { return .completed(() as! Result) }
            guard let typed = value as? Result else {
                reportMisuse("a modal completed with \(type(of: value)), not the \(Result.self) its presenter expects")
                return .cancelled
            }
            return .completed(typed)
        }
    }
}
