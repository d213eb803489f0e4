/// What a window hands its terminal to show: its layers, bottom to top, each a cell
/// buffer at a rectangle of the screen, and where the cursor goes.
///
/// A layer also names the regions inside it that a container drew: a tab bar's strip,
/// the rectangle of each navigation stack shown. They change nothing in the cells; a
/// backend that keeps windows may give each region one of its own.
///
/// Backends show a frame exactly: the headless one composes the layers in memory, the
/// ncurses one keeps a curses window and panel per layer and per region and copies into
/// each only the cells that changed since the last frame, the escape-sequence one
/// composes the layers and writes what changed on the screen.
public struct Frame: Sendable {
    /// One layer: the window's content, its status line, one modal, the notices.
    public struct Layer: Sendable {
        /// Stays the same for the life of the layer, so backends can keep what they made
        /// for it (a curses window) from one frame to the next.
        public let id: Int
        /// Where it goes, in screen coordinates.
        public let rect: Rect
        /// Whether the layer is hidden: it shows nothing, but keeps its place.
        public let isHidden: Bool
        /// Its cells; the buffer's size is the rectangle's.
        public let buffer: CellBuffer
        /// Whether the buffer was drawn again since the last frame.
        public let isChanged: Bool
        /// The regions drawn in this layer, in the order they were drawn: a later one
        /// lies over an earlier one where they overlap.
        public let regions: [Region]

        /// Creates a layer.
        public init(
            id: Int, rect: Rect, isHidden: Bool, buffer: CellBuffer, isChanged: Bool, regions: [Region] = []
        ) {
            self.id = id
            self.rect = rect
            self.isHidden = isHidden
            self.buffer = buffer
            self.isChanged = isChanged
            self.regions = regions
        }
    }

    /// A part of a layer that one container drew: what it is, and where.
    public struct Region: Sendable, Hashable {
        /// What drew a region.
        public enum Kind: Sendable, Hashable {
            /// A tab bar's line of tabs.
            case tabStrip
            /// A navigation stack's rectangle: its title bar and its top screen.
            case navigationStack
        }

        /// Stays the same for the life of the container that drew it.
        public let id: Int
        /// What drew it.
        public let kind: Kind
        /// Where it is, in screen coordinates, inside its layer's rectangle.
        public let rect: Rect

        /// Creates a region.
        public init(id: Int, kind: Kind, rect: Rect) {
            self.id = id
            self.kind = kind
            self.rect = rect
        }
    }

    /// Bottom to top.
    public let layers: [Layer]
    /// Where the terminal cursor shows, in screen coordinates; `nil` hides it.
    public let cursor: Point?

    /// Creates a frame.
    public init(layers: [Layer], cursor: Point?) {
        self.layers = layers
        self.cursor = cursor
    }

    /// Whether some layer was drawn again since the last frame.
    public var hasChanges: Bool { layers.contains { $0.isChanged } }
}
