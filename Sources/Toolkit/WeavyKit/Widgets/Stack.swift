/// What ``HStack`` and ``VStack`` share: children laid out one after the other along an
/// axis, each with a ``StackSize``, with ``spacing`` between them and ``padding`` around.
///
/// Keys go to the child given the focus with ``Component/focus(_:)`` or by the focus
/// ring (none by default). Once a child has the focus, a click on another child (not a
/// disabled control) gives it the focus; a stack with no focused child only lays out,
/// and clicks leave it so.
@MainActor
public class Stack: Component {
    /// Cells between children.
    public var spacing: Int {
        didSet { setNeedsDisplay() }
    }

    /// Space around the children.
    public var padding: Insets {
        didSet { setNeedsDisplay() }
    }

    /// A child and its size. The child is held weakly: a child removed some other way
    /// never matches again.
    private struct Sized {
        weak var child: Component?
        var size: StackSize
    }

    /// The sizes given to children; a child not listed fits.
    private var sizes: [Sized] = []

    private let axis: StackArrangement.Axis

    init(axis: StackArrangement.Axis, title: String, spacing: Int, padding: Insets, items: [StackItem]) {
        self.axis = axis
        self.spacing = spacing
        self.padding = padding
        super.init(title: title)
        for item in items { add(item.component, size: item.size) }
    }

    /// Where children go across the stack; the subclasses say.
    var placement: StackArrangement.Placement { .fill }

    private var arrangement: StackArrangement {
        StackArrangement(axis: axis, spacing: spacing, padding: padding, placement: placement)
    }

    /// The children with their sizes, in order.
    private var sizedChildren: [(Component, StackSize)] {
        children.map { ($0, size(of: $0)) }
    }

    /// Adds `child` at the end, taking `size` along the stack.
    public func add(_ child: Component, size: StackSize = .fit) {
        addChild(child)
        guard child.parent === self else { return }
        setSize(size, of: child)
    }

    /// Removes `child`, which is dismissed (see ``Component/removeChild(_:)``).
    public func remove(_ child: Component) {
        sizes.removeAll { $0.child == nil || $0.child === child }
        removeChild(child)
    }

    /// Gives `child` (one of the children) another size.
    public func setSize(_ size: StackSize, of child: Component) {
        sizes.removeAll { $0.child == nil || $0.child === child }
        if size != .fit { sizes.append(Sized(child: child, size: size)) }
        setNeedsDisplay()
    }

    /// The size of `child` along the stack.
    public func size(of child: Component) -> StackSize {
        sizes.first { $0.child === child }?.size ?? .fit
    }

    public override func mouseDidHit(_ child: Component, with event: MouseEvent) {
        guard let focused = focusedChild, focused !== child, child.acceptsFocusInRing else { return }
        focus(child)
    }

    public override func layout() {
        let children = sizedChildren
        for ((child, _), frame) in zip(children, arrangement.frames(of: children, in: bounds)) {
            place(child, in: frame)
        }
    }

    public override func preferredHeight(forWidth width: Int) -> Int? {
        axis == .vertical
            ? arrangement.preferredLength(of: sizedChildren, across: width)
            : arrangement.preferredBreadth(of: sizedChildren, along: width)
    }

    public override func preferredWidth(forHeight height: Int) -> Int? {
        axis == .horizontal
            ? arrangement.preferredLength(of: sizedChildren, across: height)
            : arrangement.preferredBreadth(of: sizedChildren, along: height)
    }
}
