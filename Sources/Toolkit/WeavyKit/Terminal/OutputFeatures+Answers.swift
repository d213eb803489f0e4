extension OutputFeatures {
    /// Terminals whose XTVERSION answer (its start) says they draw links and styled
    /// underlines.
    static let answeringModernTerminals = ["kitty", "WezTerm", "foot", "ghostty", "iTerm2", "VTE"]

    /// What a terminal's own answers at start-up say it shows: synchronized output where
    /// it reported mode 2026 as known, links and styled underlines where its XTVERSION
    /// names kitty, WezTerm, foot, Ghostty, iTerm2 or VTE. Nothing for a terminal that
    /// did not answer.
    ///
    /// - Parameter capabilities: the terminal's answers (``Terminal/capabilities``).
    public static func answers(of capabilities: TerminalCapabilities) -> OutputFeatures {
        answerSources(of: capabilities).reduce(into: []) { $0.formUnion($1.features) }
    }

    /// What a terminal of type `type` shows: what its answers say
    /// (``answers(of:)``) and what its type and environment say
    /// (``assumed(type:environment:)``).
    ///
    /// - Parameters:
    ///   - capabilities: the terminal's answers at start-up (``Terminal/capabilities``).
    ///   - type: the terminal's type, as `TERM` names it.
    ///   - environment: the variables of the terminal's session.
    public static func answered(
        by capabilities: TerminalCapabilities, type: String, environment: [String: String] = [:]
    ) -> OutputFeatures {
        assumed(type: type, environment: environment).union(answers(of: capabilities))
    }
}
