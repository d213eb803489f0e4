import CNcurses
import WeavyKit

/// Turns styles into curses attributes and color pairs, making pairs on first use.
///
/// One per terminal screen: color pairs belong to a SCREEN. Only used inside the curses
/// lock.
///
/// Colors the screen lacks become the nearest it has (`ColorDepth.showing(_:)`). On a
/// direct-color entry (`xterm-direct`: `colors` past 256, the `RGB` flag) a pair's colors
/// are RGB values, which ``DirectColorNumbers`` makes: 24-bit colors are drawn exactly,
/// and palette colors past the entry's own few as their xterm RGB.
///
/// Pairs never run out silently: when the terminal's pairs are all made, the table
/// starts over from the first (``startedOver``), and the screen copies every window
/// again so that no cell keeps a pair that now means other colors. A single frame with
/// more color combinations than the terminal has pairs is logged, once, and its extra
/// cells drawn in the terminal's default colors.
struct ColorPairs {
    struct Resolved {
        let attributes: attr_t
        let pair: Int32
    }

    private struct PairKey: Hashable {
        let foreground: Int32
        let background: Int32
    }

    private let maximumPairs: Int
    /// The colors pairs are made of: the screen's, 256 at most unless it is direct.
    private let depth: ColorDepth
    /// How a direct-color screen numbers its colors; `nil` for a palette screen.
    let direct: DirectColorNumbers?
    private var pairs: [PairKey: Int32] = [:]
    /// Keyed by the packed style cells hold: hashed as three integers.
    private var resolved: [PackedStyle: Resolved] = [:]
    /// Whether the pairs started over during this frame: what was copied before holds
    /// numbers that now mean other colors.
    private(set) var startedOver = false
    /// Whether a frame needing more pairs than the terminal has was logged.
    private var reportedShortage = false

    /// `maximumPairs` is 0 on a monochrome terminal: every style gets pair 0.
    init(maximumPairs: Int, depth: ColorDepth, direct: DirectColorNumbers? = nil) {
        self.maximumPairs = min(maximumPairs, Int(Int32.max))
        self.direct = direct
        self.depth = direct == nil ? min(depth, .ansi256) : depth
    }

    /// The pairs of the current screen: its `COLOR_PAIRS`, and direct colors when its
    /// entry has them. Inside the curses lock, with the screen current.
    static func forCurrentScreen(depth: ColorDepth) -> ColorPairs {
        ColorPairs(
            maximumPairs: depth == .monochrome ? 0 : Int(weavy_color_pairs()), depth: depth,
            direct: DirectColorNumbers.ofCurrentScreen())
    }

    /// A new frame begins: pairs may start over once in it.
    mutating func beginFrame() {
        startedOver = false
    }

    mutating func resolve(_ look: PackedStyle) -> Resolved {
        if let known = resolved[look] { return known }
        let style = look.style
        guard let pair = pair(for: style) else {
            return Resolved(attributes: style.attributes.cursesAttributes, pair: 0)
        }
        let result = Resolved(attributes: style.attributes.cursesAttributes, pair: pair)
        resolved[look] = result
        return result
    }

    /// The color numbers a snapshot stores (`Color.number`) for what pair `pair` holds.
    func colorNumbers(ofPair pair: Int32) -> (foreground: Int, background: Int) {
        guard pair > 0 else { return (-1, -1) }
        var foreground: Int32 = -1
        var background: Int32 = -1
        extended_pair_content(pair, &foreground, &background)
        guard let direct else { return (Int(foreground), Int(background)) }
        return (direct.colorNumber(of: foreground), direct.colorNumber(of: background))
    }

    /// The pair for `style`'s colors, made when new; `nil` when the terminal has no pair
    /// left for it in this frame.
    private mutating func pair(for style: Style) -> Int32? {
        let key = PairKey(foreground: number(of: style.foreground), background: number(of: style.background))
        if key.foreground == -1 && key.background == -1 { return 0 }
        if let known = pairs[key] { return known }
        if pairs.count + 1 >= maximumPairs {
            guard !startedOver, maximumPairs > 1 else {
                reportShortage()
                return nil
            }
            // Every pair is made: start over. The screen copies all its windows again.
            pairs.removeAll(keepingCapacity: true)
            resolved.removeAll(keepingCapacity: true)
            startedOver = true
        }
        let next = Int32(pairs.count + 1)
        init_extended_pair(next, key.foreground, key.background)
        pairs[key] = next
        return next
    }

    /// The curses number of `color` on this screen, as the depth shows it.
    private func number(of color: Color) -> Int32 {
        let shown = depth.showing(color)
        if let direct { return direct.number(of: shown) }
        return Int32(clamping: shown.number)
    }

    private mutating func reportShortage() {
        guard !reportedShortage else { return }
        reportedShortage = true
        diagnostics.error(
            """
            one frame shows more color combinations than the terminal's \(max(0, maximumPairs - 1)) color pairs: \
            the cells past them are drawn in the terminal's default colors
            """)
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
