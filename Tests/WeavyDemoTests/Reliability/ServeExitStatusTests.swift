import Glibc
import Testing
import WeavyKit
import WeavyTesting

/// `weavy-demo serve` ends as shells expect: Ctrl-C where it runs (SIGINT) with status
/// 130, SIGTERM with 0, served in one process or by worker processes.
@Suite("Reliability: the server's exit status says how it was stopped")
struct ServeExitStatusTests {
    enum Stop: String, CaseIterable {
        /// Ctrl-C typed on the server's terminal: the terminal sends SIGINT.
        case controlC
        case sigterm
    }

    @Test("weavy-demo serve exits 130 after Ctrl-C and 0 after SIGTERM", arguments: [1, 2], Stop.allCases)
    func exitStatus(workers: Int, stop: Stop) throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        let server = try TerminalProcess(
            executable: demoExecutable,
            arguments: [
                "serve", "--listen", "127.0.0.1:0", "--allow-anonymous", "--data-dir", data.path,
                "--workers", "\(workers)",
            ],
            environment: demoEnvironment(), size: Size(columns: 200, rows: 10))
        defer {
            if server.termination == nil { server.signal(SIGKILL) }
        }
        _ = try server.waitForOutput(containing: "; ssh -t -p ", timeout: 60)
        // The line is printed just before run() installs its handlers: a signal in between
        // takes the default action. Let the server settle into run() first.
        server.waitForQuiet(0.5)
        switch stop {
        case .controlC: server.type("\u{03}")
        case .sigterm: server.signal(SIGTERM)
        }
        let ended = try server.waitForExit(timeout: 60)
        #expect(
            ended == .exited(stop == .controlC ? 130 : 0),
            "\(workers) worker(s), \(stop): \(ended); it wrote \(server.outputText.debugDescription)")
    }
}
