/// What a window hands its terminal to show: its layers, bottom to top, each a cell
/// buffer at a rectangle of the screen, and where the cursor goes.
///
/// Backends show a frame exactly: the headless one composes the layers in memory, the
/// ncurses one keeps one curses window and panel per layer and copies into it only the
/// cells that changed since the last frame, the escape-sequence one composes them and
/// writes what changed on the screen.
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

        /// Creates a layer.
        public init(id: Int, rect: Rect, isHidden: Bool, buffer: CellBuffer, isChanged: Bool) {
            self.id = id
            self.rect = rect
            self.isHidden = isHidden
            self.buffer = buffer
            self.isChanged = isChanged
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
