import Testing

@testable import WeavyKit

/// The decoder every terminal uses: what it makes of the bytes of one read. No terminal
/// is opened here.
@Suite("Input decoder: Esc pairs, CSI and SS3 sequences, mouse reports, pastes")
struct InputDecoderTests {
    /// Reads `inputs` as one read (up to ERR) and returns the keys.
    private func read(_ inputs: [UInt8], reader: inout InputDecoder) -> [Key] {
        var keys: [Key] = []
        for input in inputs { reader.add(input, at: .now, to: &keys) }
        reader.endOfInput(to: &keys)
        return keys
    }

    private func read(_ inputs: [UInt8]) -> [Key] {
        var reader = InputDecoder()
        return read(inputs, reader: &reader)
    }

    private func bytes(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }

    @Test("Esc and a key in the same read are Alt and the key; a lone Esc stays Esc")
    func altPairs() {
        #expect(read(bytes("\u{1B}x")) == [.modified("x", .alt)])
        #expect(read(bytes("\u{1B}X")) == [.modified("X", .alt)])
        #expect(read(bytes("\u{1B}é")) == [.modified("é", .alt)])
        #expect(read(bytes("\u{1B}\u{03}")) == [.modified(.control("c"), .alt)])
        #expect(read(bytes("\u{1B}\r")) == [.modified(.enter, .alt)])
        #expect(read(bytes("\u{1B}\u{7F}")) == [.modified(.backspace, .alt)])
        #expect(read(bytes("\u{1B}")) == [.escape])
        #expect(read(bytes("\u{1B}\u{1B}")) == [.modified(.escape, .alt)])
        #expect(read(bytes("\u{1B}\u{1B}\u{1B}")) == [.modified(.escape, .alt), .escape])
        #expect(read(bytes("\u{1B}\u{1B}x")) == [.modified(.escape, .alt), "x"])
        #expect(read(bytes("x\u{1B}")) == ["x", .escape])
        #expect(read(bytes("\u{1B}xy")) == [.modified("x", .alt), "y"])
        // An Esc in one read and a key in the next are two keys.
        var reader = InputDecoder()
        #expect(read(bytes("\u{1B}"), reader: &reader) == [.escape])
        #expect(read(bytes("x"), reader: &reader) == ["x"])
    }

    @Test("An Esc before a sequence makes its key Alt; an Esc before a mouse report stays Esc")
    func altSequences() {
        #expect(read(bytes("\u{1B}\u{1B}[A")) == [.modified(.up, .alt)])
        #expect(read(bytes("\u{1B}\u{1B}OA")) == [.modified(.up, .alt)])
        #expect(read(bytes("\u{1B}\u{1B}[1;5C")) == [.modified(.right, [.control, .alt])])
        let click = MouseEvent(.press, at: Point(column: 1, row: 1))
        #expect(read(bytes("\u{1B}\u{1B}[<0;2;2M")) == [.escape, .mouse(click)])
    }

    @Test("xterm's CSI keys with every modifier: Ctrl-Alt-Shift, Ctrl-Alt F-keys, keys in normal mode")
    func fallbackSequences() {
        let sequences: [(String, Key)] = [
            ("\u{1B}[1;8A", Key.up.with([.control, .alt, .shift])),
            ("\u{1B}[1;7P", Key.function(1).with([.control, .alt])),
            ("\u{1B}[24;8~", Key.function(12).with([.control, .alt, .shift])),
            ("\u{1B}[3;7~", Key.delete.with([.control, .alt])),
            ("\u{1B}[1;13C", Key.right.with([.control, .alt])),  // Meta-Ctrl: Meta taken as Alt
            ("\u{1B}[A", .up), ("\u{1B}[5~", .pageUp), ("\u{1B}[Z", .backTab), ("\u{1B}[1;3Z", Key.backTab.with(.alt)),
            ("\u{1B}\u{1B}[1;5C", Key.right.with([.control, .alt])),
        ]
        for (sequence, key) in sequences {
            #expect(read(bytes(sequence)) == [key], "\(sequence.debugDescription)")
        }
    }

    @Test("A stray paste mark swallows nothing typed more than a second later")
    func strayPasteMark() {
        var reader = InputDecoder()
        var keys: [Key] = []
        let start = ContinuousClock.now
        for input in bytes("\u{1B}[200~ab") { reader.add(input, at: start, to: &keys) }
        reader.endOfInput(to: &keys)
        #expect(keys.isEmpty, "a paste may go on in the next read")
        for input in bytes("q") { reader.add(input, at: start + .milliseconds(1500), to: &keys) }
        reader.endOfInput(to: &keys)
        #expect(keys == [.paste("ab"), "q"])
    }

