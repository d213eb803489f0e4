import OpenCombine
import Weavy
import WeavyKit
import WeavyTesting

/// A screen that shows one line of text and records the keys it receives.
@MainActor
final class TextScreen: Component {
    let body: String
    var consumes: Set<Key> = []
    private(set) var received: [Key] = []

    init(_ title: String, body: String = "") {
        self.body = body
        super.init(title: title)
    }

    override func handle(_ key: Key) -> Bool {
        received.append(key)
        return consumes.contains(key)
    }

    override func draw(in canvas: Canvas) {
        canvas.text(body.isEmpty ? title : body, at: Point(column: 1, row: 1), style: canvas.theme.heading)
    }
}

/// A screen holding one widget that fills it and has the focus.
@MainActor
final class WidgetScreen: Component {
    let widget: Component

    init(_ title: String, _ widget: Component) {
        self.widget = widget
        super.init(title: title)
        addChild(widget)
    }

    override var focusedChild: Component? { widget }

    override func layout() {
        place(widget, in: bounds.inset(by: Insets(top: 1, left: 1, right: 1)))
    }
}

struct Film {
    let title: String
    let year: Int
}

let sampleFilms = [
    Film(title: "Avatar", year: 2009),
    Film(title: "千と千尋の神隠し", year: 2001),
    Film(title: "卧虎藏龙", year: 2000),
    Film(title: "Amélie", year: 2001),
    Film(title: "🎬 Cinema Paradiso 🍿", year: 1988),
    Film(title: "기생충", year: 2019),
    Film(title: "Blade Runner", year: 1982),
    Film(title: "Star Trek: First Contact, the one with the Borg Queen", year: 1996),
]

@MainActor
func filmList() -> ListView<Film> {
    ListView(items: sampleFilms) { ListView.Row($0.title, detail: String($0.year)) }
}

/// A driver showing `content` at `columns`×`rows`.
@MainActor
func driver(
    _ content: Component, columns: Int = 40, rows: Int = 12, depth: ColorDepth = .ansi256,
    configure: (Window) -> Void = { _ in }
) throws -> HeadlessDriver {
    try HeadlessDriver(size: Size(columns: columns, rows: rows), colorDepth: depth, content: content) { window in
        window.minimumSize = Size(columns: 1, rows: 1)
        configure(window)
    }
}

extension SeededRandom {
    /// A number from 0 up to `bound` (0 when `bound` is 0 or less).
    mutating func below(_ bound: Int) -> Int {
        bound > 1 ? Int.random(in: 0..<bound, using: &self) : 0
    }
}
