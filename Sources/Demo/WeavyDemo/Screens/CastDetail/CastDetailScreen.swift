import WeavyNcurses

/// A person: their name, a Biography, and the movies of the catalog they are Known
/// for, each of which opens.
@MainActor
final class CastDetailScreen: DetailScreen<Movie> {
    let model: CastDetailModel

    /// Creates the screen of `model`'s person.
    init(model: CastDetailModel) {
        self.model = model
        super.init(title: model.person.name, listTitle: "Known for", items: model.knownFor) {
            ListView.Row($0.title, detail: String($0.year))
        }
        list.onActivate = { movie, _ in model.pick(movie) }
        document.blocks = [
            .heading(model.person.name),
            .gap,
            .heading("Biography"),
            .paragraph(model.person.biography),
        ]
    }
}
