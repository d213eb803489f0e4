import Glibc

/// Reads a terminal device's input (a pseudo-terminal, a serial line) from a descriptor
/// of its own, non-blocking: the bytes that are there, or the device's end.
final class DeviceEventSource: TerminalEventSource {
    private let descriptor: Int32
    private let reader = DescriptorReader()

    /// Reads `descriptor`, which must be non-blocking; its owner closes it.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    var descriptors: [Int32] { [descriptor] }

    func readEvents() -> [TerminalEvent] {
        reader.readEvents(from: descriptor)
    }
}
