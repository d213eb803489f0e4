/// Master and detail side by side, both presented, with the focus on one of them.
///
/// Tab and Shift-Tab move the focus between panes when the focused pane does not use
/// them; Esc on the detail pane returns the focus to the master; a click focuses the
/// pane under the mouse. Which pane has the focus shows in its widgets: a list in the
/// other pane draws its selection in the inactive style, a text field hides its cursor.
@MainActor
public final class SplitView: Component {
    /// Which pane has the focus.
    public enum Pane: Sendable {
        /// The left pane, usually a list.
        case master
        /// The right pane, showing what the master selected.
        case detail
    }

    /// The pane that receives keys.
    public private(set) var focus: Pane = .master

    /// The master pane's share of the width, in cells (at least 10, at most half).
    public var masterWidth: Int

    /// Creates a split view of `master` and `detail`.
    public init(title: String = "", master: Component, detail: Component, masterWidth: Int = 20) {
        self.masterWidth = masterWidth
        super.init(title: title)
        addChild(master)
        addChild(detail)
    }

    /// The left pane.
    public var master: Component { children[0] }

    /// The right pane.
    public var detail: Component { children[children.count - 1] }

    /// Replaces the detail pane; the old one is dismissed.
    public func setDetail(_ detail: Component) {
        let old = self.detail
        removeChild(old)
        addChild(detail)
    }

    /// Moves the focus to `pane`.
    public func focus(_ pane: Pane) {
        guard focus != pane else { return }
        focus = pane
        setNeedsDisplay()
    }

    public override var focusedChild: Component? { focus == .master ? master : detail }

    public override var isContainer: Bool { true }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case .tab, .backTab:
            focus(focus == .master ? .detail : .master)
        case .escape where focus == .detail:
            focus(.master)
        default:
            return false
        }
        return true
    }

    public override func takes(_ key: Key) -> Bool {
        key == .tab || key == .backTab || (key == .escape && focus == .detail)
    }

    public override func mouseDidHit(_ child: Component, with event: MouseEvent) {
        focus(child === master ? .master : .detail)
    }

    /// Tab to the other pane, and, while the detail pane has the focus, Esc back to
    /// the master: the Esc the split view takes from a modal around it is said.
    public override var keyHints: [KeyHint] {
        let tab = KeyHint("Tab", "other pane", short: "pane")
        return focus == .detail ? [tab, KeyHint("Esc", "back", priority: .high)] : [tab]
    }

    /// The column of the separator between the panes, at the current size.
    private var separatorColumn: Int {
        max(10, min(masterWidth, bounds.size.columns / 2))
    }

    public override func layout() {
        let (left, rest) = bounds.splitLeft(separatorColumn)
        place(master, in: left)
        place(detail, in: rest.inset(by: Insets(left: 2)))
    }

    public override func draw(in canvas: Canvas) {
        for row in 0..<canvas.size.rows {
            canvas.text("│", at: Point(column: separatorColumn, row: row), style: canvas.theme.border)
        }
        canvas.draw(master)
        canvas.draw(detail)
    }
}
