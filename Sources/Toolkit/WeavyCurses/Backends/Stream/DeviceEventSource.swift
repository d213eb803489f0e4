import Glibc

/// Reads a terminal device's input (a pseudo-terminal, a serial line) from a descriptor
/// of its own, non-blocking: the bytes that are there, or the device's end.
final class DeviceEventSource: TerminalEventSource {
    private let descriptor: Int32
    /// The most input read in one call, so a huge paste is handled in slices.
    private static let readLimit = 1 << 20

    /// Reads `descriptor`, which must be non-blocking; its owner closes it.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    var descriptors: [Int32] { [descriptor] }

    func readEvents() -> [TerminalEvent] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count < Self.readLimit {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
                continue
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { break }
            return bytes.isEmpty ? [.inputClosed] : [.input(bytes), .inputClosed]
        }
        return bytes.isEmpty ? [] : [.input(bytes)]
    }
}
