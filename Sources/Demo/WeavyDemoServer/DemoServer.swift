import Glibc
import Logging
import WeavyDemo
import WeavyPostgres
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
    /// SIGINT, as shells expect; 2 when the database cannot be used at start). Each user's
    /// navigation is kept in `navigationStore`; by default in the database with
    /// `--database`, else in a folder per user in `users` of the data directory.
    static func serve(_ options: ServeOptions, navigationStore: (any NavigationStore)? = nil) async -> Int32 {
        DemoServing.bootstrapLogging()
        let workerProcesses =
            switch options.workers {
            case .count(let count): count
            case .onePerCore: SSHServerConfiguration.coreCount
            }
        let workerNumber = SSHServer.workerNumberOfThisProcess
        let isParentOfWorkers = workerProcesses > 1 && workerNumber == nil
        // Which process a line about the database comes from, as the server's own lines say.
        var storeLogger = Logger(label: "weavy.postgres")
        var listsLogger = Logger(label: "weavy-demo.lists")
        if let workerNumber {
            let metadata: Logger.Metadata = ["pid": "\(getpid())", "worker": "\(workerNumber)"]
            for (key, value) in metadata {
                storeLogger[metadataKey: key] = value
                listsLogger[metadataKey: key] = value
            }
        }
        var sharedStore: PostgresSharedStore?
        if let database = options.database {
            do {
                sharedStore = try await PostgresSharedStore.connect(to: database, logger: storeLogger)
            } catch {
                StandardError.print("weavy-demo: error: --database: \(error)")
                return 2
            }
            if isParentOfWorkers {
                // The parent only checked the database; its workers connect on their own.
                await sharedStore?.close()
                sharedStore = nil
            }
        }
        let configuration = SSHServerConfiguration(
            host: options.host, port: options.port, hostKeyPath: options.hostKeyPath,
            authentication: SSHAuthentication(
                authorizedKeysPath: options.authorizedKeysPath, allowsAnonymous: options.allowsAnonymous),
            limits: SSHSessionLimits(maximumSessions: options.maximumSessions, idleTimeout: options.idleTimeout),
            programName: "weavy-demo", recordingFolder: options.recordingFolder, workerProcesses: workerProcesses,
            navigationStore: navigationStore
                ?? sharedStore.map { SharedNavigationStore(store: $0) }
                ?? NavigationFileStore(folder: DemoServing.navigationFolder(in: options.dataDirectory)),
            navigationWeftTypes: DemoServing.navigationWeftTypes)
        let store: DemoStore
        do {
            if let sharedStore {
                store = try await DemoServing.makeStore(options, sharingListsIn: sharedStore, logger: listsLogger)
            } else {
                store = try DemoServing.makeStore(options)
            }
        } catch {
            StandardError.print("weavy-demo: error: \(error)")
            await sharedStore?.close()
            return options.database == nil ? 1 : 2
        }
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
        let status: Int32
        do {
            let port = try await server.start()
            if server.workerNumber == nil {
                let workers = workerProcesses > 1 ? " with \(workerProcesses) worker processes" : ""
                let database = options.database == nil ? "" : ", the lists and navigation in PostgreSQL"
                StandardError.print(
                    "weavy-demo: serving on \(options.host):\(port)\(workers)\(database); "
                        + "ssh -t -p \(port) \(options.host)")
            }
            status = try await server.run().exitStatus
        } catch {
            StandardError.print("weavy-demo: error: \(error)")
            status = 1
        }
        if let sharedStore {
            if store.unwrittenMoves > 0 {
                listsLogger.error(
                    "\(store.unwrittenMoves) moves of the shared lists were never written: the database stayed away")
            }
            await sharedStore.close()
        }
        return status
    }
}
