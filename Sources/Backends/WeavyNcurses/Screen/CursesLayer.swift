import CNcurses
import WeavyKit

/// One layer of a frame on an ncurses screen: a curses window for the layer, and one
/// above it for each region the layer's frame names (a tab bar's strip, each navigation
/// stack shown), in the order they were drawn.
///
/// Each window copies in only the cells of its rectangle that changed and that no
/// window above it shows, so a cell is written once, into the window that shows it.
/// Every method runs inside the curses lock.
final class CursesLayer {
    /// The layer's own window, then one per region: bottom to top.
    private(set) var windows: [CursesWindow]
    /// The regions as the frame last named them, to notice when they change.
    private var marked: [Frame.Region] = []
    private(set) var rect: Rect
    private(set) var isHidden = false
    /// Whether a window was made, moved or cleared since the last copy: each must be
    /// copied into even when the layer did not change.
    private var needsCopy = true
    /// Whether the windows were arranged for a frame yet.
    private var isArranged = false
    /// Whether the regions cover the whole layer: its own window then shows nothing, and
    /// is kept hidden at one cell (a window of the layer's size would be a `newwin`, a
    /// clear and a refresh of every cell for nothing).
    private var baseIsCovered = false

    /// Creates a layer on top of the panel deck, blank; its windows take their size from
    /// the first frame shown (see ``show(_:pairs:)``).
    init?(rect: Rect) {
        guard let base = CursesWindow(rect: Rect(origin: rect.origin, size: Size(columns: 1, rows: 1))) else {
            return nil
        }
        windows = [base]
        self.rect = rect
    }

    /// The window the layer's cells go to where no region covers them.
    private var base: CursesWindow { windows[0] }

    /// Shows `layer` (whose id is this one's): moves and makes windows as its rectangle
    /// and regions say, hides or shows them, and copies what changed. Returns whether the
    /// windows changed or a panel was shown again (which puts it on top of the deck): the
    /// screen must then put the panels back in order.
    func show(_ layer: Frame.Layer, pairs: inout ColorPairs) -> Bool {
        var needsRestack = false
        if !isArranged || layer.rect != rect || layer.regions != marked {
            isArranged = true
            rect = layer.rect
            arrange(layer.regions)
            needsRestack = true
        }
        if layer.isHidden != isHidden {
            isHidden = layer.isHidden
            for window in windows { window.setHidden(layer.isHidden || (window === base && baseIsCovered)) }
            needsRestack = needsRestack || !layer.isHidden
        }
        if layer.isChanged || needsCopy {
            for window in windows { window.copy(layer.buffer, layerRect: layer.rect, pairs: &pairs) }
            needsCopy = false
        }
        return needsRestack
    }

    /// Copies `layer` (shown last frame) into every window again, whole: after the color
    /// pairs started over, the cells copied before hold pairs that now mean other colors.
    func copyAgain(_ layer: Frame.Layer, pairs: inout ColorPairs) {
        for window in windows { window.copyWhole(layer.buffer, layerRect: layer.rect, pairs: &pairs) }
    }

    /// Gives each of `wanted` a window, keeping the window a region had (a new one, blank,
    /// if it moved) and freeing those of regions gone; each window then leaves to the ones
    /// above it the cells they show.
    private func arrange(_ wanted: [Frame.Region]) {
        marked = wanted
        needsCopy = true
        // An array, not a dictionary by id: a layer has a handful of regions, and the
        // first dictionary of its type costs a program's start-up 170 k instructions.
        var kept = Array(windows.dropFirst())
        var arranged = [base]
        for region in wanted {
            let clipped = region.rect.intersection(rect)
            guard !clipped.isEmpty, !arranged.contains(where: { $0.region?.id == region.id }) else { continue }
            if let index = kept.firstIndex(where: { $0.region?.id == region.id && $0.region?.kind == region.kind }) {
                let existing = kept.remove(at: index)
                existing.move(to: clipped)
                existing.region = region
                arranged.append(existing)
            } else if let fresh = CursesWindow(rect: clipped, region: region) {
                fresh.setHidden(isHidden)
                arranged.append(fresh)
            }
        }
        for window in kept { window.destroy() }
        windows = arranged
        baseIsCovered = Self.covers(windows.dropFirst().map(\.rect), rect)
        base.move(to: baseIsCovered ? Rect(origin: rect.origin, size: Size(columns: 1, rows: 1)) : rect)
        base.setHidden(isHidden || baseIsCovered)
        for (index, window) in windows.enumerated() {
            let above = windows.dropFirst(index + 1).map(\.rect).filter { !$0.intersection(window.rect).isEmpty }
            window.leave(above)
        }
    }

    /// Whether `rects` together cover every cell of `area`.
    private static func covers(_ rects: [Rect], _ area: Rect) -> Bool {
        for row in area.minRow..<area.maxRow {
            var column = area.minColumn
            while column < area.maxColumn {
                guard let over = rects.first(where: { $0.contains(Point(column: column, row: row)) }) else {
                    return false
                }
                column = over.maxColumn
            }
        }
        return true
    }

    /// The topmost shown window of this layer holding `point` (screen coordinates).
    func window(containing point: Point) -> CursesWindow? {
        windows.last { !$0.isHidden && $0.rect.contains(point) }
    }

    /// Frees every window and panel.
    func destroy() {
        for window in windows { window.destroy() }
        windows = []
    }
}
