import Testing

@testable import WeavyKit

/// What real terminals send, fed whole and split at every byte boundary across two
/// feeds: the same keys and replies out either way.
@Suite("Input: the bytes of real terminals, whole and split at every boundary")
struct InputTerminalBytesTests {
    /// One sequence a terminal sends, and what it reads as.
    struct Case: CustomTestStringConvertible, Sendable {
        var terminal: String
        var bytes: String
        var keys: [Key]
        var replies: [TerminalReply] = []
        /// The terminal type the decoder is given, when it matters.
        var type: String?

        var testDescription: String { "\(terminal): \(bytes.debugDescription)" }

        /// The bytes, one a character (every sample is ASCII but X10 reports' bytes past
        /// 127, which terminals send as single bytes).
        var rawBytes: [UInt8] { bytes.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) } }
    }

    static let shift = KeyModifiers.shift, alt = KeyModifiers.alt, control = KeyModifiers.control
    static let at = Point(column: 9, row: 4)

    static let xterm: [Case] = [
        Case(terminal: "xterm", bytes: "\u{1B}[A", keys: [.up]),
        Case(terminal: "xterm", bytes: "\u{1B}OA", keys: [.up]),
        Case(terminal: "xterm", bytes: "\u{1B}[1;2A", keys: [Key.up.with(shift)]),
        Case(terminal: "xterm", bytes: "\u{1B}[1;5C", keys: [Key.right.with(control)]),
        Case(terminal: "xterm", bytes: "\u{1B}[1;3D", keys: [Key.left.with(alt)]),
        Case(terminal: "xterm", bytes: "\u{1B}[1;8H", keys: [Key.home.with([control, alt, shift])]),
        Case(terminal: "xterm", bytes: "\u{1B}[1;10A", keys: [Key.up.with([alt, shift])]),  // Meta taken as Alt
        Case(terminal: "xterm", bytes: "\u{1B}[1;16F", keys: [Key.end.with([control, alt, shift])]),
        Case(terminal: "xterm", bytes: "\u{1B}OP", keys: [.function(1)]),
        Case(terminal: "xterm", bytes: "\u{1B}[1;2P", keys: [Key.function(1).with(shift)]),
        Case(terminal: "xterm", bytes: "\u{1B}[1;5S", keys: [Key.function(4).with(control)]),
        Case(terminal: "xterm", bytes: "\u{1B}[15~", keys: [.function(5)]),
        Case(terminal: "xterm", bytes: "\u{1B}[24;7~", keys: [Key.function(12).with([control, alt])]),
        Case(terminal: "xterm", bytes: "\u{1B}[3;5~", keys: [Key.delete.with(control)]),
        Case(terminal: "xterm", bytes: "\u{1B}[2~", keys: [.insert]),
        Case(terminal: "xterm", bytes: "\u{1B}[6;2~", keys: [Key.pageDown.with(shift)]),
        Case(terminal: "xterm", bytes: "\u{1B}[Z", keys: [.backTab]),
        Case(terminal: "xterm", bytes: "\u{1B}OM", keys: [.enter]),
        Case(terminal: "xterm", bytes: "\u{1B}Oj\u{1B}Ok\u{1B}Ox", keys: ["*", "+", "8"]),
        Case(terminal: "xterm", bytes: "\u{1B}O5P", keys: [Key.function(1).with(control)]),
        Case(terminal: "xterm", bytes: "\u{1B}O2Q", keys: [Key.function(2).with(shift)]),
        Case(terminal: "xterm", bytes: "\u{1B}O9P", keys: [Key.function(1).with(alt)]),
        Case(terminal: "xterm", bytes: "\u{1B}O13R", keys: [Key.function(3).with([control, alt])]),
        Case(terminal: "xterm", bytes: "\u{1B}O16S", keys: [Key.function(4).with([control, alt, shift])]),
        Case(terminal: "xterm (no TERM)", bytes: "\u{1B}[25~", keys: [.function(13)]),
        Case(
            terminal: "xterm (no TERM)", bytes: "\u{1B}[26~\u{1B}[28~\u{1B}[29~", keys: [14, 15, 16].map(Key.function)),
        Case(
            terminal: "xterm (no TERM)", bytes: "\u{1B}[31~\u{1B}[32~\u{1B}[33~\u{1B}[34~",
            keys: (17...20).map(Key.function)),
        Case(terminal: "xterm", bytes: "\u{1B}[I", keys: [.focusGained]),
        Case(terminal: "xterm", bytes: "\u{1B}[O", keys: [.focusLost]),
        Case(terminal: "xterm", bytes: "\u{1B}x", keys: [Key("x").with(alt)]),
        Case(terminal: "xterm", bytes: "\u{1B}\u{1B}[A", keys: [Key.up.with(alt)]),
        Case(
            terminal: "xterm", bytes: "\r\n\t\u{7F}\u{08}", keys: [.enter, .control("j"), .tab, .backspace, .backspace]),
        Case(terminal: "xterm", bytes: " ", keys: [.space]),
        // modifyOtherKeys level 2.
        Case(terminal: "xterm", bytes: "\u{1B}[27;5;9~", keys: [Key.tab.with(control)]),
        Case(terminal: "xterm", bytes: "\u{1B}[27;2;13~", keys: [Key.enter.with(shift)]),
        Case(terminal: "xterm", bytes: "\u{1B}[27;5;105~", keys: [.control("i")]),
        Case(terminal: "xterm", bytes: "\u{1B}[27;6;65~", keys: [Key.control("a").with(shift)]),
        Case(terminal: "xterm", bytes: "\u{1B}[27;2;33~", keys: ["!"]),
        Case(terminal: "xterm", bytes: "\u{1B}[27;3;127~", keys: [Key.backspace.with(alt)]),
        Case(terminal: "xterm", bytes: "\u{1B}[200~a\u{1B}[Bb\r\u{1B}[201~", keys: [.paste("a\u{1B}[Bb\n")]),
    ]

    static let mouse: [Case] = [
        Case(terminal: "xterm SGR", bytes: "\u{1B}[<0;10;5M", keys: [.mouse(MouseEvent(.press, at: at))]),
        Case(
            terminal: "xterm SGR", bytes: "\u{1B}[<4;10;5M",
            keys: [.mouse(MouseEvent(.press, at: at, modifiers: shift))]),
        Case(
            terminal: "xterm SGR", bytes: "\u{1B}[<24;10;5M",
            keys: [.mouse(MouseEvent(.press, at: at, modifiers: [alt, control]))]),
        Case(
            terminal: "xterm SGR", bytes: "\u{1B}[<1;10;5M\u{1B}[<1;10;5m",
            keys: [.mouse(MouseEvent(.middleClick, at: at))]),
        Case(
            terminal: "xterm SGR", bytes: "\u{1B}[<2;10;5M\u{1B}[<2;10;5m",
            keys: [.mouse(MouseEvent(.rightClick, at: at))]),
        Case(
            terminal: "xterm SGR", bytes: "\u{1B}[<128;10;5M\u{1B}[<128;10;5m",
            keys: [.mouse(MouseEvent(.back, at: at))]),
        Case(terminal: "xterm SGR", bytes: "\u{1B}[<129;10;5M", keys: [.mouse(MouseEvent(.forward, at: at))]),
        Case(terminal: "xterm SGR", bytes: "\u{1B}[<66;10;5M", keys: [.mouse(MouseEvent(.wheelLeft, at: at))]),
        Case(terminal: "xterm SGR", bytes: "\u{1B}[<67;10;5M", keys: [.mouse(MouseEvent(.wheelRight, at: at))]),
        Case(
            terminal: "xterm SGR", bytes: "\u{1B}[<80;10;5M",
            keys: [.mouse(MouseEvent(.wheelUp, at: at, modifiers: control))]),
        Case(terminal: "xterm SGR", bytes: "\u{1B}[<35;10;5M", keys: [.mouse(MouseEvent(.move, at: at))]),
        Case(
            terminal: "xterm SGR", bytes: "\u{1B}[<39;10;5M",
            keys: [.mouse(MouseEvent(.move, at: at, modifiers: shift))]),
        Case(terminal: "xterm SGR", bytes: "\u{1B}[<32;10;5M", keys: [.mouse(MouseEvent(.move, at: at))]),
        // X10: the button, column and row plus 32.
        Case(terminal: "xterm X10", bytes: "\u{1B}[M *%", keys: [.mouse(MouseEvent(.press, at: at))]),
        Case(terminal: "xterm X10", bytes: "\u{1B}[M!*%", keys: [.mouse(MouseEvent(.middleClick, at: at))]),
        Case(
            terminal: "xterm X10", bytes: "\u{1B}[M0*%",
            keys: [.mouse(MouseEvent(.press, at: at, modifiers: control))]),
        Case(terminal: "xterm X10", bytes: "\u{1B}[M\u{A0}*%", keys: [.mouse(MouseEvent(.back, at: at))]),
        Case(terminal: "xterm X10", bytes: "\u{1B}[M\u{A2}*%", keys: [.mouse(MouseEvent(.otherButton(10), at: at))]),
        Case(terminal: "xterm X10", bytes: "\u{1B}[M\u{A3}*%", keys: [.mouse(MouseEvent(.otherButton(11), at: at))]),
        Case(terminal: "urxvt 1015", bytes: "\u{1B}[96;10;5M", keys: [.mouse(MouseEvent(.wheelUp, at: at))]),
    ]

    static let kitty: [Case] = [
        Case(terminal: "kitty", bytes: "\u{1B}[97;5u", keys: [.control("a")]),
        Case(terminal: "kitty", bytes: "\u{1B}[105;5u", keys: [.control("i")]),
        Case(terminal: "kitty", bytes: "\u{1B}[109;5u", keys: [.control("m")]),
        Case(terminal: "kitty", bytes: "\u{1B}[9u\u{1B}[13u\u{1B}[127u", keys: [.tab, .enter, .backspace]),
        Case(terminal: "kitty", bytes: "\u{1B}[27u", keys: [.escape]),
        Case(terminal: "kitty", bytes: "\u{1B}[27;3u", keys: [Key.escape.with(alt)]),
        Case(terminal: "kitty", bytes: "\u{1B}[9;2u", keys: [.backTab]),
        Case(terminal: "kitty", bytes: "\u{1B}[13;2u", keys: [Key.enter.with(shift)]),
        Case(terminal: "kitty", bytes: "\u{1B}[97;9u", keys: [Key("a").with(.super)]),
        Case(terminal: "kitty", bytes: "\u{1B}[97;17u", keys: [Key("a").with(.hyper)]),
        Case(terminal: "kitty", bytes: "\u{1B}[97;33u", keys: [Key("a").with(.meta)]),
        Case(terminal: "kitty", bytes: "\u{1B}[97;69u", keys: [.control("a")]),  // Caps Lock ignored
        Case(terminal: "kitty", bytes: "\u{1B}[97;133u", keys: [.control("a")]),  // Num Lock ignored
        Case(terminal: "kitty", bytes: "\u{1B}[97:65;2u", keys: ["A"]),
        Case(terminal: "kitty", bytes: "\u{1B}[49:33;2u", keys: ["!"]),
        Case(terminal: "kitty", bytes: "\u{1B}[97;1:2u", keys: ["a"]),  // a repeat is a press
        Case(terminal: "kitty", bytes: "\u{1B}[97;1:3u", keys: []),  // a release is not asked for
        Case(terminal: "kitty", bytes: "\u{1B}[97;5;1u", keys: [.control("a")]),  // with its text
        Case(terminal: "kitty", bytes: "\u{1B}[57399u\u{1B}[57409u\u{1B}[57414u", keys: ["0", ".", .enter]),
        Case(terminal: "kitty", bytes: "\u{1B}[57419;5u", keys: [Key.up.with(control)]),
        Case(terminal: "kitty", bytes: "\u{1B}[57376u\u{1B}[57398u", keys: [.function(13), .function(35)]),
        Case(terminal: "kitty", bytes: "\u{1B}[57441;2u\u{1B}[57358u", keys: []),  // Shift alone, Caps Lock
        Case(terminal: "kitty", bytes: "\u{1B}[1;5A", keys: [Key.up.with(control)]),
        Case(terminal: "kitty", bytes: "\u{1B}[1;1:3B", keys: []),
        Case(terminal: "kitty", bytes: "\u{1B}[13~\u{1B}[5;5~", keys: [.function(3), Key.pageUp.with(control)]),
        Case(terminal: "kitty", bytes: "\u{1B}[1;2P", keys: [Key.function(1).with(shift)]),
        Case(terminal: "kitty", bytes: "\u{1B}[233u", keys: ["é"]),
        Case(terminal: "WezTerm", bytes: "\u{1B}[99;6u", keys: [Key.control("c").with(shift)]),
        Case(terminal: "foot", bytes: "\u{1B}[106;5u\u{1B}[106;7u", keys: [.control("j"), Key.control("j").with(alt)]),
        // WezTerm and foot with kitty's protocol: Ctrl-I and Ctrl-M apart from Tab and Enter,
        // Esc with no wait, and the legacy forms they keep for arrows and function keys.
        Case(terminal: "WezTerm", bytes: "\u{1B}[105;5u\u{1B}[9u", keys: [.control("i"), .tab]),
        Case(terminal: "WezTerm", bytes: "\u{1B}[109;5u\u{1B}[13u", keys: [.control("m"), .enter]),
        Case(terminal: "WezTerm", bytes: "\u{1B}[27u\u{1B}[1;3C", keys: [.escape, Key.right.with(alt)]),
        Case(
            terminal: "foot", bytes: "\u{1B}[1;5H\u{1B}[15;2~",
            keys: [Key.home.with(control), Key.function(5).with(shift)]),
        Case(terminal: "foot", bytes: "\u{1B}[97;4u", keys: [Key("a").with([.shift, .alt])]),
    ]

    static let urxvtAndConsoles: [Case] = [
        Case(terminal: "urxvt", bytes: "\u{1B}[11^", keys: [Key.function(1).with(control)]),
        Case(terminal: "urxvt", bytes: "\u{1B}[11$", keys: [Key.function(1).with(shift)]),
        Case(terminal: "urxvt", bytes: "\u{1B}[11@", keys: [Key.function(1).with([control, shift])]),
        Case(terminal: "urxvt", bytes: "\u{1B}[11^", keys: [Key.function(1).with(control)], type: "rxvt-unicode"),
        Case(terminal: "urxvt", bytes: "\u{1B}[11$", keys: [Key.function(1).with(shift)], type: "rxvt-unicode"),
        Case(terminal: "urxvt", bytes: "\u{1B}[23$x", keys: [Key.function(11).with(shift), "x"], type: "rxvt-unicode"),
        Case(terminal: "urxvt", bytes: "\u{1B}[2$\u{1B}[3^", keys: [Key.insert.with(shift), Key.delete.with(control)]),
        Case(
            terminal: "urxvt", bytes: "\u{1B}[5^\u{1B}[6@",
            keys: [Key.pageUp.with(control), Key.pageDown.with([control, shift])]),
        Case(terminal: "urxvt", bytes: "\u{1B}[a\u{1B}[d", keys: [Key.up.with(shift), Key.left.with(shift)]),
        Case(terminal: "urxvt", bytes: "\u{1B}Oa\u{1B}Oc", keys: [Key.up.with(control), Key.right.with(control)]),
        Case(terminal: "urxvt", bytes: "\u{1B}[7~\u{1B}[8~\u{1B}[7$", keys: [.home, .end, Key.home.with(shift)]),
        Case(terminal: "urxvt", bytes: "\u{1B}[25~", keys: [.function(13)], type: "rxvt-unicode"),
        Case(terminal: "Linux console", bytes: "\u{1B}[[A\u{1B}[[E", keys: [.function(1), .function(5)]),
        Case(terminal: "Linux console", bytes: "\u{1B}[[B", keys: [.function(2)], type: "linux"),
        Case(terminal: "Linux console", bytes: "\u{1B}[1~\u{1B}[4~\u{1B}[17~", keys: [.home, .end, .function(6)]),
        Case(terminal: "Linux console", bytes: "\u{1B}[G", keys: [], type: "linux"),
        Case(terminal: "Linux console", bytes: "\u{1B}[25~", keys: [.function(13)], type: "linux"),
        Case(terminal: "tmux", bytes: "\u{1B}[1;5A\u{1B}[1~\u{1B}[4~", keys: [Key.up.with(control), .home, .end]),
        Case(terminal: "tmux extended keys", bytes: "\u{1B}[105;5u", keys: [.control("i")]),
        Case(terminal: "tmux", bytes: "\u{1B}[I\u{1B}[O", keys: [.focusGained, .focusLost]),
        Case(terminal: "GNU screen", bytes: "\u{1B}OA\u{1B}[1~\u{1B}[4~\u{1B}[5~", keys: [.up, .home, .end, .pageUp]),
        Case(
            terminal: "GNU screen", bytes: "\u{1B}OP\u{1B}[15~\u{1B}[24~",
            keys: [.function(1), .function(5), .function(12)]),
    ]

    static let replies: [Case] = [
        Case(
            terminal: "xterm", bytes: "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}", keys: [],
            replies: [.backgroundColor(.init(red: 65535, green: 65535, blue: 65535))]),
        Case(
            terminal: "kitty", bytes: "\u{1B}]10;rgb:dd/dd/dd\u{1B}\\", keys: [],
            replies: [.foregroundColor(.init(red: 0xDDDD, green: 0xDDDD, blue: 0xDDDD))]),
        Case(
            terminal: "xterm", bytes: "\u{1B}]4;1;rgb:cdcd/0000/0000\u{1B}\\", keys: [],
            replies: [.paletteColor(index: 1, .init(red: 0xCDCD, green: 0, blue: 0))]),
        Case(terminal: "xterm", bytes: "\u{1B}[?2004;1$y", keys: [], replies: [.mode(2004, isPrivate: true, .set)]),
        Case(terminal: "foot", bytes: "\u{1B}[?2026;2$y", keys: [], replies: [.mode(2026, isPrivate: true, .reset)]),
        Case(terminal: "xterm", bytes: "\u{1B}[4;2$y", keys: [], replies: [.mode(4, isPrivate: false, .reset)]),
        Case(terminal: "xterm", bytes: "\u{1B}[?62;22c", keys: [], replies: [.primaryDeviceAttributes([62, 22])]),
        Case(
            terminal: "tmux", bytes: "\u{1B}[>84;0;0c", keys: [], replies: [.secondaryDeviceAttributes([84, 0, 0])]),
        Case(
            terminal: "kitty", bytes: "\u{1B}P>|kitty(0.35.2)\u{1B}\\", keys: [], replies: [.version("kitty(0.35.2)")]),
        Case(terminal: "kitty", bytes: "\u{1B}[?1u", keys: [], replies: [.keyboardFlags(.disambiguatesEscapeCodes)]),
        Case(
            terminal: "WezTerm", bytes: "\u{1B}P>|WezTerm 20240203-110809-5046fc22\u{1B}\\", keys: [],
            replies: [.version("WezTerm 20240203-110809-5046fc22")]),
        Case(terminal: "foot", bytes: "\u{1B}P>|foot(1.16.2)\u{1B}\\", keys: [], replies: [.version("foot(1.16.2)")]),
        Case(terminal: "foot", bytes: "\u{1B}[?62;4;22c", keys: [], replies: [.primaryDeviceAttributes([62, 4, 22])]),
        Case(terminal: "GNU screen", bytes: "\u{1B}[?1;2c", keys: [], replies: [.primaryDeviceAttributes([1, 2])]),
        Case(
            terminal: "GNU screen", bytes: "\u{1B}[>83;40903;0c", keys: [],
            replies: [.secondaryDeviceAttributes([83, 40903, 0])]),
        Case(terminal: "xterm", bytes: "\u{1B}[24;80R", keys: [], replies: [.cursorPosition(row: 24, column: 80)]),
        Case(terminal: "xterm", bytes: "\u{1B}[4;600;800t", keys: [], replies: [.windowReport([4, 600, 800])]),
        Case(terminal: "kitty", bytes: "\u{1B}_Gi=31;OK\u{1B}\\q", keys: ["q"]),
        Case(terminal: "xterm", bytes: "\u{1B}P1$r0m\u{1B}\\q", keys: ["q"]),
        Case(terminal: "any", bytes: "\u{1B}]99;unknown\u{07}\u{1B}[----Xq", keys: ["q"]),
    ]

    static let all = xterm + mouse + kitty + urxvtAndConsoles + replies

    private static func terminal(_ type: String?) throws -> Terminal {
        guard let type else { return try Terminal.headless(size: Size(columns: 80, rows: 24)) }
        return try Terminal.stream(type: type, size: Size(columns: 80, rows: 24), output: { _ in })
    }

    /// Feeds `pieces` one after the other, then says no more comes.
    private static func decode(_ pieces: [[UInt8]], type: String?) throws -> ([Key], [TerminalReply]) {
        let terminal = try terminal(type)
        defer { terminal.close() }
        // The pieces stand for reads that follow at once: on a loaded machine the test
        // itself can pause past the 25 ms escape delay between two feeds (it did, with
        // eight builds running), which rightly ends an Esc. Time between feeds has tests
        // of its own (InputRepliesTests).
        terminal.escapeDelay = .seconds(3600)
        var keys: [Key] = []
        for piece in pieces { keys += terminal.feed(piece) }
        keys += terminal.flushInput()
        return (keys, terminal.takeReplies())
    }

    /// Takes every key the loop routes, mouse events too (it fills the window).
    private final class KeyProbe: Component {
        var keys: [Key] = []
        override func handle(_ key: Key) -> Bool {
            keys.append(key)
            return true
        }
    }

    /// Posts `pieces` to a window's loop one read after the other, then says no more
    /// comes: the path a live, stream or SSH terminal's reads take.
    @MainActor
    private static func decodeThroughLoop(_ pieces: [[UInt8]], type: String?) throws -> ([Key], [TerminalReply]) {
        let terminal = try terminal(type)
        defer { terminal.close() }
        terminal.escapeDelay = .seconds(3600)  // reads back to back, as in decode(_:type:)
        let probe = KeyProbe()
        let window = Window(content: probe)
        // Ctrl-C would end the loop: bound here, it is one more key the probe saw.
        window.bind(.control("c"), overridesFocus: true) { probe.keys.append(.control("c")) }
        let loop = WindowLoop(window: window, terminal: terminal, clock: .manual)
        for piece in pieces { loop.handle([.input(piece)]) }
        loop.flushInput()
        window.close()
        return (probe.keys, terminal.takeReplies())
    }

    @Test("Split at every byte across two posts to the loop", arguments: all)
    @MainActor
    func splitThroughLoop(_ sample: Case) throws {
        let bytes = sample.rawBytes
        for cut in 1..<bytes.count {
            let pieces = [Array(bytes[..<cut]), Array(bytes[cut...])]
            let (keys, replies) = try Self.decodeThroughLoop(pieces, type: sample.type)
            #expect(keys == sample.keys, "cut after byte \(cut)")
            #expect(replies == sample.replies, "cut after byte \(cut)")
        }
    }

    @Test("Whole", arguments: all)
    func whole(_ sample: Case) throws {
        let (keys, replies) = try Self.decode([sample.rawBytes], type: sample.type)
        #expect(keys == sample.keys)
        #expect(replies == sample.replies)
    }

    @Test("Split at every byte across two feeds", arguments: all)
    func split(_ sample: Case) throws {
        let bytes = sample.rawBytes
        for cut in 1..<bytes.count {
            let (keys, replies) = try Self.decode([Array(bytes[..<cut]), Array(bytes[cut...])], type: sample.type)
            #expect(keys == sample.keys, "cut after byte \(cut)")
            #expect(replies == sample.replies, "cut after byte \(cut)")
        }
    }
}
