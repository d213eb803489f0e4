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
    /// SIGINT, as shells expect). Each user's navigation is kept in `navigationStore`, by
    /// default a folder per user in `users` of the data directory.
    static func serve(_ options: ServeOptions, navigationStore: (any NavigationStore)? = nil) async -> Int32 {
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
            programName: "weavy-demo", recordingFolder: options.recordingFolder, workerProcesses: workerProcesses,
            navigationStore: navigationStore
                ?? NavigationFileStore(folder: DemoServing.navigationFolder(in: options.dataDirectory)),
            navigationWeftTypes: DemoServing.navigationWeftTypes)
        let server = SSHServer(configuration: configuration) { request in
            let session: DemoServing.Session
            do throws(DemoServing.Refusal) {
                session = try DemoServing.makeSession(
                    command: request.command, store: store,
                    savedNavigation: request.savedNavigation.map {
                        SavedNavigation(record: $0.record, appData: $0.appData)
                    })
            } catch {
                throw SSHSessionRefusal(error.message)
            }
            return SSHSessionApp(
                window: session.window, loom: session.loom, appearance: options.appearance, start: session.start
            ) {
                let navigation = session.navigationToSave()
                return SessionNavigation(record: navigation.record, appData: navigation.appData)
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
