extension Terminal {
    /// Opens a terminal that draws a window inline, in rows of the main screen below the
    /// cursor, by writing escape sequences for the terminal type `type` to `output`: the
    /// inline form of ``stream(type:size:colorDepth:appearance:mouse:output:)``, for an
    /// SSH channel or any other byte stream.
    ///
    /// ```swift
    /// let terminal = try Terminal.inline(
    ///     InlineViewport(height: .rows(5)), cursor: Point(column: 0, row: 10),
    ///     screen: Size(columns: 80, rows: 24), output: { bytes in _ = bytes })
    /// ```
    ///
    /// The rows start on the cursor's line, or the next when the cursor is past the first
    /// column; when fewer are left below, line feeds scroll the screen up to make room
    /// (written at once). Its ``size`` is the rows'; ``resize(to:)`` takes the whole
    /// screen's new size (an SSH window change), clamps the rows to it and draws them
    /// again. ``close()`` keeps the last frame or clears it, as `viewport.end` says, and
    /// leaves the cursor on the line after it, or on its first row. The alternate screen,
    /// the mouse and the keyboard modes are left alone; input is posted (``post(_:)``).
    ///
    /// - Throws: ``TerminalError/invalidRegion(_:)`` for a screen smaller than 1×1.
    ///
    /// - Parameters:
    ///   - viewport: how many rows, and what to leave at the end. With
    ///     ``InlineViewport/Height/content(maximum:)`` the rows are `maximum`: only a
    ///     window's run measures its content.
    ///   - cursor: where the cursor is, from (0, 0): ask the terminal with a cursor
    ///     position report (`CSI 6 n`, see ``expectCursorPositionReport(within:)``).
    ///   - screen: the whole screen's size.
    ///   - type: the terminal's type, as `TERM` names it (see
    ///     ``stream(type:size:colorDepth:appearance:mouse:output:)``).
    ///   - colorDepth: the colors to use; by default what the type offers.
    ///   - appearance: the background the standard theme is chosen for.
    ///   - output: writes bytes to the terminal, in order.
    public static func inline(
        _ viewport: InlineViewport, cursor: Point, screen: Size, type: String = "xterm-256color",
        colorDepth: ColorDepth? = nil, appearance: Appearance = .dark,
        output: @escaping @Sendable ([UInt8]) -> Void
    ) throws -> Terminal {
        guard screen.columns > 0, screen.rows > 0 else {
            throw TerminalError.invalidRegion("an inline terminal needs a screen of at least 1×1 cells, not \(screen)")
        }
        let backend = inlineScreen(
            viewport, wanted: viewport.rowsWanted(measured: nil), cursor: cursor, screen: screen, type: type,
            trueColor: colorDepth == .trueColor, output: output)
        return Terminal(
            backend: backend.screen, colorDepth: colorDepth ?? backend.depth, appearance: appearance, type: type)
    }

    /// The inline screen for a terminal of `type`, and the colors it shows; for the
    /// live inline terminal too.
    package static func inlineScreen(
        _ viewport: InlineViewport, wanted: Int, cursor: Point, screen: Size, type: String, trueColor: Bool,
        features: OutputFeatures? = nil, output: @escaping @Sendable ([UInt8]) -> Void,
        onClose: @escaping @Sendable () -> Void = {}
    ) -> (screen: InlineScreen, depth: ColorDepth) {
        let terminfo = try? Terminfo.load(type: type)
        var sequences = terminfo.map(OutputSequences.init(terminfo:)) ?? .xterm
        if trueColor { sequences.directColor = true }
        let inline = InlineScreen(
            wanted: wanted, end: viewport.end, cursor: cursor, screen: screen, sequences: sequences,
            features: features ?? OutputFeatures.assumed(type: type, terminfo: terminfo), output: output,
            onClose: onClose)
        return (inline, sequences.depth)
    }
}
