extension Terminal {
    /// Takes the replies the terminal sent (to the questions asked of it: colours, modes,
    /// attributes, its version, the cursor's position, its keyboard flags), oldest
    /// first. The decoder keeps them apart from the keys as they arrive; they wait here
    /// (the latest 64) until taken.
    public func takeReplies() -> [TerminalReply] {
        withInputState { $0.replies.take { _ in true } }
    }

    /// Takes the replies `isWanted` accepts, leaving the others for whoever asked them.
    public func takeReplies(where isWanted: (TerminalReply) -> Bool) -> [TerminalReply] {
        withInputState { $0.replies.take(where: isWanted) }
    }

    /// Waits for a reply `isWanted` accepts, up to `timeout`, and takes it (the oldest,
    /// when several are waiting; the others stay); `nil` when
    /// none came in time (a terminal that does not know the question answers nothing:
    /// ask DA1, `CSI c`, after it, which every terminal answers, and stop at its
    /// ``TerminalReply/primaryDeviceAttributes(_:)``).
    ///
    /// The replies arrive through the input the terminal decodes (its run loop, or
    /// ``feed(_:)``), which must go on meanwhile; this looks every few milliseconds.
    public func reply(
        matching isWanted: @escaping @Sendable (TerminalReply) -> Bool, timeout: Duration
    ) async -> TerminalReply? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let reply = withInputState({ $0.replies.takeFirst(where: isWanted) }) { return reply }
            guard ContinuousClock.now < deadline, !Task.isCancelled else { return nil }
            try? await Task.sleep(for: min(.milliseconds(5), deadline - .now))
        }
    }

    /// Says a cursor position report (`CSI 6 n`) was asked: until one arrives, or for
    /// `time` at most, `CSI row ; column R` is read as ``TerminalReply/cursorPosition(row:column:)``
    /// even where it could be a key (`CSI 1 ; 2 R` is also Shift-F3). Call it before
    /// writing the question.
    public func expectCursorPositionReport(within time: Duration = .seconds(2)) {
        withInputState { $0.replies.expectCursorReport(until: .now + time) }
    }

    /// The kitty keyboard flags the app set on the terminal (with
    /// ``KittyKeyboardFlags/pushSequence``), for the decoder: with any, modifier numbers
    /// follow the kitty protocol's bits (where xterm's 9 is Meta, kitty's is Super);
    /// with ``KittyKeyboardFlags/reportsEventTypes``, releases and repeats are keys
    /// (``Key/released(_:)``, ``Key/repeated(_:)``). Empty (the default) when none are.
    /// Whatever they are, the decoder reads every form the protocol sends.
    public var keyboardFlags: KittyKeyboardFlags {
        get { withInputState { $0.keyboardFlags } }
        set { withInputState { $0.keyboardFlags = newValue } }
    }
}
