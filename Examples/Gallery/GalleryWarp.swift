import OpenCombine
import Weavy
import WeavyNcurses

/// The gallery's navigation: the index of pages, and each page pushed above it.
enum GalleryWeft: Weft, Equatable {
    case index
    case open(title: String)
}

/// The index's model: opening a page is a weft, as in any Weavy app.
@MainActor
final class GalleryIndexModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
    func open(_ page: GalleryPage) { wefts.send(GalleryWeft.open(title: page.title)) }
}

/// The index: every page with its summary. Enter or a double click opens one.
@MainActor
final class GalleryIndexScreen: Component {
    let list: ListView<GalleryPage>

    init(model: GalleryIndexModel) {
        list = ListView(items: GalleryPages.all) { ListView.Row($0.title, detail: $0.summary) }
        super.init(title: "Gallery")
        list.emptyText = "No pages yet."
        list.onActivate = { page, _ in model.open(page) }
        addChild(list)
    }

    override var focusedChild: Component? { list }
}

@MainActor
final class GalleryWarp: Warp {
    let stack = NavigationStack(title: "Gallery")
    var head: any Presentable { stack }

    func knit(_ weft: GalleryWeft) -> [Stitch] {
        switch weft {
        case .index:
            let model = GalleryIndexModel()
            let screen = GalleryIndexScreen(model: model)
            stack.push(screen)
            return [.weave(screen, model)]
        case .open(let title):
            guard let page = GalleryPages.all.first(where: { $0.title == title }) else { return [] }
            let screen = page.makeScreen()
            screen.title = page.title
            stack.push(screen)
            return [.show(screen)]
        }
    }
}
