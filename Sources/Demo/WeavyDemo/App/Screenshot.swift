import Glibc
import WeavyNcurses
import WeavyPictures

/// `--screenshot`: the headless run's final screen as an SVG picture in a file.
enum Screenshot {
    /// Writes `snapshot`'s picture, in xterm's colors for `appearance`, to `path`
    /// (replacing the file).
    static func write(_ snapshot: Snapshot, appearance: Appearance, to path: String) throws(FileError) {
        let bytes = Array(snapshot.svg(PictureOptions(appearance: appearance)).utf8)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError(operation: "write the screenshot", path: path, code: errno) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw FileError(operation: "write the screenshot", path: path, code: errno)
            }
            offset += written
        }
    }
}
