import Glibc
import WeavyKit

/// The terminal device an inline run draws on and reads: standard output when it is a
/// terminal, else standard input's, else the controlling terminal (`/dev/tty`), so that
/// `choice=$(picker)` draws on the terminal while its standard output goes to the shell.
struct InlineDevice {
    /// Reads the device, non-blocking.
    let reader: Int32
    /// Writes to it, blocking.
    let writer: Int32

    /// Opens descriptors of its own on the device; throws when there is none.
    static func open() throws -> InlineDevice {
        let path =
            if isatty(STDOUT_FILENO) == 1 {
                "/proc/self/fd/\(STDOUT_FILENO)"
            } else if isatty(STDIN_FILENO) == 1 {
                "/proc/self/fd/\(STDIN_FILENO)"
            } else {
                "/dev/tty"
            }
        let reader = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        let writer = Glibc.open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard reader >= 0, writer >= 0, isatty(writer) == 1 else {
            if reader >= 0 { Glibc.close(reader) }
            if writer >= 0 { Glibc.close(writer) }
            throw TerminalError.notATerminal(stream: "standard output, standard input or /dev/tty")
        }
        return InlineDevice(reader: reader, writer: writer)
    }

    /// The screen's size, as the kernel has it; 80×24 when it does not say.
    var screenSize: Size {
        var measured = winsize()
        guard ioctl(writer, UInt(TIOCGWINSZ), &measured) == 0, measured.ws_col > 0, measured.ws_row > 0 else {
            return Size(columns: 80, rows: 24)
        }
        return Size(columns: Int(measured.ws_col), rows: Int(measured.ws_row))
    }

    func write(_ bytes: [UInt8]) {
        DeviceModes.write(bytes, to: writer)
    }

    func close() {
        Glibc.close(reader)
        Glibc.close(writer)
    }
}
