import CPlatform
import Glibc
import Testing
import WeavyKit

@Suite("Reading a terminal's input: one buffer for every read")
struct DescriptorReaderTests {
    @Test("A read gives exactly the new bytes, never what the buffer held from a longer read before")
    func readsOnlyNewBytes() throws {
        let pipe = try TestPipe()
        defer { pipe.closeBoth() }
        pipe.send(Array("a longer first input".utf8))
        #expect(pipe.readEvents() == [.input(Array("a longer first input".utf8))])
        pipe.send([0x0D])
        #expect(pipe.readEvents() == [.input([0x0D])])
        #expect(pipe.readEvents() == [])
    }

    @Test("Input written in two goes arrives whole and in order, then the end is reported")
    func readsPastOneBuffer() throws {
        let pipe = try TestPipe()
        defer { pipe.closeBoth() }
        let sent = (0..<60_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        var received: [UInt8] = []
        // A pipe holds 64 KiB: write in two goes, each read whole.
        for part in [sent[..<30_000], sent[30_000...]] {
            pipe.send(Array(part))
            for event in pipe.readEvents() {
                guard case .input(let bytes) = event else { Issue.record("unexpected \(event)"); continue }
                received += bytes
            }
        }
        #expect(received == sent)
        pipe.closeWriting()
        #expect(pipe.readEventsOnceReadable() == [.inputClosed])
    }

    @Test("The gate decides before each read: stop reads nothing, ended reports the end after what was read")
    func gateDecides() throws {
        let pipe = try TestPipe()
        defer { pipe.closeBoth() }
        pipe.send(Array("kept".utf8))
        #expect(pipe.reader.readEvents(from: pipe.read) { .stop } == [])
        // More than the reader's buffer, in a pipe made large enough to hold it.
        let size = DescriptorReader.bufferSize
        try #require(fcntl(pipe.read, 1031 /* F_SETPIPE_SZ */, Int32(4 * size)) >= 2 * size)
        let full = [UInt8](repeating: 0x61, count: size + size / 2)
        pipe.send(full)
        var asked = 0
        // The first read fills the buffer, so the gate is asked again, and its answer
        // comes after what was read.
        let events = pipe.reader.readEvents(from: pipe.read) {
            asked += 1
            return asked == 1 ? .read : .ended
        }
        #expect(asked == 2)
        #expect(events == [.input(Array((Array("kept".utf8) + full).prefix(size))), .inputClosed])
    }

    @Test("A read that does not fill the buffer ends the call: one system call for a key")
    func shortReadStops() throws {
        let pipe = try TestPipe()
        defer { pipe.closeBoth() }
        pipe.send([0x0D])
        var asked = 0
        let events = pipe.reader.readEvents(from: pipe.read) {
            asked += 1
            return .read
        }
        #expect(events == [.input([0x0D])])
        #expect(asked == 1)
        pipe.closeWriting()
        #expect(pipe.readEventsOnceReadable() == [.inputClosed])
    }
}

/// A pipe's two ends and the reader under test.
private final class TestPipe {
    let read: Int32
    private var write: Int32?
    let reader = DescriptorReader()

    /// A new non-blocking pipe, closed on exec: a program another test starts meanwhile
    /// must not inherit its writing end and keep it open past ``closeWriting()``.
    init() throws {
        var ends: [Int32] = [0, 0]
        // Closed on exec from the start: set afterwards, a program started in between
        // by a test on another thread would inherit the writing end.
        try #require(weavy_close_on_exec_pipe(&ends, 0) == 0)
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        read = ends[0]
        write = ends[1]
    }

    /// Writes all of `bytes` into the pipe.
    func send(_ bytes: [UInt8]) {
        guard let write else { return }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(write, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// What the reader reads from the pipe now.
    func readEvents() -> [TerminalEvent] { reader.readEvents(from: read) }

    /// What the reader reads once the pipe is readable or at its end (10 s at most). The
    /// end comes when every copy of the writing end is closed: a program another test
    /// forks meanwhile holds one until it execs (closed on exec), so a read at once may
    /// find the pipe merely empty.
    func readEventsOnceReadable() -> [TerminalEvent] {
        var ready = pollfd(fd: read, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, 10_000)
        return readEvents()
    }

    func closeWriting() {
        if let write { close(write) }
        write = nil
    }

    func closeBoth() {
        closeWriting()
        close(read)
    }
}
