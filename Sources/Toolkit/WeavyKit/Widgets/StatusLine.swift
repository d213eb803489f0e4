/// The status line: key hints as `keys action` pairs.
///
/// The focused screen's hints start at the left; the app-wide ones (the containers' and
/// the window's bindings') end at the right edge, so they stay in place while the user
/// moves between screens.
///
/// When they do not all fit, hints give way in a stated order, a step at a time, until
/// they fit: labels shorten to their ``KeyHint/shortAction`` (least important hints
/// first); then hints show their keys only (least important first); then whole hints
/// go, least important first and, among equals, the screen's before the app's, last
/// listed first. ``KeyHint/Priority/essential`` hints (back, help) never go.
public enum StatusLine {
    private static let gap = 2

    /// One hint as it is drawn.
    struct Shown: Equatable {
        var keys: String
        /// Empty when the keys show alone.
        var action: String

        var width: Int { CellText.width(keys) + (action.isEmpty ? 0 : 1 + CellText.width(action)) }
    }

    /// How `leading` and `trailing` are shown in `width` cells.
    static func fit(leading: [KeyHint], trailing: [KeyHint], width: Int) -> (left: [Shown], right: [Shown]) {
        // Every hint in one list (screen first), with its state: 0 full, 1 short, 2 keys only, 3 gone.
        let hints = leading.map { ($0, true) } + trailing.map { ($0, false) }
        var states = [Int](repeating: 0, count: hints.count)

        func shown(_ index: Int) -> Shown? {
            let hint = hints[index].0
            switch states[index] {
            case 0: return Shown(keys: hint.keys, action: hint.action)
            case 1: return Shown(keys: hint.keys, action: hint.shortAction ?? hint.action)
            case 2: return Shown(keys: hint.keys, action: "")
            default: return nil
            }
        }
        func total() -> Int {
            let left = hints.indices.filter { hints[$0].1 }.compactMap(shown)
            let right = hints.indices.filter { !hints[$0].1 }.compactMap(shown)
            func groupWidth(_ group: [Shown]) -> Int {
                group.reduce(0) { $0 + $1.width } + gap * max(0, group.count - 1)
            }
            return groupWidth(left) + groupWidth(right) + (left.isEmpty || right.isEmpty ? 0 : gap)
        }
        let available = max(0, width - 2)
        let priorities: [KeyHint.Priority] = [.low, .normal, .high, .essential]
        // Steps: shorten labels, then keys only, by priority; then drop, never the essential.
        step: for target in [1, 2, 3] {
            for priority in priorities where !(target == 3 && priority == .essential) {
                let candidates = hints.indices.filter { hints[$0].0.priority == priority && states[$0] < target }
                let ordered = target == 3 ? dropOrder(candidates, hints: hints) : candidates
                for index in ordered {
                    guard total() > available else { break step }
                    if target == 1 && hints[index].0.shortAction == nil { continue }
                    states[index] = target
                }
            }
        }
        return (
            hints.indices.filter { hints[$0].1 }.compactMap(shown),
            hints.indices.filter { !hints[$0].1 }.compactMap(shown)
        )
    }

    /// Which of `candidates` go first: the screen's before the app's, the last listed first.
    private static func dropOrder(_ candidates: [Int], hints: [(KeyHint, Bool)]) -> [Int] {
        candidates.filter { hints[$0].1 }.reversed() + candidates.filter { !hints[$0].1 }.reversed()
    }

    /// Draws `leading` from the left and `trailing` up to the right edge, on the first
    /// row of `canvas`.
    public static func draw(leading: [KeyHint], trailing: [KeyHint] = [], on canvas: Canvas) {
        let width = canvas.size.columns
        canvas.fill(Rect(column: 0, row: 0, columns: width, rows: 1), style: canvas.theme.statusBar)
        let (left, right) = fit(leading: leading, trailing: trailing, width: width)
        var column = 1
        for hint in left {
            column += draw(hint, at: column, on: canvas) + gap
        }
        let rightWidth = right.reduce(0) { $0 + $1.width } + gap * max(0, right.count - 1)
        column = max(column, width - 1 - rightWidth)
        for hint in right {
            column += draw(hint, at: column, on: canvas) + gap
        }
    }

    private static func draw(_ hint: Shown, at column: Int, on canvas: Canvas) -> Int {
        let keys = canvas.text(hint.keys, at: Point(column: column, row: 0), style: canvas.theme.statusKey)
        guard !hint.action.isEmpty else { return keys }
        return keys
            + canvas.text(" " + hint.action, at: Point(column: column + keys, row: 0), style: canvas.theme.statusBar)
    }
}
