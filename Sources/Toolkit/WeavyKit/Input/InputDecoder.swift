/// Turns the bytes a terminal sends into keys, byte by byte, in Swift: the same decoder
/// for every face (live, stream, headless, SSH), one per terminal, carrying what is
/// incomplete from one read to the next.
///
/// It decodes:
/// - characters from UTF-8 bytes (see ``UTF8Assembler``), control bytes as Ctrl keys;
/// - xterm's and the VT family's sequences: `ESC [` (CSI) keys with their modifiers,
///   `ESC O` (SS3) keys that terminals send in application mode (arrows, Home, End,
///   F1–F4, the keypad), SGR and X10 mouse reports (see ``XtermSequence``);
/// - the key strings of the terminal type's terminfo entry that none of these decode
///   (the Linux console's `ESC [ [ A` for F1, rxvt's F13 and up), through a ``KeyTable``;
/// - an Esc with the key that follows it in the same read as Alt and that key; a lone Esc
///   (nothing after it within the caller's delay) as ``Key/escape``;
/// - clicks and double clicks from mouse presses and releases (see ``ClickTracker``);
/// - what arrives between the paste marks (`ESC [ 200 ~` … `ESC [ 201 ~`) as one
///   ``Key/paste(_:)``, however many reads it takes. A paste whose closing mark never
///   comes ends after ``pastePause`` without input, and one longer than ``longestPaste``
///   is handed over in pieces: pasted bytes are always text, never keys.
///
/// The caller adds every byte of a read, then asks ``deadline(escapeDelay:)`` when to
/// call ``endOfInput(at:to:)`` if nothing more arrives.
struct InputDecoder {
    private enum State {
        case ground
        /// One or two Esc bytes with nothing after them yet.
        case escape(count: Int)
        /// The bytes after `ESC [`; `alt` when another Esc came before it.
        case sequence([UInt8], alt: Bool)
        /// After `ESC O`, with the modifier digit some terminals put before the final byte.
        case singleShift(modifier: Int?, alt: Bool)
        /// Inside a paste: its bytes so far are in `pasted`.
        case pasting
    }

    var clicks = ClickTracker()
    /// The terminal type's own key strings that the built-in decoding does not know.
    var keyTable: KeyTable
    private var utf8 = UTF8Assembler()
    private var state = State.ground
    /// The bytes of the paste under way, after its opening mark; kept out of `state` so
    /// that appending to it never copies it.
    private var pasted: [UInt8] = []
    /// When the last byte was read.
    private var lastInput: ContinuousClock.Instant?
    /// Longer sequences are no key: their bytes are handed over as they are.
    private static let longestSequence = 32
    /// What follows `ESC [` to open a paste: `200~`.
    private static let pasteStart: [UInt8] = Array("200~".utf8)
    /// What closes a paste: `ESC [ 201 ~`.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    /// A paste longer than this (in bytes) is handed over in pieces of this size.
    static let longestPaste = 1 << 20
    /// How long a paste's input may pause before it is taken as ended without its mark.
    static let pastePause = Duration.seconds(1)

    init(keyTable: KeyTable = .empty) {
        self.keyTable = keyTable
    }

