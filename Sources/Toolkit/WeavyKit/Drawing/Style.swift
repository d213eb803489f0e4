/// Text attributes a terminal can show.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The attributes as bits, one per attribute.
    public let rawValue: UInt8
    /// Creates a set of attributes from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold, or bright, depending on the terminal.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim (faint): the color halfway to the background, in most terminals.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    /// Underlined.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Italic, where the terminal and its font have it.
    public static let italic = TextAttributes(rawValue: 1 << 4)
}

/// How a run of cells looks: colors and attributes.
public struct Style: Hashable, Sendable {
    /// The color of the text.
    public var foreground: Color
    /// The color behind the text.
    public var background: Color
    /// Bold, dim, reverse, underline, italic.
    public var attributes: TextAttributes
    /// How underlined text is underlined: straight, double, curly, dotted or dashed. Only
    /// text with ``TextAttributes/underline`` is underlined; a terminal without
    /// ``OutputFeatures/styledUnderlines`` draws every style as a straight line.
    public var underlineStyle: UnderlineStyle
    /// The underline's color; the text's own for ``Color/standard``. Shown only where the
    /// terminal has ``OutputFeatures/styledUnderlines``.
    public var underlineColor: Color

    /// Creates a style; unspecified parts keep the terminal's defaults.
    public init(
        foreground: Color = .standard, background: Color = .standard, attributes: TextAttributes = [],
        underlineStyle: UnderlineStyle = .single, underlineColor: Color = .standard
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.underlineStyle = underlineStyle
        self.underlineColor = underlineColor
    }

    /// The terminal's default look.
    public static let plain = Style()

    /// Whether two styles look the same (inlined where cells are compared).
    @inlinable
    public static func == (left: Style, right: Style) -> Bool {
        left.attributes.rawValue == right.attributes.rawValue && left.foreground == right.foreground
            && left.background == right.background && left.underlineStyle == right.underlineStyle
            && left.underlineColor == right.underlineColor
    }

    /// This style underlined in `style`, in `color` (the text's own by default).
    public func underlined(_ style: UnderlineStyle = .single, color: Color = .standard) -> Style {
        var underlined = adding(.underline)
        underlined.underlineStyle = style
        underlined.underlineColor = color
        return underlined
    }

    /// This style with `attributes` added.
    public func adding(_ attributes: TextAttributes) -> Style {
        var style = self
        style.attributes.formUnion(attributes)
        return style
    }

    /// This style with another foreground.
    public func foreground(_ color: Color) -> Style {
        var style = self
        style.foreground = color
        return style
    }

    /// This style with another background.
    public func background(_ color: Color) -> Style {
        var style = self
        style.background = color
        return style
    }
}
