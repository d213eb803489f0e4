import CPseudoTerminal
import Glibc
import WeavyKit

/// A program running in a pseudo-terminal, driven like a user would: type into it, read
/// what it writes, signal it, and check that it gave the terminal back.
///
/// The program gets a new session whose controlling terminal is the pseudo-terminal,
/// so a resize delivers SIGWINCH as with a real terminal emulator.
///
/// ```swift
/// let process = try TerminalProcess(executable: path, arguments: [], size: Size(columns: 80, rows: 24))
/// try process.waitForOutput(containing: "Wishlist")
/// process.type("q")
/// let status = try process.waitForExit()
/// #expect(process.modes == process.initialModes)
/// ```
public final class TerminalProcess: @unchecked Sendable {
    /// How the program ended.
    public enum Termination: Equatable, Sendable, CustomStringConvertible {
        /// The program exited with this status.
        case exited(Int32)
        /// The program was ended by this signal.
        case signaled(Int32)

        /// How a process ended, from the status `waitpid` gave for it; `nil` when the
        /// status says it stopped rather than ended.
        public init?(waitStatus status: Int32) {
            let signal = status & 0x7F
            if signal == 0x7F { return nil }
            self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
        }

        /// `"exited with status 0"` or `"killed by signal 15"`.
        public var description: String {
            switch self {
            case .exited(let code): "exited with status \(code)"
            case .signaled(let signal): "killed by signal \(signal)"
            }
        }
    }

    /// Why driving the program failed.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in one sentence.
        public let description: String

