/// Components stacked top to bottom.
///
/// ```swift
/// let screen = VStack(spacing: 1, padding: .horizontal(1), [.fit(heading), .flexible(list), .fixed(1, progress)])
/// ```
///
/// Along the stack each child takes its ``StackSize``: a fixed number of rows, its
/// preferred height at the stack's width (``Component/preferredHeight(forWidth:)``), or
/// a share of what is left; children without a preferred height share what is left.
/// When there is not enough room, the last children are cut. Across, children fill the
/// width unless ``alignment`` places them at their preferred width
/// (``Component/preferredWidth(forHeight:)``).
@MainActor
public final class VStack: Stack {
    /// Where children go across the stack.
    public enum Alignment: Sendable, Hashable {
        /// The whole width.
        case fill
        /// At their preferred width, at the left.
        case leading
        /// At their preferred width, in the middle.
        case center
        /// At their preferred width, at the right.
        case trailing
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
        super.init(axis: .vertical, title: title, spacing: spacing, padding: padding, items: items)
    }

    /// Creates a stack of `children`, each at its preferred height.
    public convenience init(
        title: String = "", spacing: Int = 0, padding: Insets = Insets(), alignment: Alignment = .fill,
        _ children: [Component]
    ) {
        self.init(title: title, spacing: spacing, padding: padding, alignment: alignment, children.map { .fit($0) })
    }

    override var placement: StackArrangement.Placement {
        switch alignment {
        case .fill: .fill
        case .leading: .start
        case .center: .center
        case .trailing: .end
        }
    }
}
