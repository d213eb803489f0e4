import Logging
import WeavySSH

/// The movie app served over SSH: one shared store (the lists every session shows), and
/// for each session an app of its own whose navigation is saved under its user's name.
@MainActor
enum DemoServer {
    /// Serves until SIGTERM or SIGINT; returns the exit status.
    static func run(_ options: ServeOptions) async -> Int32 {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = label == "weavy.ssh" ? .info : .notice
            return handler
        }
        let catalog: Catalog
        do {
            catalog = try options.catalogPath.map(Catalog.init(contentsOf:)) ?? Catalog.embedded()
        } catch {
            StandardError.print(
                "weavy-demo: error: the catalog \(options.catalogPath ?? "built in") cannot be used: \(error)")
            return 1
        }
        let store = DemoStore(catalog: catalog, directory: options.dataDirectory)
        let configuration = SSHServerConfiguration(
            host: options.host, port: options.port, hostKeyPath: options.hostKeyPath,
            authentication: SSHAuthentication(
                authorizedKeysPath: options.authorizedKeysPath, allowsAnonymous: options.allowsAnonymous),
            limits: SSHSessionLimits(maximumSessions: options.maximumSessions, idleTimeout: options.idleTimeout),
            programName: "weavy-demo")
        let server = SSHServer(configuration: configuration) { request in
            try makeSession(for: request, store: store, options: options)
        }
        do {
            let port = try await server.start()
            StandardError.print("weavy-demo: serving on \(options.host):\(port); ssh -t -p \(port) \(options.host)")
            try await server.run()
        } catch {
            StandardError.print("weavy-demo: error: \(error)")
            return 1
        }
        return 0
    }

    /// One session's app: the link its command names, the navigation its user left.
    static func makeSession(
        for request: SSHSessionRequest, store: DemoStore, options: ServeOptions
    ) throws -> SSHSessionApp {
        let link = try link(from: request.command)
        let navigation = userDirectory(of: request.user, in: options.dataDirectory)
        // Saving says so when the folder cannot be made; the session runs either way.
        try? navigation.create()
        let app = DemoApp(store: store, navigationDirectory: navigation, link: link)
        let window = app.makeWindow()
        app.weave()
        return SSHSessionApp(window: window, appearance: options.appearance) { _ in
            app.save(app.navigationToSave())
        }
    }

    /// The weft a session's command asks for: `open LINK`, or none for a plain login.
    static func link(from command: String?) throws(SSHSessionRefusal) -> DemoWeft? {
        let words = command?.split(separator: " ", omittingEmptySubsequences: true) ?? []
        guard let command, !words.isEmpty else { return nil }
        guard words.count == 2, words[0] == "open" else {
            throw SSHSessionRefusal(
                "unknown command '\(command)': the only command is open LINK, such as open movie/23452")
        }
        do {
            return try DeepLink.weft(for: String(words[1]))
        } catch {
            throw SSHSessionRefusal(error.description)
        }
    }

    /// Where `user`'s navigation is kept: a folder named after them, with anything but
    /// letters, digits, `.`, `-` and `_` replaced, so no name reaches outside.
    static func userDirectory(of user: String, in directory: DataDirectory) -> DataDirectory {
        let allowed = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-"
        let safe = String(user.map { allowed.contains($0) ? $0 : "_" })
        let name = safe.isEmpty || safe.allSatisfy { $0 == "." } ? "_" : safe
        return DataDirectory(path: directory.path(of: "users/" + name))
    }
}
