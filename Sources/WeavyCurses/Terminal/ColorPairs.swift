import CNcurses

/// Turns styles into curses attributes and color pairs, allocating pairs on first use.
///
/// One per terminal screen: color pairs belong to a SCREEN. Only used inside the curses
/// lock.
struct ColorPairs {
    struct Resolved {
        let attributes: attr_t
        let pair: Int16
    }

    private struct PairKey: Hashable {
        let foreground: Int16
        let background: Int16
    }

    let depth: ColorDepth
    private let maximumPairs: Int
    private var pairs: [PairKey: Int16] = [:]
    private var resolved: [Style: Resolved] = [:]

    init(depth: ColorDepth, maximumPairs: Int) {
        self.depth = depth
        self.maximumPairs = maximumPairs
    }

    mutating func resolve(_ style: Style) -> Resolved {
        if let known = resolved[style] { return known }
        var attributes = weavy_a_normal()
        if style.attributes.contains(.bold) { attributes |= weavy_a_bold() }
        if style.attributes.contains(.dim) { attributes |= weavy_a_dim() }
        if style.attributes.contains(.reverse) { attributes |= weavy_a_reverse() }
        if style.attributes.contains(.underline) { attributes |= weavy_a_underline() }
        if style.attributes.contains(.italic) { attributes |= weavy_a_italic() }
        let result = Resolved(attributes: attributes, pair: pair(for: style))
        resolved[style] = result
        return result
    }

    private mutating func pair(for style: Style) -> Int16 {
        guard depth != .monochrome else { return 0 }
        let key = PairKey(foreground: style.foreground.cursesNumber, background: style.background.cursesNumber)
        if key.foreground == -1 && key.background == -1 { return 0 }
        if let known = pairs[key] { return known }
        let next = pairs.count + 1
        guard next < maximumPairs, next <= Int(Int16.max) else { return 0 }
        init_pair(Int16(next), key.foreground, key.background)
        pairs[key] = Int16(next)
        return Int16(next)
    }
}
