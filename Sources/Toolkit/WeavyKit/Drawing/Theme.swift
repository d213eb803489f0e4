/// The styles every container and widget draws with, by role.
///
/// The standard themes stay readable at each ``ColorDepth`` and on both light and dark
/// terminals (``standard(for:appearance:)``): ``monochrome`` relies on reverse, bold and
/// underline only; the others add color, chosen so that text has a contrast of at least
/// 4.5:1 (3:1 for secondary text) against the background it is drawn on, in xterm's
/// palette. A window picks the one matching its terminal unless the app gives its own.
public struct Theme: Sendable {
    /// The depth this theme is made for.
    public var depth: ColorDepth
    /// The terminal background this theme is made for.
    public var appearance: Appearance = .dark
    /// Body text.
    public var text: Style
    /// Secondary text: years, counts, placeholders.
    public var secondaryText: Style
    /// Headings inside a screen.
    public var heading: Style
    /// Labels of key/value details.
    public var label: Style
    /// The tab line's background and unselected tabs.
    public var tabBar: Style
    /// The selected tab.
    public var selectedTab: Style
    /// A navigation stack's title bar (its path).
    public var titleBar: Style
    /// The selected row of the focused list.
    public var selection: Style
    /// The selected row of a list that does not have the focus.
    public var inactiveSelection: Style
    /// The status line.
    public var statusBar: Style
    /// Key names in the status line.
    public var statusKey: Style
    /// Modal borders and split-view separators.
    public var border: Style
    /// A modal's title, in its top border.
    public var modalTitle: Style
    /// The inside of a modal.
    public var modal: Style
    /// The shadow a modal casts on what is below it.
    public var shadow: Style
    /// Error messages.
    public var error: Style
    /// A text field.
    public var field: Style
    /// The placeholder of an empty text field.
    public var placeholder: Style
    /// Emphasis that is not an error: the focused pane's header, links.
    public var accent: Style
    /// A button without the focus.
    public var button: Style
    /// The focused button (and the default one's label, without the focus).
    public var focusedButton: Style
    /// Something that cannot be used now: a disabled button, an option not available.
    public var disabled: Style
    /// A scroll position indicator or scrollbar.
    public var scrollIndicator: Style
    /// A table's column headers.
    public var tableHeader: Style
    /// The done part of a progress bar.
    public var progressFilled: Style
    /// The part of a progress bar still to do.
    public var progressEmpty: Style
    /// A toast notice.
    public var toast: Style
    /// A toast notice about an error.
    public var errorToast: Style
    /// The part of a row that matches a list's filter.
    public var match: Style

    /// The look of content beneath a modal: still readable, clearly in the background
    /// (``dimmed(_:at:)`` at this theme's own depth).
    public func dimmed(_ style: Style) -> Style {
        dimmed(style, at: depth)
    }

    /// The look of content beneath a modal on a terminal of `terminalDepth`: readable,
    /// clearly in the background, and never a bright bar on a dark terminal (or a dark
    /// one on a light terminal).
    ///
    /// The rule: bold and reverse go; with 256 or 24-bit colors the text turns a mid grey
    /// and any background a grey close to the terminal's own; with 16 colors or fewer
    /// (where a grey close to the background does not exist, and the dim attribute fades
    /// only text) the colors go too and the text is dim in the terminal's own color.
    public func dimmed(_ style: Style, at terminalDepth: ColorDepth) -> Style {
        var dimmed = style
        dimmed.attributes.subtract([.bold, .reverse])
        dimmed.underlineColor = .standard
        let light = appearance == .light
        switch min(depth, terminalDepth) {
        case .trueColor:
            dimmed.foreground = light ? .rgb(0x86, 0x8B, 0x98) : .rgb(0x6E, 0x73, 0x82)
            if dimmed.background != .standard {
                dimmed.background = light ? .rgb(0xE3, 0xE5, 0xEB) : .rgb(0x20, 0x22, 0x2B)
            }
        case .ansi256:
            dimmed.foreground = .palette(light ? 246 : 242)
            if dimmed.background != .standard { dimmed.background = .palette(light ? 253 : 235) }
        case .ansi16, .ansi8, .monochrome:
            dimmed.foreground = .standard
            dimmed.background = .standard
            dimmed.attributes.insert(.dim)
        }
        return dimmed
    }

    /// The standard theme for a terminal of `depth` and `appearance`: 16 colors use the
    /// 8-color themes, 24-bit color its own (``trueColor`` and ``lightTrueColor``); an
    /// ``Appearance/unknown`` background, at any depth, ``monochrome``, whose text is in
    /// the terminal's own colors and so reads on light and dark alike.
    public static func standard(for depth: ColorDepth, appearance: Appearance = .dark) -> Theme {
        switch (depth, appearance) {
        case (.monochrome, _), (_, .unknown): monochrome
        case (.ansi8, .dark), (.ansi16, .dark): ansi8
        case (.ansi8, .light), (.ansi16, .light): lightAnsi8
        case (.ansi256, .dark): ansi256
        case (.ansi256, .light): lightAnsi256
        case (.trueColor, .dark): trueColor
        case (.trueColor, .light): lightTrueColor
        }
    }
}
