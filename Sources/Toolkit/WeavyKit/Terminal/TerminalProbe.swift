/// Reads a terminal's answers to ``TerminalCapabilities/query`` as they arrive, with the
/// input decoder's own reply reading, and says when the DA1 answer that ends them came.
///
/// It only looks: the bytes it reads are still the terminal's input, handed to the
/// terminal's own decoder as well (keys typed meanwhile reach the app, the replies in
/// them never become keys there either).
package struct TerminalProbe {
    private var decoder = InputDecoder()
    /// The answers read so far, each with its bytes.
    package private(set) var answers: [TerminalReport.Answer] = []
    /// The bytes read since the last answer: the start of the next one, or keys.
    private var pending: [UInt8] = []

    /// Whether the DA1 answer came: nothing more is to be waited for.
    package private(set) var isAnswered = false

    /// The cursor's position, from (0, 0), when a cursor position report (`CSI 6 n`) was
    /// asked before the fence and answered (the last report read).
    package var cursorPosition: Point? {
        for answer in answers.reversed() {
            if case .cursorPosition(let row, let column) = answer.reply {
                return Point(column: max(0, column - 1), row: max(0, row - 1))
            }
        }
        return nil
    }

    /// - Parameter expectsCursorReport: whether `CSI 6 n` was asked: its answer is then
    ///   read as a reply even where it could be a key (`CSI 1 ; 1 R`).
    package init(expectsCursorReport: Bool = false) {
        if expectsCursorReport { decoder.replies.expectCursorReport(until: .now + .seconds(60)) }
    }

    /// Reads `bytes`, the terminal's input, received at `time`.
    package mutating func read(_ bytes: some Sequence<UInt8>, at time: ContinuousClock.Instant = .now) {
        var keys: [Key] = []
        for byte in bytes {
            pending.append(byte)
            decoder.add(byte, at: time, to: &keys)
            if !keys.isEmpty {
                // What came was keys (typed meanwhile), not the start of an answer.
                keys.removeAll()
                pending.removeAll()
            }
            for reply in decoder.replies.take(where: { _ in true }) {
                // An answer begins with the first ESC of what was read since the last.
                let start = pending.firstIndex(of: 0x1B) ?? pending.startIndex
                answers.append(TerminalReport.Answer(reply: reply, bytes: Array(pending[start...])))
                pending.removeAll()
                if case .primaryDeviceAttributes = reply { isAnswered = true }
            }
        }
    }

    /// What the answers read so far say.
    package var capabilities: TerminalCapabilities { TerminalCapabilities(replies: answers.map(\.reply)) }
}
