import Testing
import WeavyTesting

@testable import WeavyKit

/// The headless backend composes again only the rows of the layers drawn again; what it
/// shows must equal every frame composed whole.
@Suite("MemoryScreen: composing only what changed")
struct MemoryScreenTests {
    /// A buffer of `size` with random narrow and wide characters.
    static func scribble(_ size: Size, _ random: inout SeededRandom) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        let scalars: [(Unicode.Scalar, Int)] = [("a", 1), ("z", 1), ("漢", 2), ("🎬", 2), (" ", 1)]
        for row in 0..<size.rows {
            var column = 0
            while column < size.columns {
                let (scalar, width) = scalars[random.below(scalars.count)]
                guard column + width <= size.columns else { break }
                buffer.put(scalar, width: width, look: .plain, column: column, row: row)
                column += width
            }
        }
        return buffer
    }

    @Test("Random frames shown one after the other leave the screen each composes whole")
    func incrementalEqualsWhole() {
        var random = SeededRandom(seed: 99)
        let size = Size(columns: 24, rows: 10)
        let screen = MemoryScreen(size: size)
        var rects = (0..<3).map { _ in Rect(column: 0, row: 0, columns: 24, rows: 10) }
        var buffers = rects.map { Self.scribble($0.size, &random) }
        var hidden = [false, false, true]
        for step in 0..<400 {
            var changed = [false, false, false]
            switch random.below(6) {
            case 0:  // a layer moves or changes size (drawn again, as the window does)
                let index = random.below(3)
                rects[index] = Rect(
                    column: random.below(30) - 3, row: random.below(12) - 2, columns: 1 + random.below(20),
                    rows: 1 + random.below(8))
                buffers[index] = Self.scribble(rects[index].size, &random)
                changed[index] = true
            case 1:
                hidden[random.below(3)].toggle()
            case 2:
                break  // nothing drawn again
            default:
                let index = random.below(3)
                buffers[index] = Self.scribble(rects[index].size, &random)
                changed[index] = true
            }
            let frame = Frame(
                layers: (0..<3).map {
                    Frame.Layer(
                        id: $0, rect: rects[$0], isHidden: hidden[$0], buffer: buffers[$0], isChanged: changed[$0])
                }, cursor: nil)
            screen.present(frame)
            let whole = Compositor.compose(frame, size: size)
            guard screen.screen == whole else {
                Issue.record("step \(step): the screen differs from the frame composed whole")
                return
            }
        }
    }
}
