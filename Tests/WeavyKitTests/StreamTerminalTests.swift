import Testing
import Weavy
import WeavyKit

/// Bytes a stream terminal wrote, collected from any thread.
final class ByteSink: Sendable {
    private let bytes = LockedState<[UInt8]>([])
    func append(_ new: [UInt8]) { bytes.withLock { $0 += new } }
    var text: String { String(decoding: bytes.withLock { $0 }, as: UTF8.self) }
    func clear() { bytes.withLock { $0.removeAll() } }
    /// The bytes written so far, emptied.
    func take() -> [UInt8] {
        bytes.withLock { bytes in
            defer { bytes.removeAll() }
            return bytes
        }
    }
}

@MainActor
@Suite("Stream terminals: escape sequences out, posted bytes in")
struct StreamTerminalTests {
    @Test("A window runs on a stream terminal: posted bytes are keys, frames go out as escape sequences, close leaves")
    func runsOnPostedInput() async throws {
        let sink = ByteSink()
        let terminal = try Terminal.stream(size: Size(columns: 30, rows: 6), output: { sink.append($0) })
        let list = ListView(title: "Names", items: ["Ada", "Grace", "Linus"]) { ListView.Row($0) }
        var picked: [String] = []
        list.onActivate = { name, _ in picked.append(name) }
        let window = Window(content: list)
        window.bind("q", hint: "quit") { window in window.quit() }
        // Posted before the run starts: kept for it.
        terminal.post([.input(Array("j".utf8))])
        async let outcome = window.run(on: terminal)
        await Task.yield()
        terminal.post([.input(Array("\r".utf8))])
        // The run is a task of its own: one yield may not be enough for it to take the
        // posted keys on a loaded machine (it was not under AddressSanitizer in CI).
        try await poll(until: { !picked.isEmpty })
        #expect(picked == ["Grace"])
        #expect(sink.text.contains("\u{1B}[?1049h"))
        #expect(sink.text.contains("Linus"))
        terminal.post([.input(Array("q".utf8))])
        #expect(await outcome == .quit)
        sink.clear()
        terminal.close()
        #expect(sink.text.contains("\u{1B}[?1049l"))
        #expect(terminal.snapshot().text.contains("Grace"))
    }

    @Test("A lone Esc byte draws nothing until it is a key: one frame for the Esc, not one more for its byte")
    func loneEscapeByteDrawsOnce() async throws {
        /// Counts the frames through the status line, which asks for the focused
        /// component's hints on every frame.
        final class Probe: Component {
            var framesDrawn = 0
            var keys: [Key] = []
            override var keyHints: [KeyHint] {
                framesDrawn += 1
                return []
            }
            override func handle(_ key: Key) -> Bool {
                keys.append(key)
                return true
            }
        }
        let terminal = try Terminal.stream(size: Size(columns: 30, rows: 6), output: { _ in })
        let probe = Probe(title: "Probe")
        let window = Window(content: probe)
        async let outcome = window.run(on: terminal)
        // Waits count polls, not wall-clock time: in CI this suite shares two cores and a
        // cooperative pool with hundreds of tests, and the main actor went unserved for
        // minutes, so a deadline on the clock ran out before the test ran again.
        try await poll(until: { probe.framesDrawn > 0 })
        // Whatever follows the first frame: wait until no frame has been drawn for 200 ms.
        var settled = probe.framesDrawn
        repeat {
            settled = probe.framesDrawn
            try await Task.sleep(for: .milliseconds(200))
        } while probe.framesDrawn != settled
        let before = probe.framesDrawn
        terminal.post([.input([0x1B])])
        try await poll(until: { !probe.keys.isEmpty })
        try await Task.sleep(for: .milliseconds(50))
        #expect(probe.keys == [.escape])
        #expect(probe.framesDrawn - before == 1, "frames drawn for one Esc")
        window.quit()
        #expect(await outcome == .quit)
        terminal.close()
    }

    @Test("A lone Esc handed to a running loop from outside, as a server's session does, is a key after its delay")
    func loneEscapeHandedToARunningLoop() async throws {
        final class Probe: Component {
            var keys: [Key] = []
            override func handle(_ key: Key) -> Bool {
                keys.append(key)
                return true
            }
        }
        let terminal = try Terminal.stream(size: Size(columns: 30, rows: 6), output: { _ in })
        let probe = Probe(title: "Probe")
        let window = Window(content: probe)
        // A stream terminal's events are posted: the loop waits with dispatch, as each
        // SSH session's does, and the session hands its reads to `handle(_:)`.
        let loop = WindowLoop(window: window, terminal: terminal)
        async let outcome = loop.run()
        try await poll(until: { window.isRunning })
        loop.handle([.input([0x1B])])
        #expect(probe.keys.isEmpty, "an Esc waits out its delay: it may start a sequence")
        try await poll(until: { !probe.keys.isEmpty })
        #expect(probe.keys == [.escape])
        window.quit()
        #expect(await outcome == .quit)
        terminal.close()
    }

    @Test("Only changed cells are written: moving the selection writes a small part of a frame")
    func writesOnlyWhatChanged() throws {
        let sink = ByteSink()
        let terminal = try Terminal.stream(size: Size(columns: 40, rows: 12), output: { sink.append($0) })
        let list = ListView(items: (1...20).map { "Item \($0)" }) { ListView.Row($0) }
        let window = Window(content: list)
        window.attach(to: terminal)
        window.render()
        let first = sink.text.utf8.count
        sink.clear()
        window.handle(.down)
        window.render()
        let step = sink.text.utf8.count
        #expect(step > 0)
        #expect(step * 4 < first, "a move wrote \(step) bytes, the first frame \(first)")
        window.close()
        terminal.close()
    }

    @Test("A stream terminal inside a host's rectangle writes only there and never enters full-screen mode")
    func hostRegion() throws {
        let sink = ByteSink()
        let region = Rect(column: 10, row: 3, columns: 20, rows: 5)
        let terminal = try Terminal.stream(in: region, output: { sink.append($0) })
        let window = Window(content: Label("Inside the host", title: "Area"))
        window.showsStatusLine = false
        window.attach(to: terminal)
        window.render()
        let text = sink.text
        #expect(!text.contains("\u{1B}[?1049h"))
        #expect(!text.contains("\u{1B}[2J"))
        // Every cursor move lands inside the rectangle (1-based rows 4…8, columns 11…30).
        let moves = text.split(separator: "\u{1B}[").compactMap { part -> (Int, Int)? in
            guard let end = part.firstIndex(of: "H") else { return nil }
            let numbers = part[..<end].split(separator: ";").compactMap { Int($0) }
            return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
        }
        #expect(!moves.isEmpty)
        #expect(moves.allSatisfy { (4...8).contains($0.0) && (11...30).contains($0.1) }, "\(moves)")
        #expect(terminal.snapshot().text.contains("Inside the host"))
        window.close()
        terminal.close()
    }
}

/// Sleeps 5 ms at a time until `condition` holds, at most `polls` times (two minutes of
/// sleeping), so a test waits out a machine too loaded to run it, which a deadline on the
/// clock does not.
@MainActor
private func poll(until condition: () -> Bool, polls: Int = 24_000) async throws {
    for _ in 0..<polls where !condition() {
        try await Task.sleep(for: .milliseconds(5))
    }
}
