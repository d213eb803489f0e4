import Glibc

extension LiveLoop {
    /// Runs on the main thread, waiting in one `poll` on the terminal, the signal pipe and
    /// the main queue's descriptor, until the run ends.
    ///
    /// Keys and signals are handled and drawn as soon as `poll` returns; main-actor work
    /// (a `RelayWeftable`'s wefts, a `Task` on the main actor) runs here too, and what it
    /// changed is drawn before the loop waits again. `poll` waits without a timeout
    /// unless the window has an action scheduled (a spinner's next frame): then only
    /// until that action is due.
    ///
    /// - Parameters:
    ///   - queue: the main queue's descriptor, from ``MainQueue/claim()``.
    ///   - signals: the signal pipe's read end, if it could be made.
    func runOnMainThread(queue: Int32, signals: Int32?) -> RunOutcome {
        window.setNeedsDisplay()
        window.render()
        // From now on, changes outside key and signal handling are drawn before waiting.
        window.renderScheduler = { [weak self] in
            if let self, !self.handlingInput { self.renderRequested = true }
        }
        let waitsFor = Int16(truncatingIfNeeded: POLLIN)
        var descriptors = [
            pollfd(fd: terminal.inputDescriptor, events: waitsFor, revents: 0),
            pollfd(fd: signals ?? -1, events: waitsFor, revents: 0),
            pollfd(fd: queue, events: waitsFor, revents: 0),
        ]
        while outcome == nil {
            if renderRequested {
                renderRequested = false
                window.render()
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), pollTimeout())
            if ready < 0 {
                // A signal interrupted the wait: the pipe says which.
                if errno == EINTR || errno == EAGAIN { continue }
                finish(.inputClosed)
                break
            }
            if descriptors[1].revents != 0 { handleSignals() }
            if outcome == nil, descriptors[0].revents != 0 { readInput() }
            if outcome == nil, descriptors[2].revents != 0 { MainQueue.drain(queue) }
            if outcome == nil { runDueActions() }
        }
        return outcome ?? .inputClosed
    }

    /// Milliseconds until the window's next scheduled action (rounded up, so the action
    /// is due when `poll` returns), or -1 to wait for input only.
    private func pollTimeout() -> Int32 {
        guard let wait = window.timeUntilNextAction else { return -1 }
        let milliseconds = (wait.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: wait.components.seconds * 1000 + milliseconds)
    }
}
