import Glibc
import Testing
import WeavyCurses

@Suite("Reading a terminal's input: one buffer for every read")
struct DescriptorReaderTests {
    /// A non-blocking pipe: read end, write end.
    private func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        return (ends[0], ends[1])
    }

    private func write(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            offset += written
        }
    }

    @Test("A read gives exactly the new bytes, never what the buffer held from a longer read before")
    func readsOnlyNewBytes() throws {
        let ends = try makePipe()
        defer { close(ends.read); close(ends.write) }
        let reader = DescriptorReader()
        write(Array("a longer first input".utf8), to: ends.write)
        #expect(reader.readEvents(from: ends.read) == [.input(Array("a longer first input".utf8))])
        write([0x0D], to: ends.write)
        #expect(reader.readEvents(from: ends.read) == [.input([0x0D])])
        #expect(reader.readEvents(from: ends.read) == [])
    }

    @Test("Input written in two goes arrives whole and in order, then the end is reported")
    func readsPastOneBuffer() throws {
        let ends = try makePipe()
        defer { close(ends.read) }
        let reader = DescriptorReader()
        let sent = (0..<60_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        var received: [UInt8] = []
        // A pipe holds 64 KiB: write in two goes, each read whole.
        for part in [sent[..<30_000], sent[30_000...]] {
            write(Array(part), to: ends.write)
            for event in reader.readEvents(from: ends.read) {
                guard case .input(let bytes) = event else { Issue.record("unexpected \(event)"); continue }
                received += bytes
            }
        }
        #expect(received == sent)
        close(ends.write)
        #expect(reader.readEvents(from: ends.read) == [.inputClosed])
    }

    @Test("The gate decides before each read: stop reads nothing, ended reports the end after what was read")
    func gateDecides() throws {
        let ends = try makePipe()
        defer { close(ends.read); close(ends.write) }
        let reader = DescriptorReader()
        write(Array("kept".utf8), to: ends.write)
        #expect(reader.readEvents(from: ends.read) { .stop } == [])
        var asked = 0
        let events = reader.readEvents(from: ends.read) {
            asked += 1
            return asked == 1 ? .read : .ended
        }
        #expect(events == [.input(Array("kept".utf8)), .inputClosed])
    }
}
