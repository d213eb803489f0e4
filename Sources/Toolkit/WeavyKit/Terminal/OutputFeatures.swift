/// What a terminal can show beyond colors and the classic attributes: frames drawn at
/// once (synchronized output), links (OSC 8) and styled, colored underlines.
///
/// A feature a terminal lacks is never asked of it: a frame is written without the
/// synchronized-output marks, a link shows as its plain text, a curly or dotted underline
/// as a plain one and an underline color not at all. What a terminal has is known from its
/// type and environment (``assumed(type:environment:)``) or from its own answers to a
/// query at start-up; either way it is given to the terminal as a plain value.
/// Set them on a terminal through ``Terminal/outputFeatures``.
public struct OutputFeatures: OptionSet, Hashable, Sendable {
    /// The features as bits, one per feature.
    public let rawValue: UInt8
    /// Creates a set of features from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// DEC private mode 2026: each frame is written between `CSI ? 2026 h` and
    /// `CSI ? 2026 l`, and the terminal shows it whole, never half drawn.
    public static let synchronizedOutput = OutputFeatures(rawValue: 1 << 0)
    /// OSC 8 hyperlinks: text that carries a ``Link`` is a link the user can open.
    public static let hyperlinks = OutputFeatures(rawValue: 1 << 1)
    /// Underline styles (`CSI 4:3 m` for curly, and double, dotted, dashed) and underline
    /// colors (`CSI 58:2::r:g:b m`): terminfo's `Smulx`, kitty's extension.
    public static let styledUnderlines = OutputFeatures(rawValue: 1 << 2)

    /// Terminal types (the start of `TERM`) whose terminals draw all three features.
    static let modernTypes = ["xterm-kitty", "kitty", "wezterm", "foot", "xterm-ghostty", "ghostty", "contour"]

    /// What a terminal of type `type` is known to show, with no question asked of it:
    /// everything for the types of kitty, WezTerm, foot, Ghostty and Contour; from the
    /// terminfo entry, styled underlines where it has `Smulx` and synchronized output
    /// where it has `Sync`; links where the environment names a terminal that has them
    /// (`TERM_PROGRAM` iTerm.app, WezTerm, vscode, ghostty; `VTE_VERSION` 5000 or later).
    /// Everything else, tmux and GNU screen among them, gets none: a terminal's own
    /// answer to a query is the surer guide.
    ///
    /// - Parameters:
    ///   - type: the terminal's type, as `TERM` names it.
    ///   - environment: the variables of the terminal's session; empty for a client
    ///     whose environment is not known (most SSH clients send only `TERM`).
    public static func assumed(type: String, environment: [String: String] = [:]) -> OutputFeatures {
        assumed(type: type, terminfo: try? Terminfo.load(type: type), environment: environment)
    }

    /// ``assumed(type:environment:)`` with the type's terminfo entry read already
    /// (`nil` when it has none).
    static func assumed(type: String, terminfo: Terminfo?, environment: [String: String] = [:]) -> OutputFeatures {
        sources(type: type, terminfo: terminfo, environment: environment, capabilities: .unknown)
            .reduce(into: []) { $0.formUnion($1.features) }
    }
}
