import WeavyNcurses

extension GalleryPages {
    /// Pages of the widgets that show things: scroll views, lists, tables, progress,
    /// spinners, toasts, stacks.
    static var display: [GalleryPage] {
        [
            GalleryPage(title: "Scroll view", summary: "a long document", makeScreen: DisplayPages.scrollView),
            GalleryPage(title: "List", summary: "filter with /, keeps the selection", makeScreen: DisplayPages.list),
            GalleryPage(title: "Table", summary: "films, sortable, CJK titles", makeScreen: DisplayPages.table),
            GalleryPage(title: "Progress bar", summary: "fractions and labels", makeScreen: DisplayPages.progress),
            GalleryPage(title: "Spinner", summary: "turns only while shown", makeScreen: DisplayPages.spinner),
            GalleryPage(title: "Toasts", summary: "notices over everything", makeScreen: DisplayPages.toasts),
            GalleryPage(title: "Stacks", summary: "HStack and VStack", makeScreen: DisplayPages.stacks),
        ]
    }
}

/// A gallery page: a stack of widgets under a line saying what to try, the focus on one
/// of them, and the page's own keys (see ``keys``).
@MainActor
private final class DisplayPage: Component {
    let body: VStack
    /// The page's keys: each returns whether it used the key.
    var keys: (Key) -> Bool = { _ in false }
    var hints: () -> [KeyHint] = { [] }

    init(_ note: String, _ items: [StackItem], focus: Component? = nil) {
        body = VStack(
            spacing: 1, padding: Insets(top: 1, left: 1, right: 1),
            [.fit(ScrollView(text: note, role: \.secondaryText))] + items)
        super.init()
        addChild(body)
        body.focus(focus)
    }

    override var focusedChild: Component? { body }
    override func handle(_ key: Key) -> Bool { keys(key) }

    override func releaseHandlers() {
        keys = { _ in false }
        hints = { [] }
        super.releaseHandlers()
    }
    override var keyHints: [KeyHint] { hints() }
}

/// A box of one theme role with a label, that does something when clicked: the
/// gallery's stand-in for a button, and a swatch showing where a stack put a child.
@MainActor
private final class GalleryBox: Component {
    let text: String
    let role: KeyPath<Theme, Style>
    /// What a click does; it receives the box, so it reaches the window without capturing it.
    private(set) var action: (@MainActor (Component) -> Void)?

    init(_ text: String, role: KeyPath<Theme, Style> = \.button, action: (@MainActor (Component) -> Void)? = nil) {
        self.text = text
        self.role = role
        self.action = action
        super.init()
    }

    override func preferredWidth(forHeight height: Int) -> Int? { CellText.width(text) + 2 }
    override func preferredHeight(forWidth width: Int) -> Int? { 1 }

    override func handle(_ key: Key) -> Bool {
        guard let action, case .mouse(let event) = key, event.kind == .click else { return false }
        action(self)
        return true
    }

    override func releaseHandlers() {
        action = nil
        super.releaseHandlers()
    }

    override func draw(in canvas: Canvas) {
        let style = canvas.theme[keyPath: role]
        canvas.fill(style: style)
        canvas.text(CellText.truncated(text, to: canvas.size.columns - 2), at: Point(column: 1, row: 0), style: style)
    }
}

/// A film with its original title, for the list and the table.
private struct GalleryFilm: Identifiable, Sendable {
    let id: Int
    let title: String
    let original: String
    let year: Int
    let rating: Double

    static let all: [GalleryFilm] = [
        ("Spirited Away", "千と千尋の神隠し", 2001, 8.6), ("Crouching Tiger, Hidden Dragon", "卧虎藏龙", 2000, 7.9),
        ("Parasite", "기생충", 2019, 8.5), ("In the Mood for Love", "花樣年華", 2000, 8.1),
        ("Howl's Moving Castle", "ハウルの動く城", 2004, 8.2), ("Seven Samurai", "七人の侍", 1954, 8.6),
        ("Oldboy", "올드보이", 2003, 8.3), ("Farewell My Concubine", "霸王别姬", 1993, 8.1),
        ("Tokyo Story", "東京物語", 1953, 8.1), ("Amélie", "Le Fabuleux Destin d'Amélie Poulain", 2001, 8.3),
        ("Hero", "英雄", 2002, 7.9), ("Your Name", "君の名は。", 2016, 8.4), ("The Handmaiden", "아가씨", 2016, 8.1),
        ("Cinema Paradiso", "Nuovo Cinema Paradiso", 1988, 8.5), ("Rashomon", "羅生門", 1950, 8.2),
        ("Chungking Express", "重慶森林", 1994, 8.0), ("My Neighbor Totoro", "となりのトトロ", 1988, 8.1),
        ("Burning", "버닝", 2018, 7.5), ("Metropolis", "Metropolis", 1927, 8.3), ("Ikiru", "生きる", 1952, 8.3),
        ("Still Walking", "歩いても 歩いても", 2008, 7.9), ("A Brighter Summer Day", "牯嶺街少年殺人事件", 1991, 8.3),
    ].enumerated().map { GalleryFilm(id: $0 + 1, title: $1.0, original: $1.1, year: $1.2, rating: $1.3) }
}

