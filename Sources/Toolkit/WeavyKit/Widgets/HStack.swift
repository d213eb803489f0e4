/// Components side by side, left to right.
///
/// ```swift
/// let bar = HStack(spacing: 2, [.fit(spinner), .flexible(progress), .fixed(8, button)])
/// ```
///
/// Along the stack each child takes its ``StackSize``: a fixed number of columns, its
/// preferred width at the stack's height (``Component/preferredWidth(forHeight:)``), or
/// a share of what is left; children without a preferred width share what is left.
/// When there is not enough room, the last children are cut. Across, children fill the
/// height unless ``alignment`` places them at their preferred height
/// (``Component/preferredHeight(forWidth:)``).
@MainActor
public final class HStack: Stack {
    /// Where children go across the stack.
    public enum Alignment: Sendable, Hashable {
        /// The whole height.
        case fill
        /// At their preferred height, at the top.
        case top
        /// At their preferred height, in the middle.
        case center
        /// At their preferred height, at the bottom.
        case bottom
    }

    /// Where children go across the stack. ``Alignment/fill`` by default.
    public var alignment: Alignment {
        didSet { setNeedsDisplay() }
    }

    /// Creates a stack of `items`.
    public init(
        title: String = "", spacing: Int = 0, padding: Insets = Insets(), alignment: Alignment = .fill,
        _ items: [StackItem] = []
    ) {
        self.alignment = alignment
        super.init(axis: .horizontal, title: title, spacing: spacing, padding: padding, items: items)
    }

    /// Creates a stack of `children`, each at its preferred width.
    public convenience init(
        title: String = "", spacing: Int = 0, padding: Insets = Insets(), alignment: Alignment = .fill,
        _ children: [Component]
    ) {
        self.init(title: title, spacing: spacing, padding: padding, alignment: alignment, children.map { .fit($0) })
    }

    override var placement: StackArrangement.Placement {
        switch alignment {
        case .fill: .fill
        case .top: .start
        case .center: .center
        case .bottom: .end
        }
    }
}
