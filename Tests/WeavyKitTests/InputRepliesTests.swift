import Testing

@testable import WeavyKit

/// Replies are replies: whatever a terminal answers, however late and in however many
/// pieces, types nothing, and waits for whoever asked.
@Suite("Input: terminal replies never become keys")
struct InputRepliesTests {
    private static let white = TerminalReply.Color(red: 65535, green: 65535, blue: 65535)
    /// What the demo's filter once read as typing: a background colour reply and a DA1.
    private static let answer = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c".utf8)

    @Test("A reply in pieces with pauses past the escape delay types nothing, in the decoder's clock")
    func lateReplyInPieces() {
        // A pause right after an Esc, or after ESC ] or ESC [, cannot be told from a
        // person's Esc or Alt key (see "Keys and the terminal"): every other cut.
        let secondStart = Self.answer.lastIndex(of: 0x1B)!
        let ambiguous: Set = [1, 2, secondStart + 1, secondStart + 2]
        for cut in 1..<Self.answer.count where !ambiguous.contains(cut) {
            var decoder = InputDecoder()
            var keys: [Key] = []
            let start = ContinuousClock.now
            for byte in Self.answer[..<cut] { decoder.add(byte, at: start, to: &keys) }
            // Two seconds pass; the loop's timer fires at every deadline on the way.
            let later = start + .seconds(2)
            if let deadline = decoder.deadline(escapeDelay: .milliseconds(25)), deadline <= later {
                decoder.endOfInput(at: deadline, to: &keys)
            }
            decoder.expire(at: later, escapeDelay: .milliseconds(25), to: &keys)
            for byte in Self.answer[cut...] { decoder.add(byte, at: later, to: &keys) }
            decoder.endOfInput(at: later, to: &keys)
            #expect(keys.isEmpty, "cut after byte \(cut)")
            #expect(
                decoder.replies.take { _ in true } == [
                    .backgroundColor(Self.white), .primaryDeviceAttributes([62, 22]),
                ], "cut after byte \(cut)")
        }
    }

    @Test("Through feed, with a real pause longer than the escape delay, the reply types nothing")
    func lateReplyThroughFeed() async throws {
        let terminal = try Terminal.headless(size: Size(columns: 40, rows: 5))
        defer { terminal.close() }
        terminal.escapeDelay = .milliseconds(5)
        var keys = terminal.feed(Array(Self.answer[..<9]))
        let pause = try await ContinuousClock().measure { try await Task.sleep(for: .milliseconds(30)) }
        keys += terminal.feed(Array(Self.answer[9...]) + Array("q".utf8))
        if pause < InputDecoder.replyPause {
            #expect(keys == ["q"])
            #expect(terminal.takeReplies() == [.backgroundColor(Self.white), .primaryDeviceAttributes([62, 22])])
        } else {
            // A loaded machine paused longer than a reply may (3 s): the colour reply was
            // dropped as cut short, and its rest, which no longer looks like one, typed.
            #expect(keys.last == "q")
            #expect(terminal.takeReplies() == [.primaryDeviceAttributes([62, 22])])
        }
        #expect(terminal.takeReplies().isEmpty, "taken once")
    }

    @Test("A lone Esc is resolved by time between feeds, and by flushInput() at once")
    func escapeByTime() async throws {
        let terminal = try Terminal.headless(size: Size(columns: 40, rows: 5))
        defer { terminal.close() }
        terminal.escapeDelay = .milliseconds(5)
        #expect(terminal.feed([0x1B]) == [])
        try await Task.sleep(for: .milliseconds(30))
        #expect(terminal.feed(Array("x".utf8)) == [.escape, "x"])
        #expect(terminal.feed([0x1B]) == [])
        #expect(terminal.feed(Array("x".utf8)) == [Key("x").with(.alt)], "at once: Alt-x")
        #expect(terminal.feed(Array("\u{1B}[".utf8)) == [])
        #expect(terminal.feed(Array("A".utf8)) == [.up])
        #expect(terminal.feed([0x1B]) == [])
        #expect(terminal.flushInput() == [.escape])
        #expect(terminal.flushInput() == [])
    }

    @Test("CSI 1;2R is Shift-F3 unless a cursor report was asked; then it is the report")
    func cursorReportOrKey() throws {
        let terminal = try Terminal.headless(size: Size(columns: 40, rows: 5))
        defer { terminal.close() }
        let bytes = Array("\u{1B}[1;2R".utf8)
        #expect(terminal.feed(bytes) == [Key.function(3).with(.shift)])
        #expect(terminal.takeReplies().isEmpty)
        terminal.expectCursorPositionReport()
        #expect(terminal.feed(bytes) == [])
        #expect(terminal.takeReplies() == [.cursorPosition(row: 1, column: 2)])
        // Once the report came, the same bytes are the key again.
        #expect(terminal.feed(bytes) == [Key.function(3).with(.shift)])
    }

    @Test("reply(matching:timeout:) takes the reply asked for and leaves the others")
    func waitingForAReply() async throws {
        let terminal = try Terminal.headless(size: Size(columns: 40, rows: 5))
        defer { terminal.close() }
        #expect(terminal.feed(Self.answer).isEmpty)
        let attributes = await terminal.reply(
            matching: { if case .primaryDeviceAttributes = $0 { true } else { false } }, timeout: .seconds(1))
        #expect(attributes == .primaryDeviceAttributes([62, 22]))
        #expect(terminal.takeReplies() == [.backgroundColor(Self.white)])
        #expect(terminal.feed(Self.answer + Self.answer).isEmpty)
        let first = await terminal.reply(matching: { _ in true }, timeout: .seconds(1))
        #expect(first == .backgroundColor(Self.white))
        #expect(terminal.takeReplies().count == 3, "the oldest taken, the others left")
        let none = await terminal.reply(matching: { _ in true }, timeout: .milliseconds(20))
        #expect(none == nil)
    }

    @Test("Replies nobody takes are bounded: the latest are kept")
    func boundedInbox() throws {
        let terminal = try Terminal.headless(size: Size(columns: 40, rows: 5))
        defer { terminal.close() }
        let many = (0..<100).flatMap { Array("\u{1B}[?\($0)c".utf8) }
        #expect(terminal.feed(many).isEmpty)
        let kept = terminal.takeReplies()
        #expect(kept.count == ReplyInbox.capacity)
        #expect(kept.last == .primaryDeviceAttributes([99]))
    }

    @Test("Alt-] followed by Enter is typed; ESC ] cut short by another Esc types nothing of it")
    func stringsThatWereTyping() {
        var decoder = InputDecoder()
        var keys: [Key] = []
        for byte in Array("\u{1B}]ab\r".utf8) { decoder.add(byte, at: .now, to: &keys) }
        #expect(keys == [Key("]").with(.alt), "a", "b", .enter])
        keys = []
        for byte in Array("\u{1B}]11;rgb:ff\u{1B}[A".utf8) { decoder.add(byte, at: .now, to: &keys) }
        #expect(keys == [.up])
        keys = []
        for byte in Array("\u{1B}]".utf8) { decoder.add(byte, at: .now, to: &keys) }
        decoder.endOfInput(to: &keys)
        #expect(keys == [Key("]").with(.alt)])
        keys = []
        for byte in Array("\u{1B}]\u{1B}[A\u{1B}P\u{1B}".utf8) { decoder.add(byte, at: .now, to: &keys) }
        decoder.endOfInput(to: &keys)
        #expect(keys == [Key("]").with(.alt), .up, Key("P").with(.alt), .escape])
    }

    @Test("Esc before a focus event or a reply is an Esc of its own")
    func escapeBeforeWhatTakesNoAlt() {
        var decoder = InputDecoder()
        var keys: [Key] = []
        for byte in Array("\u{1B}\u{1B}[I\u{1B}\u{1B}[?1u".utf8) { decoder.add(byte, at: .now, to: &keys) }
        #expect(keys == [.escape, .focusGained, .escape])
        #expect(decoder.replies.take { _ in true } == [.keyboardFlags(.disambiguatesEscapeCodes)])
    }
}
