extension OutputFeatures {
    /// Features that one source says a terminal draws.
    struct Source: Hashable, Sendable {
        /// The features.
        var features: OutputFeatures
        /// The source.
        var reason: TerminalReport.Reason
    }

    /// Everything that says a terminal draws a feature, surest first: its type (kitty,
    /// WezTerm, foot, Ghostty, Contour draw all three), its terminfo entry (`Smulx`,
    /// `Sync`), its environment (`TERM_PROGRAM`, `VTE_VERSION`), then its answers
    /// (mode 2026 known; an XTVERSION that names a terminal known to draw links and
    /// styled underlines). ``assumed(type:environment:)``, ``answers(of:)`` and the
    /// live terminal's choices (``TerminalReport``) all read it.
    static func sources(
        type: String, terminfo: Terminfo?, environment: [String: String], capabilities: TerminalCapabilities
    ) -> [Source] {
        var sources: [Source] = []
        if modernTypes.contains(where: { type == $0 || type.hasPrefix($0 + "-") }) {
            sources.append(
                Source(features: [.synchronizedOutput, .hyperlinks, .styledUnderlines], reason: .terminalType(type)))
        }
        if let terminfo {
            for (capability, feature) in [("Smulx", OutputFeatures.styledUnderlines), ("Sync", .synchronizedOutput)]
            where terminfo.string(capability) != nil {
                sources.append(Source(features: feature, reason: .terminfo(type: type, capability: capability)))
            }
        }
        let linkingPrograms = ["iTerm.app", "WezTerm", "vscode", "ghostty"]
        if let program = environment["TERM_PROGRAM"], linkingPrograms.contains(program) {
            sources.append(Source(features: .hyperlinks, reason: .environment(name: "TERM_PROGRAM", value: program)))
        }
        if let text = environment["VTE_VERSION"], let version = Int(text), version >= 5000 {
            sources.append(Source(features: .hyperlinks, reason: .environment(name: "VTE_VERSION", value: text)))
        }
        sources += answerSources(of: capabilities)
        return sources
    }

    /// What the terminal's own answers say it draws.
    static func answerSources(of capabilities: TerminalCapabilities) -> [Source] {
        var sources: [Source] = []
        if capabilities.supportsSynchronizedOutput {
            sources.append(Source(features: .synchronizedOutput, reason: .answer(.synchronizedOutput)))
        }
        if let version = capabilities.version, answeringModernTerminals.contains(where: { version.hasPrefix($0) }) {
            sources.append(Source(features: [.hyperlinks, .styledUnderlines], reason: .answer(.version)))
        }
        return sources
    }
}
