/// The scroll position indicator of the scrolling widgets (``ScrollView``,
/// ``ListView``, ``Table``): a bar one column wide at their right edge, shown only when
/// the content does not fit. Its thumb (`█`) covers the share of the track (`│`) that is
/// visible, at the place it is, in the theme's ``Theme/scrollIndicator`` role. A click
/// on the track above the thumb pages up, below it pages down.
///
/// A bar rather than a `21–40 of 159` line: it costs one column instead of a row, it
/// reads at a glance, and it stays out of the content's way; widgets that count things
/// say how many elsewhere (a list's filter line shows `12 of 159`).
struct ScrollBar: Equatable {
    /// Lines (or rows) in all.
    let total: Int
    /// Lines shown at once: the height of the track.
    let visible: Int
    /// The first line shown.
    let offset: Int

    /// Whether the content is taller than the view, so the bar shows.
    var isNeeded: Bool { visible > 0 && total > visible }

    /// The rows of the track the thumb covers: at least one, at the top when the first
    /// line shows and at the bottom when the last one does.
    var thumb: Range<Int> {
        guard isNeeded else { return 0..<visible }
        let size = min(visible, max(1, (visible * visible + total / 2) / total))
        let travel = visible - size
        let scrollable = total - visible
        let clamped = min(max(0, offset), scrollable)
        var start = (travel * clamped + scrollable / 2) / scrollable
        // The ends of the track mean the ends of the content: in between, the thumb
        // keeps off them, so a bar at the top always means "nothing above".
        if travel >= 2 {
            if clamped > 0 { start = max(start, 1) }
            if clamped < scrollable { start = min(start, travel - 1) }
        }
        return start..<(start + size)
    }

    /// Draws the bar in `column` of `canvas`, its track starting at row `top`.
    func draw(on canvas: Canvas, column: Int, top: Int) {
        guard isNeeded else { return }
        let thumb = thumb
        let style = canvas.theme.scrollIndicator
        for row in 0..<visible {
            canvas.text(thumb.contains(row) ? "█" : "│", at: Point(column: column, row: top + row), style: style)
        }
    }

    /// What a click on row `row` of the track asks for: -1 a page up (above the thumb),
    /// 1 a page down (below it), 0 nothing (on the thumb, or outside the track).
    func pageDirection(atTrackRow row: Int) -> Int {
        guard isNeeded, row >= 0, row < visible else { return 0 }
        let thumb = thumb
        if row < thumb.lowerBound { return -1 }
        if row >= thumb.upperBound { return 1 }
        return 0
    }
}
