/// Reads a terminal's answers to ``TerminalCapabilities/query`` as they arrive, with the
/// input decoder's own reply reading, and says when the DA1 answer that ends them came.
///
/// It only looks: the bytes it reads are still the terminal's input, handed to the
/// terminal's own decoder as well (keys typed meanwhile reach the app, the replies in
/// them never become keys there either).
package struct TerminalProbe {
    private var decoder = InputDecoder()
    private var replies: [TerminalReply] = []

    /// Whether the DA1 answer came: nothing more is to be waited for.
    package private(set) var isAnswered = false

    /// The cursor's position, from (0, 0), when a cursor position report (`CSI 6 n`) was
    /// asked before the fence and answered.
    package private(set) var cursorPosition: Point?

    /// - Parameter expectsCursorReport: whether `CSI 6 n` was asked: its answer is then
    ///   read as a reply even where it could be a key (`CSI 1 ; 1 R`).
    package init(expectsCursorReport: Bool = false) {
        if expectsCursorReport { decoder.replies.expectCursorReport(until: .now + .seconds(60)) }
    }

    /// Reads `bytes`, the terminal's input, received at `time`.
    package mutating func read(_ bytes: some Sequence<UInt8>, at time: ContinuousClock.Instant = .now) {
        var keys: [Key] = []
        for byte in bytes { decoder.add(byte, at: time, to: &keys) }
        let new = decoder.replies.take { _ in true }
        replies += new
        for case .cursorPosition(let row, let column) in new {
            cursorPosition = Point(column: max(0, column - 1), row: max(0, row - 1))
        }
        if new.contains(where: { if case .primaryDeviceAttributes = $0 { true } else { false } }) {
            isAnswered = true
        }
    }

    /// What the answers read so far say.
    package var capabilities: TerminalCapabilities { TerminalCapabilities(replies: replies) }
}
