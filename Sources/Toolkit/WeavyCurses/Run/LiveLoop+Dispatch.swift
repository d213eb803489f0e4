import Dispatch

extension LiveLoop {
    /// Runs with dispatch sources on the main queue, for when the main queue cannot be
    /// drained by the loop itself (the main task had suspended before the run, so the
    /// main actor runs on a dispatch worker). The run suspends until it ends; a key wakes
    /// dispatch's event thread, which queues its handler for the main queue's thread.
    ///
    /// - Parameter signals: the signal pipe's read end, if it could be made.
    func runOnDispatch(signals: Int32?) async -> RunOutcome {
        let input = DispatchSource.makeReadSource(fileDescriptor: terminal.inputDescriptor, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        var signalSource: (any DispatchSourceRead)?
        if let signals {
            let source = DispatchSource.makeReadSource(fileDescriptor: signals, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.handleSignals() }
            }
            signalSource = source
            source.resume()
        }
        input.resume()
        defer {
            input.cancel()
            signalSource?.cancel()
        }
        var timer: (any DispatchSourceTimer)?
        defer { timer?.cancel() }
        // Armed only while the window has an action scheduled: an idle app sets no timer.
        func armTimer() {
            timer?.cancel()
            timer = nil
            guard outcome == nil, let wait = window.timeUntilNextAction else { return }
            let source = DispatchSource.makeTimerSource(queue: .main)
            let nanoseconds = wait.components.seconds * 1_000_000_000 + wait.components.attoseconds / 1_000_000_000
            source.schedule(deadline: .now() + .nanoseconds(Int(clamping: nanoseconds)), leeway: .milliseconds(1))
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    self?.runDueActions()
                    armTimer()
                }
            }
            timer = source
            source.resume()
        }
        window.timerScheduler = { armTimer() }
        window.setNeedsDisplay()
        window.render()
        armTimer()
        // From now on, changes outside key and signal handling are drawn soon after.
        window.renderScheduler = { [weak self] in self?.scheduleRender() }
        return await withCheckedContinuation { continuation in
            if let outcome {
                continuation.resume(returning: outcome)
            } else {
                onFinish = { continuation.resume(returning: $0) }
            }
        }
    }

    private func scheduleRender() {
        guard !handlingInput, !renderRequested, outcome == nil else { return }
        renderRequested = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.renderRequested = false
                if self.outcome == nil { self.window.render() }
            }
        }
    }
}
