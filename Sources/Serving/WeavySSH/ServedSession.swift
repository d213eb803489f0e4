import Glibc
import Logging

/// One session on the main actor: its terminal (a stream to the client), its app, and
/// the input pumped into it a slice at a time.
@MainActor
final class ServedSession {
    let request: SSHSessionRequest
    let link: SessionLink
    let terminal: Terminal
    private let limits: SSHSessionLimits
    private var ending: SessionEnding?
    private var inputHandling = Duration.zero

    init(request: SSHSessionRequest, link: SessionLink, terminal: Terminal, limits: SSHSessionLimits) {
        self.request = request
        self.link = link
        self.terminal = terminal
        self.limits = limits
    }

    /// Runs `app` until it quits or the session ends, and returns how it ended.
    func run(_ app: SSHSessionApp) async -> (RunOutcome, SessionEnding?) {
        let pump = Task { @MainActor in await pumpInput() }
        let outcome = await app.window.run(on: terminal)
        pump.cancel()
        return (outcome, ending)
    }

    /// Ends the run: the server is stopping.
    func stop() {
        end(.serverStopping)
    }

    /// How long the session spent handling input (keys and the frames they caused).
    var timeHandlingInput: Duration { inputHandling }

    private func pumpInput() async {
        let clock = ContinuousClock()
        for await input in link.inputs {
            if Task.isCancelled { return }
            switch input {
            case .bytes(let bytes):
                var start = 0
                while start < bytes.count {
                    // The channel holds up to its SSH window of input (megabytes) and
                    // hands it all over when it closes: a client that is gone must not
                    // keep its session busy with it.
                    guard link.isConnected else {
                        self.end(link.ending ?? .clientLeft)
                        return
                    }
                    let end = min(bytes.count, start + limits.inputSlice)
                    let began = clock.now
                    terminal.post([.input(Array(bytes[start..<end]))])
                    inputHandling += clock.now - began
                    start = end
                    // Every other session gets its turn between slices.
                    if start < bytes.count { await Task.yield() }
                    if Task.isCancelled { return }
                }
                link.consumed(bytes.count)
            case .resize(let size):
                terminal.resize(to: size)
            case .end(let reason):
                end(reason)
                return
            }
        }
    }

    private func end(_ reason: SessionEnding) {
        guard ending == nil else { return }
        ending = reason
        terminal.post([reason == .serverStopping ? .signal(SIGTERM) : .inputClosed])
    }
}
