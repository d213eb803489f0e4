/// The escape sequences a stream terminal writes, for one terminal type: how to move
/// the cursor, set a style, clear, enter and leave full-screen mode.
///
/// Made from the terminal's terminfo entry, so each client gets the bytes its own
/// terminal understands; ``xterm`` is the fallback every modern emulator follows.
struct OutputSequences: Sendable {
    /// Enters full-screen mode: the alternate screen, keypad and mouse modes.
    var enter: [UInt8]
    /// Leaves it: resets the modes `enter` set, shows the cursor, leaves the alternate
    /// screen.
    var leave: [UInt8]
    /// Clears the whole screen (and homes the cursor).
    var clear: [UInt8]
    var hideCursor: [UInt8]
    var showCursor: [UInt8]
    /// Resets the style to the terminal's default.
    var resetStyle: [UInt8]
    /// Turns each attribute on, after a reset.
    var bold: [UInt8]
    var dim: [UInt8]
    var reverse: [UInt8]
    var underline: [UInt8]
    var italic: [UInt8]
    /// The palette colors the terminal has: 0 for none.
    var colors: Int
    /// Whether the terminal draws 24-bit color from `38;2;r;g;b` (and `48;2;…`): a
    /// direct-color terminfo entry, the `RGB` or `Tc` flag, or the app saying so.
    var directColor = false
    /// Whether writing the last column wraps at once and a write at the bottom-right
    /// corner scrolls the screen (automatic margins without the "newline glitch" that
    /// xterm and its kin have): that cell is then never written.
    var bottomRightScrolls: Bool
    /// Moves the cursor to (`row`, `column`), both from 0.
    var moveCursor: @Sendable (_ row: Int, _ column: Int) -> [UInt8]
    /// Sets the foreground (`background` false) or background color `number`.
    var setColor: @Sendable (_ number: Int, _ background: Bool) -> [UInt8]

    /// xterm's: what xterm-256color's terminfo entry says, with 256 colors.
    static let xterm = OutputSequences(
        enter: Array("\u{1B}[?1049h\u{1B}[22;0;0t\u{1B}[?2004h".utf8),
        leave: Array(
            "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?12l\u{1B}[?25h\u{1B}[?1049l\u{1B}[23;0;0t".utf8),
        clear: Array("\u{1B}[H\u{1B}[2J".utf8),
        hideCursor: Array("\u{1B}[?25l".utf8),
        showCursor: Array("\u{1B}[?12l\u{1B}[?25h".utf8),
        resetStyle: Array("\u{1B}[0m".utf8),
        bold: Array("\u{1B}[1m".utf8), dim: Array("\u{1B}[2m".utf8), reverse: Array("\u{1B}[7m".utf8),
        underline: Array("\u{1B}[4m".utf8), italic: Array("\u{1B}[3m".utf8),
        colors: 256, bottomRightScrolls: false,
        moveCursor: { row, column in Array("\u{1B}[\(row + 1);\(column + 1)H".utf8) },
        setColor: { number, background in
            let base = background ? 40 : 30
            if number < 8 { return Array("\u{1B}[\(base + number)m".utf8) }
            if number < 16 { return Array("\u{1B}[\(base + 60 + number - 8)m".utf8) }
            return Array("\u{1B}[\(base + 8);5;\(number)m".utf8)
        })

    /// The colors this terminal shows.
    var depth: ColorDepth { ColorDepth(paletteSize: colors, direct: directColor) }

    /// The sequence that sets the foreground (`background` false) or background to
    /// `color`, which the terminal shows (``depth`` has it): none for the default,
    /// xterm's `38;2;r;g;b` form for a 24-bit color, the entry's own otherwise.
    func setColor(_ color: Color, background: Bool) -> [UInt8] {
        switch color {
        case .standard: return []
        case .rgb(let red, let green, let blue):
            return Array("\u{1B}[\(background ? 48 : 38);2;\(red);\(green);\(blue)m".utf8)
        case .ansi(let index), .palette(let index): return setColor(index, background)
        }
    }

    /// Begins a synchronized frame (DEC private mode 2026): the terminal shows nothing
    /// of what follows until ``endSynchronizedFrame``.
    static let beginSynchronizedFrame = Array("\u{1B}[?2026h".utf8)
    /// Ends a synchronized frame: the terminal shows it whole.
    static let endSynchronizedFrame = Array("\u{1B}[?2026l".utf8)

    /// What turns mouse reports on (SGR reports of presses, releases and the wheel).
    static let mouseOn = Array("\u{1B}[?1000h\u{1B}[?1006h".utf8)

    /// How a terminal of this type shows `style`: without the attributes it has no
    /// sequence for, and each color as ``depth`` shows it (the nearest it has).
    func shown(_ style: Snapshot.CellStyle) -> Snapshot.CellStyle {
        var attributes = style.attributes
        let sequences: [(TextAttributes, [UInt8])] = [
            (.bold, bold), (.dim, dim), (.reverse, reverse), (.underline, underline), (.italic, italic),
        ]
        for (attribute, sequence) in sequences where sequence.isEmpty { attributes.remove(attribute) }
        return Snapshot.CellStyle(
            foreground: depth.showing(Color(number: style.foreground)).number,
            background: depth.showing(Color(number: style.background)).number, attributes: attributes,
            underlineStyle: style.underlineStyle,
            underlineColor: style.underlineColor < 0 ? -1 : depth.showing(Color(number: style.underlineColor)).number)
    }
}
