import Glibc
import WeavyKit

/// The process's own terminal with a window inline on its main screen: the inline
/// escape-sequence screen (``InlineScreen``) on the terminal device, with the device's
/// modes and the keyboard modes set while the program has it, and given back on a
/// suspend, a program it runs, and the end.
final class LiveInlineScreen: TerminalBackend, @unchecked Sendable {
    private let inline: InlineScreen
    private let device: InlineDevice
    private let modes: DeviceModes
    private let inputModes: LiveInputModes
    private let answerTimeout: Duration
    /// Keys typed while the cursor was asked for again (after `fg`), for the run loop.
    /// Touched on the main actor only, as the loop's backend calls are.
    private var typedMeanwhile: [UInt8] = []
    private var events: InlineEventSource?

    init(
        inline: InlineScreen, device: InlineDevice, modes: DeviceModes, inputModes: LiveInputModes,
        answerTimeout: Duration
    ) {
        self.inline = inline
        self.device = device
        self.modes = modes
        self.inputModes = inputModes
        self.answerTimeout = answerTimeout
        events = nil
        events = InlineEventSource(device: device, screen: self)
    }

    var mode: Terminal.Mode { .live }
    var bounds: Rect { inline.bounds }
    var eventSource: (any TerminalEventSource)? { events }

    func present(_ frame: Frame) { inline.present(frame) }
    func snapshot() -> Snapshot { inline.snapshot() }
    func redrawWhole() { inline.redrawWhole() }
    var outputFeatures: OutputFeatures { inline.outputFeatures }
    func setOutputFeatures(_ features: OutputFeatures) { inline.setOutputFeatures(features) }
    func copyToSystemClipboard(_ text: String) { inline.copyToSystemClipboard(text) }

    /// Moves the rows to the screen's size now (after SIGWINCH), asking the terminal
    /// where the cursor went: a terminal that rewraps its lines moved the rows with it.
    func followScreenSize() {
        inline.resize(to: device.screenSize, cursor: askCursorPosition())
    }

    /// Asks where the cursor is, keeping what was typed meanwhile for the run loop.
    private func askCursorPosition() -> Point? {
        let answer = CapabilityQuery.ask(
            input: device.reader, output: device.writer, timeout: answerTimeout, asksCursorPosition: true)
        typedMeanwhile += answer.input
        return answer.cursorPosition
    }

    /// Takes what was typed while the cursor was asked for, once.
    func takeTypedMeanwhile() -> [UInt8] {
        defer { typedMeanwhile = [] }
        return typedMeanwhile
    }

    /// Sets the device's modes and the keyboard modes again, after a stop the program
    /// did not ask for (SIGSTOP, then `fg`); the rows are drawn again where they were.
    func takeModesAgain() {
        modes.makeRaw()
        device.write(inputModes.on)
        inline.redrawWhole()
    }

    func suspend() {
        giveTerminalBack()
        ProcessSignal.stop()
        takeTerminalAgain()
    }

    /// Clears the rows, leaves the cursor at their top, gives the modes back.
    func giveTerminalBack() {
        inline.vacate()
        device.write(inputModes.off)
        modes.restore()
    }

    /// Sets the modes again, asks where the cursor is now (the shell wrote below where the
    /// rows were), and places them below it; the next frame draws them whole.
    func takeTerminalAgain() {
        modes.makeRaw()
        let screen = device.screenSize
        let cursor = askCursorPosition() ?? Point(column: 0, row: screen.rows - 1)
        device.write(inputModes.on)
        inline.place(below: cursor, screen: screen)
    }

    func close() {
        inline.close()
        device.write(inputModes.off)
        modes.restore()
        TerminalRestoration.forgetInlineTerminal()
        device.close()
        ScreenSlot.shared.release()
    }
}
