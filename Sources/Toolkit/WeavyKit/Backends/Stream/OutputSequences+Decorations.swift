/// The sequences of what some terminals draw beyond the classic attributes: styled and
/// colored underlines (kitty's extension, which most modern terminals follow) and links
/// (OSC 8). Written only to a terminal that has them (``OutputFeatures``).
extension OutputSequences {
    /// Underlines in `style`: `CSI 4:n m`.
    static func underline(_ style: UnderlineStyle) -> [UInt8] {
        Array("\u{1B}[4:\(style.sequenceNumber)m".utf8)
    }

    /// Colors the underline: `CSI 58:5:n m` for a palette color, `CSI 58:2::r:g:b m` for a
    /// 24-bit one; nothing for the text's own.
    static func underlineColor(_ color: Color) -> [UInt8] {
        switch color {
        case .standard: []
        case .ansi(let index), .palette(let index): Array("\u{1B}[58:5:\(index)m".utf8)
        case .rgb(let red, let green, let blue): Array("\u{1B}[58:2::\(red):\(green):\(blue)m".utf8)
        }
    }

    /// Makes what is written next part of `link`: `OSC 8 ; id=… ; URL ST`. Controls in the
    /// URL and the id are dropped (they would end the sequence), and so are `:` and `;` in
    /// the id (they separate its parameters).
    static func openLink(_ link: Link) -> [UInt8] {
        let url = printable(link.url)
        let id = printable(link.writtenID).filter {
            $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: ":") && $0 != UInt8(ascii: ";")
        }
        return Array("\u{1B}]8;id=".utf8) + id + [UInt8(ascii: ";")] + url + Array("\u{1B}\\".utf8)
    }

    /// `text`'s UTF-8 without its controls, C0 and C1 (either could end the sequence).
    private static func printable(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in text.unicodeScalars where scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value) {
            UTF8.encode(scalar) { bytes.append($0) }
        }
        return bytes
    }

    /// Ends the link: `OSC 8 ; ; ST`.
    static let closeLink = Array("\u{1B}]8;;\u{1B}\\".utf8)
}
