import Glibc
import ProofSizes
import Testing
import WeavyKit
import WeavyTesting

/// Issue 21: random input never ends the app. The demo runs in a real pseudo-terminal and
/// reads what its keyboard sends: seeded random bytes mixed with escape sequences, mouse
/// reports and pastes (some never closed), split across writes at random, starting on
/// each screen and with each popup open. No quit key is among them. At the end the app is
/// still running, still answers, and gives the terminal back as it found it.
@Suite("Reliability: random bytes in a pseudo-terminal never end the app")
struct PseudoTerminalFuzzTests {
    static let seed: UInt64 = 0x5EED_0021
    /// Bytes in all, over every starting point (× 10 with `WEAVY_SOAK=1`).
    static let totalBytes = ProofSize.scaled(1_100_000)

    /// Where a run starts: a deep link, then keys.
    struct StartingPoint: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let keys: String
        let marker: String
        var testDescription: String { name }
    }

    static let startingPoints: [StartingPoint] = [
        StartingPoint(name: "the Wishlist", arguments: [], keys: "", marker: "Star Trek Beyond"),
        StartingPoint(name: "the Watched tab", arguments: ["--open", "watched"], keys: "", marker: "The Terminator"),
        StartingPoint(name: "a movie", arguments: ["--open", "movie/21212"], keys: "", marker: "Justin Lin"),
        StartingPoint(name: "a person", arguments: ["--open", "movie/21212/cast/1001"], keys: "", marker: "Biography"),
        StartingPoint(name: "the settings", arguments: ["--open", "settings"], keys: "", marker: "Api Key"),
        StartingPoint(name: "the about page", arguments: ["--open", "settings/about"], keys: "", marker: "Built on"),
        StartingPoint(name: "the help popup", arguments: [], keys: "?", marker: "Everywhere"),
    ]

    @Test("Logged in, on the Wishlist: a paste that never ends, abc, then Ctrl-D in later writes ends nothing")
    func unterminatedPasteThenControlD() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        let process = try startDemo(data: data)
        process.send(Array("\u{1B}[200~".utf8))
        usleep(20_000)
        process.type("abc")
        // Each Ctrl-D in a write of its own, a read apart: reads that complete no key
        // must never look like a terminal that hung up.
        for _ in 0..<4 {
            usleep(40_000)
            process.send([0x04])
        }
        // The paste ends by itself after a pause, as text.
        process.waitForQuiet(1.5, timeout: 5)
        #expect(
            process.termination == nil, "the demo ended: \(process.termination.map(String.init(describing:)) ?? "")")
        try quit(process)
    }

    @Test(
        "Random bytes, escape sequences, mouse reports and pastes from each screen and popup", arguments: startingPoints
    )
    func fuzz(from start: StartingPoint) throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        let process = try startDemo(
            data: data, arguments: start.arguments, waitFor: start.keys.isEmpty ? start.marker : "Star Trek Beyond")
        if !start.keys.isEmpty {
            let mark = process.output.count
            process.type(start.keys)
            try process.waitForOutput(containing: start.marker, after: mark)
        }
        let index = Self.startingPoints.firstIndex { $0.name == start.name } ?? 0
        var input = PseudoTerminalFuzzInput(seed: Self.seed &+ UInt64(index))
        let budget = Self.totalBytes / Self.startingPoints.count
        var sent = 0
        var writes = 0
        while sent < budget {
            let chunk = input.chunk(bytes: min(budget - sent, input.chunkSize()))
            let written = process.send(chunk)
            try #require(
                written == chunk.count, "\(start.name): the demo stopped reading after \(sent + written) bytes")
            sent += chunk.count
            writes += 1
            if writes % 64 == 0 {
                // Let the app catch up now and then, as a person's terminal would, and
                // make sure it has not ended.
                process.waitForQuiet(0.05, timeout: 30)
                try #require(process.termination == nil, "\(start.name): ended after \(sent) bytes")
            }
        }
        process.waitForQuiet(1.2, timeout: 60)
        #expect(process.termination == nil, "\(start.name): the demo ended after \(sent) bytes in \(writes) writes")
        #expect(sent >= budget)
        try quit(process)
    }

    /// Ends a paste that may be open, checks that the app still answers (a resize is
    /// drawn anew), quits with Ctrl-C (a binding that works over text fields and modals)
    /// and checks the terminal came back.
    private func quit(_ process: TerminalProcess) throws {
        usleep(1_100_000)  // a paste left open is handed over as text by now
        process.waitForQuiet(0.2, timeout: 30)
        let mark = process.output.count
        process.resize(to: Size(columns: 90, rows: 28))
        // A frame drawn anew has escape sequences. Waiting for quiet instead took a demo
        // slow to answer (a sanitizer on a loaded machine) for one that drew nothing.
        #expect(
            (try? process.waitForOutput(containing: "\u{1B}[", after: mark, timeout: 30)) != nil,
            "the demo drew nothing within 30 s of a resize")
        process.waitForQuiet(0.2, timeout: 30)
        // The closing mark, in case a paste is still open however late the app read the
        // bytes before (a machine under load): Ctrl-C must be a key, not pasted text.
        // Outside a paste the mark is a sequence the app ignores.
        process.send(Array("\u{1B}[201~".utf8))
        process.waitForQuiet(0.2, timeout: 30)
        process.send([0x03])
        // A sanitizer's check at exit takes seconds on a loaded machine.
        let termination = try process.waitForExit(timeout: 60)
        #expect(termination == .signaled(SIGINT), "after Ctrl-C, ended as SIGINT would: \(termination)")
        #expect(process.restorationProblems.isEmpty, "\(process.restorationProblems)")
    }
}

