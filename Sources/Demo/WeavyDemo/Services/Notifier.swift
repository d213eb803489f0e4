import WeavyNcurses

/// Where warps, models and the store post short messages for the user — "Avatar moved
/// to Watched", a file that could not be saved, a deep link to an unknown movie — which
/// the window shows as toasts (``Window/showToast(_:kind:duration:replacing:)``): over the screen,
/// without moving it, one at a time, each long enough to read.
///
/// Messages posted before the app has a window (problems found while loading the data)
/// wait, and are shown in order once ``attach(to:)`` gives it one. The notifier holds
/// the window weakly: it belongs to whoever runs the app.
@MainActor
final class Notifier {
    /// A message waiting for the window.
    private struct Pending {
        let text: String
        let kind: Toast.Kind
    }

    private weak var window: Window?
    private var pending: [Pending] = []

    /// Creates a notifier with no window yet.
    init() {}

    /// Shows the messages on `window` from now on, starting with those that waited.
    func attach(to window: Window) {
        self.window = window
        let waiting = pending
        pending.removeAll()
        for message in waiting {
            window.showToast(message.text, kind: message.kind)
        }
    }

    /// Shows `text` as a toast, after those posted before it.
    func post(_ text: String, kind: Toast.Kind = .info) {
        guard let window else {
            pending.append(Pending(text: text, kind: kind))
            return
        }
        window.showToast(text, kind: kind)
    }
}
