/// Text made safe for XML: markup characters as entities, and the characters XML 1.0
/// cannot hold at all (controls other than tab, newline and return; U+FFFE, U+FFFF)
/// as U+FFFD, so any cell's text gives a well-formed picture.
enum XMLText {
    /// `text`, escaped for an element's content, or with its quotes escaped too for a
    /// quoted attribute.
    static func escaped(_ text: String, forAttribute: Bool = false) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where forAttribute: result += "&quot;"
            case "'" where forAttribute: result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
                    result.unicodeScalars.append("\u{FFFD}")
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
