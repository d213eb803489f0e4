import WeavyNcurses

/// A screen showing a document and, under it, a titled list to pick from: a movie and
/// its cast, a person and the movies they are in.
///
/// The list has the focus (↑↓ select, Enter opens). When everything does not fit, the
/// list keeps at least three rows (or all of its items) and stays scrollable, and the
/// document above is cut; `J`/`K` (or the mouse wheel over it) scroll it.
///
/// On a wide terminal the screen keeps to a column of ``ReadingMeasure`` at the left, so
/// that the prose stays readable and a list row's year stays near its title.
@MainActor
class DetailScreen<Item>: Component {
    /// The text at the top.
    let document: ScrollView
    /// The items to pick from.
    let list: ListView<Item>
    /// The heading drawn above the list, a document of one heading so that it takes the
    /// same style as the document's own headings.
    let listHeading: ScrollView

    /// Creates the screen. `row` tells how an item is shown.
    init(title: String, listTitle: String, items: [Item], row: @escaping (Item) -> ListView<Item>.Row) {
        document = ScrollView()
        document.maximumLineWidth = ReadingMeasure.columns
        list = ListView(items: items, row: row)
        listHeading = ScrollView([.heading(listTitle)])
        listHeading.showsScrollIndicator = false
        super.init(title: title)
        list.activationKeys.insert("l")
        addChild(document)
        addChild(listHeading)
        addChild(list)
    }

    override var focusedChild: Component? { list }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case "J": document.scroll(by: 1)
        case "K": document.scroll(by: -1)
        default: return false
        }
        return true
    }

    override var keyHints: [KeyHint] {
        document.overflows ? [KeyHint("J/K", "scroll text")] : []
    }

    override func layout() {
        var area = bounds.inset(by: .horizontal(1))
        area.size.columns = min(area.size.columns, ReadingMeasure.columnsWithScrollBar)
        let layout = DetailLayout(
            documentHeight: document.preferredHeight(forWidth: area.size.columns) ?? 0,
            listCount: list.items.count, in: area)
        place(document, in: layout.document)
        place(listHeading, in: layout.listTitle)
        place(list, in: layout.list)
    }
}

/// Where a ``DetailScreen`` puts its parts in a rectangle.
struct DetailLayout: Equatable {
    var document: Rect
    var listTitle: Rect
    var list: Rect

    /// The smallest number of list rows kept visible when space is short.
    static let minimumListRows = 3

    /// Lays out a document of `documentHeight` lines over a list of `listCount` items.
    ///
    /// When everything fits there is a blank row at the top and one between the parts.
    /// Otherwise the list gets all its rows, or a third of the space (at least
    /// ``minimumListRows``), whichever is less, and the document the rest.
    init(documentHeight: Int, listCount: Int, in area: Rect) {
        let listRows = max(1, listCount)
        let needed = documentHeight + 1 + 1 + listRows
        var top = area.minRow
        var documentRows = documentHeight
        var shownRows = listRows
        if needed + 1 <= area.size.rows {
            top += 1
        } else if needed > area.size.rows {
            shownRows = min(listRows, max(Self.minimumListRows, area.size.rows / 3))
            documentRows = max(0, area.size.rows - 2 - shownRows)
        }
        document = Rect(column: area.minColumn, row: top, columns: area.size.columns, rows: documentRows)
        listTitle = Rect(column: area.minColumn, row: top + documentRows + 1, columns: area.size.columns, rows: 1)
        list = Rect(column: area.minColumn, row: listTitle.maxRow, columns: area.size.columns, rows: shownRows)
    }
}
