/// How a terminal is asked to report keys unambiguously, chosen from what it said it can
/// do (``TerminalCapabilities``), with the bytes that set it and the bytes that give the
/// terminal back as it was: kitty's keyboard protocol where the terminal speaks it (the
/// flags pushed, then popped), else xterm's `modifyOtherKeys` level 2 in xterm itself
/// (set, then reset to xterm's own setting), else nothing.
package struct KeyboardEnhancement: Equatable, Sendable {
    /// What sets it, written once the terminal is the program's.
    package var setSequence: [UInt8]
    /// What gives the terminal back as it was, written on every way out.
    package var resetSequence: [UInt8]
    /// The flags the decoder reads keys with (``Terminal/keyboardFlags``).
    package var decoderFlags: KittyKeyboardFlags

    /// Nothing set.
    package static let none = KeyboardEnhancement(setSequence: [], resetSequence: [], decoderFlags: [])

    /// xterm's `CSI > 4 ; 2 m`: modified keys as `CSI 27 ; mods ; code ~`.
    package static let modifyOtherKeysOn: [UInt8] = Array("\u{1B}[>4;2m".utf8)
    /// xterm's `CSI > 4 m`: `modifyOtherKeys` back to the terminal's own setting.
    package static let modifyOtherKeysReset: [UInt8] = Array("\u{1B}[>4m".utf8)

    /// The enhancement for `requested` flags (none asks for nothing) on a terminal with
    /// `capabilities`, as ``TerminalReport`` decides it.
    package static func choose(
        requested: KittyKeyboardFlags, for capabilities: TerminalCapabilities
    ) -> KeyboardEnhancement {
        KeyboardEnhancement(TerminalReport.keyboard(requested: requested, capabilities: capabilities).value)
    }
}

extension KeyboardEnhancement {
    /// What sets and gives back `mode`.
    package init(_ mode: KeyboardMode) {
        switch mode {
        case .kittyProtocol(let flags):
            self.init(
                setSequence: flags.pushSequence, resetSequence: KittyKeyboardFlags.popSequence(), decoderFlags: flags)
        case .modifyOtherKeys:
            self.init(setSequence: Self.modifyOtherKeysOn, resetSequence: Self.modifyOtherKeysReset, decoderFlags: [])
        case .legacy:
            self.init(setSequence: [], resetSequence: [], decoderFlags: [])
        }
    }
}
