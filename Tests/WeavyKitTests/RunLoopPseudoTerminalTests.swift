import Glibc
import Testing
import WeavyKit
import WeavyTesting

/// The run loop of the probe program (Tests/Fixtures/WeavyProbe) in a pseudo-terminal:
/// a terminal that stops reading, a window run more than once, and a run that starts
/// after the main task has suspended.
@Suite("The live run loop in a pseudo-terminal")
struct RunLoopPseudoTerminalTests {
    private func startProbe(arguments: [String] = []) throws -> TerminalProcess {
        try TerminalProcess(
            executable: PseudoTerminalTests.probePath, arguments: arguments,
            environment: ["SWIFT_BACKTRACE": "enable=no"], size: Size(columns: 60, rows: 16))
    }

    @Test(
        "A terminal that stops reading: SIGTERM still ends the program within 2 s, and the terminal comes back",
        arguments: [false, true])
    func stalledTerminal(mainTaskSuspendedFirst: Bool) throws {
        let process = try startProbe(arguments: mainTaskSuspendedFirst ? ["--suspend-first"] : [])
        try process.waitForOutput(containing: "Item 12")
        process.waitForQuiet(0.1)
        // F8 draws whole frames without end; from now on nothing reads the terminal, so
        // the probe soon blocks in write() inside doupdate.
        let writtenBefore = try bytesWritten(by: process.pid)
        process.send(Array("\u{1B}[19~".utf8))
        try waitUntilBlockedWriting(process.pid, after: writtenBefore)

        let start = monotonicSeconds()
        process.signal(SIGTERM)
        try waitForEndWithoutReading(process.pid, timeout: 5)
        let elapsed = monotonicSeconds() - start
        print(
            "stalled terminal (main task suspended first: \(mainTaskSuspendedFirst)): SIGTERM to exit in \(Int(elapsed * 1000)) ms"
        )
        #expect(elapsed < 2, "the program ended \(elapsed) s after SIGTERM")

        #expect(try process.waitForExit() == .signaled(SIGTERM))
        #expect(process.modes == process.initialModes)
        if !mainTaskSuspendedFirst {
            // The unread frames were dropped; what follows leaves the alternate screen and
            // shows the cursor. (From a dispatch thread the blocked writer holds the
            // terminal's write lock: only the modes come back.)
            #expect(process.restorationProblems.isEmpty, "\(process.restorationProblems)")
        }
    }

    @Test("A scheduled action wakes the loop when it is due, and is drawn", arguments: [false, true])
    func scheduledAction(mainTaskSuspendedFirst: Bool) throws {
        let process = try startProbe(arguments: mainTaskSuspendedFirst ? ["--suspend-first"] : [])
        try process.waitForOutput(containing: "Item 12")
        process.waitForQuiet(0.1)
        let before = process.output.count
        let start = monotonicSeconds()
        process.send(Array("\u{1B}[18~".utf8))  // F7
        try process.waitForOutput(containing: "Ticked", after: before, timeout: 5)
        let elapsed = monotonicSeconds() - start
        #expect(elapsed >= 0.14, "the action ran after \(elapsed) s, before it was due")
        process.type("q")
        #expect(try process.waitForExit() == .exited(0))
    }

    @Test("Every run of a window has working Ctrl-C and Ctrl-Z")
    func runsAfterRuns() throws {
        let process = try startProbe(arguments: ["--runs", "2"])
        try process.waitForOutput(containing: "Item 12")
        process.waitForQuiet(0.1)
        process.send([0x03])  // Ctrl-C ends the first run
        let second = try process.waitForOutput(containing: "run 2")
        process.waitForQuiet(0.1)

        // Ctrl-Z in the second run leaves curses mode; the probe leads its own session,
        // so the kernel discards the stop and it comes back, drawn whole.
        process.send([0x1A])
        let left = try process.waitForOutput(containing: PseudoTerminalTests.leaveAlternateScreen, after: second)
        try process.waitForOutput(containingAll: [PseudoTerminalTests.enterAlternateScreen, "Item 12"], after: left)
        process.waitForQuiet(0.1)

        process.send([0x03])  // Ctrl-C ends the second run
        #expect(try process.waitForExit() == .exited(0))
        #expect(process.outputText.contains("weavy-probe ended: interrupted, interrupted"))
        #expect(process.restorationProblems.isEmpty, "\(process.restorationProblems)")
    }

