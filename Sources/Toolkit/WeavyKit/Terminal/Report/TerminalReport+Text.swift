extension TerminalReport {
    /// The report as text for a bug report: the terminal's type, each question with its
    /// raw answer or "no answer" (or why nothing was asked), then each choice with what
    /// decided it.
    ///
    /// ```text
    /// Terminal: TERM=xterm-kitty
    /// Asked at start-up, in one batch ended by DA1:
    ///   kitty keyboard flags  CSI ? u         \e[?0u
    ///   background color      OSC 11          \e]11;rgb:ffff/ffff/ffff\e\\
    ///   ...
    /// Chosen:
    ///   color depth           24-bit color    terminfo xterm-kitty: Tc
    ///   theme                 light           the answer to OSC 11
    ///   ...
    /// ```
    public var description: String {
        var lines = ["Terminal: TERM=\(terminalType)"]
        if let unaskedBecause {
            lines.append("Asked nothing at start-up, because of \(unaskedBecause).")
        } else {
            lines.append("Asked at start-up, in one batch ended by DA1:")
            for query in Query.allCases {
                let answer = self.answer(to: query)?.escaped ?? "no answer"
                lines.append(Self.row(query.subject, query.name, answer))
            }
        }
        lines.append("Chosen:")
        lines.append(Self.row("color depth", colorDepth.value.description, colorDepth.reason.description))
        lines.append(Self.row("theme", appearance.value.description, appearance.reason.description))
        for (name, decided) in [
            ("synchronized output", synchronizedOutput), ("hyperlinks", hyperlinks),
            ("styled underlines", styledUnderlines),
        ] {
            lines.append(Self.row(name, decided.value ? "yes" : "no", decided.reason.description))
        }
        lines.append(Self.row("keyboard", keyboard.value.description, keyboard.reason.description))
        return lines.joined(separator: "\n")
    }

    private static func row(_ subject: String, _ value: String, _ detail: String) -> String {
        "  " + padded(subject, to: 22) + padded(value, to: 16) + detail
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
