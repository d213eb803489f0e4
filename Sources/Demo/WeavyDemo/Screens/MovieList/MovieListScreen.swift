import OpenCombine
import WeavyNcurses

/// The root of a tab: the movies of one list, title at the left and year at the right,
/// under a blank row.
///
/// ↑↓ (`j`/`k`), PgUp/PgDn and Home/End move; Enter, → or `l` open the movie; `w` moves
/// it to the other list. The list follows the store: when a movie moves, the selection
/// stays on the same movie, or on the row where the moved one was.
@MainActor
final class MovieListScreen: Component {
    let model: MovieListModel
    let list: ListView<Movie>
    private var subscription: AnyCancellable?

    /// Creates the screen of `model`'s list.
    init(model: MovieListModel) {
        self.model = model
        list = ListView(items: model.movies) { ListView.Row($0.title, detail: String($0.year)) }
        super.init(title: model.list.title)
        list.emptyText = "No movies here. Press w on a movie in \(model.list.other.title) to move it here."
        list.activationKeys.insert("l")
        // `/` filters the titles as you type (fuzzy, accents ignored); the app's keys
        // wait while the filter takes the typing.
        list.allowsFiltering = true
        list.onActivate = { movie, _ in model.pick(movie) }
        addChild(list)
        // Weak: the screen holds this subscription, which no dismissal cancels.
        subscription = model.changes.sink { [weak self] in
            MainActor.assumeIsolated { self?.reload() }
        }
    }

    /// Selects the movie with `movieID`, when the list has it.
    func select(movieID: Int) {
        if let index = list.items.firstIndex(where: { $0.id == movieID }) {
            list.select(index)
        }
    }

    private func reload() {
        let selected = list.selectedItem?.id
        list.items = RowBuffer(model.movies)
        if let selected { select(movieID: selected) }
    }

    override var focusedChild: Component? { list }

    /// Under the tab line, a blank row: the list's selected row never sits right under
    /// the selected tab (the stack shows no title bar at its root).
    override func layout() {
        place(list, in: bounds.inset(by: Insets(top: 1)))
    }

    override func handle(_ key: Key) -> Bool {
        guard key == "w", let movie = list.selectedItem else { return false }
        model.toggle(movie)
        return true
    }

    override var keyHints: [KeyHint] {
        list.selectedItem == nil ? [] : [KeyHint("w", "to \(model.list.other.title)")]
    }
}
