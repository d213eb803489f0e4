import Logging
import WeavyKit

/// The movie app as a server serves it, without the server: the store every session
/// shares, and for each session an app of its own, woven from the navigation the server
/// kept for its user. `weavy-demo-serve` puts it behind SSH, and the server saves each
/// session's ``Session/navigationToSave`` under its user's name.
@MainActor
package enum DemoServing {
    /// Why a session cannot start: its command is not one the app knows.
    package struct Refusal: Error, Equatable, CustomStringConvertible {
        package let message: String
        package var description: String { message }
    }

    /// One session's app: its window, what starts its navigation, and what the server
    /// saves of it when it ends.
    package struct Session {
        package let window: Window
        /// The session's Loom, for the server to keep (and to record its knits).
        package let loom: Loom
        /// Weaves the main warp: call it once, after a recording follows ``loom`` (so the
        /// first knit has its marker) and before the first frame.
        package let start: @MainActor () -> Void
        /// The navigation as it is now: take it before the window closes.
        package let navigationToSave: @MainActor () -> SavedNavigation
    }

    /// The weft types a saved navigation may hold, for the server to read it with.
    package static let navigationWeftTypes: [any (Weft & Codable).Type] = NavigationRestore.weftTypes

    /// Where the server keeps each user's navigation by default: a folder per user in
    /// `users` of the data directory (`users/NAME/navigation.json`).
    package static func navigationFolder(in directory: DataDirectory) -> String {
        directory.path(of: "users")
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
    /// user left (`savedNavigation`, as the server kept it), its settings popup titled
    /// `settingsTitle`.
    package static func makeSession(
        command: String?, store: DemoStore, savedNavigation: SavedNavigation?, settingsTitle: String = "Settings"
    ) throws(Refusal) -> Session {
        let link = try link(from: command)
        let app = DemoApp(
            store: store, navigation: .server(savedNavigation), link: link, settingsTitle: settingsTitle)
        let window = app.makeWindow()
        return Session(window: window, loom: app.loom, start: { app.weave() }) { app.navigationToSave() }
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
}
