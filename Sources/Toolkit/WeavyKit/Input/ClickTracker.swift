/// A mouse report before clicks are made of it: what ncurses (or ``XtermSequence``)
/// decoded.
package enum MouseReport: Equatable {
    /// The left button went down.
    case press(Point)
    /// The left button came up.
    case release(Point)
    /// ncurses merged a burst of presses and releases into this many clicks.
    case clicks(Int, Point)
    /// Anything else (wheel, right button, move), passed on as it is.
    case other(MouseEvent)

    /// The event for a host that reads keys one at a time (`Key(cursesStatus:value:)` in WeavyNcurses),
    /// with no clicks made: ncurses resolves them there, with the host's `mouseinterval`.
    package var event: MouseEvent {
        switch self {
        case .press(let location): MouseEvent(.press, at: location)
        case .release(let location): MouseEvent(.release, at: location)
        case .clicks(let count, let location): MouseEvent(count == 1 ? .click : .doubleClick, at: location)
        case .other(let event): event
        }
    }
}

/// Makes clicks and double clicks from the left button's press and release reports, as
/// ``MouseEvent`` describes, by the time each report was read (a monotonic clock).
struct ClickTracker {
    /// The longest time from the press of a click to the press of a second click on the
    /// same cell that makes the two a double click.
    var doubleClickInterval: Duration = .milliseconds(400)
    /// Where and when the left button went down, while it is down.
    private var press: (location: Point, time: ContinuousClock.Instant)?
    /// The last click, while a second one could make it a double click.
    private var lastClick: (location: Point, pressTime: ContinuousClock.Instant)?

    /// The events for `report`, read at `time`.
    mutating func events(for report: MouseReport, at time: ContinuousClock.Instant) -> [MouseEvent] {
        switch report {
        case .press(let location):
            press = (location, time)
            return [MouseEvent(.press, at: location)]
        case .release(let location):
            defer { press = nil }
            guard let press, press.location == location else {
                lastClick = nil
                return [MouseEvent(.release, at: location)]
            }
            return [click(at: location, pressedAt: press.time)]
        case .clicks(let count, let location):
            press = nil
            return (0..<max(1, count)).map { _ in click(at: location, pressedAt: time) }
        case .other(let event):
            return [event]
        }
    }

    private mutating func click(at location: Point, pressedAt time: ContinuousClock.Instant) -> MouseEvent {
        if let lastClick, lastClick.location == location, lastClick.pressTime.duration(to: time) <= doubleClickInterval
        {
            self.lastClick = nil
            return MouseEvent(.doubleClick, at: location)
        }
        lastClick = (location, time)
        return MouseEvent(.click, at: location)
    }
}
