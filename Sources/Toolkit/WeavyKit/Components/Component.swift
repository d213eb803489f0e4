import OpenCombine
import Weavy

/// Something on screen: a screen, a widget, or a container of other components.
///
/// Components form a tree under a ``Window``. Each one is a `Presentable` for the
/// `Loom`, with this precise meaning:
///
/// - **presented** means visible to the user right now: the component is in a window
///   attached to a terminal, every ancestor is presented, and each ancestor shows it —
///   a ``NavigationStack`` shows only its top screen, a ``TabBar`` only its selected
///   tab, a ``SplitView`` both panes. Content beneath a modal stays presented (it is
///   still visible, dimmed) but does not receive keys.
/// - **dismissed** means gone for good: popped from a stack, its modal closed, removed
///   from its container, or its window closed. A dismissed component never comes back.
///
/// A frame is shown in two passes, as in Ratatui: ``layout()`` decides where each child
/// goes (``place(_:in:)``) and computes what depends on the size (visible rows, scroll
/// offsets, the cursor); then ``draw(in:)`` only reads that state and draws into a
/// ``Canvas``. Keys that depend on what is visible (PageDown, a click) use the last
/// layout. The defaults give each shown child the whole component and draw the shown
/// children, so a screen holding one widget needs neither.
///
/// Subclasses react to keys in ``handle(_:)``. Containers add children with
/// ``addChild(_:)``, say which child has the focus with ``focusedChild`` and which are
/// shown with ``shows(_:)``.
@MainActor
open class Component: PresentationStateProviding {
    /// The presentation state the Loom watches.
    public let presentationState = PresentationState()

    /// The container this component is in.
    public private(set) weak var parent: Component?

    /// The components inside this one, in drawing order.
    public private(set) var children: [Component] = []

    /// Set on the roots of a window's layers (its content and each modal).
    weak var hostWindow: Window?

    /// The subscriptions of ``follow(_:_:)``, ended with the component.
    var followed: [AnyCancellable] = []

    /// The timers of ``schedule(after:_:)`` and ``schedule(every:_:)``, cancelled with the
    /// component.
    var ownedTimers: [OwnedTimer] = []

    /// The rectangle the last layout gave this component, on the screen.
    public internal(set) var frame: Rect = .zero

    /// Where a popup this component opens is placed against (see ``Select``), on the
    /// screen: its whole frame unless it draws in part of it.
    var popupAnchor: Rect { frame }

    /// This component's rectangle in its own coordinates: origin zero, the size of
    /// ``frame``. Children are placed in these coordinates.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The title a navigation stack shows in its path, a tab bar on its tab, a modal in
    /// its border.
    public var title: String {
        didSet {
            if title != oldValue { setNeedsDisplay() }
        }
    }

    /// Creates a component with a title.
    public init(title: String = "") {
        self.title = title
    }

    // MARK: - Overridable behaviour

    /// Lays the component out in its ``Component/frame``, which is already set: places each
    /// child with ``Component/place(_:in:)`` and updates what depends on the size. Called before every
    /// draw of the component's layer.
    ///
    /// The default gives every shown child the whole ``Component/bounds``; a screen that
    /// holds one component (a page wrapping a ``ScrollView``) gives it less the room that
    /// component asks as a screen (``Component/screenInsets``), so the page's text starts
    /// where it would on its own, where a list's rows do.
    open func layout() {
        let insets = wrappedScreenInsets
        for child in children where shows(child) {
            place(child, in: bounds.inset(by: insets))
        }
    }

    /// Draws the component. The canvas is exactly the component's ``Component/frame``. Only read
    /// state here: the layout pass has already computed it.
    ///
    /// The default draws the shown children; override it to draw more, calling
    /// `super.draw(in:)` (or ``Canvas/draw(_:)`` per child) where the children go.
    open func draw(in canvas: Canvas) {
        for child in children where shows(child) {
            canvas.draw(child)
        }
    }

    /// Where the terminal cursor goes while this component has the focus, in its own
    /// coordinates (a text field's insertion point), or `nil` for none. The window shows
    /// the cursor of the innermost focused component that has one, and hides it
    /// otherwise. Computed from the layout, like everything a frame shows.
    open var cursorPosition: Point? { nil }

    /// Reacts to a key. Return `true` when the key was used; otherwise it goes on to
    /// the containers above, then to the window's bindings.
    ///
    /// Override ``takes(_:)`` with it, so that the status line knows which keys this
    /// component uses now.
    open func handle(_ key: Key) -> Bool { false }

