/// The root of what a terminal shows: one content component, the modals above it, a
/// status line, and the window-wide key bindings.
///
/// A window draws on a ``Terminal`` once attached with ``attach(to:)``; its content is
/// presented while it is attached (see ``Component`` for what "presented" means). Keys
/// given to ``handle(_:)`` are routed to the top modal's focused component first (or
/// the content's, without modals), then up through its containers, then to the
/// window's bindings. ``render()`` redraws the layers that changed and updates the
/// terminal with a single `doupdate`.
///
/// A window is a plain object owned by the app: there is no global application, and
/// several windows can live in one process (one per terminal).
@MainActor
public final class Window {
    /// The component filling the window. Replace it with ``setContent(_:)``.
    public private(set) var content: Component

    /// The theme; `nil` uses the standard theme for the terminal's color depth and
    /// appearance (see ``appearance``).
    public var theme: Theme? {
        didSet { setNeedsDisplay() }
    }

    /// Forces the light or dark standard theme whatever the terminal says (a
    /// `--theme light` option); `nil` follows ``Terminal/appearance``.
    public var appearance: Appearance? {
        didSet { setNeedsDisplay() }
    }

    /// Below this size the window shows a "too small" message instead of its content,
    /// and ignores keys other than its bindings until it is large enough again.
    public var minimumSize: Size {
        didSet { setNeedsDisplay() }
    }

    /// Whether the bottom row shows the focused component's key hints. On by default.
    public var showsStatusLine = true {
        didSet { setNeedsDisplay() }
    }

    /// The terminal this window draws on, while attached.
    public private(set) var terminal: Terminal? {
        didSet { clipboard.terminal = terminal }
    }

    /// What the window's text fields and areas cut and copy to, and paste from.
    public let clipboard = Clipboard()

    /// Whether a run loop runs the window now (see ``WindowLoop``).
    public internal(set) var isRunning = false

    /// How the window asked to end or to leave the terminal since its loop last looked:
    /// ``quit(_:)`` records an end, Ctrl-Z a suspension. The loop takes it.
    var requestedResponse: WindowResponse?

    /// What the last key given to ``handle(_:)`` reached: the component or binding that
    /// used it, or `nil` when nothing did. Compare it with ``receiver(of:)`` or a hint's
    /// ``RoutedKeyHint/receiver`` in a test.
    public internal(set) var lastKeyReceiver: KeyReceiver?

    /// The focus chain while a frame is drawn, noted once for the whole frame: a handful
    /// of components, searched faster than hashed.
    var focusDuringRender: [ObjectIdentifier]?

    /// The actions scheduled to run later (see ``schedule(after:_:)``).
    var timers = WindowTimers()

    /// The notices (see ``showToast(_:kind:duration:replacing:)``).
    let toastQueue = ToastQueue()

    var bindings: [KeyBinding] = []
    /// The modals, each with its layer.
    var modalStack = ModalStack()
    /// The content's layer, while attached.
    var contentLayer: WindowLayer?
    var statusLayer: WindowLayer?
    var isTooSmall = false
    /// What the status line shows now, to redraw it only when that changes.
    var lastStatusLine: StatusLineContent?
    private(set) var isClosed = false

    /// Creates a window showing `content`.
    ///
    /// - Parameters:
    ///   - content: the component filling the window under its modals and status line,
    ///     usually the root warp's head.
    ///   - minimumSize: the smallest size the app can be used at.
    ///   - theme: the theme, or `nil` for the terminal's standard one.
    ///
    /// The content must not be inside another component; if it is, the mistake is
    /// logged and the window shows an empty component instead.
    public init(content: Component, minimumSize: Size = Size(columns: 20, rows: 5), theme: Theme? = nil) {
        var content = content
        if content.parent != nil || content.hostWindow != nil {
            reportMisuse("\(type(of: content)) is already inside a container or a window; the window shows nothing")
            content = Component()
        }
        self.content = content
        self.minimumSize = minimumSize
        self.theme = theme
        content.hostWindow = self
    }

    /// The modals' contents, bottom first.
    public var modals: [Component] { modalStack.frames.map(\.content) }

    /// The theme in use.
    public var effectiveTheme: Theme {
        theme
            ?? .standard(for: terminal?.colorDepth ?? .ansi256, appearance: appearance ?? terminal?.appearance ?? .dark)
    }

    /// Starts drawing on `terminal`; the content becomes presented.
    ///
    /// A window attached already, or closed, is not attached again: the mistake is
    /// logged and nothing changes.
    public func attach(to terminal: Terminal) {
        guard self.terminal == nil else {
            reportMisuse("the window is already attached to a terminal; detach it first")
            return
        }
        guard !isClosed else {
            reportMisuse("a closed window cannot be attached again")
            return
        }
        self.terminal = terminal
        createLayers(in: terminal.bounds)
        requestFrame()  // the new layers are marked: their frame is asked for
        refreshPresentation()
    }