        /// Creates a failure that says `description`.
        public init(description: String) {
            self.description = description
        }
    }

    /// The process identifier.
    public let pid: pid_t
    /// The terminal modes of the pseudo-terminal before the program started: what it
    /// must give back.
    public let initialModes: TerminalModes
    private let initialAttributes: termios
    private let master: Int32
    private var buffer: [UInt8] = []
    private var ended: Termination?

    /// Starts `executable` with `arguments` on a new pseudo-terminal of `size`.
    ///
    /// - Parameters:
    ///   - executable: the path of the program to run (not searched in `PATH`).
    ///   - arguments: its arguments, without the program's name.
    ///   - environment: the program's environment; `TERM` defaults to
    ///     `xterm-256color`, `LANG` to `C.UTF-8` and `COLORFGBG` to `15;0` (a dark
    ///     terminal, so that the program does not ask the terminal for its background)
    ///     when missing. Give `COLORFGBG` an empty value to have it ask.
    ///   - size: the pseudo-terminal's size in cells.
    /// - Throws: ``Failure`` when no pseudo-terminal can be opened or the program
    ///   cannot be started.
    public init(
        executable: String, arguments: [String] = [], environment: [String: String] = [:],
        size: Size = Size(columns: 80, rows: 24)
    ) throws {
        var path = [CChar](repeating: 0, count: 128)
        let descriptor = weavy_pty_open(&path, Int32(path.count))
        guard descriptor >= 0 else {
            throw Failure(description: "cannot open a pseudo-terminal (errno \(errno))")
        }
        let slave = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        weavy_pty_set_size(descriptor, UInt16(clamping: size.rows), UInt16(clamping: size.columns))
        var attributes = termios()
        tcgetattr(descriptor, &attributes)
        initialModes = TerminalModes(attributes)
        initialAttributes = attributes

        var environment = environment
        if environment["TERM"] == nil { environment["TERM"] = "xterm-256color" }
        if environment["LANG"] == nil { environment["LANG"] = "C.UTF-8" }
        if environment["COLORFGBG"] == nil { environment["COLORFGBG"] = "15;0" }
        let argv = [executable] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        let child = withCStrings(argv) { argvPointers in
            withCStrings(envp) { envpPointers in
                weavy_pty_spawn(slave, executable, argvPointers, envpPointers)
            }
        }
        guard child > 0 else {
            Glibc.close(descriptor)
            throw Failure(description: "cannot start \(executable) (errno \(errno))")
        }
        master = descriptor
        pid = child
    }

    deinit {
        if ended == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        Glibc.close(master)
    }

    /// Everything the program has written so far.
    public var output: [UInt8] {
        drain()
        return buffer
    }

    /// ``output`` as text (invalid UTF-8 repaired).
    public var outputText: String { String(decoding: output, as: UTF8.self) }

    /// The terminal modes (termios) of the pseudo-terminal right now.
    public var modes: TerminalModes {
        var attributes = termios()
        tcgetattr(master, &attributes)
        return TerminalModes(attributes)
    }

    /// Puts the modes the pseudo-terminal had before the program started back, as a
    /// shell does while a job it stopped waits: a program continued afterwards must set
    /// its own again.
    public func restoreInitialModes() {
        var attributes = initialAttributes
        tcsetattr(master, TCSANOW, &attributes)
    }

    /// Sends bytes as if typed. A program that stops reading its terminal for `timeout`
    /// seconds gets the rest no more: the bytes sent so far are counted and returned.
    @discardableResult
    public func send(_ bytes: [UInt8], timeout: Double = 30) -> Int {
        var offset = 0
        var lastProgress = now()
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
                lastProgress = now()
            } else {
                drain()
                if now() - lastProgress > timeout { break }
                usleep(1_000)
            }
        }
        return offset
    }

    /// Types `text` (UTF-8).
    public func type(_ text: String) {
        send(Array(text.utf8))
    }

    /// Sends `signal` to the program.
    public func signal(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Changes the pseudo-terminal's size; the program receives SIGWINCH.
    public func resize(to size: Size) {
        weavy_pty_set_size(master, UInt16(clamping: size.rows), UInt16(clamping: size.columns))
    }

    /// Waits until the output written from `offset` on contains `text`; returns the
    /// offset just past it, to pass as `offset` to the next wait.
    ///
    /// The wait blocks its thread while it polls. With a server on the main actor in the
    /// same test (an `SSHServer`), wait from a detached task, or the server never runs:
    /// `try await Task.detached { try process.waitForOutput(containing: "Inbox") }.value`.
    @discardableResult
    public func waitForOutput(containing text: String, after offset: Int = 0, timeout: Double = 10) throws -> Int {
        let needle = Array(text.utf8)
        let deadline = now() + timeout
        while true {
            drain()
            if let found = firstIndex(of: needle, in: buffer, from: offset) { return found + needle.count }
            if now() > deadline {
                throw Failure(
                    description:
                        "no \"\(text)\" within \(timeout)s; output: \(String(decoding: buffer.suffix(400), as: UTF8.self).debugDescription)"
                )
            }
            if ended == nil, let status = pollExit() {
                ended = status
                drain()
                if firstIndex(of: needle, in: buffer, from: offset) == nil {
                    throw Failure(description: "the program \(status) before writing \"\(text)\"")
                }
            }
            usleep(2_000)
        }
    }

    /// Waits until the output written from `offset` on contains every one of `texts`, in
    /// any order: for instance rows from the top, middle and bottom of a screen that must
    /// be drawn again whole.
    public func waitForOutput(containingAll texts: [String], after offset: Int = 0, timeout: Double = 10) throws {
        for text in texts {
            try waitForOutput(containing: text, after: offset, timeout: timeout)
        }
    }

    /// Waits until the output has been quiet for `quiet` seconds.
    public func waitForQuiet(_ quiet: Double = 0.2, timeout: Double = 10) {
        let deadline = now() + timeout
        var last = buffer.count
        var quietSince = now()
        while now() < deadline {
            drain()
            if buffer.count != last {
                last = buffer.count
                quietSince = now()
            } else if now() - quietSince >= quiet {
                return
            }
            usleep(5_000)
        }
    }

    /// How the program ended, or `nil` while it is still running: checked now, without
    /// waiting.
    public var termination: Termination? {
        if ended == nil, let status = pollExit() {
            ended = status
        }
        return ended
    }

    /// Waits for the program to end, reading its last output.
    public func waitForExit(timeout: Double = 10) throws -> Termination {
        let deadline = now() + timeout
        while ended == nil {
            drain()
            if let status = pollExit() {
                ended = status
                break
            }
            if now() > deadline { throw Failure(description: "the program did not end within \(timeout)s") }
            usleep(2_000)
        }
        drain()
        return ended!
    }

    /// Waits until the program is stopped (SIGTSTP, SIGSTOP).
    public func waitForStop(timeout: Double = 5) throws {
        let deadline = now() + timeout
        while now() < deadline {
            var status: Int32 = 0
            if waitpid(pid, &status, WUNTRACED | WNOHANG) == pid, status & 0xFF == 0x7F { return }
            drain()
            usleep(2_000)
        }
        throw Failure(description: "the program did not stop within \(timeout)s")
    }

    private func pollExit() -> Termination? {
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        return Termination(waitStatus: status)
    }

    private func drain() {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    private func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else {
            return nil
        }
        var index = max(0, start)
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0] && haystack[index..<(index + needle.count)].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}

