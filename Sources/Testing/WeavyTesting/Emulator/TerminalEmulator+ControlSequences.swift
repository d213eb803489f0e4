import WeavyKit

/// What `ESC [` sequences do: cursor moves, erasing, editing, modes and SGR.
extension TerminalEmulator {
    mutating func controlSequence(_ bytes: [UInt8], final: UInt8) {
        let isPrivate = bytes.first == UInt8(ascii: "?")
        let hasOtherPrefix = bytes.first.map { $0 >= 0x3C && $0 <= 0x3F && $0 != UInt8(ascii: "?") } ?? false
        let intermediates = bytes.filter { $0 >= 0x20 && $0 <= 0x2F }
        let parameters = Self.parameters(bytes.filter { $0 >= 0x30 && $0 <= 0x3B })
        func parameter(_ index: Int, default value: Int = 1) -> Int {
            index < parameters.count && parameters[index] > 0 ? parameters[index] : value
        }
        // Questions (kitty's keyboard flags, DECRQM, XTVERSION) and keyboard modes (kitty's
        // flags pushed and popped, xterm's modifyOtherKeys) change nothing this model shows.
        if Self.isQuestionOrKeyboardMode(bytes, final: final, intermediates: intermediates) { return }
        guard intermediates.isEmpty, !hasOtherPrefix else {
            // `CSI ! p` (soft reset) and the like change nothing this model shows.
            if !(intermediates == [UInt8(ascii: "!")] && final == UInt8(ascii: "p")) {
                note([0x1B, UInt8(ascii: "[")] + bytes + [final])
            }
            return
        }
        if isPrivate {
            // `CSI ? n c` sets the Linux console's cursor shape: nothing this model shows.
            if final == UInt8(ascii: "c") { return }
            guard final == UInt8(ascii: "h") || final == UInt8(ascii: "l") else {
                note([0x1B, UInt8(ascii: "[")] + bytes + [final])
                return
            }
            for mode in parameters { setPrivateMode(mode, final == UInt8(ascii: "h")) }
            return
        }
        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"): moveCursor(row: parameter(0) - 1, column: parameter(1) - 1)
        case UInt8(ascii: "A"): moveCursor(row: cursor.row - parameter(0), column: cursor.column)
        case UInt8(ascii: "B"), UInt8(ascii: "e"): moveCursor(row: cursor.row + parameter(0), column: cursor.column)
        case UInt8(ascii: "C"), UInt8(ascii: "a"): moveCursor(row: cursor.row, column: cursor.column + parameter(0))
        case UInt8(ascii: "D"): moveCursor(row: cursor.row, column: cursor.column - parameter(0))
        case UInt8(ascii: "E"): moveCursor(row: cursor.row + parameter(0), column: 0)
        case UInt8(ascii: "F"): moveCursor(row: cursor.row - parameter(0), column: 0)
        case UInt8(ascii: "G"), UInt8(ascii: "`"): moveCursor(row: cursor.row, column: parameter(0) - 1)
        case UInt8(ascii: "d"): moveCursor(row: parameter(0) - 1, column: cursor.column)
        case UInt8(ascii: "J"): eraseInDisplay(parameter(0, default: 0))
        case UInt8(ascii: "K"): eraseInLine(parameter(0, default: 0))
        case UInt8(ascii: "X"):
            erase(row: cursor.row, columns: cursor.column..<(cursor.column + parameter(0)))
            pendingWrap = false
        case UInt8(ascii: "@"): insertBlanks(parameter(0))
        case UInt8(ascii: "P"): deleteCharacters(parameter(0))
        case UInt8(ascii: "L"): insertLines(parameter(0))
        case UInt8(ascii: "M"): deleteLines(parameter(0))
        case UInt8(ascii: "b"): repeatLast(parameter(0))
        case UInt8(ascii: "m"): selectGraphicRendition(parameters.isEmpty ? [0] : parameters, raw: bytes)
        case UInt8(ascii: "s"): saveCursor()
        case UInt8(ascii: "u"): restoreCursor()
        case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "r"), UInt8(ascii: "n"), UInt8(ascii: "c"),
            UInt8(ascii: "t"):
            // ANSI modes, the scrolling region (always the whole screen here), reports,
            // window operations (xterm saves its title on entering full screen).
            break
        default:
            note([0x1B, UInt8(ascii: "[")] + bytes + [final])
        }
    }

    /// `CSI ? u`, `CSI > flags u`, `CSI < count u`, `CSI = flags ; mode u` (kitty's
    /// keyboard protocol), `CSI ? mode $ p` and `CSI mode $ p` (DECRQM), `CSI > q`
    /// (XTVERSION), `CSI > 4 ; level m` (modifyOtherKeys).
    static func isQuestionOrKeyboardMode(_ bytes: [UInt8], final: UInt8, intermediates: [UInt8]) -> Bool {
        let prefix = bytes.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
        switch (prefix, intermediates, final) {
        case (UInt8(ascii: "?"), [], UInt8(ascii: "u")), (UInt8(ascii: ">"), [], UInt8(ascii: "u")),
            (UInt8(ascii: "<"), [], UInt8(ascii: "u")), (UInt8(ascii: "="), [], UInt8(ascii: "u")),
            (UInt8(ascii: ">"), [], UInt8(ascii: "q")), (UInt8(ascii: ">"), [], UInt8(ascii: "m")),
            (UInt8(ascii: "?"), [UInt8(ascii: "$")], UInt8(ascii: "p")), (nil, [UInt8(ascii: "$")], UInt8(ascii: "p")):
            return true
        default:
            return false
        }
    }

    /// The numbers of a parameter string (`1;5` is `[1, 5]`; an empty one is 0). A
    /// colon separates sub-parameters, read here as parameters of their own.
    static func parameters(_ bytes: [UInt8]) -> [Int] {
        guard !bytes.isEmpty else { return [] }
        var numbers: [Int] = []
        var current = 0
        for byte in bytes {
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") {
                numbers.append(current)
                current = 0
            } else if byte >= 0x30 && byte <= 0x39 {
                current = min(current * 10 + Int(byte - 0x30), 99_999)
            }
        }
        numbers.append(current)
        return numbers
    }

    private mutating func setPrivateMode(_ mode: Int, _ on: Bool) {
        if on { privateModes.insert(mode) } else { privateModes.remove(mode) }
        switch mode {
        case 25: isCursorVisible = on
        case 1049:
            if on { saveCursor() }
            useAlternateScreen(on)
            if !on { restoreCursor() }
        case 47, 1047: useAlternateScreen(on)
        case 1048: if on { saveCursor() } else { restoreCursor() }
        default: break
        }
    }

    private mutating func eraseInDisplay(_ mode: Int) {
        switch mode {
        case 0:
            erase(row: cursor.row, columns: cursor.column..<size.columns)
            for row in (cursor.row + 1)..<max(cursor.row + 1, size.rows) { erase(row: row, columns: 0..<size.columns) }
        case 1:
            for row in 0..<cursor.row { erase(row: row, columns: 0..<size.columns) }
            erase(row: cursor.row, columns: 0..<(cursor.column + 1))
        default:
            for row in 0..<size.rows { erase(row: row, columns: 0..<size.columns) }
        }
        pendingWrap = false
    }

    private mutating func eraseInLine(_ mode: Int) {
        switch mode {
        case 0: erase(row: cursor.row, columns: cursor.column..<size.columns)
        case 1: erase(row: cursor.row, columns: 0..<(cursor.column + 1))
        default: erase(row: cursor.row, columns: 0..<size.columns)
        }
        pendingWrap = false
    }

    private mutating func insertBlanks(_ count: Int) {
        let count = min(count, size.columns - cursor.column)
        grid[cursor.row].insert(contentsOf: Array(repeating: erased, count: count), at: cursor.column)
        grid[cursor.row].removeLast(count)
    }

    private mutating func deleteCharacters(_ count: Int) {
        let count = min(count, size.columns - cursor.column)
        grid[cursor.row].removeSubrange(cursor.column..<(cursor.column + count))
        grid[cursor.row].append(contentsOf: Array(repeating: erased, count: count))
    }

    private mutating func insertLines(_ count: Int) {
        let count = min(count, size.rows - cursor.row)
        grid.removeLast(count)
        grid.insert(contentsOf: Array(repeating: blankRow(), count: count), at: cursor.row)
    }

    private mutating func deleteLines(_ count: Int) {
        let count = min(count, size.rows - cursor.row)
        grid.removeSubrange(cursor.row..<(cursor.row + count))
        grid.append(contentsOf: Array(repeating: blankRow(), count: count))
    }

    /// `CSI n b`: the character before the cursor, `n` more times.
    private mutating func repeatLast(_ count: Int) {
        let column = pendingWrap ? cursor.column : cursor.column - 1
        guard column >= 0 else { return }
        var cell = grid[cursor.row][column]
        if cell.width == 0, column > 0 { cell = grid[cursor.row][column - 1] }
        guard let character = cell.character.first else { return }
        for _ in 0..<min(count, size.columns * size.rows) { write(character) }
    }

    private mutating func selectGraphicRendition(_ parameters: [Int], raw: [UInt8]) {
        var index = 0
        while index < parameters.count {
            let code = parameters[index]
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = code - 30
            case 39: style.foreground = -1
            case 40...47: style.background = code - 40
            case 49: style.background = -1
            case 90...97: style.foreground = code - 90 + 8
            case 100...107: style.background = code - 100 + 8
            case 38, 48:
                // 38;5;n picks from the palette; 38;2;r;g;b is a 24-bit color, kept as
                // the number a snapshot stores for it (Color.number).
                if index + 2 < parameters.count, parameters[index + 1] == 5 {
                    if code == 38 {
                        style.foreground = parameters[index + 2]
                    } else {
                        style.background = parameters[index + 2]
                    }
                    index += 2
                } else if index + 4 < parameters.count, parameters[index + 1] == 2,
                    parameters[(index + 2)...(index + 4)].allSatisfy({ (0...255).contains($0) })
                {
                    let number =
                        Color.rgb(
                            UInt8(parameters[index + 2]), UInt8(parameters[index + 3]), UInt8(parameters[index + 4])
                        ).number
                    if code == 38 { style.foreground = number } else { style.background = number }
                    index += 4
                } else {
                    note([0x1B, UInt8(ascii: "[")] + raw + [UInt8(ascii: "m")])
                    return
                }
            case 5, 6, 8, 9, 10...19, 25, 28, 29:
                break  // blink, hidden, crossed out, fonts: not drawn by the toolkit
            default:
                note([0x1B, UInt8(ascii: "[")] + raw + [UInt8(ascii: "m")])
            }
            index += 1
        }
    }
}
