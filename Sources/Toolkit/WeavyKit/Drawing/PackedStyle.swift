/// A ``Style`` as a cell stores it: each color in 32 bits, so a cell is 32 bytes rather
/// than 56 and a layer's buffer moves through the caches in about half the time (every
/// frame fills, draws, compares and copies whole buffers).
///
/// A color is its kind in the top two bits (0 the terminal's own, 1 ANSI, 2 palette, 3
/// 24-bit) and its value in the 30 below: a 24-bit color's `0xRRGGBB`, or an index,
/// signed: indices from -2^29 to 2^29 - 1 come back as they went in, far past any
/// terminal's palette; others are clamped into that range.
///
/// The attributes take the low five bits of their byte and the underline's style
/// (``UnderlineStyle``, for underlined text only) the top three. The underline's color
/// does not fit: a cell keeps it with its link, in its buffer's table of decorations
/// (``CellBuffer/decorations``).
@usableFromInline
package struct PackedStyle: Hashable, Sendable {
    @usableFromInline var foreground: UInt32
    @usableFromInline var background: UInt32
    @usableFromInline var attributes: UInt8

    /// The terminal's default look.
    package static let plain = PackedStyle(Style.plain)

    /// `style`, packed.
    @inlinable
    package init(_ style: Style) {
        foreground = Self.pack(style.foreground)
        background = Self.pack(style.background)
        attributes = style.attributes.rawValue & Self.attributeBits
        if style.attributes.contains(.underline) {
            attributes |= style.underlineStyle.rawValue << Self.underlineStyleShift
        }
    }

    @usableFromInline static let attributeBits: UInt8 = 0b1_1111
    @usableFromInline static let underlineStyleShift: UInt8 = 5

    /// Whether two packed styles are the same (inlined where cells are compared).
    @inlinable
    package static func == (left: PackedStyle, right: PackedStyle) -> Bool {
        left.foreground == right.foreground && left.background == right.background
            && left.attributes == right.attributes
    }

    /// The style this packs.
    @inlinable
    package var style: Style {
        Style(
            foreground: Self.unpack(foreground), background: Self.unpack(background),
            attributes: TextAttributes(rawValue: attributes & Self.attributeBits),
            underlineStyle: underlineStyle)
    }

    /// How the cell is underlined, when it is.
    @inlinable
    package var underlineStyle: UnderlineStyle {
        UnderlineStyle(rawValue: attributes >> Self.underlineStyleShift) ?? .single
    }

    private static let kindShift: UInt32 = 30
    private static let indexRange = -(1 << 29)...((1 << 29) - 1)

    @usableFromInline
    static func pack(_ color: Color) -> UInt32 {
        switch color {
        case .standard: 0
        case .ansi(let index): 1 << kindShift | packed(index)
        case .palette(let index): 2 << kindShift | packed(index)
        case .rgb(let red, let green, let blue): 3 << kindShift | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        }
    }

    @usableFromInline
    static func unpack(_ value: UInt32) -> Color {
        // The index's sign is bit 29: shift it to the top and back, arithmetically.
        let index = Int(Int32(bitPattern: value << 2) >> 2)
        switch value >> kindShift {
        case 1: return .ansi(index)
        case 2: return .palette(index)
        case 3:
            return .rgb(
                UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
                UInt8(truncatingIfNeeded: value))
        default: return .standard
        }
    }

    private static func packed(_ index: Int) -> UInt32 {
        let clamped = min(max(index, indexRange.lowerBound), indexRange.upperBound)
        return UInt32(bitPattern: Int32(clamped)) & ((1 << kindShift) - 1)
    }
}
