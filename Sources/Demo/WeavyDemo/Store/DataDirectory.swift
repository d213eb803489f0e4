import Glibc

/// The folder where the demo keeps its files, read and written with plain system calls.
///
/// Writes are atomic: the bytes go to a temporary file in the same folder, which is
/// synced, renamed over the target, and the folder itself is synced, so a crash leaves
/// either the old file or the new one, never half of one.
package struct DataDirectory: Sendable, Equatable {
    /// The folder's path.
    let path: String

    /// The path of the file `name` in this folder.
    func path(of name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// Creates the folder and its missing parents (`mkdir -p`), readable by the user only.
    func create() throws(FileError) {
        var partial = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, 0o700) != 0 && errno != EEXIST {
                throw FileError(operation: "create", path: partial, code: errno)
            }
        }
    }

    /// Whether new files can be written in the folder.
    var isWritable: Bool { access(path, W_OK) == 0 }

    /// The bytes of `name`, or `nil` when it does not exist.
    func read(_ name: String) throws(FileError) -> [UInt8]? {
        try Self.readFile(at: path(of: name))
    }

    /// The bytes of the file at `file`, or `nil` when it does not exist.
    static func readFile(at file: String) throws(FileError) -> [UInt8]? {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw FileError(operation: "read", path: file, code: errno)
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(operation: "read", path: file, code: errno)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// Replaces `name` with `bytes` atomically (temporary file, fsync, rename, fsync of
    /// the folder).
    func write(_ bytes: [UInt8], to name: String) throws(FileError) {
        let target = path(of: name)
        let temporary = path(of: ".\(name).tmp-\(getpid())")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileError(operation: "write", path: temporary, code: errno) }
        var failure: FileError?
        if !Self.writeAll(bytes, to: descriptor) || fsync(descriptor) != 0 {
            failure = FileError(operation: "write", path: temporary, code: errno)
        }
        close(descriptor)
        if failure == nil && rename(temporary, target) != 0 {
            failure = FileError(operation: "write", path: target, code: errno)
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
        syncFolder()
    }

    /// Renames `name` to `name.corrupt-<UTC timestamp>` (never over an existing file) and
    /// returns the new name.
    func moveAside(_ name: String, now: time_t = time(nil)) throws(FileError) -> String {
        let stamp = UTCTime.format(now, "%Y%m%dT%H%M%SZ")
        var candidate = "\(name).corrupt-\(stamp)"
        var attempt = 1
        while access(path(of: candidate), F_OK) == 0 {
            attempt += 1
            candidate = "\(name).corrupt-\(stamp)-\(attempt)"
        }
        guard rename(path(of: name), path(of: candidate)) == 0 else {
            throw FileError(operation: "rename", path: path(of: name), code: errno)
        }
        syncFolder()
        return candidate
    }

    private func syncFolder() {
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        fsync(folder)
        close(folder)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}
