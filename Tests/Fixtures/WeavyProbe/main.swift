// A small live Weavy program that the pseudo-terminal tests drive: a list that pushes
// detail screens, a text field, and keys that end the process in every way a real app
// can (quit, fatal error, segmentation fault), so the tests can check the terminal
// always comes back. F8 redraws the whole screen without end (to fill a terminal that
// stopped reading); `--runs N` runs the window N times in a row; `--suspend-first`
// suspends the main task before it opens the terminal; `--report` prints what the
// terminal was found to support (Terminal.examine) and ends.
import Glibc
import OpenCombine
import Weavy
import WeavyNcurses

enum ProbeWeft: Weft {
    case start
    case picked(Int)
}

@MainActor
final class ProbeModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
}

@MainActor
final class ProbeListScreen: Component {
    let list: ListView<Int>

    init(model: ProbeModel) {
        list = ListView(items: Array(1...40)) { ListView.Row("Item \($0)", detail: "#\($0)") }
        super.init(title: "Probe")
        list.onActivate = { item, _ in model.wefts.send(ProbeWeft.picked(item)) }
        addChild(list)
    }

    override var focusedChild: Component? { list }
    override func handle(_ key: Key) -> Bool { logUnusedKey(key) }
}

@MainActor
final class ProbeDetailScreen: Component {
    let field = TextField(placeholder: "type here")

    init(item: Int) {
        super.init(title: "Item \(item)")
        addChild(field)
    }

    override var focusedChild: Component? { field }
    override func layout() {
        place(field, in: Rect(column: 1, row: 3, columns: min(30, bounds.size.columns - 2), rows: 1))
    }
    override func draw(in canvas: Canvas) {
        canvas.text("Detail of \(title)", at: Point(column: 1, row: 1), style: canvas.theme.heading)
        canvas.draw(field)
    }
    override func handle(_ key: Key) -> Bool { logUnusedKey(key) }
}

/// Writes a key the focused widget did not use to standard error, which the terminal
/// holds until it is given back: the tests read which keys arrived, in their notation.
@MainActor
func logUnusedKey(_ key: Key) -> Bool {
    StandardError.print("probe key: \(key)")
    return false
}

@MainActor
final class ProbeWarp: Warp {
    let stack = NavigationStack()
    var head: any Presentable { stack }

    func knit(_ weft: any Weft) -> [Stitch] {
        guard let weft = weft as? ProbeWeft else { return [] }
        switch weft {
        case .start:
            let model = ProbeModel()
            let screen = ProbeListScreen(model: model)
            stack.push(screen)
            return [.weave(screen, model)]
        case .picked(let item):
            let screen = ProbeDetailScreen(item: item)
            stack.push(screen)
            return [.weave(screen, SilentWeftable())]
        }
    }
}

@MainActor
func runProbe() async -> Int32 {
    stopThreadSanitizerBackgroundThread()
    if CommandLine.arguments.contains("--suspend-first") {
        // The main task suspends: the main actor moves to a dispatch thread for good, and
        // the run loop has to wait with dispatch sources instead of on the main thread.
        await Task.yield()
    }
    let terminal: Terminal
    do {
        var options = LiveTerminalOptions()
        // A test that answers the start-up questions from another process gives itself time.
        if let milliseconds = ProcessEnvironment.current()["WEAVY_PROBE_ANSWER_TIMEOUT_MS"].flatMap({ Int($0) }) {
            options.answerTimeout = .milliseconds(milliseconds)
        }
        terminal = try Terminal.live(options: options)
    } catch {
        StandardError.print("weavy-probe: \(error)")
        return 2
    }
    let runs = runCount(in: CommandLine.arguments)
    let warp = ProbeWarp()
    let loom = Loom()
    let window = Window(content: warp.stack)
    window.bind(.function(9)) {
        let pointer = UnsafeMutablePointer<Int>(bitPattern: 8)!
        pointer.pointee = 1
    }
    window.bind(.function(10)) { fatalError("the probe was asked to fail") }
    window.bind(.function(8)) { window in flood(window, on: terminal) }
    // F6: a program runs with the terminal given back, as a shell command would.
    window.bind(.function(6)) { window in
        window.withTerminalGivenBack { _ = system("echo weavy-probe-child-ran") }
    }
    // F7: in 150 ms the list's title changes; the run loop must wake for it.
    window.bind(.function(7)) { window in
        window.schedule(after: .milliseconds(150)) { warp.stack.screens.first?.title = "Ticked" }
    }
    window.attach(to: terminal)
    loom.weave(warp, with: SingleWeftable(ProbeWeft.start))
    var outcomes: [RunOutcome] = []
    for run in 1...runs {
        // The hint tells the runs apart on screen.
        window.bind("q", hint: KeyHint("q", run == 1 ? "quit" : "quit run \(run)")) { window in window.quit() }
        let outcome = await window.run(on: terminal)
        outcomes.append(outcome)
        if case .signal = outcome { break }
    }
    window.close()
    terminal.close()
    print("weavy-probe ended: \(outcomes.map { "\($0)" }.joined(separator: ", "))")
    if case .signal(let number) = outcomes.last {
        ProcessSignal.raiseWithDefaultAction(number)
    }
    return 0
}

/// How many times to run the window: `--runs N`, 1 by default.
func runCount(in arguments: [String]) -> Int {
    guard let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count,
        let count = Int(arguments[flag + 1]), count > 0
    else { return 1 }
    return count
}

/// Draws the whole screen again and again, yielding to the run loop between frames, for
/// as long as the program runs.
@MainActor
func flood(_ window: Window, on terminal: Terminal) {
    Task { @MainActor in
        while !terminal.isClosed {
            terminal.redrawWhole()
            window.setNeedsDisplay()
            await Task.yield()
        }
    }
}

if CommandLine.arguments.dropFirst().first == "--report" {
    // What the start-up would choose, asked as it asks; the terminal is given back.
    var options = LiveTerminalOptions()
    if let milliseconds = ProcessEnvironment.current()["WEAVY_PROBE_ANSWER_TIMEOUT_MS"].flatMap({ Int($0) }) {
        options.answerTimeout = .milliseconds(milliseconds)
    }
    do {
        print(try Terminal.examine(options: options))
        exit(0)
    } catch {
        StandardError.print("weavy-probe: \(error)")
        exit(2)
    }
}
if CommandLine.arguments.dropFirst().first == "--measure-text" {
    exit(measureText())
}
exit(await runProbe())
