import WeavyKit

/// What a window shows, as data: the component tree with titles, which parts are
/// presented and focused, every stack's screens, every tab bar's selection, the modals.
public struct NavigationState: Equatable, Sendable, CustomStringConvertible {
    /// One component of the tree.
    public struct Node: Equatable, Sendable {
        /// The component's type name (`NavigationStack`, `TabBar`, `MovieScreen`).
        public var kind: String
        /// The component's title: a screen's name in a stack's path, a tab's label, a modal's border title.
        public var title: String
        /// Whether the component is presented: visible right now (see `Component`).
        public var isPresented: Bool
        /// Whether the component is on the focus path, from the window down to the component that gets keys first.
        public var isFocused: Bool
        /// The selected tab, for a tab bar.
        public var selectedIndex: Int?
        /// The component's children, in drawing order.
        public var children: [Node]
    }

    /// The window content's tree.
    public var content: Node
    /// Each modal's tree, bottom first (the modal content, not its frame).
    public var modals: [Node]
    /// The title on each modal's frame, bottom first: what the popup's border shows,
    /// which is the content's title unless it was presented with another.
    public var modalTitles: [String]

    @MainActor
    init(window: Window) {
        let focus = window.focusChain.map(ObjectIdentifier.init)
        content = Self.node(window.content, focus: focus)
        modals = window.modals.map { Self.node($0, focus: focus) }
        modalTitles = window.modals.map { $0.parent?.title ?? $0.title }
    }

    @MainActor
    private static func node(_ component: Component, focus: [ObjectIdentifier]) -> Node {
        Node(
            kind: String(String(describing: type(of: component)).prefix { $0 != "<" }),
            title: component.title,
            isPresented: component.isPresented,
            isFocused: focus.contains(ObjectIdentifier(component)),
            selectedIndex: (component as? TabBar)?.selectedIndex,
            children: component.children.map { node($0, focus: focus) })
    }

    /// Every node, depth first, content then modals.
    public var allNodes: [Node] {
        func walk(_ node: Node) -> [Node] { [node] + node.children.flatMap(walk) }
        return walk(content) + modals.flatMap(walk)
    }

    /// The screen titles of every navigation stack, in tree order.
    public var stacks: [[String]] {
        allNodes.filter { $0.kind == "NavigationStack" }.map { $0.children.map(\.title) }
    }

    /// The selected index of every tab bar, in tree order.
    public var selectedTabs: [Int] {
        allNodes.compactMap(\.selectedIndex)
    }

    /// The titles along the focus chain, outermost first (untitled components skipped).
    public var focusPath: [String] {
        var path: [String] = []
        var nodes = modals.last.map { [$0] } ?? [content]
        while let node = nodes.first(where: \.isFocused) {
            if !node.title.isEmpty { path.append(node.title) }
            nodes = node.children
        }
        return path
    }

    /// The tree as indented lines, one per component, with its title and whether it is
    /// presented, focused, or which tab it selects: readable in a test failure.
    public var description: String {
        func lines(_ node: Node, depth: Int) -> [String] {
            var flags = node.isPresented ? "presented" : "hidden"
            if node.isFocused { flags += ", focused" }
            if let selected = node.selectedIndex { flags += ", tab \(selected)" }
            let title = node.title.isEmpty ? "" : " \"\(node.title)\""
            let line = String(repeating: "  ", count: depth) + "\(node.kind)\(title) (\(flags))"
            return [line] + node.children.flatMap { lines($0, depth: depth + 1) }
        }
        var output = lines(content, depth: 0)
        for modal in modals {
            output.append("modal:")
            output.append(contentsOf: lines(modal, depth: 1))
        }
        return output.joined(separator: "\n")
    }
}
