import WeavyKit
import WeavyTesting

extension HeadlessDriver {
    /// Clicks the cell at `point` (screen coordinates): a press, then a click, as a
    /// person's click arrives.
    func click(_ point: Point) {
        press(.mouse(MouseEvent(.press, at: point)))
        press(.mouse(MouseEvent(.click, at: point)))
    }

    /// Clicks the cell at `column`, `row`.
    func click(column: Int, row: Int) {
        click(Point(column: column, row: row))
    }

    /// Hands `text` to the window one key per character and renders once, as the run
    /// loop does with a paste that arrives in one read.
    func paste(_ text: String) {
        for character in text {
            window.handle(character == "\n" ? .enter : .character(character))
        }
        render()
    }

    /// The screen's row `row`, without trailing spaces.
    func line(_ row: Int) -> String {
        let line = snapshot.lines[row]
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)] == " " { end = line.index(before: end) }
        return String(line[..<end])
    }
}
