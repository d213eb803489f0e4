/// Why a terminal type's terminfo entry could not be read.
package enum TerminfoError: Error, Equatable, CustomStringConvertible {
    /// No entry for the type was found in any of the places terminfo lives.
    case unknownType(String, searched: [String])
    /// The entry's file is there but is no terminfo entry, or is cut short.
    case corrupt(path: String, reason: String)

    package var description: String {
        switch self {
        case .unknownType(let type, let searched):
            "no terminfo entry for the terminal type \"\(type)\" (looked in \(searched.joined(separator: ", ")))"
        case .corrupt(let path, let reason):
            "the terminfo entry \(path.isEmpty ? "" : "\(path) ")cannot be read: \(reason)"
        }
    }

    /// The same error, naming the file it came from.
    func reading(_ path: String) -> TerminfoError {
        guard case .corrupt(_, let reason) = self else { return self }
        return .corrupt(path: path, reason: reason)
    }
}
