import CNcurses
import WeavyKit

extension CursesScreen {
    /// One curses window on the screen, as the panel deck holds it.
    struct ShownWindow: Equatable, CustomStringConvertible {
        /// What a window shows.
        enum Content: Equatable {
            /// A frame layer's own cells (those no region of it covers).
            case layer(id: Int)
            /// A region a container marked in layer `layerID`.
            case region(Frame.Region.Kind, id: Int, layerID: Int)
        }

        let content: Content
        /// Where curses has the window, in screen coordinates.
        let rect: Rect

        var description: String {
            switch content {
            case .layer(let id): "layer \(id) at \(rect)"
            case .region(let kind, _, let layerID): "\(kind) of layer \(layerID) at \(rect)"
            }
        }
    }

    /// The windows this screen shows, bottom to top, read from curses's panel deck (a
    /// hidden panel is not in it): for each shown layer its own window, then one per
    /// region it named. Panels of a host's own are left out.
    var shownWindows: [ShownWindow] {
        withCurses {
            var owners: [UnsafeMutablePointer<PANEL>: ShownWindow.Content] = [:]
            for (id, layer) in layers {
                for window in layer.windows {
                    owners[window.panel] =
                        if let region = window.region {
                            .region(region.kind, id: region.id, layerID: id)
                        } else {
                            .layer(id: id)
                        }
                }
            }
            var shown: [ShownWindow] = []
            var panel = panel_above(nil)
            while let current = panel {
                if let content = owners[current], let window = panel_window(current) {
                    let rect = Rect(
                        column: Int(getbegx(window)), row: Int(getbegy(window)), columns: Int(getmaxx(window)),
                        rows: Int(getmaxy(window)))
                    shown.append(ShownWindow(content: content, rect: rect))
                }
                panel = panel_above(current)
            }
            return shown
        } ?? []
    }
}
