import WeavyCurses

extension GalleryPages {
    /// Pages of the widgets that take input: fields, text areas, buttons, dialogs,
    /// checkboxes, radio groups, selects, forms.
    static var input: [GalleryPage] { [] }
}
