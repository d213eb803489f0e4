import Foundation
import Glibc

@testable import WeavyDemo

/// A fresh data directory under `/tmp` for one test, removed with everything in it by
/// ``remove()``.
struct TemporaryDataDirectory {
    let directory: DataDirectory

    /// Creates `/tmp/weavy-demo-tests-XXXXXX`.
    init() {
        var template = Array("/tmp/weavy-demo-tests-XXXXXX".utf8CString)
        guard let path = mkdtemp(&template) else { fatalError("mkdtemp failed: errno \(errno)") }
        directory = DataDirectory(path: String(cString: path))
    }

    var path: String { directory.path }

    /// Writes `text` to the file `name` (plainly, not through the store).
    func write(_ text: String, to name: String) {
        let descriptor = open(directory.path(of: name), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        precondition(descriptor >= 0, "cannot write \(name)")
        var bytes = Array(text.utf8)
        _ = Glibc.write(descriptor, &bytes, bytes.count)
        close(descriptor)
    }

    /// The text of the file `name`, or `nil` when it does not exist.
    func read(_ name: String) -> String? {
        guard let bytes = try? directory.read(name) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The names of the files in the directory, sorted.
    var fileNames: [String] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Removes the directory and everything in it, folders too (a server's `users/`).
    func remove() {
        chmod(path, 0o700)
        try? FileManager.default.removeItem(atPath: path)
    }
}
