/// How a window runs inline: in a few rows below the cursor, on the terminal's main
/// screen (no alternate screen), with the shell's lines above it left alone.
///
/// ```swift
/// let viewport = InlineViewport(height: .rows(8), end: .keep)
/// ```
///
/// The rows start on the cursor's line (the next one when the cursor is past the
/// first column); when too few rows are left below it, the screen scrolls up to make
/// room. `Window.run(inline:)`, in `WeavyNcurses`, runs a window so on the live
/// terminal (its article "Inline apps" shows a picker);
/// ``Terminal/inline(_:cursor:screen:type:colorDepth:appearance:output:)`` on a stream.
public struct InlineViewport: Sendable, Equatable {
    /// How many rows the window takes.
    public enum Height: Sendable, Equatable {
        /// This many rows (at most the screen's).
        case rows(Int)
        /// As many as the window's content prefers for the screen's width
        /// (`Component.preferredHeight(forWidth:)`), measured as the run starts, at most
        /// `maximum`; `maximum` rows when the content has no preference.
        case content(maximum: Int)
    }

    /// How many rows the window takes.
    public var height: Height
    /// What becomes of the last frame when the run ends.
    public var end: InlineEnd

    /// - Parameters:
    ///   - height: how many rows the window takes.
    ///   - end: what becomes of the last frame when the run ends; kept by default.
    public init(height: Height, end: InlineEnd = .keep) {
        self.height = height
        self.end = end
    }

    /// The rows wanted, before the screen's height limits them: `measured` is what the
    /// content prefers, for ``Height/content(maximum:)``. At least 1.
    public func rowsWanted(measured: Int?) -> Int {
        switch height {
        case .rows(let rows): max(1, rows)
        case .content(let maximum): max(1, min(measured ?? maximum, maximum))
        }
    }
}

/// What an inline window leaves when its run ends.
public enum InlineEnd: Sendable, Equatable {
    /// The last frame stays on the screen (and in the scrollback), and the shell's
    /// cursor goes to the line after it.
    case keep
    /// The rows are cleared, and the shell's cursor goes to the first of them.
    case clear
}
