import Glibc
import WeavyKit

/// The live inline terminal's events: the bytes typed on its device, and the signals the
/// process gets. A resize (SIGWINCH) moves the rows to the screen's new size before the
/// window relayouts; SIGCONT after a stop the program did not ask for sets its modes again.
final class InlineEventSource: TerminalEventSource {
    private let device: InlineDevice
    private weak var screen: LiveInlineScreen?
    private var signals: Int32?
    private let reader = DescriptorReader()

    init(device: InlineDevice, screen: LiveInlineScreen) {
        self.device = device
        self.screen = screen
    }

    var descriptors: [Int32] { [signals, device.reader].compactMap { $0 } }

    func activate() {
        StallWatchdog.disarm()
        signals = SignalPipe.install()
    }

    func deactivate() {
        SignalPipe.uninstall()
        signals = nil
    }

    func readEvents() -> [TerminalEvent] {
        var events = SignalPipe.drainedEvents(
            resized: {
                screen?.followScreenSize()
                return true
            },
            resumed: { screen?.takeModesAgain() })
        if let typed = screen?.takeTypedMeanwhile(), !typed.isEmpty { events.append(.input(typed)) }
        return events + reader.readEvents(from: device.reader)
    }
}
