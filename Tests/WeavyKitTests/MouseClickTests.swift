import Testing

@testable import WeavyKit

/// Clicks and double clicks made from press and release reports, on a clock the tests
/// set (the reader uses the monotonic clock).
@Suite("Mouse: clicks and double clicks from presses and releases")
struct MouseClickTests {
    private let cell = Point(column: 4, row: 2)
    private let start = ContinuousClock.now

    /// The kinds of event for `reports`, each read `milliseconds` after the start.
    private func kinds(
        _ reports: [(Int, MouseReport)], interval: Duration = .milliseconds(400)
    ) -> [MouseEvent.Kind] {
        var tracker = ClickTracker()
        tracker.doubleClickInterval = interval
        return reports.flatMap { milliseconds, report in
            tracker.events(for: report, at: start + .milliseconds(milliseconds)).map(\.kind)
        }
    }

    /// A person's click: press, and release `length` ms later.
    private func click(at time: Int, _ location: Point? = nil, length: Int = 80) -> [(Int, MouseReport)] {
        [(time, .press(location ?? cell)), (time + length, .release(location ?? cell))]
    }

    @Test("A press reaches the app at once; its release on the same cell is a click")
    func click() {
        var tracker = ClickTracker()
        #expect(tracker.events(for: .press(cell), at: start) == [MouseEvent(.press, at: cell)])
        #expect(tracker.events(for: .release(cell), at: start + .milliseconds(80)) == [MouseEvent(.click, at: cell)])
    }

    @Test("Two clicks on one cell within the interval: press, click, press, doubleClick")
    func doubleClick() {
        #expect(kinds(click(at: 0) + click(at: 160)) == [.press, .click, .press, .doubleClick])
        // Press to press is what counts: 400 ms is still a double click, 401 ms is not.
        #expect(kinds(click(at: 0) + click(at: 400)) == [.press, .click, .press, .doubleClick])
        #expect(kinds(click(at: 0) + click(at: 401)) == [.press, .click, .press, .click])
    }

    @Test("A third click starts over; four quick clicks are two double clicks")
    func tripleClick() {
        let clicks = click(at: 0) + click(at: 160) + click(at: 320) + click(at: 480)
        #expect(kinds(clicks) == [.press, .click, .press, .doubleClick, .press, .click, .press, .doubleClick])
    }

    @Test("Clicks on two cells, or a drag, are no double click")
    func noDoubleClick() {
        let other = Point(column: 5, row: 2)
        #expect(kinds(click(at: 0) + click(at: 160, other)) == [.press, .click, .press, .click])
        let drag: [(Int, MouseReport)] = [(0, .press(cell)), (80, .release(other))]
        #expect(kinds(drag + click(at: 160, other)) == [.press, .release, .press, .click])
        #expect(kinds([(0, .release(cell))]) == [.release])
    }

    @Test("The interval is configurable; zero turns double clicks off")
    func interval() {
        #expect(kinds(click(at: 0) + click(at: 160), interval: .milliseconds(100)) == [.press, .click, .press, .click])
        #expect(kinds(click(at: 0) + click(at: 1), interval: .zero) == [.press, .click, .press, .click])
    }

    @Test("Clicks ncurses merged from a burst: one click, or click and doubleClick")
    func mergedClicks() {
        #expect(kinds([(0, .clicks(1, cell))]) == [.click])
        #expect(kinds([(0, .clicks(2, cell))]) == [.click, .doubleClick])
        #expect(kinds(click(at: 0) + [(200, .clicks(1, cell))]) == [.press, .click, .doubleClick])
    }

    @Test("Wheel, right button and moves pass through unchanged")
    func otherEvents() {
        for kind in [MouseEvent.Kind.wheelUp, .wheelDown, .rightClick, .move] {
            #expect(kinds([(0, .other(MouseEvent(kind, at: cell)))]) == [kind])
        }
        #expect(
            kinds(click(at: 0) + [(100, .other(MouseEvent(.wheelUp, at: cell)))] + click(at: 160)) == [
                .press, .click, .wheelUp, .press, .doubleClick,
            ])
    }

    @Test("For a host reading keys one at a time, reports map to events without clicks made")
    func embeddedEvents() {
        #expect(MouseReport.press(cell).event == MouseEvent(.press, at: cell))
        #expect(MouseReport.release(cell).event == MouseEvent(.release, at: cell))
        #expect(MouseReport.clicks(1, cell).event == MouseEvent(.click, at: cell))
        #expect(MouseReport.clicks(2, cell).event == MouseEvent(.doubleClick, at: cell))
    }
}
