import WeavyNcurses

extension GalleryPages {
    /// The last page: each key as the app receives it. Under kitty's keyboard protocol
    /// Ctrl-I is not Tab, nor Ctrl-M Enter.
    static var keys: GalleryPage {
        GalleryPage(title: "Keys", summary: "each key as the app reads it", makeScreen: keysPage)
    }

    static func keysPage() -> Component {
        let echo = KeyEcho()
        let page = InputPage(
            intro: "Press keys: each shows as the app reads it. Ctrl-I and Tab, Ctrl-M and Enter differ "
                + "where the terminal speaks kitty's keyboard protocol. Esc goes back.", body: echo)
        echo.onKey = { page.report = "Last key: \($0)" }
        return page
    }
}

/// Takes every key but Esc and `q` (which go back and quit), and lists the latest.
final class KeyEcho: Component {
    var onKey: ((Key) -> Void)?
    private var latest: [String] = []

    /// The page's handler captures the page, which holds this echo: let it go when the
    /// page is dismissed, as the kit's widgets do.
    override func releaseHandlers() {
        onKey = nil
        super.releaseHandlers()
    }

    override func handle(_ key: Key) -> Bool {
        guard key != .escape, key != "q" else { return false }
        latest = Array((latest + ["\(key)"]).suffix(8))
        onKey?(key)
        setNeedsDisplay()
        return true
    }

    override func draw(in canvas: Canvas) {
        for (row, name) in latest.reversed().enumerated() where row < canvas.size.rows {
            canvas.text(name, at: Point(column: 0, row: row), style: canvas.theme.text)
        }
    }
}
