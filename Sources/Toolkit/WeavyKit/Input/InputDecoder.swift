/// Turns the bytes a terminal sends into keys and replies, byte by byte, in Swift: the
/// same decoder for every face (live, stream, headless, SSH, embedded), one per terminal,
/// carrying what is incomplete from one read to the next.
///
/// It decodes:
/// - characters from UTF-8 bytes (see ``UTF8Assembler``), control bytes as Ctrl keys;
/// - the sequences after `ESC [` (CSI) and `ESC O` (SS3) that xterm, the VT family,
///   urxvt, the Linux console and the kitty keyboard protocol send for keys, mouse
///   reports and focus events, and the replies terminals send when asked (see
///   ``XtermSequence``), which go to ``replies``, never into the keys;
/// - the strings after `ESC ]`, `ESC P`, `ESC _`, `ESC ^` and `ESC X` (OSC, DCS, APC, PM,
///   SOS), ended by BEL or `ESC \`: colour and version replies are kept, the rest dropped;
/// - the key strings of the terminal type's terminfo entry that none of these decode,
///   through a ``KeyTable``;
/// - an Esc with the key that follows it as Alt and that key; an Esc with nothing after
///   it within the escape delay as ``Key/escape``;
/// - clicks and double clicks from mouse presses and releases (see ``ClickTracker``);
/// - what arrives between the paste marks (`ESC [ 200 ~` … `ESC [ 201 ~`) as one
///   ``Key/paste(_:)``, however many reads it takes. A paste whose closing mark never
///   comes ends after ``pastePause`` without input, and one longer than ``longestPaste``
///   is handed over in pieces: pasted bytes are always text, never keys.
///
/// A sequence that follows ECMA-48's layout but names nothing known is dropped (logged
/// at most once a minute); one broken by a byte that cannot be part of it is handed
/// over as typed, so that typing after a cut-short sequence is never lost.
///
/// The caller adds every byte of a read, then asks ``deadline(escapeDelay:)`` when to
/// call ``endOfInput(at:final:to:)`` if nothing more arrives.
struct InputDecoder {
    enum State {
        case ground
        /// One or two Esc bytes with nothing after them yet.
        case escape(count: Int)
        /// The bytes after `ESC [`; `alt` when another Esc came before it.
        case sequence([UInt8], alt: Bool)
        /// The parameter bytes after `ESC O`.
        case singleShift([UInt8], alt: Bool)
        /// Inside a string opened by `ESC` and `introducer`; its bytes are in
        /// `stringBytes`. `sawEscape` when its last byte was an Esc (of `ESC \`, perhaps).
        case controlString(introducer: UInt8, sawEscape: Bool)
        /// Inside a paste: its bytes so far are in `pasted`.
        case pasting
    }

    var clicks = ClickTracker()
    /// The terminal type's own key strings that the built-in decoding does not know.
    var keyTable: KeyTable
    /// The kitty keyboard flags the app set on the terminal: with any, modifier numbers
    /// follow kitty's bits; with ``KittyKeyboardFlags/reportsEventTypes``, releases and
    /// repeats are reported.
    var keyboardFlags: KittyKeyboardFlags = []
    /// The replies received and not yet taken.
    var replies = ReplyInbox()
    var utf8 = UTF8Assembler()
    var state = State.ground
    /// The bytes of the paste under way, after its opening mark; kept out of `state` so
    /// that appending to it never copies it.
    var pasted: [UInt8] = []
    /// The bytes of the control string under way, after its introducer.
    var stringBytes: [UInt8] = []
    /// When the last byte was read.
    var lastInput: ContinuousClock.Instant?
    var dropped = DroppedSequenceLog()
    /// Longer sequences are no key: their bytes are handed over as they are.
    static let longestSequence = 96
    /// What follows `ESC [` to open a paste: `200~`.
    static let pasteStart: [UInt8] = Array("200~".utf8)
    /// A paste longer than this (in bytes) is handed over in pieces of this size.
    static let longestPaste = 1 << 20
    /// How long a paste may pause before it is taken as ended without its closing mark.
    static let pastePause = Duration.seconds(1)
    /// How long a control string or a sequence only replies send may pause before it is
    /// taken as cut short and dropped: a reply over a slow link can come in pieces.
    static let replyPause = Duration.seconds(3)

    init(keyTable: KeyTable = .empty) {
        self.keyTable = keyTable
    }

    /// When the caller should call ``endOfInput(at:final:to:)`` if no byte arrives
    /// before: an Esc or part of a key's sequence or character waits `escapeDelay`; a
    /// paste waits ``pastePause``; a control string or a sequence only replies send
    /// (`ESC [ ?`, `ESC [ >`, a mouse report's `ESC [ <`, a cursor report asked for) waits
    /// ``replyPause``; `nil` when nothing waits.
    func deadline(escapeDelay: Duration) -> ContinuousClock.Instant? {
        guard let lastInput else { return nil }
        switch state {
        case .ground: return utf8.isPending ? lastInput + escapeDelay : nil
        case .pasting: return lastInput + Self.pastePause
        case .escape, .singleShift: return lastInput + escapeDelay
        case .sequence(let bytes, _):
            return lastInput + (waitsLikeAReply(bytes, at: lastInput) ? Self.replyPause : escapeDelay)
        case .controlString:
            return lastInput + (stringBytes.isEmpty ? escapeDelay : Self.replyPause)
        }
    }

    /// Ends what waited past its deadline at `time` (see ``deadline(escapeDelay:)``),
    /// before the bytes of a read that came later.
    mutating func expire(at time: ContinuousClock.Instant, escapeDelay: Duration, to keys: inout [Key]) {
        guard let deadline = deadline(escapeDelay: escapeDelay), deadline <= time else { return }
        endOfInput(at: time, to: &keys)
    }

