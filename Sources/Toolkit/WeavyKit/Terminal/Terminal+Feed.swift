extension Terminal {
    /// Feeds raw bytes to the terminal's input, as if read from a terminal, and returns
    /// the keys decoded from them: escape sequences, UTF-8, mouse reports, focus events.
    /// Replies the terminal sent (colours, modes, attributes; see ``TerminalReply``) are
    /// kept for ``takeReplies()``, never returned as keys.
    ///
    /// What a terminal carries from one read to the next carries from one feed to the
    /// next, exactly as in the run loop: a sequence or character split across two feeds
    /// is assembled (`ESC [` then `A` is Up), a paste goes on, a button pressed in one is
    /// released in the next. An Esc (or the start of a sequence) at the end of a feed
    /// waits: it is resolved by time, as a terminal's is. When the next feed comes more
    /// than ``escapeDelay`` later, the Esc is taken alone (``Key/escape``) before that
    /// feed's bytes; when it comes sooner, the Esc goes with them (`ESC` then `x` is
    /// Alt-x). A caller that knows no more input is coming (the end of its input, a test)
    /// calls ``flushInput()`` to get the pending Esc out at once.
    ///
    /// For headless and stream terminals, and any whose input is handed to it. A live
    /// terminal reads its own input: for it this is a logged no-op.
    public func feed(_ bytes: [UInt8]) -> [Key] {
        guard acceptsFedInput(from: "feed(_:)") else { return [] }
        return decodeInput(bytes, at: .now)
    }

    /// Hands over at once what the input read so far left waiting for more bytes: a
    /// lone Esc (``Key/escape``), a key's cut-short sequence (as the keys typed), a
    /// paste without its closing mark (as the text so far); a reply cut short is dropped.
    /// For a caller of ``feed(_:)`` that knows no more input is coming; the run loop
    /// resolves these by time itself.
    public func flushInput() -> [Key] {
        guard acceptsFedInput(from: "flushInput()") else { return [] }
        return withInputState { reader in
            var keys: [Key] = []
            reader.endOfInput(at: .now, final: true, to: &keys)
            return keys
        }
    }

    /// How long the run loop waits after an Esc at the end of the input for the rest of
    /// an escape sequence before it reports a lone Esc: 25 ms, as terminal programs
    /// wait, unless set (a live terminal follows `ESCDELAY`). ``feed(_:)`` measures it
    /// on the clock between feeds.
    public var escapeDelay: Duration {
        get { withFeedSettings { $0 } }
        set { withFeedSettings { $0 = max(.zero, newValue) } }
    }

    /// Whether input may be fed to this terminal; logs the misuse when not.
    private func acceptsFedInput(from function: String) -> Bool {
        guard !isClosed else {
            reportMisuse("\(function) on a closed terminal; nothing was decoded")
            return false
        }
        guard mode != .live else {
            reportMisuse("\(function) feeds a terminal whose input is handed to it; a live one reads its own")
            return false
        }
        return true
    }

    /// Decodes `bytes` read at `time`, keeping what is incomplete for the next read.
    /// What waited past its deadline before `time` (a lone Esc) is handed over first.
    func decodeInput(_ bytes: [UInt8], at time: ContinuousClock.Instant) -> [Key] {
        decodeInputWithDeadline(bytes, at: time).keys
    }

    /// Decodes `bytes` read at `time`, as ``decodeInput(_:at:)`` does, and says when what
    /// they leave incomplete must be handed over (see ``inputDeadline``): one lock a read.
    func decodeInputWithDeadline(
        _ bytes: [UInt8], at time: ContinuousClock.Instant
    ) -> (keys: [Key], deadline: ContinuousClock.Instant?) {
        withInputAndEscapeDelay { reader, delay in
            var keys: [Key] = []
            reader.expire(at: time, escapeDelay: delay, to: &keys)
            for byte in bytes { reader.add(byte, at: time, to: &keys) }
            return (keys, reader.deadline(escapeDelay: delay))
        }
    }

    /// Ends a burst of input whose deadline passed (see ``inputDeadline``): what was
    /// waiting for more bytes (a lone Esc, a cut-short sequence) is handed over.
    func flushInput(at time: ContinuousClock.Instant) -> [Key] {
        withInputState { reader in
            var keys: [Key] = []
            reader.endOfInput(at: time, to: &keys)
            return keys
        }
    }
}

extension Terminal {
    /// When the input read so far, ending in something incomplete (a lone Esc, part of a
    /// sequence, a paste without its closing mark), is handed over if nothing more
    /// arrives; `nil` when nothing waits.
    var inputDeadline: ContinuousClock.Instant? {
        let delay = escapeDelay
        return withInputState { $0.deadline(escapeDelay: delay) }
    }
}
