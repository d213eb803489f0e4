/// Why an ``SSHServer`` could not start: each says what is wrong in one sentence.
public enum SSHServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The host key file exists but is not a key this server can read.
    case damagedHostKey(path: String, reason: String)
    /// The host key file can be read by others than its owner.
    case exposedHostKey(path: String, mode: UInt32)
    /// The host key file could not be made.
    case cannotSaveHostKey(path: String, reason: String)
    /// The authorized keys file could not be read, or holds no key this server accepts.
    case unreadableAuthorizedKeys(path: String, reason: String)
    /// No keys, no password check and no anonymous sessions: nobody could log in.
    case nobodyCanLogIn
    /// The address could not be listened on.
    case cannotListen(address: String, reason: String)
    /// ``SSHServer/start()`` was called on a server that has started already.
    case alreadyStarted

    public var description: String {
        switch self {
        case .damagedHostKey(let path, let reason):
            "the host key \(path) is damaged (\(reason)); move it away to make a new one"
        case .exposedHostKey(let path, let mode):
            "the host key \(path) can be read by others (mode \(String(mode & 0o777, radix: 8))); "
                + "run chmod 600 \(path)"
        case .cannotSaveHostKey(let path, let reason):
            "cannot save a new host key to \(path): \(reason)"
        case .unreadableAuthorizedKeys(let path, let reason):
            "cannot use the authorized keys in \(path): \(reason)"
        case .nobodyCanLogIn:
            "nobody could log in: give authorized keys, a password check, or allow anonymous sessions"
        case .cannotListen(let address, let reason):
            "cannot listen on \(address): \(reason)"
        case .alreadyStarted:
            "the server has started already"
        }
    }
}
