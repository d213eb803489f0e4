import Foundation
import WeavySSH

// The code of WeavySSH's doc comments, compiled here with just enough around it (the
// app's own types they name): the n-th ```swift block of <File>.swift's `///` comments
// is, verbatim, the region `// docs:begin <File>.swift <n>` … `// docs:end` of this test
// target (WeavyKitTests' DocCommentCodeTests checks it). DocCommentCodeRunTests runs it.

/// The app's shared model in SSHServer's example: titles every session lists.
@MainActor
final class Catalog {
    @Published private(set) var titles: RowBuffer<String> = ["Alien", "Vertigo"]
    func add(_ title: String) { titles.append(title) }
}

enum CatalogWeft: Weft {
    case list
}

/// The example's root warp: a list of the shared catalog, following its changes.
@MainActor
final class CatalogWarp: Warp {
    let stack = NavigationStack()
    var head: any Presentable { stack }
    private let catalog: Catalog

    init(catalog: Catalog) { self.catalog = catalog }

    func knit(_ weft: CatalogWeft) -> [Stitch] {
        let list = ListView<String>(title: "Catalog") { ListView.Row($0) }
        list.follow(catalog.$titles) { [weak list] titles in list?.items = titles }
        stack.push(list)
        return [.show(list)]
    }
}

struct DeepLink {
    let id: Int
    init?(_ command: String) {
        guard command.hasPrefix("open movie/"), let id = Int(command.dropFirst("open movie/".count)) else {
            return nil
        }
        self.id = id
    }
}

@MainActor
enum SSHDocCode {
    static func configuration() -> SSHServerConfiguration {
        // docs:begin SSHServer.swift 1
        let configuration = SSHServerConfiguration(
            port: 2222, hostKeyPath: "host_key",
            authentication: SSHAuthentication(authorizedKeysPath: "authorized_keys"))
        // docs:end
        return configuration
    }

    static func server(configuration: SSHServerConfiguration) -> (SSHServer, Catalog) {
        // docs:begin SSHServer.swift 2
        let catalog = Catalog()  // shared by every session
        let server = SSHServer(configuration: configuration) { request in
            let warp = CatalogWarp(catalog: catalog)
            let window = Window(content: warp.stack)
            window.bind("q", hint: "quit") { window in window.quit() }
            let loom = Loom()
            loom.weave(warp, startingWith: CatalogWeft.list)
            return SSHSessionApp(window: window, loom: loom)  // the session keeps its Loom
        }
        // docs:end
        return (server, catalog)
    }

    /// Never called by the tests: it ends the process.
    static func serve(_ server: SSHServer) async throws -> Never {
        // docs:begin SSHServer.swift 3
        exit(try await server.run().exitStatus)  // until SIGTERM (0) or SIGINT (130)
        // docs:end
    }

    static func link(_ command: String) throws -> DeepLink {
        // docs:begin SSHSessionApp.swift 1
        guard let link = DeepLink(command) else {
            throw SSHSessionRefusal("unknown command '\(command)'; try 'open movie/ID'")
        }
        // docs:end
        return link
    }
}
