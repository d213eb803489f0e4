extension Window {
    /// Shows a short notice at the bottom right of the window, above everything (modals
    /// too), without moving anything below it; returns its handle. Notices show one at a
    /// time, in the order posted: this one waits for those before it.
    ///
    /// ```swift
    /// window.showToast("Saved")
    /// window.showToast("Could not save: the disk is full", kind: .error)
    /// ```
    ///
    /// - Parameters:
    ///   - message: the notice; it wraps at up to 48 cells and shows at most four lines,
    ///     the last cut with `…` — except an error that needs more, which shows whole and
    ///     stays until dismissed (``Toast/staysUntilDismissed``).
    ///   - kind: ``Toast/Kind/info`` or ``Toast/Kind/error``, which stays longer and
    ///     shows in the ``Theme/errorToast`` role.
    ///   - replaced: a notice this one updates ("Downloading 40%" after "… 20%"): it
    ///     takes that one's place, at once if it is showing (with its own full time),
    ///     else in the queue; `nil`, or a notice gone already, queues it after the others.
    ///   - duration: how long it shows once it appears; by default long enough to read
    ///     it (see ``Toast/readingTime(for:kind:)``). A click on it, or
    ///     ``Toast/dismiss()``, ends it sooner.
    ///
    /// Its time runs on the window's clock (``schedule(after:_:)``): with none showing,
    /// notices never wake the app. On a closed window the notice is dismissed at once
    /// (and the mistake logged).
    @discardableResult
    public func showToast(
        _ message: String, kind: Toast.Kind = .info, duration: Duration? = nil, replacing replaced: Toast? = nil
    ) -> Toast {
        let toast = Toast(
            message: message, kind: kind,
            duration: max(.zero, duration ?? Toast.readingTime(for: message, kind: kind)), window: self)
        guard !isClosed else {
            reportMisuse("a toast was shown on a closed window; it was dismissed at once")
            toast.state = .dismissed
            return toast
        }
        if let replaced, replaced.state == .queued,
            let index = toastQueue.waiting.firstIndex(where: { $0 === replaced })
        {
            replaced.state = .dismissed
            toastQueue.waiting[index] = toast
        } else if let replaced, replaced.state == .showing, toastQueue.showing === replaced {
            toastQueue.waiting.insert(toast, at: 0)
            dismissToast(replaced)
        } else {
            toastQueue.waiting.append(toast)
        }
        if toastQueue.showing == nil { showNextToast() }
        return toast
    }

    /// The notice on screen, if any.
    public var toast: Toast? { toastQueue.showing }

    /// The notices waiting to show, first to show first.
    public var queuedToasts: [Toast] { toastQueue.waiting }

    /// Takes `toast` off the screen (the next one shows) or out of the queue.
    public func dismissToast(_ toast: Toast) {
        switch toast.state {
        case .showing where toastQueue.showing === toast:
            toastQueue.timer?.cancel()
            toastQueue.timer = nil
            toastQueue.showing = nil
            toast.state = .dismissed
            showNextToast()
        case .queued:
            toastQueue.waiting.removeAll { $0 === toast }
            toast.state = .dismissed
        default:
            break
        }
    }

    /// Dismisses every notice, the one showing and those waiting.
    public func dismissAllToasts() {
        for waiting in toastQueue.waiting { waiting.state = .dismissed }
        toastQueue.waiting.removeAll()
        if let showing = toastQueue.showing { dismissToast(showing) }
    }

    /// Shows the first notice waiting, and starts its time.
    private func showNextToast() {
        guard !toastQueue.waiting.isEmpty else {
            requestFrame()
            return
        }
        let next = toastQueue.waiting.removeFirst()
        next.state = .showing
        toastQueue.showing = next
        toastQueue.timer =
            next.staysUntilDismissed
            ? nil
            : schedule(after: next.duration) { [weak self, weak next] in
                guard let self, let next else { return }
                self.dismissToast(next)
            }
        requestFrame()
    }

    // MARK: - Hooks for rendering and input

    /// Draws the notice showing in its layer, over the content area of `bounds` (hidden
    /// while the window is too small).
    func drawToast(in bounds: Rect, theme: Theme, depth: ColorDepth) {
        toastQueue.draw(in: isTooSmall ? nil : contentRect(in: bounds), theme: theme, depth: depth)
    }

    /// The notice's layer, to show above all the others.
    var toastLayer: WindowLayer? { toastQueue.layer }

    /// A click on the notice dismisses it; a press on it is taken too, so that nothing
    /// below reacts. Returns whether the event was on the notice.
    func handleToastMouse(_ event: MouseEvent) -> Bool {
        guard let toast = toastQueue.toast(at: event.location) else { return false }
        switch event.kind {
        case .click, .doubleClick: dismissToast(toast)
        case .press, .release, .rightClick: break
        default: return false
        }
        return true
    }
}
