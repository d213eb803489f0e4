/// Turns what `wgetch` returns, value by value, into keys.
///
/// ncurses (in keypad mode) decodes the escape sequences its terminfo entry lists; this
/// reader does the rest:
///
/// - assembles characters from UTF-8 bytes (see ``UTF8Assembler``);
/// - pairs an Esc with the key that follows it in the same read into Alt and that key.
///   ncurses waits `ESCDELAY` after an Esc and then hands over the Esc and the next
///   byte separately when the two are no sequence it knows; a lone Esc is followed by no
///   input at all, so it stays ``Key/escape``;
/// - decodes the xterm sequences the entry leaves out (see ``XtermSequence``), which
///   ncurses hands over byte by byte after the Esc;
/// - makes clicks from mouse presses and releases (see ``ClickTracker``);
/// - gathers what arrives between xterm's paste marks (`ESC [ 200 ~` … `ESC [ 201 ~`)
///   into one ``Key/paste(_:)``, however many reads it takes. A paste whose input stops
///   for ``pastePause`` without its closing mark (a stray mark) ends there, so that it
///   never swallows the typing after it.
///
/// The caller gives it every value `wgetch` returned up to an `ERR`, then calls
/// ``endOfInput(to:)``.
struct KeyReader {
    /// What `wgetch` returned, once key codes are decoded.
    enum Input: Equatable {
        case byte(UInt8)
        case key(Key)
        case mouse(MouseReport)
    }

    private enum State {
        case ground
        /// One or two Esc bytes with nothing after them yet.
        case escape(count: Int)
        /// The bytes after `ESC [` of a sequence ncurses did not decode; `alt` when
        /// another Esc came before it.
        case sequence([UInt8], alt: Bool)
        /// The bytes of a paste so far, after its opening mark, and when the last came.
        case pasting([UInt8], last: ContinuousClock.Instant)
    }

    var clicks = ClickTracker()
    private var utf8 = UTF8Assembler()
    private var state = State.ground
    /// Longer sequences are no key: their bytes are handed over as they are.
    private static let longestSequence = 32
    /// What closes a paste: `ESC [ 201 ~`.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    /// A paste longer than this (in bytes) is handed over in pieces of this size.
    static let longestPaste = 1 << 20
    /// How long a paste's input may pause before it is taken as ended without its mark.
    static let pastePause = Duration.seconds(1)

    /// Whether what was read so far ends in something incomplete (an Esc, part of a
    /// sequence or of a character): the caller waits a moment for the rest, then calls
    /// ``endOfInput(to:)``. A paste in progress is not waiting: it goes on in the next read.
    var isWaiting: Bool {
        switch state {
        case .ground: utf8.isPending
        case .pasting: false
        case .escape, .sequence: true
        }
    }

    /// Reads one value, read at `time`, appending the keys it completes to `keys`.
    mutating func add(_ input: Input, at time: ContinuousClock.Instant, to keys: inout [Key]) {
        switch (state, input) {
        case (.pasting(let bytes, let last), _) where time - last > Self.pastePause:
            state = .ground
            keys.append(.paste(Self.pastedText(bytes[...])))
            add(input, at: time, to: &keys)
        case (.pasting(var bytes, _), _):
            addToPaste(input, &bytes, at: time, to: &keys)
        case (.sequence(var bytes, let alt), .byte(let byte)):
            bytes.append(byte)
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
                add(input, at: time, to: &keys)
            }
        case (.sequence(let bytes, let alt), _):
            state = .ground
            abandonSequence(bytes[...], alt: alt, at: time, to: &keys)
            add(input, at: time, to: &keys)
        case (.escape(let count), .byte(UInt8(ascii: "["))) where !utf8.isPending:
            state = .sequence([], alt: count == 2)
        case (_, .byte(0x1B)):
            var interrupted: [Key] = []
            utf8.interrupt(to: &interrupted)
            for key in interrupted { emit(key, to: &keys) }
            if case .escape(count: 1) = state {
                state = .escape(count: 2)
            } else {
                if case .escape(count: 2) = state { keys.append(Key.escape.with(.alt)) }
                state = .escape(count: 1)
            }
        case (_, .byte(let byte)):
            var assembled: [Key] = []
            utf8.add(byte, to: &assembled)
            for key in assembled { emit(key, to: &keys) }
        case (_, .key(let key)):
            var interrupted: [Key] = []
            utf8.interrupt(to: &interrupted)
            for key in interrupted { emit(key, to: &keys) }
            emit(key, to: &keys)
        case (_, .mouse(let report)):
            for event in clicks.events(for: report, at: time) { emit(.mouse(event), to: &keys) }
        }
    }

    /// Ends a read: a pending Esc had nothing after it, so it is a lone Esc.
    mutating func endOfInput(to keys: inout [Key]) {
        guard !utf8.isPending else { return }  // the Esc goes with the character still arriving
        switch state {
        case .ground: break
        case .escape(let count):
            state = .ground
            keys.append(count == 2 ? Key.escape.with(.alt) : .escape)
        case .sequence(let bytes, let alt):
            state = .ground
            abandonSequence(bytes[...], alt: alt, at: .now, to: &keys)
        case .pasting:
            break  // a long paste goes on in the next read
        }
    }

    /// Adds `input` to the paste gathered in `bytes`; at the closing mark, or when the
    /// paste grows past ``longestPaste``, hands it over as one key.
    private mutating func addToPaste(
        _ input: Input, _ bytes: inout [UInt8], at time: ContinuousClock.Instant, to keys: inout [Key]
    ) {
        state = .ground  // `bytes` is this function's while it works
        switch input {
        case .byte(let byte): bytes.append(byte)
        // A sequence terminfo names, inside pasted text: the text it stands for, if any.
        case .key(.enter): bytes.append(0x0A)
        case .key(.tab): bytes.append(0x09)
        case .key, .mouse: break
        }
        if bytes.count >= Self.pasteEnd.count && bytes.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd) {
            keys.append(.paste(Self.pastedText(bytes.dropLast(Self.pasteEnd.count))))
            return
        }
        if bytes.count >= Self.longestPaste {
            keys.append(.paste(Self.pastedText(bytes[...])))
            bytes.removeAll(keepingCapacity: true)
        }
        state = .pasting(bytes, last: time)
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

    private mutating func finishSequence(
        _ bytes: [UInt8], alt: Bool, at time: ContinuousClock.Instant, to keys: inout [Key]
    ) {
        if bytes == Array("200~".utf8) {
            if alt { keys.append(.escape) }
            state = .pasting([], last: time)
            return
        }
        switch XtermSequence.decode(bytes) {
        case .key(let key): keys.append(alt ? key.with(.alt) : key)
        case .mouse(let report):
            if alt { keys.append(.escape) }
            add(.mouse(report), at: time, to: &keys)
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
        for byte in bytes { add(.byte(byte), at: time, to: &keys) }
    }
}
