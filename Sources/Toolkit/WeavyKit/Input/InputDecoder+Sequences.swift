extension InputDecoder {
    // MARK: - Sequences (ESC [)

    mutating func addToSequence(
        _ byte: UInt8, _ bytes: inout [UInt8], alt: Bool, at time: ContinuousClock.Instant, to keys: inout [Key]
    ) {
        if bytes.first == UInt8(ascii: "M") && byte < 0x20 {
            // No byte of an X10 report is a control byte: the report was cut short.
            add(byte, at: time, to: &keys)
            return
        }
        bytes.append(byte)
        switch keyTable.match(after: UInt8(ascii: "["), bytes) {
        case .key(let key):
            keys.append(alt ? key.with(.alt) : key)
            return
        case .prefix:
            state = .sequence(bytes, alt: alt)
            return
        case .none: break
        }
        if bytes.first == UInt8(ascii: "M") {
            // An X10 mouse report: three bytes follow the M.
            if bytes.count < 4 {
                state = .sequence(bytes, alt: alt)
            } else {
                finishSequence(bytes, alt: alt, at: time, to: &keys)
            }
        } else if bytes.count == 1 && byte == UInt8(ascii: "[") {
            state = .sequence(bytes, alt: alt)  // the Linux console's F1…F5: ESC [ [ A…E
        } else if bytes.count == 2 && bytes[0] == UInt8(ascii: "[") {
            finishSequence(bytes, alt: alt, at: time, to: &keys)
        } else if (0x40...0x7E).contains(byte) {
            finishSequence(bytes, alt: alt, at: time, to: &keys)
        } else if byte == UInt8(ascii: "$") && Self.isUrxvtShiftKey(bytes) {
            finishSequence(bytes, alt: alt, at: time, to: &keys)
        } else if (0x20...0x3F).contains(byte) && bytes.count < Self.longestSequence {
            state = .sequence(bytes, alt: alt)
        } else {
            abandonSequence(bytes.dropLast(), alt: alt, at: time, to: &keys)
            add(byte, at: time, to: &keys)
        }
    }

    /// urxvt's Shift with a numbered key, `ESC [ 3 $`, which ends in an intermediate
    /// byte: digits then `$`.
    private static func isUrxvtShiftKey(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes.dropLast().allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private mutating func finishSequence(
        _ bytes: [UInt8], alt: Bool, at time: ContinuousClock.Instant, to keys: inout [Key]
    ) {
        state = .ground
        if bytes.elementsEqual(Self.pasteStart) {
            if alt { keys.append(.escape) }
            state = .pasting
            return
        }
        let context = XtermSequence.Context(
            keyboardFlags: keyboardFlags, expectsCursorReport: replies.expectsCursorReport(at: time))
        let decoded = XtermSequence.decode(bytes, context: context)
        if case .key(let key) = decoded, !alt || key.takesModifiers {
            keys.append(alt ? key.with(.alt) : key)
            return
        }
        if alt { keys.append(.escape) }
        switch decoded {
        case .mouse(let report, let modifiers):
            for var event in clicks.events(for: report, at: time) {
                event.modifiers = modifiers
                keys.append(.mouse(event))
            }
        case .reply(let reply): replies.receive(reply)
        case .key(let key): keys.append(key)  // after the Esc pressed alone before it
        case .ignored: break
        case nil: dropped.note("ESC [ \(Self.describe(bytes[...]))", at: time)
        }
    }

    /// Hands over the bytes of what looked like a sequence but is none: Alt-[ and the
    /// bytes after it, as typed. An X10 mouse report cut short is dropped.
    mutating func abandonSequence(
        _ bytes: ArraySlice<UInt8>, alt: Bool, at time: ContinuousClock.Instant, to keys: inout [Key]
    ) {
        state = .ground
        if bytes.first == UInt8(ascii: "M") { return }
        // ESC ESC [ is Alt-Esc and [; ESC [ is Alt-[.
        keys.append(alt ? Key.escape.with(.alt) : Key("[").with(.alt))
        if alt { keys.append("[") }
        for byte in bytes { add(byte, at: time, to: &keys) }
    }

    // MARK: - Single shifts (ESC O)

    /// Adds a byte after `ESC O`: the parameters some terminals put before the final
    /// byte (`ESC O 5 P`, `ESC O 1 ; 5 P`), then the final byte.
    mutating func addToSingleShift(
        _ byte: UInt8, _ bytes: inout [UInt8], alt: Bool, at time: ContinuousClock.Instant, to keys: inout [Key]
    ) {
        if bytes.isEmpty, case .key(let key) = keyTable.match(after: UInt8(ascii: "O"), CollectionOfOne(byte)) {
            keys.append(alt ? key.with(.alt) : key)
            return
        }
        if (UInt8(ascii: "0")...UInt8(ascii: ";")).contains(byte), byte != UInt8(ascii: ":"), bytes.count < 5 {
            bytes.append(byte)
            state = .singleShift(bytes, alt: alt)
            return
        }
        guard var key = XtermSequence.singleShiftKey(final: byte), let modifiers = singleShiftModifiers(bytes) else {
            abandonSingleShift(bytes, alt: alt, at: time, to: &keys)
            add(byte, at: time, to: &keys)
            return
        }
        key = key.with(modifiers)
        keys.append(alt ? key.with(.alt) : key)
    }

    /// The modifiers of an SS3 key's parameters: the last number (xterm's, or kitty's
    /// numbering when its flags are on); none without parameters; `nil` when they are
    /// no modifier.
    private func singleShiftModifiers(_ bytes: [UInt8]) -> KeyModifiers? {
        guard !bytes.isEmpty else { return [] }
        let last = bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).last ?? []
        guard !last.isEmpty, last.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        let number = last.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return keyboardFlags.isEmpty ? KeyModifiers(xtermParameter: number) : KeyModifiers(kittyParameter: number)
    }

    /// `ESC O` followed by no key: Alt-O (typed as Esc and O), and the bytes after it.
    mutating func abandonSingleShift(
        _ bytes: [UInt8], alt: Bool, at time: ContinuousClock.Instant, to keys: inout [Key]
    ) {
        state = .ground
        if alt {
            keys.append(Key.escape.with(.alt))
            keys.append("O")
        } else {
            keys.append(Key("O").with(.alt))
        }
        for byte in bytes { add(byte, at: time, to: &keys) }
    }
}
