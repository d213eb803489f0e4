import Glibc

/// Reads what is waiting on a non-blocking descriptor (a terminal's input) into one
/// buffer kept from call to call.
///
/// A key is a few bytes: a buffer of 64 KiB made, cleared and freed for each one cost more
/// than decoding the key (clearing it also pushed the frame's cells out of the cache, and
/// freeing it made `malloc` consolidate its free lists).
package final class DescriptorReader {
    /// What to do before each read, for a descriptor that is not non-blocking itself.
    package enum Gate {
        /// Read.
        case read
        /// Stop: nothing is waiting.
        case stop
        /// The descriptor has ended (a terminal that hung up).
        case ended
    }

    /// The most input read in one call, so a huge paste is handled in slices and the
    /// screen keeps up.
    package static let limit = 1 << 20
    /// The most one `read` takes: a read that fills it is followed by another.
    package static let bufferSize = 1 << 16
    private var chunk = [UInt8](repeating: 0, count: bufferSize)

    /// A reader with a buffer of its own.
    package init() {}

    /// The events of the bytes waiting on `descriptor`: `.input` with them (up to
    /// ``limit``), then `.inputClosed` if it has ended (end of file, or a hang-up).
    /// Reading stops at the first read that does not fill the buffer: an end that follows
    /// input is reported by the next call.
    /// - Parameter gate: asked before each read; by default every read is tried.
    package func readEvents(from descriptor: Int32, gate: () -> Gate = { .read }) -> [TerminalEvent] {
        var bytes: [UInt8] = []
        while bytes.count < Self.limit {
            switch gate() {
            case .read: break
            case .stop: return bytes.isEmpty ? [] : [.input(bytes)]
            case .ended: return bytes.isEmpty ? [.inputClosed] : [.input(bytes), .inputClosed]
            }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
                // A read that did not fill the buffer took all there was: asking again
                // would be one more system call a key, to hear EAGAIN. What arrives
                // later (or the end) wakes the run loop's poll again.
                if count < chunk.count { break }
                continue
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { break }
            // End of file, or the terminal hung up (EIO).
            return bytes.isEmpty ? [.inputClosed] : [.input(bytes), .inputClosed]
        }
        return bytes.isEmpty ? [] : [.input(bytes)]
    }
}
