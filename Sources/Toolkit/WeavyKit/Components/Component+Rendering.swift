extension Component {
    /// Lays this component out in a screen of `size` and draws it into a new cell
    /// buffer, with no window and no terminal: how a widget is tested on its own, or
    /// drawn by a program that shows cells its own way.
    ///
    /// ```swift
    /// let list = ListView(items: ["Ada", "Grace"]) { ListView.Row($0) }
    /// let cells = list.render(size: Size(columns: 20, rows: 3))
    /// #expect(cells.lines == [" Ada", " Grace", ""])  // a row's text starts in its second cell
    /// ```
    ///
    /// The pass is the one a window makes for a layer: ``layout()``, then
    /// ``draw(in:)``. Keys sent to ``handle(_:)`` afterwards act on that layout, and a
    /// second `render` shows what they changed. A component in a window is drawn by its
    /// window instead: rendering it alone here draws the same cells, but its frame
    /// changes until the window's next frame.
    ///
    /// - Parameters:
    ///   - size: the cells to draw in.
    ///   - theme: the theme; the standard dark one for 256 colors by default.
    ///   - focused: draw it as the window draws the component that has the focus (a
    ///     list's selection highlighted, a field's cursor): the component and the chain
    ///     of ``focusedChild``ren below it are focused. On by default.
    /// - Returns: the cells, `size` of them.
    public func render(
        size: Size, theme: Theme = .standard(for: .ansi256, appearance: .dark), focused: Bool = true
    ) -> CellBuffer {
        let root = layerRoot
        let wasFocused = root.rendersFocused
        root.rendersFocused = focused
        defer { root.rendersFocused = wasFocused }
        let area = Rect(origin: .zero, size: Size(columns: max(0, size.columns), rows: max(0, size.rows)))
        layout(in: area)
        let context = DrawingContext(
            buffer: CellBuffer(size: area.size), theme: theme, layerOrigin: .zero, dimmed: false,
            background: .standard, depth: theme.depth)
        Canvas(context: context, region: area).draw(self)
        return context.buffer
    }
}

extension Component {
    /// This container's name for the regions it marks (see ``Frame/Region``): its
    /// object's address, the same for as long as it lives.
    var regionID: Int { Int(bitPattern: UInt(bitPattern: ObjectIdentifier(self))) }
}
