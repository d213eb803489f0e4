import CNcurses

extension Window {
    /// Where the content goes: the whole region but the status line's row.
    func contentRect(in bounds: Rect) -> Rect {
        showsStatusLine && bounds.size.rows > 1 ? bounds.splitBottom(1).rest : bounds
    }

    /// Where the modal at `level` (0 = lowest) goes: centered in the content area, each
    /// higher level nudged down and right so stacked modals stay distinguishable.
    func modalRect(for level: Int, in bounds: Rect) -> Rect {
        let area = contentRect(in: bounds)
        let size = modalFrames[level].size.resolve(in: area.size)
        var rect = area.centered(size)
        let nudge = min(level, 4)
        rect.origin.column = min(rect.minColumn + 2 * nudge, max(area.minColumn, area.maxColumn - size.columns - 2))
        rect.origin.row = min(rect.minRow + nudge, max(area.minRow, area.maxRow - size.rows - 1))
        return rect
    }

    /// Creates the base, status and modal layers. Call inside the curses lock.
    func createLayers(in terminal: Terminal) {
        let bounds = terminal.bounds
        if let base = Layer(rect: contentRect(in: bounds)) { layers.append(base) }
        statusLayer = Layer(rect: bounds.splitBottom(1).bottom)
        for level in modalFrames.indices {
            if let layer = Layer(rect: modalRect(for: level, in: bounds)) { layers.append(layer) }
        }
        syncGeometry(bounds: bounds)
    }

    /// Recomputes every layer's rectangle after a resize, and redraws everything.
    public func relayout() {
        guard let terminal else { return }
        if terminal.mode == .live { terminal.refreshLiveBounds() }
        setNeedsDisplay()
    }

    /// Puts each layer where the current size wants it; shows or hides the status line
    /// and the modals for the "too small" state. Call inside the curses lock.
    private func syncGeometry(bounds: Rect) {
        let tooSmall = !bounds.size.contains(minimumSize)
        if tooSmall != isTooSmall {
            isTooSmall = tooSmall
            for layer in layers { layer.needsDisplay = true }
        }
        layers.first?.move(to: tooSmall ? bounds : contentRect(in: bounds))
        statusLayer?.move(to: bounds.splitBottom(1).bottom)
        statusLayer?.setHidden(tooSmall || !showsStatusLine || bounds.size.rows < 2)
        for (level, layer) in layers.dropFirst().enumerated() {
            layer.move(to: modalRect(for: level, in: bounds))
            layer.setHidden(tooSmall)
        }
    }

    /// Draws the layers that changed and updates the terminal with one `doupdate`.
    ///
    /// Layers under a modal are drawn dimmed, with the modal's shadow cast on them.
    /// Does nothing when the window is not attached.
    public func render() {
        guard let terminal, !terminal.isClosed else { return }
        let theme = effectiveTheme
        terminal.withCurses {
            let bounds = terminal.bounds
            syncGeometry(bounds: bounds)
            if isTooSmall {
                if let base = layers.first, base.needsDisplay {
                    drawTooSmall(on: base, terminal: terminal, theme: theme, size: bounds.size)
                }
            } else {
                drawLayers(terminal: terminal, theme: theme)
            }
            if terminal.mode == .embedded {
                refreshOwnLayers()
            } else {
                update_panels()
            }
            placeCursor(terminal: terminal)
            doupdate()
        }
    }

    private func drawLayers(terminal: Terminal, theme: Theme) {
        let top = layers.count - 1
        for (index, layer) in layers.enumerated() where layer.needsDisplay {
            let (canvas, context) = blankCanvas(
                on: layer, terminal: terminal, theme: theme, dimmed: index < top,
                background: index == 0 ? .standard : theme.modal.background)
            let root: Component = index == 0 ? content : modalFrames[index - 1]
            canvas.draw(root, in: canvas.bounds)
            if index < top {
                castShadow(of: layers[index + 1].rect, on: canvas, layer: layer, theme: theme)
            }
            layer.cursor = context.cursor
            layer.needsDisplay = false
        }
        if let status = statusLayer, !status.isHidden {
            // Redrawn when its hints change, not with every frame.
            let groups = keyHintGroups
            let drawn = StatusLineContent(screen: groups.screen, app: groups.app, width: status.rect.size.columns)
            if status.needsDisplay || drawn != lastStatusLine {
                drawStatusLine(drawn, on: status, terminal: terminal, theme: theme)
                lastStatusLine = drawn
            }
        }
    }

