extension Frame {
    /// This frame with ASCII stand-ins for every other character (see
    /// ``TerminalGlyphs/ascii``); each cell keeps its place and style.
    func withASCIIGlyphs() -> Frame {
        Frame(
            layers: layers.map { layer in
                var buffer = layer.buffer
                for index in buffer.cells.indices {
                    buffer.cells[index] = ASCIIGlyphs.standIn(for: buffer.cells[index])
                }
                return Layer(
                    id: layer.id, rect: layer.rect, isHidden: layer.isHidden, buffer: buffer,
                    isChanged: layer.isChanged, regions: layer.regions)
            }, cursor: cursor)
    }
}

/// The ASCII stand-in of each character the toolkit draws, and of user text.
enum ASCIIGlyphs {
    /// `cell` drawn in ASCII: itself when it is ASCII already; a wide character's two
    /// cells become `??`.
    static func standIn(for cell: Cell) -> Cell {
        var isASCII = true
        cell.forEachScalarValue { if $0 >= 0x80 { isASCII = false } }
        if isASCII && cell.width == 1 { return cell }
        if cell.width == 0 || cell.width > 1 { return Cell(character: "?", width: 1, style: cell.style) }
        let character = cell.character
        return Cell(character: String(standIn(for: character)), width: 1, style: cell.style)
    }

    private static let spinner: [Character] = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    private static let spinnerStandIns: [Character] = Array("|/-\\|/-\\|/")

    /// One ASCII character for `character`, which takes one cell.
    static func standIn(for character: String) -> Character {
        guard let first = character.unicodeScalars.first else { return " " }
        if first.isASCII { return Character(first) }  // a letter with combining marks: the letter
        switch first.value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2014, 0x2013, 0x2012, 0x2212:
            return "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551: return "|"
        case 0x250C...0x254B, 0x2552...0x256C, 0x256D...0x2570: return "+"
        case 0x2190, 0x2039, 0x25C0, 0x25C2, 0x00AB: return "<"
        case 0x2192, 0x203A, 0x25B6, 0x25B8, 0x00BB: return ">"
        case 0x2191, 0x25B2, 0x25B4: return "^"
        case 0x2193, 0x25BC, 0x25BE: return "v"
        case 0x2580...0x259F: return "#"
        case 0x2026: return "~"
        case 0x2022, 0x25CF, 0x2023, 0x2043: return "*"
        case 0x00B7, 0x2219: return "."
        case 0x2713, 0x2714, 0x2717, 0x2718, 0x00D7: return "x"
        case 0x2018, 0x2019, 0x201A: return "'"
        case 0x201C, 0x201D, 0x201E: return "\""
        case 0x00A0: return " "
        default: break
        }
        if let frame = spinner.firstIndex(of: Character(first)) { return spinnerStandIns[frame] }
        if let base = AccentFolding.base(of: first), base.isASCII { return Character(base) }
        return "?"
    }
}
