import Foundation
import Weavy
import WeavyKit

// The code of the engine's doc comments, compiled here with just enough around it (the
// app's own types they name): the n-th ```swift block of <File>.swift's `///` comments
// is, verbatim, the region `// docs:begin <File>.swift <n>` … `// docs:end` of this test
// target (WeavyKitTests' DocCommentCodeTests checks it). DocCommentCodeRunTests runs it.
// The engine's examples show it as apps use it, with WeavyKit's widgets.

// docs:begin Weft.swift 1
enum MovieWeft: Weft {
    case movieList
    case moviePicked(id: Int)
}
// docs:end

struct Movie {
    let id: Int
    let title: String
}

/// A movie's page: the model woven with it emits nothing.
@MainActor
final class MovieModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
    let id: Int
    init(id: Int) { self.id = id }
}

@MainActor
final class MovieScreen: Component {
    let model: MovieModel
    init(model: MovieModel) {
        self.model = model
        super.init(title: "Movie \(model.id)")
    }
}

// docs:begin Warp.swift 1
@MainActor final class WishlistWarp: Warp {
    let stack = NavigationStack()
    var head: any Presentable { stack }

    func knit(_ weft: MovieWeft) -> [Stitch] {
        switch weft {
        case .moviePicked(let id):
            let model = MovieModel(id: id)
            let screen = MovieScreen(model: model)
            stack.push(screen)
            return [.weave(screen, model)]
        case .movieList:
            return []
        }
    }
}
// docs:end

// docs:begin Weftable.swift 1
@MainActor final class MovieListModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
    func pick(_ movie: Movie) { wefts.send(MovieWeft.moviePicked(id: movie.id)) }
}
// docs:end

enum AppWeft: Weft, Codable {
    case start
    case pickedMovie(Int)
}

enum SettingsWeft: Weft, Codable {
    case apiKey
}

/// A root warp: its list of movies, and the pages the list and the wefts open.
@MainActor
final class MainWarp: Warp {
    let stack = NavigationStack()
    var head: any Presentable { stack }
    let movies = [Movie(id: 1, title: "Alien"), Movie(id: 2, title: "Avatar")]

    func knit(_ weft: any Weft) -> [Stitch] {
        switch weft {
        case AppWeft.start:
            return startList()
        case MovieWeft.moviePicked(let id):
            return showPage(title: movies.first { $0.id == id }?.title ?? "?")
        default:
            return []
        }
    }

    private func startList() -> [Stitch] {
        let list = ListView(title: "Movies", items: movies) { ListView.Row($0.title) }
        // docs:begin Weftable.swift 2
        let picks = WeftEmitter()
        list.onActivate = { movie, _ in picks.send(MovieWeft.moviePicked(id: movie.id)) }
        stack.push(list)
        return [.weave(list, picks)]
        // docs:end
    }

    private func showPage(title: String) -> [Stitch] {
        // docs:begin Stitch.swift 1
        let page = Label("Avatar (2009)", title: "Avatar")
        stack.push(page)
        return [.show(page)]
        // docs:end
    }
}

@MainActor
enum EngineDocCode {
    static func startWishlist(loom: Loom) {
        // docs:begin Loom+Starting.swift 1
        loom.weave(WishlistWarp(), startingWith: MovieWeft.movieList)
        // docs:end
    }

    static func startMain() -> Loom {
        // docs:begin Loom.swift 1
        let loom = Loom()
        loom.weave(MainWarp(), with: SingleWeftable(AppWeft.start))
        // docs:end
        return loom
    }

    static func decode(_ data: Data) throws -> NavigationRecord {
        // docs:begin NavigationRecord.swift 1
        let decoder = JSONDecoder()
        let weftTypes: [any (Weft & Codable).Type] = [AppWeft.self, SettingsWeft.self]
        decoder.userInfo[NavigationRecord.weftTypesKey] = weftTypes
        let record = try decoder.decode(NavigationRecord.self, from: data)
        // docs:end
        return record
    }
}

@MainActor
func documentedFollowing() {
    // docs:begin SharedStore.swift 1
    let store = InProcessSharedStore()
    let following = store.follow { change in
        print("changed:", change.key)
    }
    following.cancel()
    // docs:end
}
