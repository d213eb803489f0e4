// A host curses program that keeps its own main loop and its own pane (a clock and a
// log) and embeds a Weavy-driven area beside it.
//
//   Tab / keys   go to the Weavy area (arrows, Enter, Esc)
//   F2           tears the Weavy area down and creates it again
//   F10 or Q     quits the host
import CNcurses
import Glibc
import WeavyNcurses

/// The Weavy area: its terminal region, window and Loom, created and torn down by the host.
@MainActor
final class WeavyArea {
    let terminal: Terminal
    let window: Window
    let loom = Loom()
    private var knits: AnyCancellable?

    init(region: Rect, log: @escaping @MainActor (String) -> Void) throws {
        terminal = try Terminal.embedded(in: region)
        let warp = PlanetWarp()
        window = Window(content: warp.stack, minimumSize: Size(columns: 20, rows: 6))
        window.attach(to: terminal)
        knits = loom.didKnit.sink { event in MainActor.assumeIsolated { log("knit \(event.weft)") } }
        loom.weave(warp, startingWith: PlanetWeft.list)
    }

    func tearDown() {
        window.close()
        terminal.close()
    }
}

/// The host's own pane: a clock and the last things that happened.
@MainActor
final class HostPane {
    private(set) var window: UnsafeMutablePointer<WINDOW>
    private var lines: [String] = []

    init(rows: Int32, columns: Int32, column: Int32) {
        window = newwin(rows, columns, 0, column)
        keypad(window, true)
        wtimeout(window, 1000)
    }

    func move(rows: Int32, columns: Int32, column: Int32) {
        delwin(window)
        window = newwin(rows, columns, 0, column)
        keypad(window, true)
        wtimeout(window, 1000)
    }

    func log(_ line: String) {
        lines.append(line)
        if lines.count > 50 { lines.removeFirst() }
    }

    func draw() {
        werase(window)
        drawBorder()
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        let clock = String(format2(parts.tm_hour)) + ":" + format2(parts.tm_min) + ":" + format2(parts.tm_sec)
        mvwaddstr(window, 1, 2, "Host clock  " + clock)
        mvwaddstr(window, 2, 2, "F2 recreate  F10 quit")
        let height = Int(getmaxy(window)) - 5
        for (index, line) in lines.suffix(max(0, height)).enumerated() {
            mvwaddnstr(window, Int32(4 + index), 2, line, getmaxx(window) - 4)
        }
        wnoutrefresh(window)
    }

    /// A border in box-drawing characters (the host's own choice of look).
    private func drawBorder() {
        let width = Int(getmaxx(window))
        let height = Int(getmaxy(window))
        guard width >= 2, height >= 2 else { return }
        let line = String(repeating: "─", count: width - 2)
        mvwaddstr(window, 0, 0, "┌" + line + "┐")
        for row in 1..<(height - 1) {
            mvwaddstr(window, Int32(row), 0, "│")
            mvwaddstr(window, Int32(row), Int32(width - 1), "│")
        }
        mvwaddstr(window, Int32(height - 1), 0, "└" + line)
        // The last cell of a window cannot be written without scrolling: insert it.
        mvwinsstr(window, Int32(height - 1), Int32(width - 1), "┘")
    }

    private func format2(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

@MainActor
func runHost() -> Int32 {
    setlocale(LC_ALL, "")
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        StandardError.print("embedding-host: run it in a terminal")
        return 2
    }
    guard initscr() != nil, let screen = weavy_stdscr() else { return 2 }
    raw()
    noecho()
    curs_set(0)
    if has_colors() {
        start_color()
        use_default_colors()
    }
    let paneWidth: Int32 = 32
    var rows = getmaxy(screen)
    var columns = getmaxx(screen)
    let pane = HostPane(rows: rows, columns: paneWidth, column: columns - paneWidth)
    let log: @MainActor (String) -> Void = { pane.log($0) }
    func areaRect() -> Rect { Rect(column: 0, row: 0, columns: Int(columns - paneWidth), rows: Int(rows)) }

    var area: WeavyArea?
    do {
        area = try WeavyArea(region: areaRect(), log: log)
    } catch {
        endwin()
        StandardError.print("embedding-host: \(error)")
        return 2
    }
    pane.log("Weavy area ready")

    while true {
        pane.draw()
        area?.window.render()
        doupdate()
        var value: wint_t = 0
        let status = wget_wch(pane.window, &value)
        guard status != ERR, let key = Key(cursesStatus: status, value: value) else { continue }
        if key == .function(10) || key == "Q" { break }
        switch key {
        case .resize:
            rows = getmaxy(screen)
            columns = getmaxx(screen)
            pane.move(rows: rows, columns: paneWidth, column: columns - paneWidth)
            area?.terminal.setRegion(areaRect())
            area?.window.relayout()
            pane.log("resized to \(columns)×\(rows)")
        case .function(2):
            area?.tearDown()
            area = try? WeavyArea(region: areaRect(), log: log)
            pane.log("Weavy area recreated")
        default:
            pane.log("key \(key)")
            area?.window.handle(key)
        }
    }
    area?.tearDown()
    endwin()
    return 0
}

exit(runHost())
