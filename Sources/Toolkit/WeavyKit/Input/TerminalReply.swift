/// What a terminal says back when asked: a color, a mode's state, its attributes or
/// version, the cursor's position, its keyboard flags. The input decoder tells replies
/// from keys and keeps them for whoever asked (``Terminal/takeReplies()``,
/// ``Terminal/reply(matching:timeout:)``); a reply is never delivered as a key.
public enum TerminalReply: Hashable, Sendable {
    /// A color as a terminal reports it (`rgb:RRRR/GGGG/BBBB`), each channel scaled to
    /// 16 bits whatever number of hex digits the terminal sent.
    public struct Color: Hashable, Sendable {
        /// Red, green and blue, 0…65535.
        public var red, green, blue: UInt16

        /// Creates a color from 16-bit channels.
        public init(red: UInt16, green: UInt16, blue: UInt16) {
            (self.red, self.green, self.blue) = (red, green, blue)
        }
    }

    /// What DECRPM says of a mode (`CSI ? mode ; state $ y`).
    public enum ModeState: Int, Hashable, Sendable {
        /// The terminal does not know the mode.
        case notRecognized = 0
        /// The mode is set.
        case set = 1
        /// The mode is reset.
        case reset = 2
        /// The mode is set and cannot be changed.
        case permanentlySet = 3
        /// The mode is reset and cannot be changed.
        case permanentlyReset = 4
    }

    /// OSC 10: the default foreground color.
    case foregroundColor(Color)
    /// OSC 11: the default background color.
    case backgroundColor(Color)
    /// OSC 12: the cursor's color.
    case cursorColor(Color)
    /// OSC 4: palette entry `index`.
    case paletteColor(index: Int, Color)
    /// DECRPM (`CSI ? mode ; state $ y`, or without `?` for an ANSI mode): the state of
    /// `mode`.
    case mode(Int, isPrivate: Bool, ModeState)
    /// DA1 (`CSI ? … c`): the terminal's class and features.
    case primaryDeviceAttributes([Int])
    /// DA2 (`CSI > … c`): the terminal's type, version and options.
    case secondaryDeviceAttributes([Int])
    /// XTVERSION (`DCS > | text ST`): the terminal's name and version, as it writes them.
    case version(String)
    /// CPR (`CSI row ; column R`): the cursor's position, 1-based as the terminal sends it.
    /// Decoded while a report is expected (see ``Terminal/expectCursorPositionReport(within:)``)
    /// or when it cannot be a key.
    case cursorPosition(row: Int, column: Int)
    /// The kitty keyboard protocol's flags in force (`CSI ? flags u`).
    case keyboardFlags(KittyKeyboardFlags)
    /// A window report (`CSI 4 ; height ; width t` and the like): its numbers.
    case windowReport([Int])
}

extension TerminalReply {
    /// Reads an OSC string (between `ESC ]` and its terminator): colors 10, 11, 12 and 4.
    static func operatingSystemCommand(_ bytes: ArraySlice<UInt8>) -> TerminalReply? {
        let fields = bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard let command = fields.first.flatMap(number) else { return nil }
        switch (command, fields.count) {
        case (10, 2): return color(fields[1]).map(TerminalReply.foregroundColor)
        case (11, 2): return color(fields[1]).map(TerminalReply.backgroundColor)
        case (12, 2): return color(fields[1]).map(TerminalReply.cursorColor)
        case (4, 3):
            guard let index = number(fields[1]), let color = color(fields[2]) else { return nil }
            return .paletteColor(index: index, color)
        default: return nil
        }
    }

    /// Reads a DCS string: XTVERSION's `> | text`.
    static func deviceControlString(_ bytes: ArraySlice<UInt8>) -> TerminalReply? {
        guard bytes.starts(with: [UInt8(ascii: ">"), UInt8(ascii: "|")]) else { return nil }
        return .version(String(decoding: bytes.dropFirst(2), as: UTF8.self))
    }

    /// `rgb:R/G/B` with 1 to 4 hex digits a channel (`rgba:` with a fourth ignored).
    private static func color(_ bytes: ArraySlice<UInt8>) -> Color? {
        let text = String(decoding: bytes, as: UTF8.self)
        let body: Substring
        if text.hasPrefix("rgb:") {
            body = text.dropFirst(4)
        } else if text.hasPrefix("rgba:") {
            body = text.dropFirst(5)
        } else {
            return nil
        }
        let channels = body.split(separator: "/", omittingEmptySubsequences: false).map { part -> UInt16? in
            guard (1...4).contains(part.count), let value = Int(part, radix: 16) else { return nil }
            let maximum = (1 << (4 * part.count)) - 1
            return UInt16(value * 65_535 / maximum)
        }
        guard channels.count >= 3, let red = channels[0], let green = channels[1], let blue = channels[2] else {
            return nil
        }
        return Color(red: red, green: green, blue: blue)
    }

    /// A decimal number of one to five digits.
    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard (1...5).contains(bytes.count) else { return nil }
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
