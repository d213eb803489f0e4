import Testing

@testable import WeavyKit

/// A cell keeps its style packed: every style a terminal can show comes back as it went
/// in, and cells stay small enough that a layer moves through the caches quickly.
@Suite("Cells keep their style packed")
struct CellStyleTests {
    @Test("A cell is 32 bytes: five scalars, two colors of 32 bits, attributes and width")
    func cellSize() {
        #expect(MemoryLayout<Cell>.stride == 32)
    }

    @Test("Every color kind and index a terminal has comes back from a cell as it went in")
    func colorsRoundTrip() {
        var colors: [Color] = [.standard]
        for index in [0, 1, 7, 8, 15, 16, 231, 255, 256, -1, -5, (1 << 29) - 1, -(1 << 29)] {
            colors += [.ansi(index), .palette(index)]
        }
        for foreground in colors {
            for background in colors.prefix(6) {
                let style = Style(foreground: foreground, background: background, attributes: [.bold, .italic])
                var cell = Cell(character: "a", width: 1, style: style)
                #expect(cell.style == style)
                cell.style = Style(foreground: background, background: foreground)
                #expect(cell.style == Style(foreground: background, background: foreground))
            }
        }
    }

    @Test("ANSI and palette colors of one index stay different, in equality and in hashes")
    func kindsStayApart() {
        let ansi = Cell(character: "a", width: 1, style: Style(foreground: .ansi(3)))
        let palette = Cell(character: "a", width: 1, style: Style(foreground: .palette(3)))
        #expect(ansi != palette)
        #expect(Set([ansi, palette, ansi]).count == 2)
    }

    @Test("An index past what a cell keeps is clamped to the nearest one it keeps")
    func outOfRangeIsClamped() {
        let huge = Cell(
            character: "a", width: 1, style: Style(foreground: .palette(Int.max), background: .ansi(Int.min)))
        #expect(huge.style.foreground == .palette((1 << 29) - 1))
        #expect(huge.style.background == .ansi(-(1 << 29)))
    }
}