/// The display pages' screens.
@MainActor
private enum DisplayPages {
    static func scrollView() -> Component {
        let chapters = ["Warp", "Weft", "Stitch", "Loom", "織り (weaving)"]
        var blocks: [ScrollView.Block] = [
            .heading("Weaving, a field guide"),
            .fields([
                .init("Keys", "↑↓ j k a line, PgUp PgDn a page, Home End g G the ends"),
                .init("Mouse", "the wheel scrolls; a click on the bar's track pages"), .init("原題", "織物の手引き"),
            ]),
        ]
        for (number, name) in chapters.enumerated() {
            blocks += [
                .gap, .heading("\(number + 1). \(name)"),
                .paragraph(
                    "Threads run lengthwise (the warp) and across (the weft). \(name) is where this guide stops "
                        + "to look closely: resize the terminal and the line at the top stays at the top, "
                        + "wherever the new width wraps it. 縦糸と横糸が交わるところ、布が生まれる。"),
                .paragraph("A note in the secondary role, narrower than the text around it.", role: \.secondaryText),
            ]
        }
        let document = ScrollView(blocks)
        document.maximumLineWidth = 72
        return DisplayPage("A document longer than the screen.", [.flexible(document)], focus: document)
    }

    static func list() -> Component {
        let list = ListView(items: GalleryFilm.all) {
            ListView.Row("\($0.title) · \($0.original)", detail: String($0.year))
        }
        list.allowsFiltering = true
        let empty = ListView<GalleryFilm>(items: []) { ListView.Row($0.title) }
        empty.emptyText = "An empty list says so, cut with … when it is too long for its width."
        var next = 100
        let page = DisplayPage(
            "/ filters by letters in order, accents ignored (try hwl); a adds a film at the top, d deletes "
                + "the selected one: the selection stays put.",
            [.flexible(list), .fixed(1, empty)], focus: list)
        page.hints = { list.isEditingFilter ? [] : [KeyHint("a", "add"), KeyHint("d", "delete")] }
        page.keys = { key in
            switch key {
            case "a":
                next += 1
                list.items.insert(
                    GalleryFilm(id: next, title: "New film \(next)", original: "新作", year: 2025, rating: 0), at: 0)
            case "d":
                guard let selected = list.selectedItem else { return false }
                list.items.removeAll { $0.id == selected.id }
            default:
                return false
            }
            return true
        }
        return page
    }

    static func table() -> Component {
        let table = Table(
            rows: GalleryFilm.all,
            columns: [
                .init("Title", width: .flexible(share: 2), value: \.title),
                .init("Original title", width: .flexible(share: 1, minimum: 10), value: \.original),
                .init("Year", alignment: .trailing, value: { String($0.year) }, sortedBy: \.year),
                .init("Rating", width: .fixed(7), alignment: .center, value: { String($0.rating) }, sortedBy: \.rating),
            ])
        let page = DisplayPage(
            "s sorts, S reverses, a click on a header sorts by it; Enter or a double click opens.", [.flexible(table)],
            focus: table)
        table.onActivate = { film, _ in
            table.window?.showToast("\(film.title) (\(film.original), \(film.year))")
        }
        return page
    }

