/// What a window hands its terminal to show: its layers, bottom to top, each a cell
/// buffer at a rectangle of the screen, and where the cursor goes.
///
/// Backends show a frame exactly: the headless one composes the layers in memory, the
/// ncurses one keeps one curses window and panel per layer and copies into it only the
/// cells that changed since the last frame.
struct Frame {
    /// One layer: the window's content, its status line, or one modal.
    struct Layer {
        /// Stays the same for the life of the layer, so backends can keep what they made
        /// for it (a curses window) from one frame to the next.
        let id: Int
        /// Where it goes, in screen coordinates.
        let rect: Rect
        let isHidden: Bool
        /// Its cells; the buffer's size is the rectangle's.
        let buffer: CellBuffer
        /// Whether the buffer was drawn again since the last frame.
        let isChanged: Bool
    }

    /// Bottom to top.
    let layers: [Layer]
    /// Where the terminal cursor shows, in screen coordinates; `nil` hides it.
    let cursor: Point?
}
