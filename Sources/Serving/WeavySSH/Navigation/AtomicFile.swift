import Glibc

/// Files written whole or not at all: a temporary file beside the target, flushed to
/// disk, then renamed over it (and the rename flushed too).
enum AtomicFile {
    /// The file at `path`, or `nil` when there is none.
    static func read(_ path: String) throws(NavigationFileError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw NavigationFileError(path: path, reason: Self.lastError())
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw NavigationFileError(path: path, reason: Self.lastError())
            }
            if count == 0 { return bytes }
            bytes += buffer[..<count]
        }
    }

    /// Replaces the file at `path` with `bytes` (mode 0600), whole or not at all.
    static func write(_ bytes: [UInt8], to path: String) throws(NavigationFileError) {
        let temporary = "\(path).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw NavigationFileError(path: temporary, reason: Self.lastError()) }
        var failure: String?
        var written = 0
        while failure == nil, written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno != EINTR { failure = Self.lastError() }
            } else {
                written += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.lastError() }
        if close(descriptor) != 0, failure == nil { failure = Self.lastError() }
        if failure == nil, rename(temporary, path) != 0 { failure = Self.lastError() }
        if let failure {
            unlink(temporary)
            throw NavigationFileError(path: path, reason: failure)
        }
        // The rename itself reaches the disk once the folder is flushed.
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        let directory = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
