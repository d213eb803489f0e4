/// The characters a terminal can show: every Unicode character (a UTF-8 terminal), or
/// ASCII only (a terminal in a locale such as `C` or `en_US.ISO-8859-1`).
///
/// On an ASCII terminal every frame is drawn with ASCII stand-ins, one cell for one cell,
/// so nothing moves: lines and corners become `-`, `|` and `+`, arrows `^ v < >`, blocks
/// `#`, the ellipsis `~`, a bullet `*`, a spinner `| / - \`, an accented letter its base
/// letter, and anything else `?` (a wide character `??`). Set it with
/// ``Terminal/glyphs``; a live terminal takes it from the locale (see
/// ``forLocale(in:)``).
public enum TerminalGlyphs: Sendable, Equatable {
    /// Every character, as UTF-8.
    case unicode
    /// ASCII stand-ins for everything else.
    case ascii

    /// The glyphs of the locale the environment names: the first of `LC_ALL`,
    /// `LC_CTYPE` and `LANG` that is set decides; a UTF-8 codeset (`C.UTF-8`,
    /// `en_US.utf8`) is Unicode, anything else (`C`, `POSIX`, `de_DE.ISO-8859-1`) ASCII.
    /// With none set, Unicode: most terminals today are UTF-8.
    public static func forLocale(in environment: [String: String]) -> TerminalGlyphs {
        guard
            let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: {
                !$0.isEmpty
            })
        else { return .unicode }
        // Locale names are ASCII: compared by bytes, without the standard library's
        // Unicode-aware substring search (a tenth of a millisecond at start-up).
        let name = locale.utf8.compactMap { byte -> UInt8? in
            switch byte {
            case UInt8(ascii: "-"): nil
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
            default: byte
            }
        }
        let utf8 = Array("utf8".utf8)
        return name.indices.contains { name[$0...].starts(with: utf8) } ? .unicode : .ascii
    }
}
