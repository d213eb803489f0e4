import CNcurses
import WeavyKit

/// Turns styles into curses attributes and color pairs, allocating pairs on first use.
///
/// One per terminal screen: color pairs belong to a SCREEN. Only used inside the curses
/// lock.
///
/// Colors the screen lacks become the nearest it has (`ColorDepth.showing(_:)`): a
/// 24-bit color is always drawn as its nearest of the 256-color palette, even on a
/// terminal that has 24-bit color. ncurses draws those only through a direct-color
/// terminfo entry (`xterm-direct`), where the color numbers are RGB values and palette
/// colors 8–255 cannot be named, so the backend keeps to the palette; the stream
/// terminal is the one that draws 24-bit color.
struct ColorPairs {
    struct Resolved {
        let attributes: attr_t
        let pair: Int16
    }

    private struct PairKey: Hashable {
        let foreground: Int16
        let background: Int16
    }

    private let maximumPairs: Int
    /// The colors pairs are made of: the screen's, 256 at most.
    private let depth: ColorDepth
    private var pairs: [PairKey: Int16] = [:]
    /// Keyed by the packed style cells hold: hashed as three integers.
    private var resolved: [PackedStyle: Resolved] = [:]

    /// `maximumPairs` is 0 on a monochrome terminal: every style gets pair 0.
    init(maximumPairs: Int, depth: ColorDepth) {
        self.maximumPairs = maximumPairs
        self.depth = min(depth, .ansi256)
    }

    mutating func resolve(_ look: PackedStyle) -> Resolved {
        if let known = resolved[look] { return known }
        let style = look.style
        let result = Resolved(attributes: style.attributes.cursesAttributes, pair: pair(for: style))
        resolved[look] = result
        return result
    }

    private mutating func pair(for style: Style) -> Int16 {
        let key = PairKey(
            foreground: Int16(clamping: depth.showing(style.foreground).number),
            background: Int16(clamping: depth.showing(style.background).number))
        if key.foreground == -1 && key.background == -1 { return 0 }
        if let known = pairs[key] { return known }
        let next = pairs.count + 1
        guard next < maximumPairs, next <= Int(Int16.max) else { return 0 }
        init_pair(Int16(next), key.foreground, key.background)
        pairs[key] = Int16(next)
        return Int16(next)
    }
}

extension TextAttributes {
    /// Each attribute with its curses attribute bit, for both directions.
    private static let cursesBits: [(TextAttributes, attr_t)] = [
        (.bold, weavy_a_bold()), (.dim, weavy_a_dim()), (.reverse, weavy_a_reverse()),
        (.underline, weavy_a_underline()), (.italic, weavy_a_italic()),
    ]

    /// These attributes as curses attributes.
    var cursesAttributes: attr_t {
        var bits = weavy_a_normal()
        for (attribute, bit) in Self.cursesBits where contains(attribute) { bits |= bit }
        return bits
    }

    /// The attributes set in the curses attributes `bits`.
    init(cursesAttributes bits: attr_t) {
        self = []
        for (attribute, bit) in Self.cursesBits where bits & bit != 0 { insert(attribute) }
    }
}
