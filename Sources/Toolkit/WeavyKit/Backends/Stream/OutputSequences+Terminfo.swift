extension OutputSequences {
    /// The sequences `terminfo` lists for its terminal: the alternate screen (`smcup`,
    /// `rmcup`), cursor moves (`cup`), attributes (`sgr0`, `bold`, `rev`, …), colors
    /// (`setaf`, `setab`), the cursor's visibility (`civis`, `cnorm`) and the margins
    /// (`am`, `xenl`). What the entry lacks is left out (a VT100 cannot hide its cursor);
    /// bracketed paste and mouse modes, which no entry lists, follow xterm, and terminals
    /// that do not know them ignore them. Padding (`$<5>`) is dropped: nothing is slow
    /// enough to need it.
    init(terminfo: Terminfo) {
        func string(_ name: String) -> [UInt8] {
            terminfo.string(name).map(Self.withoutPadding) ?? []
        }
        let cursorAddress = string("cup")
        let paletteSize = max(0, terminfo.number("colors") ?? 0)
        // A direct-color entry's `setaf` takes RGB values, not palette numbers: its
        // terminal follows xterm's palette sequences too.
        let direct = paletteSize > 256
        // tmux and others mark 24-bit color with the RGB flag (ncurses) or Tc (tmux's own).
        let drawsRGB = direct || terminfo.flag("RGB") || terminfo.flag("Tc")
        let foreground = string("setaf")
        let background = string("setab")
        let pasteOn = Array("\u{1B}[?2004h".utf8)
        let modesOff = Array("\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l".utf8)
        self.init(
            enter: string("smcup") + pasteOn,
            leave: modesOff + string("sgr0") + string("cnorm") + string("rmcup"),
            clear: string("clear"),
            hideCursor: string("civis"),
            showCursor: string("cnorm"),
            resetStyle: string("sgr0"),
            bold: string("bold"), dim: string("dim"), reverse: string("rev"),
            underline: string("smul"), italic: string("sitm"),
            colors: direct ? 256 : paletteSize,
            bottomRightScrolls: terminfo.flag("am") && !terminfo.flag("xenl"),
            moveCursor: { row, column in Terminfo.expand(cursorAddress, row, column) },
            setColor: { number, isBackground in
                if direct { return OutputSequences.xterm.setColor(number, isBackground) }
                return Terminfo.expand(isBackground ? background : foreground, number)
            })
        directColor = drawsRGB
    }

    /// The sequences for the terminal type `type`: from its terminfo entry, or xterm's
    /// when it has none (an SSH client may name a type this machine does not know).
    static func forType(_ type: String) -> OutputSequences {
        (try? Terminfo.load(type: type)).map(OutputSequences.init(terminfo:)) ?? .xterm
    }

    /// `sequence` without terminfo's padding delays (`$<5>`, `$<2*/>`).
    static func withoutPadding(_ sequence: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(sequence.count)
        var index = 0
        while index < sequence.count {
            if sequence[index] == UInt8(ascii: "$"), index + 1 < sequence.count,
                sequence[index + 1] == UInt8(ascii: "<"),
                let close = sequence[(index + 2)...].firstIndex(of: UInt8(ascii: ">")),
                sequence[(index + 2)..<close].allSatisfy({ Self.paddingBytes.contains($0) })
            {
                index = close + 1
                continue
            }
            result.append(sequence[index])
            index += 1
        }
        return result
    }

    private static let paddingBytes = Set("0123456789.*/".utf8)
}