    /// Reads one byte, read at `time`, appending the keys it completes to `keys`.
    mutating func add(_ byte: UInt8, at time: ContinuousClock.Instant, to keys: inout [Key]) {
        defer { lastInput = time }
        if case .pasting = state, let lastInput, time - lastInput > Self.pastePause {
            handOverPaste(to: &keys)
        }
        switch state {
        case .pasting:
            addToPaste(byte, to: &keys)
        case .sequence(var bytes, let alt):
            state = .ground  // lets go of `bytes`, so that appending to it copies nothing
            addToSequence(byte, &bytes, alt: alt, at: time, to: &keys)
        case .singleShift(var bytes, let alt):
            state = .ground
            addToSingleShift(byte, &bytes, alt: alt, at: time, to: &keys)
        case .controlString(let introducer, let sawEscape):
            addToString(byte, introducer: introducer, sawEscape: sawEscape, at: time, to: &keys)
        case .escape(let count) where !utf8.isPending && byte != 0x1B && Self.opensSequence(byte):
            if byte == UInt8(ascii: "[") {
                state = .sequence([], alt: count == 2)
            } else if byte == UInt8(ascii: "O") {
                state = .singleShift([], alt: count == 2)
            } else {
                // ESC ESC ] …: the first Esc was pressed alone.
                if count == 2 { keys.append(.escape) }
                state = .controlString(introducer: byte, sawEscape: false)
            }
        case _ where byte == 0x1B:
            var interrupted: [Key] = []
            utf8.interrupt(to: &interrupted)
            for key in interrupted { emit(key, to: &keys) }
            if case .escape(count: 1) = state {
                state = .escape(count: 2)
            } else {
                if case .escape(count: 2) = state { keys.append(Key.escape.with(.alt)) }
                state = .escape(count: 1)
            }
        default:
            var assembled: [Key] = []
            utf8.add(byte, to: &assembled)
            for key in assembled { emit(key, to: &keys) }
        }
    }

    /// Ends a read at `time`, when nothing more arrived within the deadline: a pending
    /// Esc had nothing after it (a lone Esc), a key's cut-short sequence is handed over as
    /// typed, a paste that paused past ``pastePause`` is handed over as it is, a reply
    /// that paused past ``replyPause`` is dropped. With `final` (the caller knows no more
    /// input is coming), these end at once.
    mutating func endOfInput(at time: ContinuousClock.Instant = .now, final: Bool = false, to keys: inout [Key]) {
        if utf8.isPending {
            guard final else { return }  // the Esc goes with the character still arriving
            var interrupted: [Key] = []
            utf8.interrupt(to: &interrupted)
            for key in interrupted { emit(key, to: &keys) }
        }
        let pause = lastInput.map { time - $0 } ?? .seconds(3600)
        let paused = final || pause >= Self.pastePause
        let replyPaused = final || pause >= Self.replyPause
        switch state {
        case .ground: break
        case .escape(let count):
            state = .ground
            keys.append(count == 2 ? Key.escape.with(.alt) : .escape)
        case .sequence(let bytes, let alt):
            if waitsLikeAReply(bytes, at: lastInput ?? time) {
                guard replyPaused else { return }
                state = .ground
                dropped.note("a reply cut short, ESC [ \(Self.describe(bytes[...]))", at: time)
                return
            }
            state = .ground
            abandonSequence(bytes[...], alt: alt, at: time, to: &keys)
        case .singleShift(let bytes, let alt):
            state = .ground
            abandonSingleShift(bytes, alt: alt, at: time, to: &keys)
        case .controlString(let introducer, let sawEscape):
            if stringBytes.isEmpty {
                // Alt and the introducer, typed (and an Esc after it).
                state = .ground
                keys.append(Key.character(Character(Unicode.Scalar(introducer))).with(.alt))
                if sawEscape { keys.append(.escape) }
            } else if replyPaused {
                state = .ground
                dropString(introducer, reason: "cut short", at: time)
            }
        case .pasting:
            if paused { handOverPaste(to: &keys) }
        }
    }

    /// The bytes that, after an Esc, open a sequence or a string: `[`, `O`, and the
    /// introducers of OSC `]`, DCS `P`, APC `_`, PM `^` and SOS `X`.
    private static func opensSequence(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "O"), UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"),
            UInt8(ascii: "^"), UInt8(ascii: "X"):
            true
        default: false
        }
    }

    /// Whether a sequence begun as `bytes` is one that only replies and mouse reports
    /// send (a private marker first), or a cursor report that was asked for: those wait
    /// ``replyPause`` for their end and are dropped, not typed, when it never comes.
    private func waitsLikeAReply(_ bytes: [UInt8], at time: ContinuousClock.Instant) -> Bool {
        guard let first = bytes.first else { return false }
        return (0x3C...0x3F).contains(first) || replies.expectsCursorReport(at: time)
    }

    /// Appends `key`, as Alt and `key` when an Esc came right before it.
    mutating func emit(_ key: Key, to keys: inout [Key]) {
        guard case .escape(let count) = state else {
            keys.append(key)
            return
        }
        state = .ground
        if count == 2 {
            keys.append(Key.escape.with(.alt))
            keys.append(key)
        } else if key.takesModifiers {
            keys.append(key.with(.alt))
        } else {
            keys.append(.escape)
            keys.append(key)
        }
    }

    /// The bytes of a dropped sequence, printable, for the log.
    static func describe(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.prefix(40).map { (0x20...0x7E).contains($0) ? String(UnicodeScalar($0)) : "\\x\(String($0, radix: 16))" }
            .joined()
    }
}
