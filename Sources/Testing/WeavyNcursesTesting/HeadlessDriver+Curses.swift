import Weavy
@_exported import WeavyNcurses
@_exported import WeavyTesting

extension HeadlessDriver {
    /// Creates a driver showing `root`'s head, woven with `weftable`, that also shows
    /// every frame through ncurses when `comparingWithCurses` is `true` and records any
    /// difference in `terminal.fidelityProblems` (see
    /// `Terminal.headless(size:colorDepth:appearance:comparingWithCurses:)`): the proof
    /// that a live terminal shows what the test saw. Such a driver is bound by ncurses'
    /// one screen per process.
    ///
    /// The other parameters are those of
    /// `init(size:colorDepth:appearance:root:weftable:loom:configure:)`.
    public convenience init(
        size: Size = Size(columns: 80, rows: 24), colorDepth: ColorDepth = .ansi256, appearance: Appearance = .dark,
        root: any Warp, weftable: any Weftable, loom: Loom = Loom(), comparingWithCurses: Bool,
        configure: (Window) -> Void = { _ in }
    ) throws {
        try self.init(
            terminal: Terminal.headless(
                size: size, colorDepth: colorDepth, appearance: appearance, comparingWithCurses: comparingWithCurses),
            root: root, weftable: weftable, loom: loom, configure: configure)
    }

    /// Creates a driver showing `content`, without a root warp, comparing every frame with
    /// ncurses when `comparingWithCurses` is `true` (see
    /// `init(size:colorDepth:appearance:root:weftable:loom:comparingWithCurses:configure:)`).
    public convenience init(
        size: Size = Size(columns: 80, rows: 24), colorDepth: ColorDepth = .ansi256, appearance: Appearance = .dark,
        content: Component, comparingWithCurses: Bool, configure: (Window) -> Void = { _ in }
    ) throws {
        self.init(
            terminal: try Terminal.headless(
                size: size, colorDepth: colorDepth, appearance: appearance, comparingWithCurses: comparingWithCurses),
            content: content, configure: configure)
    }
}