/// The keyboard of a careless person and a noisy line: ``FuzzInput``'s mix (random bytes,
/// valid and invalid UTF-8, known, truncated and unknown sequences, SGR and X10 mouse
/// reports) plus bracketed pastes, some never closed; without the keys that end or
/// suspend the run on purpose (``leavingKeys``).
struct PseudoTerminalFuzzInput {
    private var mix: FuzzInput
    private var random: SeededRandom

    init(seed: UInt64) {
        mix = FuzzInput(seed: seed)
        random = SeededRandom(seed: seed ^ 0x9A57E)
    }

    /// How many bytes the next write holds: mostly a few, sometimes a burst.
    mutating func chunkSize() -> Int {
        random.chance(10) ? Int.random(in: 1024...8192, using: &random) : Int.random(in: 1...256, using: &random)
    }

    /// About `bytes` bytes of input.
    mutating func chunk(bytes: Int) -> [UInt8] {
        var output: [UInt8] = []
        while output.count < bytes {
            if random.chance(3) {
                output += paste()
            } else {
                output += mix.chunk(bytes: Int.random(in: 1...64, using: &random))
            }
        }
        return Array(output.prefix(bytes)).filter { !Self.leavingKeys.contains($0) }
    }

    /// Bytes left out: the demo's quit keys (`q`, Ctrl-C), and Ctrl-Z with Ctrl-\. Ctrl-Z
    /// suspends: the demo gives the terminal back (signals on) until it is continued,
    /// and in this test's session, which has no job control, it continues at once; a
    /// Ctrl-\ in that moment is the terminal's quit signal, as it would be at a shell.
    static let leavingKeys: Set<UInt8> = [UInt8(ascii: "q"), 0x03, 0x1A, 0x1C]

    private mutating func paste() -> [UInt8] {
        let text = mix.chunk(bytes: Int.random(in: 0...400, using: &random))
        let closed = random.chance(90)
        return Array("\u{1B}[200~".utf8) + text + (closed ? Array("\u{1B}[201~".utf8) : [])
    }
}
