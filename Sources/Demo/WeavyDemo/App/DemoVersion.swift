/// The demo's version, defined once: `--version` and the About pane show it.
enum DemoVersion {
    static let current = "1.0.0"
}
