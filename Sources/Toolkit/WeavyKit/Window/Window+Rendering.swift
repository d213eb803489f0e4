extension Window {
    /// Where the content goes: the whole region but the status line's row.
    func contentRect(in bounds: Rect) -> Rect {
        showsStatusLine && bounds.size.rows > 1 ? bounds.splitBottom(1).rest : bounds
    }

    /// Where the modal at `level` (0 = lowest) goes: centered in the content area, each
    /// higher level nudged down and right so stacked modals stay distinguishable.
    func modalRect(for level: Int, in bounds: Rect) -> Rect {
        let area = contentRect(in: bounds)
        let frame = modalStack.entries[level].frame
        let size = frame.size.resolve(in: area.size)
        if let anchor = frame.anchor, anchor.window === self {
            return Self.rect(of: size, at: anchor.popupAnchor, in: area)
        }
        var rect = area.centered(size)
        let nudge = min(level, 4)
        rect.origin.column = min(rect.minColumn + 2 * nudge, max(area.minColumn, area.maxColumn - size.columns - 2))
        rect.origin.row = min(rect.minRow + nudge, max(area.minRow, area.maxRow - size.rows - 1))
        return rect
    }

    /// A popup of `size` at a field: its border's top row just below the field, its text
    /// column under the field's first; above the field when there is more room there,
    /// and moved in (shadow included) to stay inside `area`.
    static func rect(of size: Size, at field: Rect, in area: Rect) -> Rect {
        let below = area.maxRow - field.maxRow
        let above = field.minRow - area.minRow
        let row = below >= size.rows + 1 || below >= above ? field.maxRow : field.minRow - size.rows
        let column = field.minColumn - 3
        return Rect(
            column: max(area.minColumn, min(column, area.maxColumn - size.columns - 2)),
            row: max(area.minRow, min(row, area.maxRow - size.rows - 1)), columns: size.columns, rows: size.rows)
    }

    /// Whether a popup placed at its field is no longer where the field now wants it.
    private func anchoredModalMoved(in bounds: Rect) -> Bool {
        modalStack.entries.indices.contains { level in
            let entry = modalStack.entries[level]
            guard entry.frame.anchor != nil, let layer = entry.layer else { return false }
            return modalRect(for: level, in: bounds) != layer.rect
        }
    }

    /// Creates the content, status and modal layers for `bounds`.
    func createLayers(in bounds: Rect) {
        contentLayer = WindowLayer(rect: contentRect(in: bounds))
        statusLayer = WindowLayer(rect: bounds.splitBottom(1).bottom)
        modalStack.makeLayers { level in WindowLayer(rect: modalRect(for: level, in: bounds)) }
        syncGeometry(bounds: bounds)
    }

    /// Recomputes every layer's rectangle after a resize, and redraws everything.
    public func relayout() {
        guard terminal != nil else { return }
        setNeedsDisplay()
    }

    /// Puts each layer where the current size wants it; shows or hides the status line
    /// and the modals for the "too small" state.
    private func syncGeometry(bounds: Rect) {
        let tooSmall = !bounds.size.contains(minimumSize)
        if tooSmall != isTooSmall {
            isTooSmall = tooSmall
            contentLayer?.needsDisplay = true
            for entry in modalStack.entries { entry.layer?.needsDisplay = true }
        }
        contentLayer?.move(to: tooSmall ? bounds : contentRect(in: bounds))
        statusLayer?.move(to: bounds.splitBottom(1).bottom)
        statusLayer?.isHidden = tooSmall || !showsStatusLine || bounds.size.rows < 2
        for (level, entry) in modalStack.entries.enumerated() {
            entry.layer?.move(to: modalRect(for: level, in: bounds))
            entry.layer?.isHidden = tooSmall
        }
    }

    /// Lays out and draws the layers that changed, then shows the frame on the terminal
    /// (one `doupdate` on an ncurses terminal).
    ///
    /// Layers under a modal are drawn dimmed, with the modal's shadow cast on them.
    /// Does nothing when the window is not attached; on a closed terminal, the mistake is
    /// logged and nothing is drawn.
    public func render() {
        guard let terminal else { return }
        guard !terminal.isClosed else {
            reportMisuse("render() on a window whose terminal is closed; nothing was drawn")
            return
        }
        let chain = focusChain
        focusDuringRender = chain.map(ObjectIdentifier.init)
        defer { focusDuringRender = nil }
        let theme = effectiveTheme
        let bounds = terminal.bounds  // once a frame: an ncurses terminal takes its lock for it
        syncGeometry(bounds: bounds)
        if isTooSmall {
            if let base = contentLayer, base.needsDisplay {
                drawTooSmall(on: base, theme: theme, depth: terminal.colorDepth)
            }
        } else {
            drawLayers(theme: theme, depth: terminal.colorDepth, focusChain: chain)
            if anchoredModalMoved(in: bounds) {
                // A popup opens at its field, which this frame's layout may have moved
                // (a resize, keys before the first layout): place it again, and redraw
                // the layers under it for its shadow.
                syncGeometry(bounds: bounds)
                contentLayer?.needsDisplay = true
                for entry in modalStack.entries { entry.layer?.needsDisplay = true }
                drawLayers(theme: theme, depth: terminal.colorDepth, focusChain: chain)
            }
        }
        drawToast(in: bounds, theme: theme, depth: terminal.colorDepth)
        // Bottom to top: the content, the status line, each modal, the notice.
        let frameLayers =
            [contentLayer, statusLayer].compactMap { $0 } + modalStack.entries.compactMap(\.layer)
            + [toastLayer].compactMap { $0 }
        terminal.present(
            Frame(layers: frameLayers.map { $0.frameLayer() }, cursor: isTooSmall ? nil : cursorPoint(in: chain)))
    }

    private func drawLayers(theme: Theme, depth: ColorDepth, focusChain chain: [Component]) {
        // The content, then each modal, each under the shadow of the one above it.
        var drawn: [(root: Component, layer: WindowLayer)] = []
        drawn.reserveCapacity(modalStack.entries.count + 1)
        if let contentLayer { drawn.append((content, contentLayer)) }
        for entry in modalStack.entries {
            if let layer = entry.layer { drawn.append((entry.frame, layer)) }
        }
        let top = drawn.count - 1
        for (index, (root, layer)) in drawn.enumerated() where layer.needsDisplay {
            root.layout(in: layer.rect)
            let shadowOf = index < top ? drawn[index + 1].layer.rect : nil
            layer.redraw(
                theme: theme, depth: depth, dimmed: index < top,
                background: index == 0 ? .standard : theme.modal.background
            ) { canvas in
                canvas.draw(root)
                if let shadowOf { castShadow(of: shadowOf, on: canvas, layerOrigin: layer.rect.origin, theme: theme) }
            }
        }
        if let status = statusLayer, !status.isHidden {
            // Redrawn when its hints change, not with every frame.
            let groups = keyHintGroups(of: chain)
            let drawn = StatusLineContent(screen: groups.screen, app: groups.app, width: status.rect.size.columns)
            if status.needsDisplay || drawn != lastStatusLine {
                status.redraw(theme: theme, depth: depth, dimmed: false, background: .standard) { canvas in
                    StatusLine.draw(leading: drawn.screen, trailing: drawn.app, on: canvas)
                }
                lastStatusLine = drawn
            }
        }
    }

    /// Where the terminal cursor goes: where the innermost focused component of the top
    /// layer that has a cursor wants it, on the screen.
    private func cursorPoint(in chain: [Component]) -> Point? {
        for component in chain.reversed() {
            guard let position = component.cursorPosition else { continue }
            let frame = component.frame
            guard position.row >= 0, position.row < frame.size.rows, position.column >= 0,
                position.column <= frame.size.columns, frame.size.columns > 0
            else { return nil }
            return Point(
                column: frame.minColumn + min(position.column, frame.size.columns - 1),
                row: frame.minRow + position.row)
        }
        return nil
    }

    /// Darkens the cells a modal at `rect` shades: a strip two cells wide at its right
    /// and one row high below it.
    private func castShadow(of rect: Rect, on canvas: Canvas, layerOrigin origin: Point, theme: Theme) {
        let right = Rect(
            column: rect.maxColumn - origin.column, row: rect.minRow + 1 - origin.row, columns: 2, rows: rect.size.rows)
        let below = Rect(
            column: rect.minColumn + 2 - origin.column, row: rect.maxRow - origin.row, columns: rect.size.columns,
            rows: 1)
        canvas.restyle(right, style: theme.shadow)
        canvas.restyle(below, style: theme.shadow)
    }

    private func drawTooSmall(on layer: WindowLayer, theme: Theme, depth: ColorDepth) {
        let size = layer.rect.size
        let have = "\(size.columns)×\(size.rows)"
        let need = "\(minimumSize.columns)×\(minimumSize.rows)"
        // How to leave: the key bound with a "quit" hint, if the app has one.
        let quitKey = activeBindings.first { $0.hint?.action.lowercased() == "quit" }.map { KeyHint.label(for: $0.key) }
        let wordings = [
            "Terminal too small: \(have). Enlarge it to at least \(need)"
                + (quitKey.map { ", or press \($0) to quit." } ?? "."),
            "Too small: \(have), need \(need)" + (quitKey.map { " (\($0) quits)" } ?? ""),
            "\(have) < \(need)",
            "too small",
        ]
        let width = max(1, size.columns >= 10 ? size.columns - 2 : size.columns)
        let lines =
            wordings.lazy.map { TextWrapping.lines($0, width: width) }.first { $0.count <= size.rows }
            ?? TextWrapping.lines(wordings[wordings.count - 1], width: width)
        let top = max(0, (size.rows - lines.count) / 2)
        layer.redraw(theme: theme, depth: depth, dimmed: false, background: .standard) { canvas in
            for (offset, line) in lines.enumerated() {
                let column = max(0, (size.columns - CellText.width(line)) / 2)
                canvas.text(line, at: Point(column: column, row: top + offset), style: theme.error)
            }
        }
    }
}
