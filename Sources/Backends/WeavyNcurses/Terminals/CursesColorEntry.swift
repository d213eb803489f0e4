import WeavyKit

/// The terminfo entry the live terminal starts curses on, chosen for its colors.
///
/// ncurses draws 24-bit color only through a direct-color entry (`colors` past 256 and
/// the `RGB` flag), and the entries terminals set `TERM` to number their colors as a
/// palette (`xterm-256color`, `xterm-kitty`). So where the terminal has 24-bit color
/// (`COLORTERM=truecolor`, an entry with `RGB` or `Tc`), curses starts on the terminal's
/// own entry when it is direct, else on a direct one made for it: `TERM` with `-direct`,
/// or without its palette's size (`tmux-256color` → `tmux-direct`), kitty's
/// (`kitty-direct`), and `xterm-direct` for an xterm type. Debian's `ncurses-term` has
/// them. Without one, the terminal's palette (256 colors), and the reason says why.
///
/// Only curses draws with the entry: keys are read with `TERM`'s own.
struct CursesColorEntry: Equatable {
    /// The entry curses starts on.
    let type: String
    /// The colors drawn, with what decided them.
    let colorDepth: Decided<ColorDepth>

    /// The entry for a terminal of `type`, whose entry has `paletteSize` colors, and whose
    /// colors were decided as `depth`; `load` reads an entry by name.
    static func choose(
        type: String, paletteSize: Int, depth: Decided<ColorDepth>,
        load: (String) -> Terminfo? = { try? Terminfo.load(type: $0) }
    ) -> CursesColorEntry {
        guard depth.value == .trueColor else { return CursesColorEntry(type: type, colorDepth: depth) }
        let candidates = directCandidates(for: type)
        if let found = ([type] + candidates).first(where: { load($0).map(isDirect) ?? false }) {
            return CursesColorEntry(type: found, colorDepth: depth)
        }
        let palette = ColorDepth(paletteSize: min(paletteSize, 256))
        let reason =
            "\(depth.reason) says 24-bit color, but terminfo has no direct-color entry for \(type) "
            + "(\(candidates.joined(separator: ", "))), so curses draws \(palette); ncurses-term has them"
        return CursesColorEntry(type: type, colorDepth: Decided(palette, because: .assumption(reason)))
    }

    /// The direct-color entries that may be made for `type`, best first.
    static func directCandidates(for type: String) -> [String] {
        var names = [type + "-direct"]
        for suffix in ["-256color", "-88color", "-16color", "-color"] where type.hasSuffix(suffix) {
            names.append(type.dropLast(suffix.count) + "-direct")
        }
        // A terminal of its own named as an xterm's variant: xterm-kitty → kitty-direct.
        if type.hasPrefix("xterm-"), !type.hasSuffix("color") { names.append(type.dropFirst(6) + "-direct") }
        if type == "xterm" || type.hasPrefix("xterm-") { names.append("xterm-direct") }
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        return unique
    }

    /// Whether ncurses draws `entry`'s colors as RGB: more than 256 of them, the `RGB`
    /// capability (a flag, a number or a string), and a cursor it can address.
    static func isDirect(_ entry: Terminfo) -> Bool {
        let rgb = entry.flag("RGB") || entry.number("RGB") != nil || entry.string("RGB") != nil
        return (entry.number("colors") ?? 0) > 256 && rgb && entry.string("cup") != nil
    }
}

extension CursesColorEntry {
    /// Logs the choice for a terminal of `type` whose colors were decided as `asked`:
    /// the direct-color entry drawn through, or why the palette is drawn instead.
    func log(for type: String, asked: Decided<ColorDepth>) {
        if colorDepth != asked {
            diagnostics.warning("\(colorDepth.reason)")
        } else if self.type != type {
            diagnostics.debug("24-bit color (\(asked.reason)): curses draws through the terminfo entry \(self.type)")
        }
    }
}
