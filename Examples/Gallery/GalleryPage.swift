import WeavyNcurses

/// One page of the gallery: a widget shown on its own screen, with what to try.
@MainActor
struct GalleryPage {
    /// The name in the index, and the screen's title.
    let title: String
    /// One line on what the page shows.
    let summary: String
    /// Makes the page's screen, fresh each time it opens.
    let makeScreen: @MainActor () -> Component
}

/// Every page, in the order of the index.
@MainActor
enum GalleryPages {
    static var all: [GalleryPage] { input + display + [keys] }
}
