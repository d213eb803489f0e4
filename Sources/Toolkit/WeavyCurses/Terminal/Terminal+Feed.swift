extension Terminal {
    /// Feeds raw bytes to a headless terminal's input, as if typed on a terminal, and
    /// returns the keys decoded from them: escape sequences as ncurses decodes them for
    /// an xterm-256color terminal, UTF-8 and mouse reports. What a terminal carries from
    /// one read to the next carries from one feed to the next: a character split across
    /// two feeds is assembled, a button pressed in one is released in the next.
    ///
    /// Decoding goes through ncurses, which allows one screen per process: the call
    /// opens one for its duration, waiting while another thread holds one. On a thread
    /// that already has a curses screen open (a live terminal, a null-device terminal)
    /// the bytes cannot be decoded; the mistake is logged and no keys are returned.
    /// A lone Esc at the very end is reported after the Esc delay; a mouse report cut
    /// short at the end is dropped. Other terminals read their own input: for them this
    /// is a logged no-op.
    public func feed(_ bytes: [UInt8]) -> [Key] {
        let delay = escapeDelay
        guard mode == .headless else {
            reportMisuse("feed(_:) only feeds a headless terminal; a \(mode) one reads its own input")
            return []
        }
        if let curses { return curses.decode(bytes, escapeDelay: delay) }
        var input = withInputState { $0 }
        guard let keys = InputDecoding.decode(bytes, state: &input, escapeDelay: delay) else {
            reportMisuse(
                "feed(_:) cannot decode input on a thread that has a curses screen open; close it first")
            return []
        }
        withInputState { $0 = input }
        return keys
    }

    /// How long ``feed(_:)`` waits after an Esc at the end of the bytes for the rest of
    /// an escape sequence before it reports a lone Esc: 25 ms, as a live terminal waits,
    /// unless set. Tests that feed many lone Escs may shorten it. A headless terminal's
    /// setting; others have their own (``LiveTerminalOptions/escapeDelay``).
    public var escapeDelay: Duration {
        get { withFeedSettings { $0 } }
        set { withFeedSettings { $0 = max(.zero, newValue) } }
    }
}
