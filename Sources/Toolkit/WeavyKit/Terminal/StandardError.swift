import Glibc

/// Writing to standard error without the C library's `stderr` global (which Swift 6
/// rejects as shared mutable state).
///
/// While a live terminal holds standard error (see
/// `LiveTerminalOptions.holdsStandardError` in WeavyNcurses), what is written here is printed once
/// the terminal is given back.
public enum StandardError {
    /// Writes `line` and a newline. Control characters in `line` (an echoed argument,
    /// a file name) are written as visible stand-ins (see ``CellText``), so a message
    /// can never drive the terminal.
    public static func print(_ line: String) {
        var text = line.split(separator: "\n", omittingEmptySubsequences: false).map(CellText.sanitized)
            .joined(separator: "\n")
        text.append("\n")
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
    }
}
