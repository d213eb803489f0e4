import WeavyTesting

/// The tour both recordings type (in a pseudo-terminal and through `ssh -tt`): the API
/// key, both tabs, a movie, the settings modal, a filter, and back; each step waits for
/// what it leads to, then for the screen to settle. `q` is left to the caller.
func typeDemoTour(into process: TerminalProcess, secret: String) throws {
    func step(_ keys: String, until text: String) throws {
        let offset = process.output.count
        if !keys.isEmpty { process.type(keys) }
        _ = try process.waitForOutput(containing: text, after: offset, timeout: 60)
        process.waitForQuiet(0.15, timeout: 60)
    }
    // The first screen may have come before this function began (the hop off the main
    // actor can wait): it is looked for in all the output, not only what comes later.
    _ = try process.waitForOutput(containing: "type or paste your key", after: 0, timeout: 60)
    process.waitForQuiet(0.15, timeout: 60)
    try step(secret, until: "•••••••••••••••")
    try step("\r", until: "Star Trek Beyond")
    try step("2", until: "Watched")
    try step("1", until: "Star Trek Beyond")
    try step("j", until: "Star Trek Beyond")
    try step("\r", until: "Director")
    try step("\u{1B}", until: "Star Trek Beyond")
    try step("s", until: "Settings")
    try step("\u{1B}", until: "Star Trek Beyond")
    try step("/", until: "filter")
    try step("star", until: "star")
    try step("\u{1B}", until: "Star Trek Beyond")
}