    /// Copies this window's layers to the screen, bottom to top, without
    /// `update_panels`: the panel library treats the host's `stdscr` as its bottom panel
    /// and would copy it over the host's own windows. A layer drawn again makes the ones
    /// above it copy again, so they stay on top.
    private func refreshOwnLayers() {
        let ordered = [layers.first, statusLayer].compactMap { $0 } + layers.dropFirst()
        var lowerChanged = false
        for layer in ordered where !layer.isHidden {
            if lowerChanged {
                touchwin(layer.window)
            } else if is_wintouched(layer.window) {
                lowerChanged = true
            }
            wnoutrefresh(layer.window)
        }
    }

    /// Erases `layer` and returns a canvas covering all of it, with the context that
    /// records where the cursor goes.
    private func blankCanvas(
        on layer: Layer, terminal: Terminal, theme: Theme, dimmed: Bool = false, background: Color = .standard
    ) -> (Canvas, RenderContext) {
        werase(layer.window)
        let context = RenderContext(
            terminal: terminal, window: layer.window, screenOrigin: layer.rect.origin, theme: theme, dimmed: dimmed,
            background: background)
        return (Canvas(context: context, region: Rect(origin: .zero, size: layer.rect.size)), context)
    }

    /// Darkens the cells a modal at `rect` shades: a strip two cells wide at its right
    /// and one row high below it.
    private func castShadow(of rect: Rect, on canvas: Canvas, layer: Layer, theme: Theme) {
        let origin = layer.rect.origin
        let right = Rect(
            column: rect.maxColumn - origin.column, row: rect.minRow + 1 - origin.row, columns: 2, rows: rect.size.rows)
        let below = Rect(
            column: rect.minColumn + 2 - origin.column, row: rect.maxRow - origin.row, columns: rect.size.columns,
            rows: 1)
        canvas.restyle(right, style: theme.shadow)
        canvas.restyle(below, style: theme.shadow)
    }

    private func drawStatusLine(_ content: StatusLineContent, on layer: Layer, terminal: Terminal, theme: Theme) {
        let (canvas, _) = blankCanvas(on: layer, terminal: terminal, theme: theme)
        StatusLine.draw(leading: content.screen, trailing: content.app, on: canvas)
        layer.needsDisplay = false
    }

    private func drawTooSmall(on layer: Layer, terminal: Terminal, theme: Theme, size: Size) {
        let (canvas, _) = blankCanvas(on: layer, terminal: terminal, theme: theme)
        let have = "\(size.columns)×\(size.rows)"
        let need = "\(minimumSize.columns)×\(minimumSize.rows)"
        let wordings = [
            "Terminal too small: \(have). Enlarge it to at least \(need).",
            "Too small: \(have), need \(need)",
            "\(have) < \(need)",
            "too small",
        ]
        let width = max(1, size.columns >= 10 ? size.columns - 2 : size.columns)
        let lines =
            wordings.lazy.map { TextWrapping.lines($0, width: width) }.first { $0.count <= size.rows }
            ?? TextWrapping.lines(wordings[wordings.count - 1], width: width)
        let top = max(0, (size.rows - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let column = max(0, (size.columns - CellText.width(line)) / 2)
            canvas.text(line, at: Point(column: column, row: top + offset), style: theme.error)
        }
        layer.cursor = nil
        layer.needsDisplay = false
    }

    /// Shows the cursor where the top layer asked for it, or hides it.
    private func placeCursor(terminal: Terminal) {
        let layer = isTooSmall ? layers.first : layers.last
        if let layer, let cursor = layer.cursor, !layer.isHidden {
            if !terminal.cursorShown {
                curs_set(1)
                terminal.cursorShown = true
            }
            wmove(layer.window, Int32(cursor.row), Int32(cursor.column))
            wnoutrefresh(layer.window)
        } else if terminal.cursorShown {
            curs_set(0)
            terminal.cursorShown = false
        }
    }
}
