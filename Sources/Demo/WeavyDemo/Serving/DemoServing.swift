import Logging
import WeavyKit

/// The movie app as a server serves it, without the server: the store every session
/// shares, and for each session an app of its own whose navigation is saved under its
/// user's name. `weavy-demo-serve` puts it behind SSH.
@MainActor
package enum DemoServing {
    /// Why a session cannot start: its command is not one the app knows.
    package struct Refusal: Error, Equatable, CustomStringConvertible {
        package let message: String
        package var description: String { message }
    }

    /// One session's app: its window, what starts its navigation, and what to save when
    /// it ends.
    package struct Session {
        package let window: Window
        /// The session's Loom, for the server to keep (and to record its knits).
        package let loom: Loom
        /// Weaves the main warp: call it once, after a recording follows ``loom`` (so the
        /// first knit has its marker) and before the first frame.
        package let start: @MainActor () -> Void
        package let save: @MainActor () -> Void
    }

    /// Sends swift-log to standard error: the server's console, one line per session
    /// start and end (`weavy.ssh` at info), and only notices from the app.
    package static func bootstrapLogging() {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = label == "weavy.ssh" ? .info : .notice
            return handler
        }
    }

    /// The store every session shares: the catalog and the lists in the data directory.
    ///
    /// - Throws: a sentence saying why the catalog cannot be used.
    package static func makeStore(_ options: ServeOptions) throws(UsageError) -> DemoStore {
        DemoStore(catalog: try catalog(options), directory: options.dataDirectory)
    }

    /// The store every session shares, its lists kept in `sharedStore` (read from it now,
    /// and followed), for every process and server on that store; what becomes of them
    /// goes to `logger`.
    ///
    /// - Throws: a sentence saying why the catalog cannot be used or the lists cannot be read.
    package static func makeStore(
        _ options: ServeOptions, sharingListsIn sharedStore: any SharedStore,
        logger: Logger = Logger(label: "weavy-demo.lists")
    ) async throws(UsageError) -> DemoStore {
        let catalog = try catalog(options)
        let lists: SharedLists
        do {
            lists = try await SharedLists.open(sharedStore, catalog: catalog, logger: logger)
        } catch {
            throw UsageError(message: "the shared lists cannot be read: \(error)")
        }
        return DemoStore(catalog: catalog, directory: options.dataDirectory, sharedLists: lists)
    }

    private static func catalog(_ options: ServeOptions) throws(UsageError) -> Catalog {
        do {
            return try options.catalogPath.map(Catalog.init(contentsOf:)) ?? Catalog.embedded()
        } catch {
            throw UsageError(message: "the catalog \(options.catalogPath ?? "built in") cannot be used: \(error)")
        }
    }

    /// One session's app, not yet woven: the link its command names, the navigation its
    /// user left, its settings popup titled `settingsTitle`.
    package static func makeSession(
        user: String, command: String?, store: DemoStore, dataDirectory: DataDirectory,
        settingsTitle: String = "Settings"
    ) throws(Refusal) -> Session {
        let link = try link(from: command)
        let navigation = userDirectory(of: user, in: dataDirectory)
        // Saving says so when the folder cannot be made; the session runs either way.
        try? navigation.create()
        let app = DemoApp(store: store, navigationDirectory: navigation, link: link, settingsTitle: settingsTitle)
        let window = app.makeWindow()
        return Session(window: window, loom: app.loom, start: { app.weave() }) { app.save(app.navigationToSave()) }
    }

    /// The weft a session's command asks for: `open LINK`, or none for a plain login.
    static func link(from command: String?) throws(Refusal) -> DemoWeft? {
        let words = command?.split(separator: " ", omittingEmptySubsequences: true) ?? []
        guard let command, !words.isEmpty else { return nil }
        guard words.count == 2, words[0] == "open" else {
            throw Refusal(
                message: "unknown command '\(command)': the only command is open LINK, such as open movie/23452")
        }
        do {
            return try DeepLink.weft(for: String(words[1]))
        } catch {
            throw Refusal(message: error.description)
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
