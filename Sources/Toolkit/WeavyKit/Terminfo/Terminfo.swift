/// A terminal type's terminfo entry, read in Swift from its compiled file: what the
/// terminal's keys send and which escape sequences it understands.
///
/// The toolkit reads terminfo itself rather than through a C library, so that any number
/// of terminals of different types can be open in one process, each with its own entry.
/// Capabilities are looked up by their short terminfo names (`kcuu1`, `cup`, `colors`),
/// standard and extended (`kUP5`, `Tc`) alike.
package struct Terminfo: Sendable {
    /// The entry's names: its primary name first, its description last.
    package let names: [String]
    private let flags: [String: Bool]
    private let numbers: [String: Int]
    private let strings: [String: [UInt8]]

    package init(names: [String], flags: [String: Bool], numbers: [String: Int], strings: [String: [UInt8]]) {
        self.names = names
        self.flags = flags
        self.numbers = numbers
        self.strings = strings
    }

    /// The entry's primary name (such as `xterm-256color`).
    package var name: String { names.first ?? "" }

    /// Whether the boolean capability `name` (such as `am`) is set.
    package func flag(_ name: String) -> Bool {
        flags[name] ?? false
    }

    /// The numeric capability `name` (such as `colors`), or `nil` when absent.
    package func number(_ name: String) -> Int? {
        numbers[name]
    }

    /// The string capability `name` (such as `kcuu1`), or `nil` when absent.
    package func string(_ name: String) -> [UInt8]? {
        strings[name]
    }

    /// Every string capability, by name: for building key tables.
    package var allStrings: [String: [UInt8]] { strings }
}