    @Test("After the main task has suspended, the run loop waits with dispatch sources and works the same")
    func mainTaskSuspendedFirst() throws {
        let process = try startProbe(arguments: ["--suspend-first"])
        let before = process.initialModes
        try process.waitForOutput(containing: "Item 12")
        process.waitForQuiet(0.1)
        // The main thread sleeps in dispatch_main; dispatch's threads do the work.
        #expect(try threadCount(of: process.pid) > 1)
        let mark = process.output.count
        process.type("\r")
        try process.waitForOutput(containing: "Detail of Item 1", after: mark)
        process.send([0x03])
        #expect(try process.waitForExit() == .exited(0))
        #expect(process.modes == before)
        #expect(process.restorationProblems.isEmpty, "\(process.restorationProblems)")
    }

    /// How many threads `pid` has (/proc/PID/status).
    private func threadCount(of pid: pid_t) throws -> Int {
        guard let file = fopen("/proc/\(pid)/status", "r") else {
            throw TerminalProcess.Failure(description: "cannot read /proc/\(pid)/status")
        }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("Threads:") { return Int(text.filter(\.isNumber)) ?? 0 }
        }
        throw TerminalProcess.Failure(description: "no thread count in /proc/\(pid)/status")
    }

    /// Waits until `pid`, drawing without end, has written more than a frame since
    /// `start` bytes, then nothing for a second (on a busy machine the kernel may take a
    /// moment to move output along), and sits in `write`: it is blocked writing to a
    /// terminal that does not read.
    private func waitUntilBlockedWriting(_ pid: pid_t, after start: Int) throws {
        let deadline = monotonicSeconds() + 10
        var last = -1
        var stableSince = monotonicSeconds()
        while monotonicSeconds() < deadline {
            let written = try bytesWritten(by: pid)
            if written != last {
                last = written
                stableSince = monotonicSeconds()
            } else if written > start + 4096 && monotonicSeconds() - stableSince >= 1 && isWriting(pid) {
                return
            }
            usleep(20_000)
        }
        throw TerminalProcess.Failure(description: "the program never blocked writing")
    }

    /// Whether a thread of `pid` is inside the `write` system call now
    /// (/proc/PID/task/TID/syscall).
    private func isWriting(_ pid: pid_t) -> Bool {
        #if arch(x86_64)
            let write = "1"
        #elseif arch(arm64)
            let write = "64"
        #else
            return true  // no number known: rely on the written bytes alone
        #endif
        guard let tasks = opendir("/proc/\(pid)/task") else { return false }
        defer { closedir(tasks) }
        while let entry = readdir(tasks) {
            let thread = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard thread.first?.isNumber == true, let file = fopen("/proc/\(pid)/task/\(thread)/syscall", "r")
            else { continue }
            defer { fclose(file) }
            var line = [CChar](repeating: 0, count: 256)
            guard fgets(&line, Int32(line.count), file) != nil else { continue }
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.split(separator: " ").first.map(String.init) == write { return true }
        }
        return false
    }

    /// The bytes `pid` has written so far (`wchar` in /proc/PID/io).
    private func bytesWritten(by pid: pid_t) throws -> Int {
        guard let file = fopen("/proc/\(pid)/io", "r") else {
            throw TerminalProcess.Failure(description: "cannot read /proc/\(pid)/io")
        }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 128)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("wchar:") { return Int(text.filter(\.isNumber)) ?? 0 }
        }
        throw TerminalProcess.Failure(description: "no wchar in /proc/\(pid)/io")
    }

    /// Waits for `pid` to end without reading its terminal (reading would let it go on)
    /// and without reaping it, so that ``TerminalProcess/waitForExit(timeout:)`` still can.
    private func waitForEndWithoutReading(_ pid: pid_t, timeout: Double) throws {
        let deadline = monotonicSeconds() + timeout
        while monotonicSeconds() < deadline {
            var info = siginfo_t()
            if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0
                && info._sifields._sigchld.si_pid == pid
            {
                return
            }
            usleep(5_000)
        }
        throw TerminalProcess.Failure(description: "the program did not end within \(timeout) s")
    }

    private func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
