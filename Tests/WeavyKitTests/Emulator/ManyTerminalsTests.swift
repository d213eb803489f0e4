import Testing
import WeavyKit
import WeavyTesting

/// The terminal is a value: one process, one main actor, eight windows on eight
/// pseudo-terminals of different sizes and types, driven at once.
@MainActor
@Suite("Many terminals in one process")
struct ManyTerminalsTests {
    struct Station {
        let pty: PseudoTerminal
        let terminal: Terminal
        let window: Window
        let name: String
    }

    nonisolated static let types = [
        "xterm-256color", "xterm", "screen-256color", "tmux-256color", "linux", "vt220", "rxvt-unicode-256color",
        "screen",
    ]

    @Test("Eight windows on eight pseudo-terminals run at once; each shows exactly its own app")
    func eightAtOnce() async throws {
        var stations: [Station] = []
        for (index, type) in Self.types.enumerated() {
            let size = Size(columns: 40 + index * 5, rows: 12 + index)
            let pty = try PseudoTerminal(size: size)
            let terminal = try Terminal.device(pty.device, type: type)
            #expect(terminal.size == size, "\(type): the size is read from the device")
            let name = "App \(index + 1)"
            let list = ListView(title: name, items: (1...10).map { "\(name) row \($0)" }) { ListView.Row($0) }
            let window = Window(content: list)
            window.bind("q", hint: "quit") { window in window.quit() }
            window.attach(to: terminal)
            stations.append(Station(pty: pty, terminal: terminal, window: window, name: name))
        }

        let runs = stations.map { station in
            Task { @MainActor in await station.window.run(on: station.terminal) }
        }
        do {
            try await drive(stations)
        } catch {
            Issue.record(error)
        }
        for station in stations { station.pty.type("q") }
        var outcomes: [RunOutcome] = []
        for run in runs { outcomes.append(await run.value) }
        #expect(outcomes == Array(repeating: .quit, count: stations.count), "\(outcomes)")
        for station in stations {
            station.window.close()
            station.terminal.close()
            station.pty.readOutput()
            #expect(!station.pty.screen.isAlternateScreenActive)
            #expect(station.pty.screen.isCursorVisible)
        }
    }

    /// Waits for every app's first frame, moves each app's selection its own number of
    /// rows, and checks each screen shows its own app only, as its window composed it.
    private func drive(_ stations: [Station]) async throws {
        for station in stations {
            try await station.pty.waitForScreen { $0.text.contains("\(station.name) row 6") }
        }
        for (index, station) in stations.enumerated() {
            station.pty.type(String(repeating: "j", count: index))
        }
        for (index, station) in stations.enumerated() {
            try await station.pty.waitForScreen { screen in
                Self.selectedRow(screen) == "\(station.name) row \(index + 1)"
            }
        }
        for (index, station) in stations.enumerated() {
            let screen = station.pty.screen
            #expect(screen.size == station.terminal.size)
            #expect(screen.unrecognizedSequences.isEmpty, "\(Self.types[index]): \(screen.unrecognizedSequences)")
            // Exactly its own app: no other app's name anywhere on it.
            for other in stations where other.name != station.name {
                #expect(!screen.text.contains(other.name + " "), "\(station.name) shows \(other.name)")
            }
            #expect(screen.snapshot.rows == station.terminal.snapshot().rows, "\(Self.types[index])")
        }
    }

    /// The text of the row drawn in reverse or with a background (the selection).
    static func selectedRow(_ screen: TerminalEmulator) -> String? {
        let snapshot = screen.snapshot
        for (index, row) in snapshot.rows.enumerated() {
            let text = snapshot.lines[index].trimmingCharacters(in: " ")
            guard text.contains(" row ") else { continue }
            if let cell = row.first(where: { $0.character != " " }),
                cell.style.attributes.contains(.reverse) || cell.style.background >= 0
            {
                return text
            }
        }
        return nil
    }
}

extension String {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
