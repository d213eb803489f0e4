import Glibc

/// A system call on a file or folder that failed: what was tried, where, and why.
struct FileError: Error, Equatable, CustomStringConvertible {
    /// What was tried, as a verb: `read`, `write`, `create`.
    let operation: String
    /// The file or folder.
    let path: String
    /// The `errno` the call set.
    let code: Int32

    /// The system's words for ``code``: "Permission denied".
    var reason: String { String(cString: strerror(code)) }

    var description: String { "cannot \(operation) \(path): \(reason)" }
}
