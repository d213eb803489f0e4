extension TerminalReport {
    /// What a program asks of a live terminal: each `nil` leaves the choice to the
    /// terminal (as `LiveTerminalOptions` does).
    package struct Requests: Sendable {
        package var appearance: Appearance?
        package var outputFeatures: OutputFeatures?
        package var keyboard: KittyKeyboardFlags

        package init(
            appearance: Appearance? = nil, outputFeatures: OutputFeatures? = nil,
            keyboard: KittyKeyboardFlags = .disambiguatesEscapeCodes
        ) {
            self.appearance = appearance
            self.outputFeatures = outputFeatures
            self.keyboard = keyboard
        }
    }

    /// Why a terminal in `environment` is to be asked nothing, or `nil` when it is to be
    /// asked: `COLORFGBG` says what the environment knows already.
    package static func reasonNotToAsk(environment: [String: String]) -> Reason? {
        guard let value = environment["COLORFGBG"], Appearance.fromColorFGBG(value) != nil else { return nil }
        return .environment(name: "COLORFGBG", value: value)
    }

    /// The choices a live terminal makes: from `requests`, the environment, the type's
    /// terminfo entry (`paletteSize` is its `colors`, 0 when it has none) and the
    /// `answers` (none when the terminal was not asked, for `unaskedBecause`).
    package init(
        type: String, environment: [String: String], paletteSize: Int, answers: [Answer],
        unaskedBecause: Reason?, requests: Requests = Requests()
    ) {
        terminalType = type
        self.unaskedBecause = unaskedBecause
        self.answers = answers
        let capabilities = TerminalCapabilities(replies: answers.map(\.reply))
        let terminfo = try? Terminfo.load(type: type)
        colorDepth = Self.colorDepth(
            type: type, environment: environment, paletteSize: paletteSize, terminfo: terminfo)
        appearance = Self.appearance(
            environment: environment, capabilities: capabilities, requested: requests.appearance)
        let sources = OutputFeatures.sources(
            type: type, terminfo: terminfo, environment: environment, capabilities: capabilities)
        func decide(_ feature: OutputFeatures) -> Decided<Bool> {
            Self.feature(feature, sources: sources, capabilities: capabilities, requested: requests.outputFeatures)
        }
        synchronizedOutput = decide(.synchronizedOutput)
        hyperlinks = decide(.hyperlinks)
        styledUnderlines = decide(.styledUnderlines)
        keyboard = Self.keyboard(requested: requests.keyboard, capabilities: capabilities)
    }

    /// Monochrome with `NO_COLOR` or a terminal without colors; 24-bit color where
    /// `COLORTERM` is `truecolor` or `24bit`, or the type's entry (`terminfo`) has the `RGB`
    /// or `Tc` flag or more than 256 colors; else what terminfo's `colors` says (256, 16
    /// or 8). The live terminal draws 24-bit color through a direct-color entry, and
    /// falls back to the palette, saying why, where there is none.
    static func colorDepth(
        type: String, environment: [String: String], paletteSize: Int, terminfo: Terminfo? = nil
    ) -> Decided<ColorDepth> {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            return Decided(.monochrome, because: .environment(name: "NO_COLOR", value: noColor))
        }
        if paletteSize > 0 {
            if let value = environment["COLORTERM"], value == "truecolor" || value == "24bit" {
                return Decided(.trueColor, because: .environment(name: "COLORTERM", value: value))
            }
            if let capability = terminfo.flatMap(Self.directColorCapability) {
                return Decided(.trueColor, because: .terminfo(type: type, capability: capability))
            }
        }
        let depth = ColorDepth(paletteSize: paletteSize)
        return Decided(
            depth, because: .terminfo(type: type, capability: paletteSize > 0 ? "colors#\(paletteSize)" : "no colors"))
    }

    /// The capability of `entry` that says its terminal draws 24-bit color: `RGB`
    /// (ncurses), `Tc` (tmux's), or `colors` past 256 (a direct-color entry).
    private static func directColorCapability(_ entry: Terminfo) -> String? {
        if entry.flag("RGB") { return "RGB" }
        if entry.flag("Tc") { return "Tc" }
        if let colors = entry.number("colors"), colors > 256 { return "colors#\(colors)" }
        return nil
    }

    /// The program's choice, else dark with `NO_COLOR` (there is no background to
    /// follow), else `COLORFGBG`, else the answer to OSC 11, else unknown: a theme that
    /// reads on light and dark, rather than a guess that may be wrong. An SSH session
    /// decides its client's theme by the same rule.
    package static func appearance(
        environment: [String: String], capabilities: TerminalCapabilities, requested: Appearance?
    ) -> Decided<Appearance> {
        if let requested { return Decided(requested, because: .option("appearance")) }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            return Decided(.dark, because: .environment(name: "NO_COLOR", value: noColor))
        }
        if let value = environment["COLORFGBG"], let found = Appearance.fromColorFGBG(value) {
            return Decided(found, because: .environment(name: "COLORFGBG", value: value))
        }
        if let found = capabilities.backgroundAppearance { return Decided(found, because: .answer(.backgroundColor)) }
        return Decided(.unknown, because: .assumption(Self.unknownBackground))
    }

    /// Why ``appearance`` is ``Appearance/unknown``, as the report prints it.
    static let unknownBackground = "no answer to OSC 11 and no COLORFGBG: a theme that reads on light and dark"

    /// Whether `feature` is drawn: the program's choice, else what the first of
    /// `sources` that has it says
    /// (``OutputFeatures/sources(type:terminfo:environment:capabilities:)``), else the
    /// answer that did not name it, or that none came.
    static func feature(
        _ feature: OutputFeatures, sources: [OutputFeatures.Source], capabilities: TerminalCapabilities,
        requested: OutputFeatures?
    ) -> Decided<Bool> {
        if let requested { return Decided(requested.contains(feature), because: .option("outputFeatures")) }
        if let source = sources.first(where: { $0.features.contains(feature) }) {
            return Decided(true, because: source.reason)
        }
        if feature == .synchronizedOutput {
            return Decided(
                false,
                because: capabilities.synchronizedOutput == nil
                    ? .noAnswer(.synchronizedOutput) : .answer(.synchronizedOutput))
        }
        return Decided(false, because: capabilities.version == nil ? .noAnswer(.version) : .answer(.version))
    }

    /// The kitty keyboard protocol where the terminal answered `CSI ? u`, else
    /// `modifyOtherKeys` where its XTVERSION names xterm, else legacy keys; legacy keys
    /// too when the program asks for no flags.
    static func keyboard(requested: KittyKeyboardFlags, capabilities: TerminalCapabilities) -> Decided<KeyboardMode> {
        if requested.isEmpty { return Decided(.legacy, because: .option("keyboard")) }
        if capabilities.supportsKittyKeyboard {
            return Decided(.kittyProtocol(requested), because: .answer(.kittyKeyboard))
        }
        if capabilities.isXterm { return Decided(.modifyOtherKeys, because: .answer(.version)) }
        return Decided(.legacy, because: .noAnswer(.kittyKeyboard))
    }
}
