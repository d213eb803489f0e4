import CNcurses

/// One curses window with its panel: the window content, the status line, or one modal.
///
/// Panels keep the z-order (later layers above earlier ones). When its rectangle
/// changes the layer gets a new window of the right size, swapped into the same panel,
/// so it never has to be moved or grown past the screen's edge.
final class Layer {
    private(set) var window: UnsafeMutablePointer<WINDOW>
    private(set) var panel: UnsafeMutablePointer<PANEL>
    private(set) var rect: Rect
    private(set) var isHidden = false
    var needsDisplay = true
    var cursor: Point?

    /// Creates a layer on top of the panel deck. Call inside the curses lock.
    init?(rect: Rect) {
        let safe = Layer.clamped(rect)
        guard
            let window = newwin(
                Int32(safe.size.rows), Int32(safe.size.columns), Int32(safe.minRow), Int32(safe.minColumn)),
            let panel = new_panel(window)
        else { return nil }
        self.window = window
        self.panel = panel
        self.rect = safe
    }

    /// Gives the layer a new rectangle. Call inside the curses lock.
    func move(to rect: Rect) {
        let safe = Layer.clamped(rect)
        guard safe != self.rect else { return }
        if let replacement = newwin(
            Int32(safe.size.rows), Int32(safe.size.columns), Int32(safe.minRow), Int32(safe.minColumn))
        {
            replace_panel(panel, replacement)
            delwin(window)
            window = replacement
            self.rect = safe
        }
        needsDisplay = true
    }

    /// Shows or hides the panel. Call inside the curses lock.
    func setHidden(_ hidden: Bool) {
        guard hidden != isHidden else { return }
        isHidden = hidden
        if hidden { hide_panel(panel) } else { show_panel(panel) }
        needsDisplay = true
    }

    /// Frees the panel and its window. Call inside the curses lock.
    func destroy() {
        del_panel(panel)
        delwin(window)
    }

    /// curses takes a zero size to mean "the whole screen": never ask for one.
    private static func clamped(_ rect: Rect) -> Rect {
        Rect(
            column: max(0, rect.minColumn), row: max(0, rect.minRow),
            columns: max(1, rect.size.columns), rows: max(1, rect.size.rows))
    }
}