    @Test("Complete sequences naming no key are dropped, never typed")
    func unknownSequences() {
        for sequence in ["\u{1B}[1;99A", "\u{1B}[1;2;3A", "\u{1B}[?1;2~", "\u{1B}[----X", "\u{1B}[5;5;5z"] {
            #expect(read(bytes(sequence + "k")) == ["k"], "\(sequence.debugDescription)")
        }
    }

    @Test("Parameters: an empty one is 1, five digits at most, nothing but digits and ';'")
    func sequenceParameters() {
        #expect(read(bytes("\u{1B}[;5A")) == [Key.up.with(.control)])
        #expect(read(bytes("\u{1B}[1;A")) == [.up])
        #expect(read(bytes("\u{1B}[00001;00005A")) == [Key.up.with(.control)])
        #expect(read(bytes("\u{1B}[000001;5A")) == [])
        #expect(read(bytes("\u{1B}[15;2~")) == [Key.function(5).with(.shift)])
        #expect(read(bytes("\u{1B}[1:5A")) == [])
        #expect(read(bytes("\u{1B}[<0;10;5M")).count == 1)
        #expect(read(bytes("\u{1B}[<0;10;;M")) == [])
    }

    @Test("Cut-short or foreign sequences never swallow the keys typed after them")
    func brokenSequences() {
        // A final byte completes a sequence (ECMA-48): ESC [ 1 o names nothing, dropped.
        #expect(read(bytes("\u{1B}[1ok")) == ["k"])
        #expect(read(bytes("\u{1B}[1\rok")) == [.modified("[", .alt), "1", .enter, "o", "k"])
        #expect(read(bytes("\u{1B}[1;5")) == [.modified("[", .alt), "1", ";", "5"])
        #expect(read(bytes("\u{1B}[")) == [.modified("[", .alt)])
        #expect(read(bytes("\u{1B}\u{1B}[")) == [.modified(.escape, .alt), "["])
        #expect(read(bytes("\u{1B}[1\u{1B}x")) == [.modified("[", .alt), "1", .modified("x", .alt)])
        #expect(read(bytes("\u{1B}[1") + bytes("\u{1B}[A")) == [.modified("[", .alt), "1", .up])
        let long = "\u{1B}[" + String(repeating: "1", count: 120) + "A"
        let keys = read(bytes(long))
        #expect(keys.first == .modified("[", .alt) && keys.last == "A" && keys.count == 122)
    }

    @Test("Mouse reports in both protocols (SGR, X10) are mouse events")
    func fallbackMouse() {
        let cell = Point(column: 2, row: 3)
        #expect(read(bytes("\u{1B}[<0;3;4M")) == [.mouse(MouseEvent(.press, at: cell))])
        #expect(read(bytes("\u{1B}[<64;3;4M")) == [.mouse(MouseEvent(.wheelUp, at: cell))])
        #expect(read(bytes("\u{1B}[<65;3;4M")) == [.mouse(MouseEvent(.wheelDown, at: cell))])
        #expect(read(bytes("\u{1B}[<2;3;4M")) == [.mouse(MouseEvent(.rightClick, at: cell))])
        #expect(read(bytes("\u{1B}[<35;3;4M")) == [.mouse(MouseEvent(.move, at: cell))])
        // X10: ESC [ M, then button, column and row, each plus 32 (coordinates 1-based).
        #expect(read(bytes("\u{1B}[M #$")) == [.mouse(MouseEvent(.press, at: cell))])
        var reader = InputDecoder()
        #expect(read(bytes("\u{1B}[M #$"), reader: &reader) == [.mouse(MouseEvent(.press, at: cell))])
        #expect(read(bytes("\u{1B}[M##$"), reader: &reader) == [.mouse(MouseEvent(.click, at: cell))])
        // X10 coordinates past 94 are bytes above 127, not UTF-8.
        #expect(
            read([0x1B, 0x5B, 0x4D, 0x60, 0xC8, 0x21]) == [
                .mouse(MouseEvent(.wheelUp, at: Point(column: 167, row: 0)))
            ])
        #expect(read(bytes("\u{1B}[M #")) == [])  // cut short: dropped
        #expect(read(bytes("\u{1B}[M #") + bytes("\u{1B}[A")) == [.up])
    }

    @Test("Incomplete UTF-8 keeps the Esc before it until the character is complete")
    func altWithSplitCharacter() {
        var reader = InputDecoder()
        #expect(read([0x1B, 0xE4, 0xB8], reader: &reader) == [])
        #expect(read([0x96], reader: &reader) == [.modified("世", .alt)])
        #expect(read([0xE4, 0x1B, 0x78]) == [.unknown(0xE4), .modified("x", .alt)])
    }
}
