/// Timers a component owns: they run on its window's clock while the component is in the
/// window's tree, and end with it (popped, removed, its modal closed, its window closed),
/// so a screen's periodic work needs no handle kept, no `[weak window]` and no check that
/// the screen is still there.
extension Component {
    /// A timer of this component, and its delay while the component is in no window yet.
    struct OwnedTimer {
        let action: ScheduledAction
        /// How long after the component joins a window the timer is first due; `nil`
        /// once it is on the window's clock.
        var delayBeforeStart: Duration?
    }

    /// Runs `action` once, `delay` after now on the window's clock (see
    /// ``Window/timeSource``), while this component is in a window; returns a handle that
    /// cancels it.
    ///
    /// The action is given the window, so it need not capture it. It is cancelled when
    /// the component leaves the window's tree for good (popped from a stack, removed
    /// from its container, its modal closed, replaced on a ``Stage``, its window closed)
    /// or is released; it may capture the component itself, which then lives until that
    /// dismissal, as with a button's `onPress`. Made before the component is in a window
    /// (in its `init`), the timer starts once it is (for a window's content, once the
    /// window is attached to its terminal): `delay` counts from then.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor (Window) -> Void) -> ScheduledAction {
        own(ScheduledAction(runningOnce: runner(for: action)), delay: max(.zero, delay))
    }

    /// Runs `action` every `interval` on the window's clock (the first time one interval
    /// after now) while this component is in a window, until the returned handle is
    /// cancelled or the component leaves the window for good; see
    /// ``schedule(after:_:)`` for what ends it and what the action may capture.
    ///
    /// It runs whether the component is shown or not (a screen beneath the top of a
    /// stack, a tab not selected): check `isPresented` for work that only matters on
    /// screen.
    ///
    /// ```swift
    /// final class Inbox: Component {
    ///     let list = ListView(items: [String]()) { ListView.Row($0) }
    ///
    ///     init(load: @escaping @MainActor () -> [String]) {
    ///         super.init(title: "Inbox")
    ///         addChild(list)
    ///         schedule(every: .seconds(30)) { [list] window in
    ///             list.items = RowBuffer(load())
    ///             window.showToast("Inbox refreshed")
    ///         }
    ///     }
    /// }
    /// ```
    @discardableResult
    public func schedule(every interval: Duration, _ action: @escaping @MainActor (Window) -> Void) -> ScheduledAction {
        let step = max(.milliseconds(1), interval)
        return own(ScheduledAction(repeatingEvery: step, runner(for: action)), delay: step)
    }

    /// The closure the window runs: `action`, given the window this component is in now;
    /// nothing once the component is gone (it holds the component weakly, and no window).
    private func runner(for action: @escaping @MainActor (Window) -> Void) -> @MainActor () -> Void {
        { [weak self] in
            guard let self, let window = self.window else { return }
            action(window)
        }
    }

    /// Keeps `timer`, started now when the component is in a window, else once it is.
    private func own(_ timer: ScheduledAction, delay: Duration) -> ScheduledAction {
        ownedTimers.removeAll { !$0.action.isPending }
        guard !presentationState.isDismissed else {
            reportMisuse("\(type(of: self)) scheduled a timer after it was dismissed; it will not run")
            timer.cancel()
            return timer
        }
        ownedTimers.append(OwnedTimer(action: timer, delayBeforeStart: delay))
        startOwnedTimers()
        return timer
    }

    /// Puts the timers made before this component was in a window on its window's clock,
    /// once it is in one (through ``updatePresentation()``, which a container calls on a
    /// child it adds and a window on its content when it is attached to a terminal).
    func startOwnedTimers() {
        guard ownedTimers.contains(where: { $0.delayBeforeStart != nil }), let window else { return }
        for index in ownedTimers.indices {
            guard let delay = ownedTimers[index].delayBeforeStart else { continue }
            ownedTimers[index].delayBeforeStart = nil
            window.start(ownedTimers[index].action, after: delay)
        }
    }

    /// Cancels every timer of this component: it is gone for good.
    func cancelOwnedTimers() {
        for timer in ownedTimers { timer.action.cancel() }
        ownedTimers = []
    }
}
