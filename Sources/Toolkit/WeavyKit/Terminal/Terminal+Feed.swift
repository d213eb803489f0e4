extension Terminal {
    /// Feeds raw bytes to the terminal's input, as if typed on a terminal, and returns
    /// the keys decoded from them: escape sequences, UTF-8 and mouse reports. What a
    /// terminal carries from one read to the next carries from one feed to the next: a
    /// character split across two feeds is assembled, a button pressed in one is
    /// released in the next. A lone Esc at the very end is reported at once.
    ///
    /// For headless and stream terminals, and any whose input is handed to it. A live
    /// terminal reads its own input: for it this is a logged no-op.
    public func feed(_ bytes: [UInt8]) -> [Key] {
        guard !isClosed else {
            reportMisuse("feed(_:) on a closed terminal; nothing was decoded")
            return []
        }
        guard mode != .live else {
            reportMisuse("feed(_:) feeds a terminal whose input is handed to it; a live one reads its own")
            return []
        }
        var keys = decodeInput(bytes, at: .now)
        keys += flushInput(at: .now)
        return keys
    }

    /// How long the run loop waits after an Esc at the end of the input for the rest of
    /// an escape sequence before it reports a lone Esc: 25 ms, as terminal programs
    /// wait, unless set (a live terminal follows `ESCDELAY`).
    public var escapeDelay: Duration {
        get { withFeedSettings { $0 } }
        set { withFeedSettings { $0 = max(.zero, newValue) } }
    }

    /// Decodes `bytes` read at `time`, keeping what is incomplete for the next read.
    func decodeInput(_ bytes: [UInt8], at time: ContinuousClock.Instant) -> [Key] {
        withInputState { reader in
            var keys: [Key] = []
            for byte in bytes { reader.add(byte, at: time, to: &keys) }
            return keys
        }
    }

    /// Ends a burst of input: what was waiting for more bytes (a lone Esc, a cut-short
    /// sequence) is handed over.
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
