import Glibc

/// Asks a terminal for its background color (OSC 11), as Charm's lipgloss does, to pick
/// the light or the dark theme.
///
/// The query is followed by a Device Attributes request (DA1), which every terminal
/// answers: when that answer comes first, the terminal does not know OSC 11 and there is
/// nothing to wait for. A terminal that answers nothing is given up on after `timeout`.
/// Whatever else arrives meanwhile (keys typed early) is kept for the program.
package enum BackgroundQuery {
    /// What the terminal said.
    package struct Answer {
        /// The background's appearance, when the terminal reported its color.
        package var appearance: Appearance?
        /// Bytes that were not part of an answer, in order: input for the program.
        package var otherInput: [UInt8]
    }

    /// Asks the terminal on `input`/`output` (both the same tty) with echo and line
    /// editing off for the time of the question; the modes are put back exactly.
    package static func ask(input: Int32, output: Int32, timeout milliseconds: Int32 = 100) -> Answer {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return Answer(appearance: nil, otherInput: []) }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(input, TCSANOW, &raw)
        defer { tcsetattr(input, TCSANOW, &saved) }

        let question = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)
        guard question.withUnsafeBytes({ write(output, $0.baseAddress, $0.count) }) == question.count else {
            return Answer(appearance: nil, otherInput: [])
        }
        var received: [UInt8] = []
        var waitUntil = monotonicMilliseconds() + Int(milliseconds)
        while !containsDeviceAttributes(received) {
            let remaining = waitUntil - monotonicMilliseconds()
            guard remaining > 0 else { break }
            var descriptor = pollfd(fd: input, events: Int16(truncatingIfNeeded: POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(remaining)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 256)
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += chunk[0..<count]
            // Answers can come split: give the rest a moment once something arrived.
            waitUntil = max(waitUntil, monotonicMilliseconds() + 20)
        }
        return parse(received)
    }

    /// Splits `bytes` into the answers (OSC 11's color, DA1's attributes) and the rest.
    static func parse(_ bytes: [UInt8]) -> Answer {
        var appearance: Appearance?
        var other: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if let (end, color) = backgroundReport(in: bytes, at: index) {
                appearance = color
                index = end
            } else if let end = deviceAttributes(in: bytes, at: index) {
                index = end
            } else {
                other.append(bytes[index])
                index += 1
            }
        }
        return Answer(appearance: appearance, otherInput: other)
    }

    /// `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or `ESC \` at `start`: where it ends
    /// and the background's appearance.
    private static func backgroundReport(in bytes: [UInt8], at start: Int) -> (Int, Appearance?)? {
        let prefix = Array("\u{1B}]11;".utf8)
        guard bytes[start...].starts(with: prefix) else { return nil }
        var end = start + prefix.count
        while end < bytes.count, bytes[end] != 0x07, bytes[end] != 0x1B { end += 1 }
        guard end < bytes.count else { return nil }
        let body = String(decoding: bytes[(start + prefix.count)..<end], as: UTF8.self)
        let stop = bytes[end] == 0x07 ? end + 1 : min(end + 2, bytes.count)
        guard body.hasPrefix("rgb:") else { return (stop, nil) }
        let channels = body.dropFirst(4).split(separator: "/").compactMap { part -> Int? in
            guard let value = Int(part, radix: 16), !part.isEmpty else { return nil }
            // 1 to 4 hex digits a channel: scale to 16 bits.
            let maximum = (1 << (4 * min(part.count, 4))) - 1
            return value * 65_535 / maximum
        }
        guard channels.count == 3 else { return (stop, nil) }
        return (stop, Appearance.ofBackground(red: channels[0], green: channels[1], blue: channels[2]))
    }

    /// `ESC [ ? digits and ; c` at `start`: where it ends.
    private static func deviceAttributes(in bytes: [UInt8], at start: Int) -> Int? {
        guard bytes[start...].starts(with: Array("\u{1B}[?".utf8)) else { return nil }
        var end = start + 3
        while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "c") else { return nil }
        return end + 1
    }

    private static func containsDeviceAttributes(_ bytes: [UInt8]) -> Bool {
        bytes.indices.contains { deviceAttributes(in: bytes, at: $0) != nil }
    }

    private static func monotonicMilliseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}
