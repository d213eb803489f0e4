/// How many colors a theme may use.
public enum ColorDepth: Sendable, Hashable, CustomStringConvertible {
    /// Attributes only: `NO_COLOR` is set, or the terminal has no colors.
    case monochrome
    /// The 8 basic colors.
    case ansi8
    /// The 256-color palette.
    case ansi256

    public var description: String {
        switch self {
        case .monochrome: "monochrome"
        case .ansi8: "8 colors"
        case .ansi256: "256 colors"
        }
    }
}

/// The styles every container and widget draws with, by role.
///
/// Three standard themes stay readable at each ``ColorDepth``: ``monochrome`` relies
/// on reverse, bold and underline only; ``ansi8`` and ``ansi256`` add color. A terminal
/// picks the one matching its depth unless the app gives its own.
public struct Theme: Sendable {
    /// The depth this theme is made for.
    public var depth: ColorDepth
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

    /// The look of content beneath a modal: still readable, clearly in the background.
    public func dimmed(_ style: Style) -> Style {
        var dimmed = style
        switch depth {
        case .ansi256:
            dimmed.foreground = .palette(242)
            dimmed.attributes.remove(.bold)
            if dimmed.background != .standard { dimmed.background = .palette(235) }
        case .ansi8, .monochrome:
            dimmed.attributes.insert(.dim)
            dimmed.attributes.remove(.bold)
        }
        return dimmed
    }

    /// The standard theme for `depth`.
    public static func standard(for depth: ColorDepth) -> Theme {
        switch depth {
        case .monochrome: monochrome
        case .ansi8: ansi8
        case .ansi256: ansi256
        }
    }

    /// Reverse, bold and underline only.
    public static let monochrome = Theme(
        depth: .monochrome,
        text: .plain,
        secondaryText: .plain,
        heading: Style(attributes: .bold),
        label: Style(attributes: .bold),
        tabBar: Style(attributes: .reverse),
        selectedTab: Style(attributes: [.bold, .underline]),
        titleBar: Style(attributes: [.bold, .underline]),
        selection: Style(attributes: .reverse),
        inactiveSelection: Style(attributes: .underline),
        statusBar: Style(attributes: .reverse),
        statusKey: Style(attributes: [.reverse, .bold]),
        border: .plain,
        modalTitle: Style(attributes: .bold),
        modal: .plain,
        shadow: Style(attributes: [.dim, .reverse]),
        error: Style(attributes: [.bold, .underline]),
        field: Style(attributes: .underline),
        placeholder: Style(attributes: [.underline, .dim]),
        accent: Style(attributes: .bold),
        button: Style(attributes: .bold),
        focusedButton: Style(attributes: [.reverse, .bold]),
        disabled: Style(attributes: .dim),
        scrollIndicator: Style(attributes: .dim),
        tableHeader: Style(attributes: [.bold, .underline]),
        progressFilled: Style(attributes: .reverse),
        progressEmpty: Style(attributes: .dim),
        toast: Style(attributes: .reverse),
        errorToast: Style(attributes: [.reverse, .bold]),
        match: Style(attributes: .underline)
    )

    /// The 8 basic colors.
    public static let ansi8 = Theme(
        depth: .ansi8,
        text: .plain,
        secondaryText: Style(foreground: .cyan),
        heading: Style(foreground: .yellow, attributes: .bold),
        label: Style(foreground: .cyan, attributes: .bold),
        tabBar: Style(foreground: .white, background: .blue),
        selectedTab: Style(foreground: .black, background: .cyan, attributes: .bold),
        titleBar: Style(foreground: .white, background: .blue, attributes: .bold),
        selection: Style(foreground: .black, background: .cyan),
        inactiveSelection: Style(foreground: .black, background: .white),
        statusBar: Style(foreground: .white, background: .blue),
        statusKey: Style(foreground: .yellow, background: .blue, attributes: .bold),
        border: Style(foreground: .cyan),
        modalTitle: Style(foreground: .yellow, attributes: .bold),
        modal: .plain,
        shadow: Style(foreground: .white, background: .black, attributes: .dim),
        error: Style(foreground: .red, attributes: .bold),
        field: Style(foreground: .black, background: .white),
        placeholder: Style(foreground: .black, background: .white, attributes: .dim),
        accent: Style(foreground: .yellow, attributes: .bold),
        button: Style(foreground: .black, background: .white),
        focusedButton: Style(foreground: .black, background: .cyan, attributes: .bold),
        disabled: Style(foreground: .white, attributes: .dim),
        scrollIndicator: Style(foreground: .cyan),
        tableHeader: Style(foreground: .yellow, attributes: [.bold, .underline]),
        progressFilled: Style(foreground: .black, background: .cyan),
        progressEmpty: Style(foreground: .white, background: .blue),
        toast: Style(foreground: .black, background: .cyan),
        errorToast: Style(foreground: .white, background: .red, attributes: .bold),
        match: Style(foreground: .yellow, attributes: [.bold, .underline])
    )

    /// The 256-color palette.
    public static let ansi256 = Theme(
        depth: .ansi256,
        text: .plain,
        secondaryText: Style(foreground: .palette(246)),
        heading: Style(foreground: .palette(117), attributes: .bold),
        label: Style(foreground: .palette(110)),
        tabBar: Style(foreground: .palette(250), background: .palette(236)),
        selectedTab: Style(foreground: .palette(231), background: .palette(31), attributes: .bold),
        titleBar: Style(foreground: .palette(231), background: .palette(24), attributes: .bold),
        selection: Style(foreground: .palette(231), background: .palette(31)),
        inactiveSelection: Style(foreground: .palette(252), background: .palette(239)),
        statusBar: Style(foreground: .palette(250), background: .palette(236)),
        statusKey: Style(foreground: .palette(222), background: .palette(236), attributes: .bold),
        border: Style(foreground: .palette(75)),
        modalTitle: Style(foreground: .palette(222), attributes: .bold),
        modal: Style(background: .palette(234)),
        shadow: Style(foreground: .palette(240), background: .palette(232)),
        error: Style(foreground: .palette(203), attributes: .bold),
        field: Style(foreground: .palette(255), background: .palette(238)),
        placeholder: Style(foreground: .palette(244), background: .palette(238)),
        accent: Style(foreground: .palette(222), attributes: .bold),
        button: Style(foreground: .palette(252), background: .palette(238)),
        focusedButton: Style(foreground: .palette(231), background: .palette(31), attributes: .bold),
        disabled: Style(foreground: .palette(243)),
        scrollIndicator: Style(foreground: .palette(246)),
        tableHeader: Style(foreground: .palette(117), attributes: [.bold, .underline]),
        progressFilled: Style(foreground: .palette(231), background: .palette(31)),
        progressEmpty: Style(foreground: .palette(246), background: .palette(238)),
        toast: Style(foreground: .palette(231), background: .palette(24)),
        errorToast: Style(foreground: .palette(231), background: .palette(124), attributes: .bold),
        match: Style(foreground: .palette(222), attributes: [.bold, .underline])
    )
}
