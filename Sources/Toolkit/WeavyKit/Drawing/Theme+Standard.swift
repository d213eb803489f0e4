extension Theme {
    /// Reverse, bold, underline and dim only, in the terminal's own colors: it reads on
    /// any background, so it is also the theme for an ``Appearance/unknown`` one.
    public static let monochrome = Theme(
        depth: .monochrome,
        appearance: .unknown,
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
        // Dim only: a terminal without dim (a VT100) shows no shadow rather than a solid
        // reversed strip beside every popup.
        shadow: Style(attributes: .dim),
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

    /// The 8 basic colors, on a dark terminal. Black text is never bold: terminals draw
    /// bold black as grey, which reads poorly on cyan or white.
    public static let ansi8 = Theme(
        depth: .ansi8,
        text: .plain,
        secondaryText: Style(foreground: .cyan),
        heading: Style(foreground: .yellow, attributes: .bold),
        label: Style(foreground: .cyan, attributes: .bold),
        tabBar: Style(foreground: .white, background: .blue),
        selectedTab: Style(foreground: .black, background: .cyan),
        titleBar: Style(foreground: .black, background: .white),
        selection: Style(foreground: .black, background: .green),
        inactiveSelection: Style(foreground: .black, background: .white),
        statusBar: Style(foreground: .white, background: .blue),
        statusKey: Style(foreground: .yellow, background: .blue, attributes: .bold),
        border: Style(foreground: .cyan),
        modalTitle: Style(foreground: .yellow, attributes: .bold),
        modal: .plain,
        shadow: Style(foreground: .white, background: .black, attributes: .dim),
        error: Style(foreground: .white, background: .red, attributes: .bold),
        field: Style(foreground: .black, background: .white),
        placeholder: Style(foreground: .black, background: .white, attributes: .dim),
        accent: Style(foreground: .yellow, attributes: .bold),
        button: Style(foreground: .black, background: .white),
        focusedButton: Style(foreground: .black, background: .cyan),
        disabled: Style(foreground: .white, attributes: .dim),
        scrollIndicator: Style(foreground: .cyan),
        tableHeader: Style(foreground: .yellow, attributes: [.bold, .underline]),
        progressFilled: Style(foreground: .black, background: .cyan),
        progressEmpty: Style(foreground: .white, background: .blue),
        toast: Style(foreground: .black, background: .cyan),
        errorToast: Style(foreground: .white, background: .red, attributes: .bold),
        // Not bold: on a selected row a match keeps the row's black text and takes its
        // attributes, and bold black shows grey on the green bar (1.9:1 in xterm).
        match: Style(foreground: .yellow, attributes: .underline)
    )

    /// The 256-color palette, on a dark terminal.
    public static let ansi256 = Theme(
        depth: .ansi256,
        text: .plain,
        secondaryText: Style(foreground: .palette(246)),
        heading: Style(foreground: .palette(117), attributes: .bold),
        label: Style(foreground: .palette(110)),
        tabBar: Style(foreground: .palette(250), background: .palette(236)),
        selectedTab: Style(foreground: .palette(231), background: .palette(25), attributes: .bold),
        titleBar: Style(foreground: .palette(231), background: .palette(238), attributes: .bold),
        selection: Style(foreground: .palette(16), background: .palette(74)),
        inactiveSelection: Style(foreground: .palette(252), background: .palette(239)),
        statusBar: Style(foreground: .palette(250), background: .palette(236)),
        statusKey: Style(foreground: .palette(222), background: .palette(236), attributes: .bold),
        border: Style(foreground: .palette(75)),
        modalTitle: Style(foreground: .palette(222), attributes: .bold),
        modal: Style(background: .palette(234)),
        shadow: Style(foreground: .palette(240), background: .palette(232)),
        error: Style(foreground: .palette(203), attributes: .bold),
        field: Style(foreground: .palette(255), background: .palette(238)),
        placeholder: Style(foreground: .palette(247), background: .palette(238)),
        accent: Style(foreground: .palette(222), attributes: .bold),
        button: Style(foreground: .palette(252), background: .palette(238)),
        focusedButton: Style(foreground: .palette(231), background: .palette(25), attributes: .bold),
        disabled: Style(foreground: .palette(243)),
        scrollIndicator: Style(foreground: .palette(246)),
        tableHeader: Style(foreground: .palette(117), attributes: [.bold, .underline]),
        progressFilled: Style(foreground: .palette(16), background: .palette(74)),
        progressEmpty: Style(foreground: .palette(250), background: .palette(236)),
        toast: Style(foreground: .palette(231), background: .palette(24)),
        errorToast: Style(foreground: .palette(231), background: .palette(124), attributes: .bold),
        match: Style(foreground: .palette(222), attributes: [.bold, .underline])
    )
}
