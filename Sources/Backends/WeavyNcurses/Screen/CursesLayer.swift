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

    /// Creates a layer on top of the panel deck, blank, with no regions yet.
    init?(rect: Rect) {
        guard let base = CursesWindow(rect: rect) else { return nil }
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
        if layer.rect != rect || layer.regions != marked {
            rect = layer.rect
            base.move(to: layer.rect)
            arrange(layer.regions)
            needsRestack = true
        }
        if layer.isHidden != isHidden {
            isHidden = layer.isHidden
            for window in windows { window.setHidden(layer.isHidden) }
            needsRestack = needsRestack || !layer.isHidden
        }
        if layer.isChanged || needsCopy {
            for window in windows { window.copy(layer.buffer, layerRect: layer.rect, pairs: &pairs) }
            needsCopy = false
        }
        return needsRestack
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
        for (index, window) in windows.enumerated() {
            let above = windows.dropFirst(index + 1).map(\.rect).filter { !$0.intersection(window.rect).isEmpty }
            window.leave(above)
        }
    }

    /// The topmost window of this layer holding `point` (screen coordinates), unless
    /// the layer is hidden.
    func window(containing point: Point) -> CursesWindow? {
        guard !isHidden else { return nil }
        return windows.last { $0.rect.contains(point) }
    }

    /// Frees every window and panel.
    func destroy() {
        for window in windows { window.destroy() }
        windows = []
    }
}
