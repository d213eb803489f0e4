/// What an SSH client asked for when it opened a session: who it is, its terminal, and
/// the command it gave, if any. The server's app factory builds the session's app from it.
public struct SSHSessionRequest: Sendable, Equatable {
    /// The name the client logged in as (`ssh name@host`).
    public var user: String
    /// The client's terminal type, as its `TERM` names it.
    public var terminalType: String
    /// The client's terminal size when the session began.
    public var size: Size
    /// The command given after the host (`ssh -t host open movie/23452` gives
    /// `"open movie/23452"`), or `nil` for a plain login.
    public var command: String?
    /// The navigation the user's last session left (see
    /// ``SSHServerConfiguration/navigationStore``), read before the app factory is called:
    /// weave from its record (`Loom/weave(_:with:restoring:onRestored:)`). `nil` at a
    /// first login, and when what was saved cannot be read or used (the server logs why).
    public var savedNavigation: SessionNavigation?

    /// Makes a request; the server makes them from what a client sends and what it saved.
    public init(
        user: String, terminalType: String, size: Size, command: String? = nil,
        savedNavigation: SessionNavigation? = nil
    ) {
        self.savedNavigation = savedNavigation
        self.user = user
        self.terminalType = terminalType
        self.size = size
        self.command = command
    }
}
