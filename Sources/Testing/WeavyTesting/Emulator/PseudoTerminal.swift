import CPseudoTerminal
import Glibc
import WeavyKit

/// A pseudo-terminal inside the test process: the device end for a
/// `Terminal.device(_:type:size:colorDepth:appearance:mouse:)` terminal,
/// and a keyboard and a screen (a ``TerminalEmulator``) on the other end.
///
/// ```swift
/// let pty = try PseudoTerminal(size: Size(columns: 80, rows: 24))
/// let terminal = try Terminal.device(pty.device, type: "xterm-256color")
/// window.attach(to: terminal)
/// async let outcome = window.run(on: terminal)
/// pty.type("j")
/// try await pty.waitForScreen { $0.text.contains("Grace") }
/// ```
///
/// Any number can be open at once: each is a device of its own, as each SSH session or
/// serial line would be.
@MainActor
public final class PseudoTerminal {
    /// The device end, to open a terminal on; it stays open until this object goes.
    public let device: Int32
    /// What a person looking at this terminal sees, as of the last ``readOutput()``.
    public private(set) var screen: TerminalEmulator
    /// Every byte the program wrote, as of the last ``readOutput()``.
    public private(set) var output: [UInt8] = []
    private let controller: Int32

    /// Opens a pseudo-terminal of `size`.
    ///
    /// - Throws: ``TerminalProcess/Failure`` when the system has no pseudo-terminal left.
    public init(size: Size) throws {
        var path = [CChar](repeating: 0, count: 128)
        let controller = weavy_pty_open(&path, Int32(path.count))
        guard controller >= 0 else { throw TerminalProcess.Failure(description: "cannot open a pseudo-terminal") }
        weavy_pty_set_size(controller, UInt16(clamping: size.rows), UInt16(clamping: size.columns))
        let device = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard device >= 0 else {
            Glibc.close(controller)
            throw TerminalProcess.Failure(description: "cannot open the pseudo-terminal's device (errno \(errno))")
        }
        self.controller = controller
        self.device = device
        screen = TerminalEmulator(size: size)
    }

    deinit {
        Glibc.close(device)
        Glibc.close(controller)
    }

    /// Sends bytes as if typed on this terminal's keyboard.
    public func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
            if written > 0 { offset += written } else { readOutput() }
        }
    }

    /// Types `text` (UTF-8).
    public func type(_ text: String) {
        send(Array(text.utf8))
    }

    /// Changes the terminal's size, as a person resizing its window: the program is
    /// told through its terminal (`Terminal.resize(to:)`), not by a signal.
    public func resize(to size: Size) {
        weavy_pty_set_size(controller, UInt16(clamping: size.rows), UInt16(clamping: size.columns))
        screen.resize(to: size)
    }

    /// Reads what the program wrote since the last call into ``screen`` and ``output``.
    public func readOutput() {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            output += chunk[..<count]
            screen.feed(chunk[..<count])
        }
    }

    /// Waits, letting other work on the main actor run, until the screen satisfies
    /// `condition`.
    ///
    /// - Throws: ``TerminalProcess/Failure`` with the screen's text when `timeout`
    ///   seconds pass first.
    public func waitForScreen(
        timeout: Double = 10, until condition: (TerminalEmulator) -> Bool
    ) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(Int(timeout * 1000))
        while true {
            readOutput()
            if condition(screen) { return }
            if clock.now > deadline {
                throw TerminalProcess.Failure(
                    description: "the screen did not change as expected:\n\(screen.snapshot.styledText)")
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}
