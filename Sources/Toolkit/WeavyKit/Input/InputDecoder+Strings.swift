extension InputDecoder {
    /// The longest control string kept; a longer one is read to its end and dropped.
    static let longestString = 4096
    /// What closes a paste: `ESC [ 201 ~`.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    // MARK: - Control strings (OSC, DCS, APC, PM, SOS)

    /// Adds a byte of the string opened by `ESC` and `introducer`: BEL or `ESC \` ends
    /// it; CAN or SUB cancels it; another control byte shows it was no string but Alt and
    /// a key, typed.
    mutating func addToString(
        _ byte: UInt8, introducer: UInt8, sawEscape: Bool, at time: ContinuousClock.Instant, to keys: inout [Key]
    ) {
        if sawEscape {
            if byte == UInt8(ascii: "\\") {
                finishString(introducer, at: time)
            } else {
                // An Esc that begins something else: the string was cut short, or (with
                // nothing in it) it was Alt and the introducer, typed.
                if stringBytes.isEmpty {
                    keys.append(Key.character(Character(Unicode.Scalar(introducer))).with(.alt))
                } else {
                    dropString(introducer, reason: "cut short", at: time)
                }
                state = .escape(count: 1)
                add(byte, at: time, to: &keys)
            }
            return
        }
        switch byte {
        case 0x07: finishString(introducer, at: time)
        case 0x1B: state = .controlString(introducer: introducer, sawEscape: true)
        case 0x18, 0x1A: dropString(introducer, reason: "cancelled", at: time)
        case 0x00..<0x20, 0x7F:
            handBackString(introducer, at: time, to: &keys)
            add(byte, at: time, to: &keys)
        default:
            if stringBytes.count < Self.longestString { stringBytes.append(byte) }
        }
    }

    /// Ends the string: a colour (OSC 10, 11, 12, 4) or version (XTVERSION) reply is kept,
    /// anything else dropped.
    private mutating func finishString(_ introducer: UInt8, at time: ContinuousClock.Instant) {
        let reply: TerminalReply? =
            if stringBytes.count >= Self.longestString {
                nil
            } else if introducer == UInt8(ascii: "]") {
                TerminalReply.operatingSystemCommand(stringBytes[...])
            } else if introducer == UInt8(ascii: "P") {
                TerminalReply.deviceControlString(stringBytes[...])
            } else {
                nil
            }
        if let reply {
            replies.receive(reply)
            state = .ground
            stringBytes.removeAll(keepingCapacity: true)
        } else {
            dropString(introducer, reason: "unknown", at: time)
        }
    }

    /// Drops the string under way, logging it.
    mutating func dropString(_ introducer: UInt8, reason: String, at time: ContinuousClock.Instant) {
        let name = Character(Unicode.Scalar(introducer))
        dropped.note("\(reason) string ESC \(name) \(Self.describe(stringBytes[...]))", at: time)
        state = .ground
        stringBytes.removeAll(keepingCapacity: true)
    }

    /// Hands over what looked like a string but was typed: Alt and the introducer, then
    /// its bytes as keys.
    private mutating func handBackString(_ introducer: UInt8, at time: ContinuousClock.Instant, to keys: inout [Key]) {
        let typed = stringBytes
        stringBytes.removeAll(keepingCapacity: true)
        state = .ground
        keys.append(Key.character(Character(Unicode.Scalar(introducer))).with(.alt))
        for byte in typed { add(byte, at: time, to: &keys) }
    }

    // MARK: - Paste

    /// Adds `byte` to the paste gathered in `pasted`; at the closing mark, or when the
    /// paste grows past ``longestPaste``, hands it over as one key.
    mutating func addToPaste(_ byte: UInt8, to keys: inout [Key]) {
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
    mutating func handOverPaste(to keys: inout [Key]) {
        state = .ground
        keys.append(.paste(Self.pastedText(pasted[...])))
        pasted = []
    }

    /// Pasted bytes as text: UTF-8 (a broken sequence becomes `�`), line breaks (`\r\n`,
    /// `\r`) as `\n`.
    private static func pastedText(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self).replacing("\r\n", with: "\n").replacing("\r", with: "\n")
    }
}
