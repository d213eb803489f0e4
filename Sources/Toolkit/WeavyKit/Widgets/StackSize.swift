/// How much room a child of an ``HStack`` or a ``VStack`` takes along the stack: rows in
/// a vertical stack, columns in a horizontal one.
public enum StackSize: Hashable, Sendable {
    /// Exactly this many cells.
    case fixed(Int)
    /// What the child prefers (``Component/preferredHeight(forWidth:)`` in a vertical
    /// stack, ``Component/preferredWidth(forHeight:)`` in a horizontal one); a child with
    /// no preference shares what is left, like ``flexible(_:)`` with a share of 1.
    case fit
    /// A share of what the fixed and fitted children leave, in proportion to the shares
    /// of all flexible children.
    case flexible(Int = 1)
}

/// A child of a stack with its size: `.fit(title)`, `.flexible(list)`, `.fixed(3, footer)`.
@MainActor
public struct StackItem {
    /// The child.
    public let component: Component
    /// The room it takes along the stack.
    public let size: StackSize

    /// Creates an item.
    public init(_ component: Component, size: StackSize = .fit) {
        self.component = component
        self.size = size
    }

    /// `component`, exactly `cells` long.
    public static func fixed(_ cells: Int, _ component: Component) -> StackItem {
        StackItem(component, size: .fixed(cells))
    }

    /// `component` at its preferred size.
    public static func fit(_ component: Component) -> StackItem {
        StackItem(component, size: .fit)
    }

    /// `component` sharing what is left, with `share` parts of it.
    public static func flexible(_ component: Component, share: Int = 1) -> StackItem {
        StackItem(component, size: .flexible(share))
    }
}
