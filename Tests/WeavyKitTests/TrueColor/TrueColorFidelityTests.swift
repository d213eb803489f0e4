import Testing
import WeavyTesting

@testable import WeavyKit

/// Swatches of every kind of color, as text and as background: RGB, the palette past
/// 16, the bright and the basic colors.
final class Swatches: Component {
    static let colors: [Color] = [
        .rgb(0x1E, 0x66, 0xF5), .rgb(0xF2, 0xC4, 0x6D), .rgb(0x10, 0x20, 0x60), .rgb(255, 255, 255), .rgb(0, 0, 0),
        .palette(196), .palette(244), .palette(12), .ansi(2), .standard,
    ]

    override func draw(in canvas: Canvas) {
        for (row, color) in Self.colors.enumerated() where row < canvas.size.rows {
            let next = Self.colors[(row + 3) % Self.colors.count]
            var column = 0
            column += canvas.text("text ", at: Point(column: column, row: row), style: Style(foreground: color))
            column += canvas.text(
                "on ", at: Point(column: column, row: row), style: Style(foreground: next, background: color))
            _ = canvas.text(
                "bold", at: Point(column: column, row: row), style: Style(foreground: color, attributes: .bold))
        }
    }
}

/// The same frame with RGB colors, drawn through memory, ncurses and an escape-sequence
/// stream read back by a terminal model, agrees at every depth.
@MainActor
@Suite("Fidelity: 24-bit colors agree in memory, ncurses and a stream, at each depth")
struct TrueColorFidelityTests {
    nonisolated static let depths: [ColorDepth] = [.ansi8, .ansi16, .ansi256, .trueColor]

    @Test("Memory and ncurses: swatches, and swatches dimmed under a modal", arguments: depths)
    func memoryAndCurses(depth: ColorDepth) throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 30, rows: 12), colorDepth: depth, content: Swatches(), comparingWithCurses: true)
        defer { driver.close() }
        driver.window.present(Label("Over"), title: "M", size: .fixed(columns: 10, rows: 4))
        driver.render()
        #expect(driver.terminal.framesComparedWithCurses >= 2)
        #expect(
            driver.terminal.fidelityProblems.isEmpty,
            "\(depth):\n\(driver.terminal.fidelityProblems.joined(separator: "\n"))")
        // Memory keeps the colors the terminal shows: RGB only at 24-bit depth.
        let kept = driver.snapshot.rows.joined().contains { $0.style.foreground >= Color.rgbNumberBase }
        #expect(kept == (depth == .trueColor))
    }

    @Test(
        "A stream writes each depth's color forms, and a terminal model reads back what memory composed",
        arguments: [
            ("xterm-256color", ColorDepth.trueColor), ("xterm-256color", .ansi256), ("xterm-256color", .ansi16),
            ("xterm", .ansi8), ("tmux-256color", .trueColor), ("linux", .ansi8),
        ])
    func streamReadsBack(type: String, depth: ColorDepth) throws {
        let sink = ByteSink()
        let size = Size(columns: 30, rows: 12)
        let terminal = try Terminal.stream(type: type, size: size, colorDepth: depth, output: { sink.append($0) })
        let window = Window(content: Swatches())
        window.attach(to: terminal)
        var screen = TerminalEmulator(size: size)
        window.render()
        let written = sink.take()
        screen.feed(written)
        #expect(screen.unrecognizedSequences.isEmpty, "\(type) \(depth): \(screen.unrecognizedSequences)")
        #expect(screen.snapshot.rows == terminal.snapshot().rows, "\(type) \(depth)")
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains("38;2;30;102;245") == (depth == .trueColor), "\(type) \(depth)")
        #expect(text.contains("48;2;") == (depth == .trueColor), "\(type) \(depth)")
        if depth <= .ansi16 { #expect(!text.contains("38;5;"), "\(type) \(depth): a 256-color form") }
        window.present(Label("Over"), title: "M", size: .fixed(columns: 10, rows: 4))
        window.render()
        screen.feed(sink.take())
        #expect(screen.snapshot.rows == terminal.snapshot().rows, "\(type) \(depth), dimmed under a modal")
        window.close()
        terminal.close()
    }

    @Test("An entry with RGB, Tc or direct colors gets 24-bit color by default; xterm-256color does not")
    func depthFromTerminfo() throws {
        let output: @Sendable ([UInt8]) -> Void = { _ in }
        let plain = try Terminal.stream(type: "xterm-256color", size: Size(columns: 4, rows: 2), output: output)
        #expect(plain.colorDepth == .ansi256)
        // This machine has no direct-color entry: entries are made as terminfo reads them.
        let setaf = Array("\u{1B}[%?%p1%{8}%<%t3%p1%d%e38;5;%p1%d%;m".utf8)
        func entry(flags: [String: Bool], colors: Int) -> Terminfo {
            Terminfo(names: ["test"], flags: flags, numbers: ["colors": colors], strings: ["setaf": setaf])
        }
        #expect(OutputSequences(terminfo: entry(flags: ["Tc": true], colors: 256)).depth == .trueColor)
        #expect(OutputSequences(terminfo: entry(flags: ["RGB": true], colors: 256)).depth == .trueColor)
        #expect(OutputSequences(terminfo: entry(flags: [:], colors: 0x100_0000)).depth == .trueColor)
        #expect(OutputSequences(terminfo: entry(flags: [:], colors: 256)).depth == .ansi256)
        #expect(OutputSequences(terminfo: entry(flags: [:], colors: 16)).depth == .ansi16)
        var sequences = OutputSequences.xterm
        sequences.directColor = true
        #expect(sequences.setColor(.rgb(1, 2, 3), background: true) == Array("\u{1B}[48;2;1;2;3m".utf8))
    }
}
