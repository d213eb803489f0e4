import WeavyCurses

extension GalleryPages {
    /// Pages of the widgets that show things: scroll views, lists, tables, progress,
    /// spinners, toasts, stacks.
    static var display: [GalleryPage] { [] }
}
