import Glibc

/// xterm's default palette and the nearest-color matching that down-samples colors to
/// a smaller palette.
///
/// Distance is Euclidean in OKLab (Björn Ottosson's perceptual color space, 2020):
/// equal steps there look about equally different, which the RGB cube does not (two
/// blues 40 apart in RGB look closer than two greens). Colors are compared as xterm
/// draws them by default; a terminal whose user changed palette 0–15 shows those
/// slightly differently, which is why 24-bit colors go to palette 16–255 when 256 are
/// there.
package enum PaletteMatching {
    /// A color's red, green and blue, 0 to 255.
    package typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

    /// xterm's default value of palette color `index` (0–255; others clamp).
    package static func xterm(_ index: Int) -> RGB {
        let index = min(max(index, 0), 255)
        switch index {
        case 0..<16:
            return basic[index]
        case 16..<232:
            let cube = index - 16
            return (cubeSteps[cube / 36], cubeSteps[(cube / 6) % 6], cubeSteps[cube % 6])
        default:
            let level = UInt8(8 + 10 * (index - 232))
            return (level, level, level)
        }
    }

    /// The index among `candidates` (within 0–255) whose xterm color is nearest `color`.
    package static func nearest(to color: RGB, among candidates: Range<Int>) -> Int {
        let target = OKLab(color)
        var best = candidates.lowerBound
        var bestDistance = Double.infinity
        for index in candidates {
            let distance = target.squaredDistance(to: palette[index])
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// The index below `paletteSize` (8 or 16) nearest palette color `index`.
    package static func nearest(toIndex index: Int, within paletteSize: Int) -> Int {
        paletteSize <= 8 ? toEight[index] : paletteSize <= 16 ? toSixteen[index] : index
    }

    private static let basic: [RGB] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    private static let cubeSteps: [UInt8] = [0, 95, 135, 175, 215, 255]
    private static let palette: [OKLab] = (0..<256).map { OKLab(xterm($0)) }
    private static let toEight: [Int] = (0..<256).map { $0 < 8 ? $0 : nearest(to: xterm($0), among: 0..<8) }
    private static let toSixteen: [Int] = (0..<256).map { $0 < 16 ? $0 : nearest(to: xterm($0), among: 0..<16) }
}

/// A color in OKLab: lightness and two opponent axes (green–red, blue–yellow).
package struct OKLab: Sendable {
    package var lightness: Double
    package var greenRed: Double
    package var blueYellow: Double

    /// The OKLab coordinates of an sRGB color.
    package init(_ color: PaletteMatching.RGB) {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let (red, green, blue) = (linear(color.red), linear(color.green), linear(color.blue))
        let long = cbrt(0.412_221_470_8 * red + 0.536_332_536_3 * green + 0.051_445_992_9 * blue)
        let medium = cbrt(0.211_903_498_2 * red + 0.680_699_545_1 * green + 0.107_396_956_6 * blue)
        let short = cbrt(0.088_302_461_9 * red + 0.281_718_837_6 * green + 0.629_978_700_5 * blue)
        lightness = 0.210_454_255_3 * long + 0.793_617_785_0 * medium - 0.004_072_046_8 * short
        greenRed = 1.977_998_495_1 * long - 2.428_592_205_0 * medium + 0.450_593_709_9 * short
        blueYellow = 0.025_904_037_1 * long + 0.782_771_766_2 * medium - 0.808_675_766_0 * short
    }

    /// The square of the Euclidean distance to `other` (ΔE_OK squared).
    package func squaredDistance(to other: OKLab) -> Double {
        let (dl, da, db) = (lightness - other.lightness, greenRed - other.greenRed, blueYellow - other.blueYellow)
        return dl * dl + da * da + db * db
    }
}
