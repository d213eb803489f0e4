import Glibc
import Weavy

extension Terminfo {
    /// Reads the entry for the terminal type `type` (what `TERM` names) from where
    /// terminfo lives, in the order ncurses looks: `$TERMINFO`, `~/.terminfo`,
    /// `$TERMINFO_DIRS`, then the system's directories. Entries read once are kept, so
    /// opening many terminals of one type reads its file once.
    ///
    /// A type name is untrusted input (an SSH client sends its own): one that could leave
    /// the terminfo directories (a `/`, a leading `.`) is no type.
    ///
    /// - Throws: ``TerminfoError/unknownType(_:searched:)`` when no entry exists, or
    ///   ``TerminfoError/corrupt(path:reason:)`` when its file cannot be read.
    package static func load(
        type: String,
        environment: [String: String] = ProcessEnvironment.current(only: ["TERMINFO", "HOME", "TERMINFO_DIRS"])
    ) throws(TerminfoError) -> Terminfo {
        let directories = searchPath(environment: environment)
        guard isPlausibleName(type) else { throw .unknownType(type, searched: directories) }
        let key = CacheKey(type: type, directories: directories)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        for directory in directories {
            guard let first = type.utf8.first else { break }
            let letter = String(decoding: [first], as: UTF8.self)
            let hex = String(first, radix: 16)
            for folder in [letter, hex] {
                let path = "\(directory)/\(folder)/\(type)"
                guard let bytes = readFile(path) else { continue }
                do {
                    let entry = try Terminfo(compiled: bytes)
                    cache.withLock { $0[key] = entry }
                    return entry
                } catch {
                    throw error.reading(path)
                }
            }
        }
        throw .unknownType(type, searched: directories)
    }

    /// The directories searched, in order.
    static func searchPath(environment: [String: String]) -> [String] {
        var directories: [String] = []
        if let own = environment["TERMINFO"], !own.isEmpty { directories.append(own) }
        if let home = environment["HOME"], !home.isEmpty { directories.append("\(home)/.terminfo") }
        let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
        if let listed = environment["TERMINFO_DIRS"], !listed.isEmpty {
            // An empty element stands for the system's directories.
            for element in listed.split(separator: ":", omittingEmptySubsequences: false) {
                if element.isEmpty { directories += system } else { directories.append(String(element)) }
            }
        }
        directories += system
        var seen = Set<String>()
        return directories.filter { seen.insert($0).inserted }
    }

    private static func isPlausibleName(_ type: String) -> Bool {
        !type.isEmpty && type.utf8.count <= 128 && !type.hasPrefix(".") && !type.contains("/")
            && !type.unicodeScalars.contains { $0.value < 0x21 || $0.value == 0x7F }
    }

    /// A whole small file, or `nil` when it cannot be read (or is larger than any entry).
    private static func readFile(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let limit = 1 << 17
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 8192)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? bytes : nil }
            bytes += chunk[..<count]
        }
        return nil
    }

    private struct CacheKey: Hashable {
        let type: String
        let directories: [String]
    }

    private static let cache = LockedState<[CacheKey: Terminfo]>([:])
}
