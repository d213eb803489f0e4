// The app kit's text area: a long paste must cost what it inserts, and a frame what
// is visible, whatever the length of the text. Everything in memory (headless).
import Benchmark
import BenchmarkSupport
import WeavyKit

@MainActor
final class ComposeScreen: Component {
    let area = TextArea()

    init() {
        super.init(title: "Compose")
        addChild(area)
    }

    override var focusedChild: Component? { area }
}

@MainActor
struct ComposeFixture {
    let terminal: Terminal
    let window: Window
    let screen = ComposeScreen()

    init(text: String) throws {
        terminal = try Terminal.headless(size: Size(columns: 80, rows: 24))
        window = Window(content: screen)
        window.attach(to: terminal)
        screen.area.text = text
        window.render()
    }

    /// Hands `text` to the window one key per character, as a paste arrives, then
    /// draws one frame.
    func paste(_ text: String) {
        for character in text { window.handle(.character(character)) }
        window.render()
    }

    func close() {
        window.close()
        terminal.close()
    }
}

/// `count` characters of prose with CJK and emoji, a paragraph every 500 or so.
func prose(_ count: Int) -> String {
    let words = ["Lorem", "ipsum", "漢字かな", "🎬🍿", "dolor", "sit", "amet,", "京都"]
    var characters: [Character] = []
    var index = 0
    while characters.count < count {
        characters += words[index % words.count] + (index % 80 == 79 ? "\n" : " ")
        index += 1
    }
    return String(characters.prefix(count))
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions], warmupIterations: 3, maxDuration: .seconds(3))

    let pasted = prose(10_000).replacingOccurrences(of: "\n", with: " ")
    Benchmark("Kit: TextArea, a 10,000-character paste, then one frame") { benchmark async in
        await onMainActor(benchmark) { benchmark in
            for _ in benchmark.scaledIterations {
                guard let fixture = try? ComposeFixture(text: "") else { fatalError("no headless terminal") }
                benchmark.startMeasurement()
                fixture.paste(pasted)
                benchmark.stopMeasurement()
                fixture.close()
            }
        }
    }

    for length in [1_000, 10_000, 100_000] {
        Benchmark("Kit: TextArea, one key and its frame in a text of \(length) characters") { benchmark async in
            await onMainActor(benchmark) { benchmark in
                guard let fixture = try? ComposeFixture(text: prose(length)) else { fatalError("no headless terminal") }
                // In the middle of the text, inside a long paragraph.
                fixture.window.handle(.modified(.home, .control))
                fixture.window.handle(.pageDown)
                for _ in 0..<(length / 1_000) { fixture.window.handle(.down) }
                fixture.window.render()
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    fixture.window.handle("x")
                    fixture.window.render()
                    fixture.window.handle(.backspace)
                    fixture.window.render()
                }
                benchmark.stopMeasurement()
                fixture.close()
            }
        }
    }
}
