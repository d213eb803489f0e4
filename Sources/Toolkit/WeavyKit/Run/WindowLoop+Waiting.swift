import Dispatch
import Glibc

/// How a running loop waits: blocked in the kernel while idle, woken by the terminal's
/// descriptors, the terminal's inbox (posts, the window's news), the main queue and its
/// timers.
extension WindowLoop {
    /// Runs on the main thread, waiting in one `poll` on the terminal's descriptors, its
    /// inbox and the main queue until the run ends. Main-actor work (a `RelayWeftable`'s
    /// wefts, a `Task` on the main actor) runs here too, and what it changed is drawn
    /// before the loop waits again.
    func waitOnMainThread(queue: Int32, source: any TerminalEventSource) -> RunOutcome {
        let waitsFor = Int16(truncatingIfNeeded: POLLIN)
        var descriptors = source.descriptors.map { pollfd(fd: $0, events: waitsFor, revents: 0) }
        let inbox = terminal.withInbox { $0.wakeDescriptor() }
        descriptors.append(pollfd(fd: inbox, events: waitsFor, revents: 0))
        descriptors.append(pollfd(fd: queue, events: waitsFor, revents: 0))
        let sources = descriptors.count - 2
        turn()
        while outcome == nil {
            // Something arrived since the loop last looked (a batch, the main queue's work
            // and the timers each end with a look): look again before waiting.
            if terminal.withInbox({ $0.loopWillWait() }) {
                turn()
                continue
            }
            let timeout = pollTimeout()
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            terminal.withInbox { $0.loopIsAwake() }
            if ready < 0 {
                // A signal interrupted the wait: the terminal's source says which.
                if errno == EINTR || errno == EAGAIN {
                    handleRead(source.readEvents())
                    continue
                }
                finish(.inputClosed)
                break
            }
            if descriptors[..<sources].contains(where: { $0.revents != 0 }) { handleRead(source.readEvents()) }
            let drained = outcome == nil && descriptors[sources + 1].revents != 0
            if drained { MainQueue.drain(queue) }
            // Timers are due when the wait timed out, or was to end at once. Otherwise
            // an event ended it first, and what falls due meanwhile makes the next wait
            // end at once.
            if outcome == nil, ready == 0 || timeout == 0 {
                fireTimers()
            } else if drained {
                turn()
            }
        }
        return outcome ?? .inputClosed
    }

    /// Handles what the terminal's source read as one batch.
    private func handleRead(_ events: [TerminalEvent]) {
        if !events.isEmpty { handleBatch(events) }
    }

    /// Milliseconds until the loop must wake (rounded up, so what is due is due when
    /// `poll` returns), or -1 to wait for events only.
    private func pollTimeout() -> Int32 {
        guard let wait = timeUntilWake else { return -1 }
        let milliseconds = (wait.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: wait.components.seconds * 1000 + milliseconds)
    }

    /// Runs with dispatch sources on the main queue: one per descriptor of the terminal
    /// (none for a terminal whose events are posted), one on its inbox, and a timer armed
    /// only while something is due. This is how any number of terminals run at once in
    /// one process. The run suspends until it ends.
    func waitWithDispatch(source: (any TerminalEventSource)?) async -> RunOutcome {
        isWaitingWithDispatch = true
        defer { isWaitingWithDispatch = false }
        var descriptors = source?.descriptors ?? []
        descriptors.append(terminal.withInbox { $0.wakeDescriptor() })
        let readers = descriptors.map { descriptor in
            let reader = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            let fromTerminal = source?.descriptors.contains(descriptor) == true
            reader.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.terminal.withInbox { $0.loopIsAwake() }
                    if fromTerminal, let source { self.handleRead(source.readEvents()) }
                    self.settle()
                }
            }
            reader.resume()
            return reader
        }
        defer {
            for reader in readers { reader.cancel() }
            wakeTimer?.cancel()
            wakeTimer = nil
        }
        settle()
        return await withCheckedContinuation { continuation in
            if let outcome {
                continuation.resume(returning: outcome)
            } else {
                setOnFinish { continuation.resume(returning: $0) }
            }
        }
    }

    /// After every wake with dispatch: looks at the inbox until it is quiet, then arms the
    /// timer for what is due next (an idle app sets none).
    private func settle() {
        repeat { turn() } while outcome == nil && terminal.withInbox({ $0.loopWillWait() })
        armWakeTimer()
    }

    /// Arms the timer that wakes a loop waiting with dispatch for what is due next (a
    /// lone Esc's delay, the window's actions), or none when nothing is.
    func armWakeTimer() {
        wakeTimer?.cancel()
        wakeTimer = nil
        guard outcome == nil, let wait = timeUntilWake else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let nanoseconds = wait.components.seconds * 1_000_000_000 + wait.components.attoseconds / 1_000_000_000
        timer.schedule(deadline: .now() + .nanoseconds(Int(clamping: nanoseconds)), leeway: .milliseconds(1))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.terminal.withInbox { $0.loopIsAwake() }
                self.fireTimers()
                self.settle()
            }
        }
        wakeTimer = timer
        timer.resume()
    }
}
