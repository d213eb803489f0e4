import WeavyKit

/// Reading bytes: UTF-8 text, control characters and escape sequences.
extension TerminalEmulator {
    /// Where the reader is between two bytes.
    struct Parser: Sendable {
        enum State: Sendable {
            case ground
            /// After `ESC`.
            case escape
            /// After `ESC` and an intermediate byte (`(`, `)`, `#`, ...), waiting for the final one.
            case escapeIntermediate(UInt8)
            /// Inside `ESC [`: the parameter and intermediate bytes so far.
            case controlSequence([UInt8])
            /// Inside a string (`ESC ]` OSC, `ESC P` DCS, ...), until BEL or `ESC \`.
            case string(sawEscape: Bool)
        }

        var state = State.ground
        /// The bytes of a UTF-8 character still arriving.
        var pendingUTF8: [UInt8] = []
        var expectedUTF8 = 0
    }

    mutating func consume(_ byte: UInt8) {
        switch parser.state {
        case .ground:
            consumeInGround(byte)
        case .escape:
            parser.state = .ground
            escape(byte)
        case .escapeIntermediate(let intermediate):
            parser.state = .ground
            // Character set designations (`ESC ( B`) and line sizes (`ESC # 8`) change
            // nothing this model shows.
            if !(intermediate == UInt8(ascii: "(") || intermediate == UInt8(ascii: ")")
                || intermediate == UInt8(ascii: "#"))
            {
                note([0x1B, intermediate, byte])
            }
        case .controlSequence(var bytes):
            if byte >= 0x40 && byte <= 0x7E {
                parser.state = .ground
                controlSequence(bytes, final: byte)
            } else if byte == 0x1B {
                note([0x1B, UInt8(ascii: "[")] + bytes)
                parser.state = .escape
            } else if bytes.count > 64 {
                note([0x1B, UInt8(ascii: "[")] + bytes)
                parser.state = .ground
            } else {
                parser.state = .ground  // `bytes` is this function's while it grows
                bytes.append(byte)
                parser.state = .controlSequence(bytes)
            }
        case .string(let sawEscape):
            if byte == 0x07 || (sawEscape && byte == UInt8(ascii: "\\")) {
                parser.state = .ground
            } else {
                parser.state = .string(sawEscape: byte == 0x1B)
            }
        }
    }

    private mutating func consumeInGround(_ byte: UInt8) {
        if parser.expectedUTF8 > 0 {
            if byte & 0xC0 == 0x80 {
                parser.pendingUTF8.append(byte)
                if parser.pendingUTF8.count == parser.expectedUTF8 {
                    let bytes = parser.pendingUTF8
                    parser.pendingUTF8 = []
                    parser.expectedUTF8 = 0
                    writeScalars(of: bytes)
                }
                return
            }
            // A character cut short shows as the replacement character.
            parser.pendingUTF8 = []
            parser.expectedUTF8 = 0
            write("\u{FFFD}")
        }
        switch byte {
        case 0x1B: parser.state = .escape
        case 0x0D: carriageReturn()
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x08: backspace()
        case 0x09: tab()
        case 0x07, 0x0E, 0x0F, 0x00: break  // bell, shift out and in, padding
        case 0x01..<0x20, 0x7F: note([byte])
        case 0x20..<0x7F: write(Character(Unicode.Scalar(byte)))
        case 0xC2...0xDF: startUTF8(byte, length: 2)
        case 0xE0...0xEF: startUTF8(byte, length: 3)
        case 0xF0...0xF4: startUTF8(byte, length: 4)
        default: write("\u{FFFD}")
        }
    }

    private mutating func startUTF8(_ byte: UInt8, length: Int) {
        parser.pendingUTF8 = [byte]
        parser.expectedUTF8 = length
    }

    private mutating func writeScalars(of bytes: [UInt8]) {
        for character in String(decoding: bytes, as: UTF8.self) {
            write(character)
        }
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "["): parser.state = .controlSequence([])
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            parser.state = .string(sawEscape: false)
        case 0x20...0x2F: parser.state = .escapeIntermediate(byte)
        case UInt8(ascii: "7"): saveCursor()
        case UInt8(ascii: "8"): restoreCursor()
        case UInt8(ascii: "D"): lineFeed()
        case UInt8(ascii: "E"):
            carriageReturn()
            lineFeed()
        case UInt8(ascii: "M"): reverseIndex()
        case UInt8(ascii: "c"): resetToInitialState()
        case UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "\\"): break  // keypad modes, string end
        default: note([0x1B, byte])
        }
    }

    /// Keeps a skipped sequence for ``unrecognizedSequences``.
    mutating func note(_ bytes: [UInt8]) {
        guard unrecognizedSequences.count < 100 else { return }
        let shown = bytes.map { $0 == 0x1B ? "␛" : $0 < 0x20 ? "^\(Character(Unicode.Scalar($0 + 0x40)))" : "" }
        var text = ""
        for (index, byte) in bytes.enumerated() {
            text += shown[index].isEmpty ? String(Character(Unicode.Scalar(byte))) : shown[index]
        }
        unrecognizedSequences.append(text)
    }
}
