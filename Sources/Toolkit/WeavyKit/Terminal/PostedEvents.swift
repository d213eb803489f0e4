/// The events posted to a terminal while no window runs on it, kept for the next run,
/// with a cap on the input they hold.
struct PostedEvents {
    private(set) var events: [TerminalEvent] = []
    private var inputBytes = 0
    /// The most input kept; older events go first beyond it.
    static let inputLimit = 1 << 20

    var isEmpty: Bool { events.isEmpty }

    mutating func append(contentsOf new: [TerminalEvent]) {
        for event in new {
            if case .input(let bytes) = event { inputBytes += bytes.count }
            events.append(event)
        }
        var dropped = 0
        while inputBytes > Self.inputLimit, !events.isEmpty {
            if case .input(let bytes) = events.removeFirst() { inputBytes -= bytes.count }
            dropped += 1
        }
        if dropped > 0 {
            reportMisuse("\(dropped) events posted to a terminal no window runs on were dropped (over 1 MiB)")
        }
    }

    mutating func removeAll() {
        events.removeAll()
        inputBytes = 0
    }
}
