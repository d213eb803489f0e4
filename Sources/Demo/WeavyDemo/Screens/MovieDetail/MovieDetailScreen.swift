import OpenCombine
import WeavyNcurses

/// A movie: its title, Year, Director, Writer, Budget and list, its Story, and the
/// cast to pick from. `w` moves the movie to the other list.
@MainActor
final class MovieDetailScreen: DetailScreen<Person> {
    let model: MovieDetailModel
    private var subscription: AnyCancellable?

    /// Creates the screen of `model`'s movie.
    init(model: MovieDetailModel) {
        self.model = model
        super.init(title: model.movie.title, listTitle: "Cast", items: model.cast) { ListView.Row($0.name) }
        list.emptyText = "No cast listed."
        list.onActivate = { person, _ in model.pick(person) }
        refresh()
        // Weak: the screen holds this subscription, which no dismissal cancels.
        subscription = model.changes.sink { [weak self] in
            MainActor.assumeIsolated { self?.refresh() }
        }
    }

    /// The list the movie is in, read again whenever the lists change (the key hints
    /// need it on every frame).
    private var currentList: MovieList?

    private func refresh() {
        let movie = model.movie
        currentList = model.list
        document.blocks = [
            .heading(movie.title),
            .gap,
            .fields([
                .init("Year", String(movie.year)),
                .init("Director", movie.director),
                .init("Writer", movie.writer),
                .init("Budget", movie.formattedBudget),
                .init("List", currentList?.title ?? "none"),
            ]),
            .gap,
            .heading("Story"),
            .paragraph(movie.description),
        ]
    }

    override func handle(_ key: Key) -> Bool {
        guard key == "w" else { return super.handle(key) }
        model.toggle()
        return true
    }

    override var keyHints: [KeyHint] {
        let move = currentList.map { [KeyHint("w", "to \($0.other.title)")] } ?? []
        return move + super.keyHints
    }
}