    /// Whether ``handle(_:)`` would use `key` if it were pressed now; asking changes
    /// nothing. The window shows a hint only while its keys would reach the component
    /// or binding that offers it: a hint of a container, or of the window, is hidden
    /// while a component nearer the focus takes its key (a filter being typed takes `w`;
    /// a split view's detail pane takes Esc from the modal around it).
    ///
    /// The keys of this component's own ``keyHints`` count as taken already, so a screen
    /// that hints every key it handles needs no override. Widgets that take keys they do
    /// not hint answer for them: a text field takes every printable character.
    ///
    /// ```swift
    /// override func takes(_ key: Key) -> Bool { key == "r" && canReload }
    /// ```
    open func takes(_ key: Key) -> Bool { false }

    /// The number of rows this component wants at `width`, or `nil` to take whatever
    /// space a layout gives it. Layouts such as ``VStack`` ask it.
    open func preferredHeight(forWidth width: Int) -> Int? { nil }

    /// The number of columns this component wants when it is `height` rows high, or
    /// `nil` to take whatever space a layout gives it. ``HStack`` asks it for children
    /// sized to fit, and ``VStack`` for children it aligns rather than stretches.
    ///
    /// ```swift
    /// override func preferredWidth(forHeight height: Int) -> Int? { CellText.width(label) + 2 }
    /// ```
    open func preferredWidth(forHeight height: Int) -> Int? { nil }

    /// The room left around this component when it is a screen: the top of a
    /// ``NavigationStack``, the content of a ``TabBar``'s tab, what a ``Stage`` shows.
    /// None by default. The text widgets (``Label``, ``ScrollView``, ``TextArea``,
    /// ``Form``) ask for one column at the left, so that a screen's text starts where a
    /// list's rows do: lists and tables keep that column themselves, inside their frame,
    /// where their selection shows. A screen of yours that holds one of them, laid out
    /// by the default ``layout()``, needs no insets of its own: that layout gives them.
    open var screenInsets: Insets { Insets() }

    /// Whether this container places its shown children as screens, by their
    /// ``screenInsets``: a navigation stack, a tab bar, a stage.
    var placesScreens: Bool { false }

    /// The room the default ``layout()`` leaves around the child of a screen that holds
    /// one: that child's ``screenInsets``, while this component is shown as a screen (its
    /// container ``placesScreens``) and is not a container itself; none otherwise.
    private var wrappedScreenInsets: Insets {
        guard children.count == 1, !isContainer, parent?.placesScreens == true else { return Insets() }
        return children[0].screenInsets
    }

    /// Whether this component is in the window's focus chain: it gets keys first.
    public var isFocused: Bool {
        let root = layerRoot
        if let window = root.hostWindow { return window.focusChainContains(self) }
        // Drawn alone (``render(size:theme:focused:)``): the focus path from the root.
        guard root.rendersFocused else { return false }
        var node: Component? = root
        while let current = node {
            if current === self { return true }
            node = current.focusedChild
        }
        return false
    }

    /// Set on a component drawn alone as if it had the focus.
    var rendersFocused = false

    /// The keys this component offers, for the status line.
    open var keyHints: [KeyHint] { [] }

    /// New labels for the hints of this component and the components inside it, by
    /// their keys: a sign-in screen makes its field's `Enter submit` read `Enter sign in`
    /// with `["Enter": "sign in"]`, and a field whose submit moves on says so with its
    /// own `["Enter": "next field"]`; an empty label hides the hint. The innermost
    /// relabelling of a hint wins.
    public var keyHintLabels: [String: String] = [:] {
        didSet { setNeedsDisplay() }
    }

    /// The child that receives keys first, if any. By default the child given the focus
    /// with ``Component/focus(_:)`` or by the focus ring (Tab), or none.
    open var focusedChild: Component? { ringFocus }

    /// The child ``Component/focus(_:)`` and the focus ring gave the focus; the default of
    /// ``focusedChild``.
    weak var ringFocus: Component?

    /// Whether the focus ring (Tab and Shift-Tab, see ``Component/focus(_:)``) may stop on this
    /// component: `false` by default; lists, tables, text fields and areas, forms and
    /// controls say `true` (a disabled control is passed over), a scroll view while it
    /// has more than fits.
    open var acceptsFocus: Bool { false }

    /// Whether this is a navigation container (a stack, a tab bar, a split view, a
    /// modal's frame) rather than part of a screen. The status line shows the hints of
    /// containers, and of everything above them, with the app-wide ones at the right.
    open var isContainer: Bool { false }

    /// Whether this component takes input (text, a choice, a press), so that Left, `h`
    /// and Backspace never take a ``NavigationStack`` back while it, or something
    /// inside it, has the focus, even when it does not use them (a button in a form).
    /// `false` by default; text fields, text areas, buttons, checkboxes, radio groups,
    /// selects and forms say `true`.
    open var takesInput: Bool { false }

    /// Whether what is typed while this component has the focus is a secret (a
    /// password): a ``SessionRecorder`` then keeps each character as `*`. `false` by
    /// default; a secure `TextField` says `true`.
    open var takesSecretInput: Bool { false }