    /// When the caller should call ``endOfInput(at:to:)`` if no byte arrives before: an
    /// Esc or part of a sequence or character waits `escapeDelay`, a paste without its
    /// closing mark waits ``pastePause``; `nil` when nothing waits.
    func deadline(escapeDelay: Duration) -> ContinuousClock.Instant? {
        guard let lastInput else { return nil }
        switch state {
        case .ground: return utf8.isPending ? lastInput + escapeDelay : nil
        case .pasting: return lastInput + Self.pastePause
        case .escape, .sequence, .singleShift: return lastInput + escapeDelay
        }
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
        case .singleShift(let modifier, let alt):
            state = .ground
            addToSingleShift(byte, modifier: modifier, alt: alt, at: time, to: &keys)
        case .escape(let count) where byte == UInt8(ascii: "[") && !utf8.isPending:
            state = .sequence([], alt: count == 2)
        case .escape(let count) where byte == UInt8(ascii: "O") && !utf8.isPending:
            state = .singleShift(modifier: nil, alt: count == 2)
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
    /// Esc had nothing after it (a lone Esc), a cut-short sequence is handed over as
    /// typed, a paste that paused past ``pastePause`` is handed over as it is.
    mutating func endOfInput(at time: ContinuousClock.Instant = .now, to keys: inout [Key]) {
        guard !utf8.isPending else { return }  // the Esc goes with the character still arriving
        switch state {
        case .ground: break
        case .escape(let count):
            state = .ground
            keys.append(count == 2 ? Key.escape.with(.alt) : .escape)
        case .sequence(let bytes, let alt):
            state = .ground
            abandonSequence(bytes[...], alt: alt, at: time, to: &keys)
        case .singleShift(let modifier, let alt):
            state = .ground
            abandonSingleShift(modifier: modifier, alt: alt, at: time, to: &keys)
        case .pasting:
            guard let lastInput, time - lastInput >= Self.pastePause else { return }
            handOverPaste(to: &keys)
        }
    }

    // MARK: - Sequences

    private mutating func addToSequence(
        _ byte: UInt8, _ bytes: inout [UInt8], alt: Bool, at time: ContinuousClock.Instant, to keys: inout [Key]
    ) {
        if bytes.first == UInt8(ascii: "M") && byte < 0x20 {
            // No byte of an X10 report is a control byte: the report was cut short.
            state = .ground
            add(byte, at: time, to: &keys)
            return
        }
        bytes.append(byte)
        if !keyTable.isEmpty {
            switch keyTable.match([0x1B, UInt8(ascii: "[")] + bytes) {
            case .key(let key):
                state = .ground
                keys.append(alt ? key.with(.alt) : key)
                return
            case .prefix:
                state = .sequence(bytes, alt: alt)
                return
            case .none: break
            }
        }
        if bytes.first == UInt8(ascii: "M") && bytes.count < 4 {
            state = .sequence(bytes, alt: alt)  // an X10 mouse report: three bytes follow
        } else if bytes.first == UInt8(ascii: "M") || XtermSequence.isKeyFinal(byte) {
            state = .ground
            finishSequence(bytes, alt: alt, at: time, to: &keys)
        } else if (0x20...0x3F).contains(byte) && bytes.count < Self.longestSequence {
            state = .sequence(bytes, alt: alt)
        } else {
            state = .ground
            abandonSequence(bytes.dropLast(), alt: alt, at: time, to: &keys)
            add(byte, at: time, to: &keys)
        }
    }

    private mutating func finishSequence(
        _ bytes: [UInt8], alt: Bool, at time: ContinuousClock.Instant, to keys: inout [Key]
    ) {
        if bytes == Self.pasteStart {
            if alt { keys.append(.escape) }
            state = .pasting
            return
        }
        switch XtermSequence.decode(bytes) {
        case .key(let key): keys.append(alt ? key.with(.alt) : key)
        case .mouse(let report):
            if alt { keys.append(.escape) }
            for event in clicks.events(for: report, at: time) { keys.append(.mouse(event)) }
        case nil:
            if alt { keys.append(.escape) }
            keys.append(.unknown(0x1B))
        }
    }

    /// Hands over the bytes of what looked like a sequence but is none: Alt-[ and the
    /// bytes after it, as typed. An X10 mouse report cut short is dropped.
    private mutating func abandonSequence(
        _ bytes: ArraySlice<UInt8>, alt: Bool, at time: ContinuousClock.Instant, to keys: inout [Key]
    ) {
        if bytes.first == UInt8(ascii: "M") { return }
        // ESC ESC [ is Alt-Esc and [; ESC [ is Alt-[.
        keys.append(alt ? Key.escape.with(.alt) : Key("[").with(.alt))
        if alt { keys.append("[") }
        for byte in bytes { add(byte, at: time, to: &keys) }
    }

    // MARK: - Single shifts (ESC O)

    private mutating func addToSingleShift(
        _ byte: UInt8, modifier: Int?, alt: Bool, at time: ContinuousClock.Instant, to keys: inout [Key]
    ) {
        if !keyTable.isEmpty, modifier == nil, case .key(let key) = keyTable.match([0x1B, UInt8(ascii: "O"), byte]) {
            keys.append(alt ? key.with(.alt) : key)
            return
        }
        if modifier == nil, (UInt8(ascii: "2")...UInt8(ascii: "8")).contains(byte) {
            state = .singleShift(modifier: Int(byte - UInt8(ascii: "0")), alt: alt)
            return
        }
        guard var key = XtermSequence.singleShiftKey(final: byte) else {
            abandonSingleShift(modifier: modifier, alt: alt, at: time, to: &keys)
            add(byte, at: time, to: &keys)
            return
        }
        if let modifier, let modifiers = KeyModifiers(xtermParameter: modifier) { key = key.with(modifiers) }
        keys.append(alt ? key.with(.alt) : key)
    }

    /// `ESC O` followed by no key: Alt-O (typed as Esc and O), and the digit if one came.
    private mutating func abandonSingleShift(
        modifier: Int?, alt: Bool, at time: ContinuousClock.Instant, to keys: inout [Key]
    ) {
        if alt {
            keys.append(Key.escape.with(.alt))
            keys.append("O")
        } else {
            keys.append(Key("O").with(.alt))
        }
        if let modifier { add(UInt8(ascii: "0") + UInt8(modifier), at: time, to: &keys) }
    }

    // MARK: - Paste

    /// Adds `byte` to the paste gathered in `bytes`; at the closing mark, or when the
    /// paste grows past ``longestPaste``, hands it over as one key.
    private mutating func addToPaste(_ byte: UInt8, to keys: inout [Key]) {
        pasted.append(byte)
        if byte == Self.pasteEnd.last, pasted.count >= Self.pasteEnd.count,
            pasted.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd)
        {
            pasted.removeLast(Self.pasteEnd.count)
            handOverPaste(to: &keys)
        } else if pasted.count >= Self.longestPaste {
            keys.append(.paste(Self.pastedText(pasted[...])))
            pasted.removeAll(keepingCapacity: true)
        }
    }

    /// Ends the paste under way, handing over what it gathered.
    private mutating func handOverPaste(to keys: inout [Key]) {
        state = .ground
        keys.append(.paste(Self.pastedText(pasted[...])))
        pasted = []
    }

    /// Pasted bytes as text: UTF-8 (a broken sequence becomes `�`), line breaks (`\r\n`,
    /// `\r`) as `\n`.
    private static func pastedText(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self).replacing("\r\n", with: "\n").replacing("\r", with: "\n")
    }

    /// Appends `key`, as Alt and `key` when an Esc came right before it.
    private mutating func emit(_ key: Key, to keys: inout [Key]) {
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
}
