import WeavyKit

extension Window {
    /// The texts of the toast showing and of those waiting, in the order they show.
    var toastMessages: [String] {
        (toast.map { [$0] } ?? []).map(\.message) + queuedToasts.map(\.message)
    }
}
