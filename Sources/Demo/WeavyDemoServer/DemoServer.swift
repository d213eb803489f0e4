import Glibc
import WeavyDemo
import WeavySSH

/// `weavy-demo-serve`, which `weavy-demo serve` runs: the movie app for every SSH client.
@main
@MainActor
enum DemoServer {
    static func main() async {
        let options: ServeOptions
        do {
            let command = try ServeCommand.parse(Array(CommandLine.arguments.dropFirst()))
            options = try command.serveOptions(environment: DemoCommand.environment())
        } catch {
            let (message, status) = ServeCommand.outcome(of: error)
            if let message {
                if status == 0 { print(message) } else { StandardError.print(message) }
            }
            exit(status)
        }
        exit(await serve(options))
    }

    /// Serves until SIGTERM or SIGINT; returns the exit status (0 after SIGTERM, 130 after
    /// SIGINT, as shells expect).
    static func serve(_ options: ServeOptions) async -> Int32 {
        DemoServing.bootstrapLogging()
        let store: DemoStore
        do {
            store = try DemoServing.makeStore(options)
        } catch {
            StandardError.print("weavy-demo: error: \(error)")
            return 1
        }
        let workerProcesses =
            switch options.workers {
            case .count(let count): count
            case .onePerCore: SSHServerConfiguration.coreCount
            }
        let configuration = SSHServerConfiguration(
            host: options.host, port: options.port, hostKeyPath: options.hostKeyPath,
            authentication: SSHAuthentication(
                authorizedKeysPath: options.authorizedKeysPath, allowsAnonymous: options.allowsAnonymous),
            limits: SSHSessionLimits(maximumSessions: options.maximumSessions, idleTimeout: options.idleTimeout),
            programName: "weavy-demo", recordingFolder: options.recordingFolder, workerProcesses: workerProcesses)
        let server = SSHServer(configuration: configuration) { request in
            let session: DemoServing.Session
            do throws(DemoServing.Refusal) {
                session = try DemoServing.makeSession(
                    user: request.user, command: request.command, store: store, dataDirectory: options.dataDirectory)
            } catch {
                throw SSHSessionRefusal(error.message)
            }
            return SSHSessionApp(window: session.window, loom: session.loom, appearance: options.appearance) { _ in
                session.save()
            } start: {
                session.start()
            }
        }
        do {
            let port = try await server.start()
            if server.workerNumber == nil {
                let workers = workerProcesses > 1 ? " with \(workerProcesses) worker processes" : ""
                StandardError.print(
                    "weavy-demo: serving on \(options.host):\(port)\(workers); ssh -t -p \(port) \(options.host)")
            }
            return try await server.run().exitStatus
        } catch {
            StandardError.print("weavy-demo: error: \(error)")
            return 1
        }
    }
}