/// The modes of a terminal that a program must give back: the termios flags and
/// control characters.
public struct TerminalModes: Equatable, Sendable, CustomStringConvertible {
    /// The input modes (`c_iflag`).
    public let inputFlags: UInt32
    /// The output modes (`c_oflag`).
    public let outputFlags: UInt32
    /// The control modes (`c_cflag`).
    public let controlFlags: UInt32
    /// The local modes (`c_lflag`): echo, canonical input, signals.
    public let localFlags: UInt32
    /// The special characters (`c_cc`): interrupt, erase, end of file and the others.
    public let controlCharacters: [UInt8]

    init(_ attributes: termios) {
        inputFlags = attributes.c_iflag
        outputFlags = attributes.c_oflag
        controlFlags = attributes.c_cflag
        localFlags = attributes.c_lflag
        controlCharacters = withUnsafeBytes(of: attributes.c_cc) { Array($0) }
    }

    /// The four flag words in octal, as `stty -a` users read them.
    public var description: String {
        "iflag=\(String(inputFlags, radix: 8)) oflag=\(String(outputFlags, radix: 8)) "
            + "cflag=\(String(controlFlags, radix: 8)) lflag=\(String(localFlags, radix: 8))"
    }
}

private func withCStrings<Result>(
    _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
) -> Result {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}

extension TerminalProcess {
    /// What is wrong with how the program left its terminal, one sentence each; empty
    /// when it gave the terminal back properly: the terminal modes equal
    /// ``initialModes``, the alternate screen was left as often as it was entered (and
    /// the output ends outside it), and the cursor is shown again.
    ///
    /// Reads the escape sequences of xterm-compatible terminals (`TERM=xterm-256color`,
    /// the default), which are the ones checked.
    public var restorationProblems: [String] {
        var problems: [String] = []
        if modes != initialModes {
            problems.append("the terminal modes were not restored: \(initialModes) became \(modes)")
        }
        let text = outputText
        let entered = text.occurrences(of: "\u{1B}[?1049h")
        let left = text.occurrences(of: "\u{1B}[?1049l")
        if left.isEmpty {
            problems.append("the alternate screen was never left")
        } else if entered.count != left.count {
            problems.append("the alternate screen was entered \(entered.count) times and left \(left.count) times")
        } else if let lastLeft = left.last, let lastEntered = entered.last, lastLeft < lastEntered {
            problems.append("the output ends inside the alternate screen")
        }
        let shown = text.occurrences(of: "\u{1B}[?25h").last ?? -1
        let hidden = text.occurrences(of: "\u{1B}[?25l").last ?? -1
        if hidden > shown {
            problems.append("the cursor was left hidden")
        }
        return problems
    }
}

extension String {
    /// The UTF-8 offsets where `needle` starts, in order.
    fileprivate func occurrences(of needle: String) -> [Int] {
        var offsets: [Int] = []
        var offset = 0
        let parts = split(separator: needle, omittingEmptySubsequences: false)
        for part in parts.dropLast() {
            offset += part.utf8.count
            offsets.append(offset)
            offset += needle.utf8.count
        }
        return offsets
    }
}
