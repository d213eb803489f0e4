extension TerminalReport {
    /// What decided a choice at start-up.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The program chose it in its options (such as `LiveTerminalOptions.appearance`,
        /// which a `--theme` option sets); the name says which.
        case option(String)
        /// An environment variable, with its value (`COLORFGBG=15;0`, `NO_COLOR=1`).
        case environment(name: String, value: String)
        /// A capability of the terminal type's terminfo entry (`colors#256`, `Smulx`).
        case terminfo(type: String, capability: String)
        /// The terminal type names a terminal known to have it (`xterm-kitty`).
        case terminalType(String)
        /// The terminal's answer to a question.
        case answer(Query)
        /// No answer came to a question.
        case noAnswer(Query)
        /// Nothing said otherwise: the default, described.
        case assumption(String)

        /// The reason in a few words: `"COLORFGBG=15;0"`, `"the answer to OSC 11"`.
        public var description: String {
            switch self {
            case .option(let name): "the program's option \(name)"
            case .environment(let name, let value): "\(name)=\(value)"
            case .terminfo(let type, let capability): "terminfo \(type): \(capability)"
            case .terminalType(let type): "TERM=\(type)"
            case .answer(let query): "the answer to \(query.name)"
            case .noAnswer(let query): "no answer to \(query.name)"
            case .assumption(let text): text
            }
        }
    }
}