    /// Stops drawing: the terminal forgets the window's layers (an ncurses terminal frees
    /// their windows and panels; the terminal stays open) and the content is hidden. It
    /// can be attached again later.
    public func detach() {
        guard let terminal else { return }
        terminal.discardLayers()
        contentLayer = nil
        modalStack.dropLayers()
        statusLayer = nil
        self.terminal = nil
        refreshPresentation()
    }

    /// Closes the window for good: every modal is cancelled, the content and everything
    /// in it are dismissed (so the Loom releases their warps and models), and the
    /// window detaches.
    public func close() {
        guard !isClosed else { return }
        if let first = modalStack.frames.first {
            dismiss(first, ending: .cancelled)
        }
        detach()
        content.dismissTree()
        dismissAllToasts()
        timers.removeAll()
        isClosed = true
    }

    /// Replaces the window's content: the old content and everything in it are
    /// dismissed for good (so the Loom releases their warps and models, and the modals
    /// they presented close), and `newContent` is shown. Modals the window itself
    /// presented stay.
    ///
    /// For an app that moves between stages — sign-in, then the main interface — from
    /// outside the warps. A root warp switches its own head's content with a ``Stage``.
    ///
    /// A component already in a container or a window is not shown: the mistake is
    /// logged and nothing changes.
    public func setContent(_ newContent: Component) {
        guard newContent !== content else { return }
        guard newContent.parent == nil, newContent.hostWindow == nil, !newContent.presentationState.isDismissed else {
            reportMisuse("\(type(of: newContent)) is already in a container, a window, or dismissed; the content stays")
            return
        }
        let old = content
        content = newContent
        newContent.hostWindow = self
        old.dismissTree()
        old.hostWindow = nil
        newContent.updatePresentation()
        setNeedsDisplay()
    }

    /// Whether `root` (the content or a modal frame) is shown now.
    func isShowing(_ root: Component) -> Bool {
        guard terminal != nil, !isClosed else { return false }
        return root === content || modalStack.contains(root)
    }

    func refreshPresentation() {
        content.updatePresentation()
        for frame in modalStack.frames { frame.updatePresentation() }
    }

    // MARK: - Redrawing

    /// Calls `body` with each layer: the content's, the status line's, each modal's.
    private func forEachLayer(_ body: (WindowLayer) -> Void) {
        if let contentLayer { body(contentLayer) }
        if let statusLayer { body(statusLayer) }
        for entry in modalStack.entries {
            if let layer = entry.layer { body(layer) }
        }
    }

    /// Marks every layer for redrawing.
    public func setNeedsDisplay() {
        forEachLayer { $0.needsDisplay = true }
        requestFrame()
    }

    /// Tells whoever runs the window, through its terminal, that a frame is due.
    func requestFrame() {
        terminal?.noteWindowNews()
    }

    /// Whether something asked to be drawn again since the last ``render()``.
    public var needsDisplay: Bool {
        contentLayer?.needsDisplay == true || statusLayer?.needsDisplay == true
            || modalStack.entries.contains { $0.layer?.needsDisplay == true }
    }

    /// Marks the layer whose root is `root` for redrawing.
    func setNeedsDisplay(layerOf root: Component) {
        let layer =
            root === content ? contentLayer : modalStack.level(of: root).flatMap { modalStack.entries[$0].layer }
        // Marked already, the layer has its frame asked for (only a frame clears the mark):
        // a component redrawn twice in one batch tells the loop once.
        if let layer {
            guard !layer.needsDisplay else { return }
            layer.needsDisplay = true
        }
        requestFrame()
    }

    // MARK: - Inspection

    /// The components that receive a key, outermost first: the top modal's (or the
    /// content's) chain of focused children.
    public var focusChain: [Component] {
        var chain: [Component] = []
        var node: Component? = modalStack.top ?? content
        while let current = node {
            chain.append(current)
            node = current.focusedChild
        }
        return chain
    }

    /// Whether the focused component takes secret input (see
    /// ``Component/takesSecretInput``): what is typed now must not be recorded.
    var focusTakesSecretInput: Bool {
        focusChain.contains { $0.takesSecretInput }
    }

    /// Whether `component` is in the focus chain: from the chain noted for the frame
    /// being drawn, so a frame walks it once however many components ask.
    func focusChainContains(_ component: Component) -> Bool {
        if let focusDuringRender { return focusDuringRender.contains(ObjectIdentifier(component)) }
        return focusChain.contains { $0 === component }
    }
}

/// What the status line shows: its two groups of hints, at a width.
struct StatusLineContent: Equatable {
    let screen: [KeyHint]
    let app: [KeyHint]
    let width: Int
}