    /// Whether `child` is shown while this component is. Defaults to `true`.
    open func shows(_ child: Component) -> Bool { true }

    /// Called when a mouse press or click lands on `child`, before the event is handled
    /// (deepest component first). Containers move their focus here.
    open func mouseDidHit(_ child: Component, with event: MouseEvent) {}

    // MARK: - Layout

    /// Gives `child` the rectangle `rect` (in this component's coordinates, clipped to
    /// its bounds) and lays it out. Call it from ``layout()``.
    public func place(_ child: Component, in rect: Rect) {
        guard child.parent === self else {
            reportMisuse("\(type(of: self)) placed \(type(of: child)), which is not one of its children; ignored")
            return
        }
        let local = rect.intersection(bounds)
        child.frame = Rect(
            column: frame.minColumn + local.minColumn, row: frame.minRow + local.minRow,
            columns: local.size.columns, rows: local.size.rows)
        child.layout()
    }

    /// Sets this component's frame (a layer root's, on the screen) and lays it out.
    func layout(in frame: Rect) {
        self.frame = frame
        layout()
    }

    // MARK: - Tree

    /// The window this component is in, if any: only a layer's root knows its window (a
    /// component with a parent never has one of its own).
    public var window: Window? { layerRoot.hostWindow }

    /// Whether the component is in a container or is a window's root: somewhere it can
    /// be presented.
    public var isMounted: Bool { parent != nil || hostWindow != nil }

    /// Adds `child` at the end of ``children`` and updates its presentation.
    ///
    /// A component that is already in a container, or that was dismissed, is not added:
    /// the mistake is logged (see `reportMisuse(_:)`) and nothing changes.
    public func addChild(_ child: Component) {
        guard child.parent == nil && child.hostWindow == nil else {
            reportMisuse("\(type(of: child)) is already in a container; it was not added to \(type(of: self))")
            return
        }
        guard !child.presentationState.isDismissed else {
            reportMisuse("\(type(of: child)) was dismissed and cannot come back; it was not added")
            return
        }
        child.parent = self
        children.append(child)
        child.updatePresentation()
        setNeedsDisplay()
    }

    /// Removes `child` and dismisses it, with everything inside it: it is gone for good.
    public func removeChild(_ child: Component) {
        guard let index = indexOfChild(child) else { return }
        children.remove(at: index)
        if ringFocus === child { ringFocus = nil }
        child.dismissTree()
        child.parent = nil
        setNeedsDisplay()
    }

    /// The index of `child`, searched from the end: containers add and remove at the
    /// end (a stack's push and pop), so that is where it usually is. A plain loop, not
    /// `lastIndex(where:)`: a main-actor closure called by the standard library pays a
    /// runtime isolation check on every call.
    func indexOfChild(_ child: Component) -> Int? {
        var index = children.count - 1
        while index >= 0 {
            if children[index] === child { return index }
            index -= 1
        }
        return nil
    }

    /// Recomputes whether this component and its subtree are presented. Containers
    /// call it on a child after changing what they show.
    public func updatePresentation() {
        let shown: Bool
        if let parent {
            shown = parent.isPresented && parent.shows(self)
        } else if let window = hostWindow {
            shown = window.isShowing(self)
        } else {
            shown = false
        }
        presentationState.setPresented(shown)
        startOwnedTimers()
        for child in children {
            child.updatePresentation()
        }
    }

    /// Dismisses this component and its subtree, children first; the modals they
    /// presented close.
    func dismissTree() {
        for child in children {
            child.dismissTree()
        }
        if let window, !window.modals.isEmpty {
            window.closeModals(presentedBy: self)
        }
        presentationState.dismiss()
        cancelOwnedTimers()
        releaseHandlers()
    }

    /// Lets go of the closures this component was given (`onPress`, `onChange`, ...) once
    /// it is dismissed for good (popped, its modal closed, its window closed).
    ///
    /// So a handler may capture the screen it belongs to strongly: the cycle it makes
    /// (screen → widget → closure → screen) ends with the screen, and nothing needs
    /// `[weak ...]`. A component of yours that stores closures overrides this to set them
    /// to `nil`, and calls `super`.
    open func releaseHandlers() {}

    /// Asks the window to redraw the layer this component is on.
    public func setNeedsDisplay() {
        let root = layerRoot
        root.hostWindow?.setNeedsDisplay(layerOf: root)
    }

    /// The root of this component's layer (the window content or a modal's frame).
    var layerRoot: Component {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    // MARK: - Modals

    /// The warp that wove this component (or whose head it is) has ended: when this
    /// component is a modal's content, the modal closes as cancelled, since nothing
    /// drives it any more. Override to do more; call `super`.
    open func weavingDidEnd() {
        guard let frame = parent as? ModalFrame, frame.content === self, let window = frame.window else { return }
        window.dismiss(frame, ending: .cancelled)
    }
}
