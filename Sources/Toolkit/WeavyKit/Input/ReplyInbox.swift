/// The replies a terminal sent, kept until someone takes them: the latest
/// ``capacity`` (older ones are dropped, and logged once), in the order they came.
struct ReplyInbox {
    /// How many replies are kept at most.
    static let capacity = 64

    private var replies: [TerminalReply] = []
    /// Until when a cursor position report is expected (`CSI 1 ; 2 R` is then a reply).
    private var cursorReportDeadline: ContinuousClock.Instant?
    private var loggedOverflow = false

    var isEmpty: Bool { replies.isEmpty }

    /// Keeps `reply`, received at `time`.
    mutating func receive(_ reply: TerminalReply) {
        if case .cursorPosition = reply { cursorReportDeadline = nil }
        if replies.count == Self.capacity {
            replies.removeFirst()
            if !loggedOverflow {
                loggedOverflow = true
                diagnostics.warning("terminal replies nobody took: the oldest are dropped, \(Self.capacity) kept")
            }
        }
        replies.append(reply)
    }

    /// Takes the replies `isWanted` accepts, leaving the others.
    mutating func take(where isWanted: (TerminalReply) -> Bool) -> [TerminalReply] {
        var taken: [TerminalReply] = []
        replies.removeAll { reply in
            guard isWanted(reply) else { return false }
            taken.append(reply)
            return true
        }
        return taken
    }

    /// Takes the oldest reply `isWanted` accepts, leaving the others.
    mutating func takeFirst(where isWanted: (TerminalReply) -> Bool) -> TerminalReply? {
        guard let index = replies.firstIndex(where: isWanted) else { return nil }
        return replies.remove(at: index)
    }

    /// Expects a cursor position report until `deadline`.
    mutating func expectCursorReport(until deadline: ContinuousClock.Instant) {
        cursorReportDeadline = deadline
    }

    /// Whether a cursor position report is expected at `time`.
    func expectsCursorReport(at time: ContinuousClock.Instant) -> Bool {
        cursorReportDeadline.map { time < $0 } ?? false
    }
}

/// Logs the sequences the decoder drops: the first at once, then at most one line a
/// minute saying how many more were dropped, so that a flood costs no log.
struct DroppedSequenceLog {
    private var lastLogged: ContinuousClock.Instant?
    private var unlogged = 0

    mutating func note(_ description: @autoclosure () -> String, at time: ContinuousClock.Instant) {
        if let lastLogged, time - lastLogged < .seconds(60) {
            unlogged += 1
            return
        }
        let more = unlogged == 0 ? "" : " (and \(unlogged) more since the last report)"
        diagnostics.warning("dropped an input sequence that names no key or reply: \(description())\(more)")
        lastLogged = time
        unlogged = 0
    }
}
