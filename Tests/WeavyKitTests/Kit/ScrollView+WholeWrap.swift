@testable import WeavyKit

/// The document wrapped whole and at once, as ScrollView did before it wrapped only what
/// is shown: the reference the tests hold its lazy lines to.
extension ScrollView {
    /// `blocks` as lines of at most `width` cells, `fieldSpacing` cells between the
    /// labels and the values of fields. With a `limit`, wrapping stops soon after that
    /// many lines (at least `limit` are returned when the document has them): enough to
    /// tell whether it overflows, without wrapping all of a long text.
    static func lines(of blocks: [Block], width: Int, fieldSpacing: Int, limit: Int = .max) -> [Line] {
        let width = max(1, width)
        var lines: [Line] = []
        for (index, block) in blocks.enumerated() {
            guard lines.count < limit else { break }
            switch block {
            case .heading(let text):
                for (line, offset) in wrap(text, width: width, limit: limit - lines.count) {
                    lines.append(Line(text: line, role: \.heading, anchor: Anchor(block: index, offset: offset)))
                }
            case .paragraph(let text, let role):
                for (line, offset) in wrap(text, width: width, limit: limit - lines.count) {
                    lines.append(Line(text: line, role: role, anchor: Anchor(block: index, offset: offset)))
                }
            case .runs(let runs, let role):
                for (line, offset) in wrap(runs.map(\.text).joined(), width: width, limit: limit - lines.count) {
                    lines.append(Line(text: line, role: role, anchor: Anchor(block: index, offset: offset)))
                }
            case .gap:
                lines.append(Line(text: "", role: \.text, anchor: Anchor(block: index)))
            case .fields(let fields):
                appendFields(fields, block: index, width: width, spacing: fieldSpacing, to: &lines)
            }
        }
        return lines
    }
}
