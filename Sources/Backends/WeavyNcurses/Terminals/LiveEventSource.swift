import Glibc
import WeavyKit

/// The live terminal's events: the bytes typed on it, read as they are (ncurses only
/// draws), and the signals the process gets (resize, suspend, continue, the end).
///
/// Signals arrive through the ``SignalPipe``, installed for the time of a run. A resize
/// (SIGWINCH) is followed at once: the screen takes the kernel's new size before the
/// window relayouts.
final class LiveEventSource: TerminalEventSource {
    /// The terminal's input, non-blocking.
    private let input: Int32
    /// Whether ``input`` is a descriptor of our own (closed with the terminal).
    private let ownsInput: Bool
    private weak var screen: CursesScreen?
    private var signals: Int32?
    private let reader = DescriptorReader()

    /// Reads the terminal on `descriptor`, through a descriptor of its own, opened
    /// anew so that making it non-blocking leaves the shell's descriptor alone.
    init(reading descriptor: Int32, screen: CursesScreen) {
        let reopened = open("/proc/self/fd/\(descriptor)", O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        input = reopened >= 0 ? reopened : descriptor
        ownsInput = reopened >= 0
        self.screen = screen
    }

    /// Gives the descriptor back; called when the terminal closes.
    func closeInput() {
        if ownsInput { close(input) }
    }

    var descriptors: [Int32] {
        [signals, input].compactMap { $0 }
    }

    func activate() {
        // A new run: the app goes on after whatever signal ended the last one.
        StallWatchdog.disarm()
        signals = SignalPipe.install()
    }

    func deactivate() {
        SignalPipe.uninstall()
        signals = nil
    }

    func readEvents() -> [TerminalEvent] {
        let events = SignalPipe.drainedEvents(
            resized: { screen?.followTerminalSize() == true },
            resumed: { screen?.reenterCursesMode() })
        // Mostly no signal: the input's events as they are, not copied into another array.
        return events.isEmpty ? readInput() : events + readInput()
    }

    /// The bytes waiting on the terminal, or its end.
    private func readInput() -> [TerminalEvent] {
        if ownsInput { return reader.readEvents(from: input) }
        // Not ours to make non-blocking: read only what is there. Readable with nothing
        // to read is a terminal that hung up.
        return reader.readEvents(from: input) { [input] in
            var ready = pollfd(fd: input, events: Int16(truncatingIfNeeded: POLLIN), revents: 0)
            guard poll(&ready, 1, 0) > 0 else { return .stop }
            var waiting: Int32 = 0
            return ioctl(input, UInt(FIONREAD), &waiting) != 0 || waiting == 0 ? .ended : .read
        }
    }
}
