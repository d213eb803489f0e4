import Glibc
import Testing
import WeavyKit
import WeavyTesting

/// The inline picker (Examples/Picker) run by a shell in a pseudo-terminal, as
/// `choice=$(weavy-pick ...)`: the terminal's answers come from the library's emulator,
/// which reads everything written, so the screen checked is what a person would see.
@Suite("The inline picker in a pseudo-terminal: the shell's lines stay, the choice is printed after")
struct InlinePickerPseudoTerminalTests {
    static var pickerPath: String {
        let directory = CommandLine.arguments[0].split(separator: "/", omittingEmptySubsequences: false)
            .dropLast().joined(separator: "/")
        return (directory.isEmpty ? "." : directory) + "/weavy-pick"
    }

    @Test("Lines printed before it stay, the choice goes to $(...) and is printed after it, stty -a as before")
    func picksInsideCommandSubstitution() throws {
        let directory = "/tmp/weavy-inline-\(getpid())"
        mkdir(directory, 0o700)
        defer {
            unlink("\(directory)/before")
            unlink("\(directory)/after")
            rmdir(directory)
        }
        let script = """
            stty -a >\(directory)/before; echo shell line one; echo shell line two
            choice=$(\(Self.pickerPath) apple banana cherry grape)
            echo "picked: $choice"; stty -a >\(directory)/after; echo done
            """
        let size = Size(columns: 80, rows: 24)
        let process = try TerminalProcess(
            executable: "/bin/sh", arguments: ["-c", script],
            environment: ["SWIFT_BACKTRACE": "enable=no", "WEAVY_PROBE_ANSWER_TIMEOUT_MS": "60000"], size: size)
        // The picker asks where the cursor is (and what the terminal can do, behind DA1):
        // answered from the screen the emulator shows at that moment.
        let asked = try process.waitForOutput(containing: "\u{1B}[6n", timeout: 60)
        var screen = TerminalEmulator(size: size)
        screen.feed(process.output[..<asked])
        _ = process.send(Array("\u{1B}[\(screen.cursor.row + 1);\(screen.cursor.column + 1)R\u{1B}[?62c".utf8))
        try Self.waitForScreen(of: process, size: size) { $0.text.contains("4 of 4") }
        process.type("an")
        // Only the cells that changed are written: the screen, not the bytes, says so.
        try Self.waitForScreen(of: process, size: size) { $0.text.contains("1 of 4") }
        process.type("\r")
        try process.waitForOutput(containing: "done", after: asked, timeout: 60)
        #expect(try process.waitForExit(timeout: 60) == .exited(0))
        screen = TerminalEmulator(size: size)
        screen.feed(process.output)
        #expect(screen.lines[0] == "shell line one", "\(screen.text)")
        #expect(screen.lines[1] == "shell line two")
        // The picker cleared its rows (end: .clear) and left the cursor on the first.
        #expect(screen.lines[2] == "picked: banana", "\(screen.text)")
        #expect(screen.lines[3] == "done")
        #expect(!screen.text.contains("of 4"))
        #expect(!screen.isAlternateScreenActive)
        #expect(screen.isCursorVisible)
        let before = Self.contents(of: "\(directory)/before")
        let after = Self.contents(of: "\(directory)/after")
        #expect(!before.isEmpty)
        #expect(before == after)
        #expect(process.modes == process.initialModes)
    }

    /// The text of the file at `path`; empty when it cannot be read.
    static func contents(of path: String) -> String {
        guard let file = fopen(path, "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Waits, up to 60 s, until the screen of everything `process` wrote satisfies
    /// `condition`.
    static func waitForScreen(
        of process: TerminalProcess, size: Size, until condition: (TerminalEmulator) -> Bool
    ) throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while true {
            var screen = TerminalEmulator(size: size)
            screen.feed(process.output)
            if condition(screen) { return }
            guard ContinuousClock.now < deadline else {
                throw TerminalProcess.Failure(description: "the screen never showed what was awaited:\n\(screen.text)")
            }
            usleep(10_000)
        }
    }
}