    static func progress() -> Component {
        let main = ProgressBar(fraction: 0.37, label: "Weaving the catalog")
        let bars: [ProgressBar] = [
            main, ProgressBar(fraction: 0, label: "Not started"), ProgressBar(fraction: 0.8, label: "ポスターを取得中 🎬"),
            ProgressBar(fraction: 1, label: "Done"),
        ]
        let narrow = ProgressBar(fraction: 0.5, label: "A label too long for a short bar")
        let row = HStack(
            spacing: 2,
            [
                .fixed(18, narrow), .fit(GalleryBox("−10%") { _ in main.fraction -= 0.1 }),
                .fit(GalleryBox("+10%") { _ in main.fraction += 0.1 }),
            ])
        let page = DisplayPage(
            "← → or - + move the first bar by a step; a click on a bar sets it there.",
            bars.map { .fixed(1, $0) } + [.fixed(1, row)])
        page.hints = { [KeyHint("←→", "less, more")] }
        page.keys = { key in
            switch key {
            case .left, "-": main.fraction -= 0.05
            case .right, "+": main.fraction += 0.05
            case .mouse(let event) where event.kind == .click:
                guard let bar = bars.first(where: { $0.frame.contains(event.location) }), bar.frame.size.columns > 0
                else { return false }
                bar.fraction = Double(event.location.column - bar.frame.minColumn + 1) / Double(bar.frame.size.columns)
            default: return false
            }
            return true
        }
        return page
    }

    static func spinner() -> Component {
        let spinners = [
            Spinner(label: "Loading the catalog (dots, 80 ms)"),
            Spinner(label: "Syncing (an ASCII line, 120 ms)", frames: .line),
            Spinner(label: "Stopped: the label stays in place", isAnimating: false),
        ]
        let page = DisplayPage(
            "Space (or a click) starts and stops the first; Esc back: hidden, none wakes the app.",
            spinners.map { .fixed(1, $0) })
        page.hints = { [KeyHint("Space", "start/stop")] }
        page.keys = { key in
            switch key {
            case " ": spinners[0].isAnimating.toggle()
            case .mouse(let event) where event.kind == .click:
                guard let hit = spinners.first(where: { $0.frame.contains(event.location) }) else { return false }
                hit.isAnimating.toggle()
            default: return false
            }
            return true
        }
        return page
    }

    static func toasts() -> Component {
        let long = String(repeating: "A long notice wraps over a few lines and stays longer. ", count: 3)
        let actions: [(key: Key, label: String, run: @MainActor (Component) -> Void)] = [
            ("i", "i  info", { $0.window?.showToast("Saved to your Wishlist.") }),
            (
                "e", "e  error",
                { $0.window?.showToast("Could not reach the catalog: the network is down.", kind: .error) }
            ),
            ("l", "l  long", { $0.window?.showToast(long) }),
            ("d", "d  dismiss all", { $0.window?.dismissAllToasts() }),
        ]
        let buttons = HStack(spacing: 2, actions.map { GalleryBox($0.label, action: $0.run) })
        let made = DisplayPage(
            "Notices queue and show one at a time at the bottom right; a click on one dismisses it.",
            [.fixed(1, buttons)])
        made.hints = { [KeyHint("i", "info"), KeyHint("e", "error"), KeyHint("l", "long"), KeyHint("d", "dismiss")] }
        made.keys = { key in
            guard let action = actions.first(where: { $0.key == key }) else { return false }
            action.run(made)
            return true
        }
        return made
    }

    static func stacks() -> Component {
        func box(_ text: String) -> GalleryBox { GalleryBox(text, role: \.field) }
        let row = HStack(
            spacing: 1,
            [
                .fixed(9, box("fixed 9")), .fit(box("fit")), .flexible(box("flexible ×1")),
                .flexible(box("flexible ×2"), share: 2),
            ])
        let column = VStack(
            spacing: 1, alignment: .center,
            [.fit(box("centered")), .fit(box("each at its width")), .fit(box("in a VStack"))])
        let page = DisplayPage(
            "a cycles the alignment of the column; s changes the spacing of the row.",
            [.fixed(1, row), .fit(column), .flexible(box("flexible: the rows left")), .fixed(1, box("fixed: 1 row"))])
        page.hints = { [KeyHint("a", "alignment"), KeyHint("s", "spacing")] }
        page.keys = { key in
            switch key {
            case "a":
                let order: [VStack.Alignment] = [.leading, .center, .trailing, .fill]
                column.alignment = order[((order.firstIndex(of: column.alignment) ?? 0) + 1) % order.count]
            case "s": row.spacing = row.spacing == 1 ? 4 : 1
            default: return false
            }
            return true
        }
        return page
    }
}
