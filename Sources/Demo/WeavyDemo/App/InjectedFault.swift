/// A failure the demo can be asked to commit, to prove that the terminal comes back
/// whatever happens: with `WEAVY_DEMO_FAULT=fatal` or `WEAVY_DEMO_FAULT=segfault` in the
/// environment, pressing `!` ends the process that way. Unset, `!` does nothing.
enum InjectedFault: String, Sendable, Equatable {
    /// A Swift fatal error (a trap), with a message.
    case fatal
    /// A segmentation fault: a write through an invalid pointer.
    case segfault

    /// The fault the environment asks for: `nil` when `WEAVY_DEMO_FAULT` is unset or
    /// empty, an error when it names no fault.
    static func requested(in environment: [String: String]) throws(UsageError) -> InjectedFault? {
        guard let value = environment["WEAVY_DEMO_FAULT"], !value.isEmpty else { return nil }
        guard let fault = InjectedFault(rawValue: value) else {
            throw UsageError(message: "WEAVY_DEMO_FAULT must be fatal or segfault, not \"\(value)\"")
        }
        return fault
    }

    /// Commits the fault.
    func commit() -> Never {
        switch self {
        case .fatal:
            fatalError("weavy-demo was asked to fail (WEAVY_DEMO_FAULT=fatal)")
        case .segfault:
            let invalid = UnsafeMutablePointer<Int>(bitPattern: 8)!
            invalid.pointee = 1
            fatalError("unreachable: the write above faults")
        }
    }
}
