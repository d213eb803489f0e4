import Glibc

/// Asks the terminal on a tty what it can do (``TerminalCapabilities/query``), before
/// anything else reads it: what a live terminal does as it opens.
///
/// The answers are read by a ``TerminalProbe`` until DA1's, which every terminal sends,
/// so a terminal that knows none of the other questions costs one round trip; one that
/// answers nothing at all is given up on after `timeout`. Every byte read is handed back
/// (``Answer/input``), answers included: the terminal's own decoder reads them again,
/// keeping keys typed meanwhile for the program and the replies apart from the keys,
/// and so do the ones that come after the time-out.
package enum CapabilityQuery {
    /// What the terminal said.
    package struct Answer {
        /// Its answers, each with its bytes; empty when none came.
        package var answers: [TerminalReport.Answer]
        /// Every byte read meanwhile, in order: input for the terminal's decoder.
        package var input: [UInt8]
        /// Where the cursor was, from (0, 0), when it was asked and the terminal said.
        package var cursorPosition: Point?

        /// What its answers say; ``TerminalCapabilities/unknown`` when none came.
        package var capabilities: TerminalCapabilities { TerminalCapabilities(replies: answers.map(\.reply)) }

        /// Nothing asked, nothing read.
        package static let none = Answer(answers: [], input: [], cursorPosition: nil)
    }

    /// Asks the terminal on `input`/`output` (both the same tty) with echo and line
    /// editing off for the time of the question; the modes are put back exactly.
    /// With `asksCursorPosition`, a cursor position report (`CSI 6 n`) is asked first,
    /// behind the same fence.
    package static func ask(
        input: Int32, output: Int32, timeout: Duration = .milliseconds(100), asksCursorPosition: Bool = false
    ) -> Answer {
        let nothing = Answer.none
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return nothing }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(input, TCSANOW, &raw)
        defer { tcsetattr(input, TCSANOW, &saved) }

        let question = (asksCursorPosition ? cursorPositionRequest : []) + TerminalCapabilities.query
        guard question.withUnsafeBytes({ write(output, $0.baseAddress, $0.count) }) == question.count else {
            return nothing
        }
        var probe = TerminalProbe(expectsCursorReport: asksCursorPosition)
        var received: [UInt8] = []
        let deadline = ContinuousClock.now + timeout
        while !probe.isAnswered {
            let remaining = deadline - .now
            guard remaining > .zero else { break }
            let milliseconds = Int32(clamping: max(1, remaining.components.attoseconds / 1_000_000_000_000_000 + 1))
            var descriptor = pollfd(fd: input, events: Int16(truncatingIfNeeded: POLLIN), revents: 0)
            guard poll(&descriptor, 1, min(milliseconds, 1000)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 512)
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += chunk[0..<count]
            probe.read(chunk[0..<count])
        }
        // The report could read as a key (`CSI 1 ; 1 R` is F3) to a decoder that did not
        // ask: it is taken out of the input handed on.
        let input = asksCursorPosition ? Self.removingCursorReport(from: received) : received
        return Answer(answers: probe.answers, input: input, cursorPosition: probe.cursorPosition)
    }

    /// DSR 6: asks where the cursor is; answered `CSI row ; column R`.
    package static let cursorPositionRequest = Array("\u{1B}[6n".utf8)

    /// `bytes` without the first cursor position report (`ESC [ digits ; digits R`).
    package static func removingCursorReport(from bytes: [UInt8]) -> [UInt8] {
        var start = 0
        while start + 6 <= bytes.count {
            if bytes[start] == 0x1B, start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") {
                var index = start + 2
                var digits = 0
                var separators = 0
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) || bytes[index] == UInt8(ascii: ";") {
                    if bytes[index] == UInt8(ascii: ";") { separators += 1 } else { digits += 1 }
                    index += 1
                }
                if index < bytes.count, bytes[index] == UInt8(ascii: "R"), separators == 1, digits >= 2 {
                    return Array(bytes[..<start] + bytes[(index + 1)...])
                }
            }
            start += 1
        }
        return bytes
    }
}
