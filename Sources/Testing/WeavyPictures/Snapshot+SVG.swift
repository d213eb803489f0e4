import WeavyKit

extension Snapshot {
    /// The screen as an SVG picture: every cell's text in its colors and attributes on
    /// a fixed grid (see ``PictureOptions``), and the cursor when it is shown.
    ///
    /// The same snapshot and options always give the same bytes, so pictures can be
    /// committed and compared. Bold is drawn bold (not brighter), dim as the text color
    /// halfway to the background, reverse with the colors swapped.
    ///
    /// ```swift
    /// let hello = "Hello".map { Snapshot.Cell(character: String($0), width: 1, style: .plain) }
    /// let snapshot = Snapshot(size: Size(columns: 5, rows: 1), rows: [hello], cursor: nil)
    /// let picture = snapshot.svg(PictureOptions(appearance: .light))
    /// ```
    public func svg(_ options: PictureOptions = PictureOptions()) -> String {
        let (width, height) = options.pixels(of: size)
        var lines = [SVGDocument.header(width: width, height: height, options: options)]
        lines.append(#"<rect width="\#(width)" height="\#(height)" fill="\#(options.palette.defaultBackground)"/>"#)
        lines += ScreenDrawing(snapshot: self, options: options).elements()
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// What every picture starts with.
enum SVGDocument {
    /// The `<svg>` start tag of a picture of `width` × `height` pixels and the style its
    /// text is drawn in.
    static func header(width: Int, height: Int, options: PictureOptions, extraStyle: String = "") -> String {
        let families = options.fontFamilies.map { family in
            family.contains(" ") ? "'\(family)'" : family
        }
        let style =
            "text{font-family:\(families.joined(separator: ","));font-size:\(options.fontSize)px;white-space:pre}"
            + extraStyle
        return #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" "#
            + #"viewBox="0 0 \#(width) \#(height)" xml:space="preserve">"#
            + "\n<style>\(XMLText.escaped(style))</style>"
    }
}
