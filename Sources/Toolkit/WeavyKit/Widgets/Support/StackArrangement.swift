/// The arithmetic of ``HStack`` and ``VStack``: along the stack, children take fixed or
/// preferred lengths in order (the last ones cut when there is not enough room) and
/// flexible ones share what is left; across it, each child fills the stack or takes its
/// preferred length at the start, the center or the end.
@MainActor
struct StackArrangement {
    enum Axis {
        case vertical
        case horizontal
    }

    /// Where a child goes across the stack.
    enum Placement {
        case fill
        case start
        case center
        case end
    }

    /// What a child asks along the stack.
    enum Request: Equatable {
        case length(Int)
        case share(Int)
    }

    let axis: Axis
    let spacing: Int
    let padding: Insets
    let placement: Placement

    /// `child`'s preferred length along the stack when it is `across` cells wide (or
    /// high).
    func preferredLength(of child: Component, across: Int) -> Int? {
        axis == .vertical ? child.preferredHeight(forWidth: across) : child.preferredWidth(forHeight: across)
    }

    /// `child`'s preferred length across the stack when it is `along` cells long.
    func preferredBreadth(of child: Component, along: Int) -> Int? {
        axis == .vertical ? child.preferredWidth(forHeight: along) : child.preferredHeight(forWidth: along)
    }

    func request(for child: Component, size: StackSize, across: Int) -> Request {
        switch size {
        case .fixed(let cells): .length(max(0, cells))
        case .fit: preferredLength(of: child, across: across).map { .length(max(0, $0)) } ?? .share(1)
        case .flexible(let share): .share(max(1, share))
        }
    }

    /// The lengths along the stack for `requests` in `available` cells.
    static func lengths(_ requests: [Request], available: Int, spacing: Int) -> [Int] {
        var left = max(0, available - spacing * max(0, requests.count - 1))
        var lengths = requests.map { request -> Int in
            guard case .length(let cells) = request else { return 0 }
            let given = min(cells, left)
            left -= given
            return given
        }
        let shares = requests.reduce(0) { total, request in
            if case .share(let share) = request { total + share } else { total }
        }
        guard shares > 0 else { return lengths }
        var given = 0
        for (index, request) in requests.enumerated() {
            guard case .share(let share) = request else { continue }
            lengths[index] = left * share / shares
            given += lengths[index]
        }
        var extra = left - given
        for (index, request) in requests.enumerated() where extra > 0 {
            guard case .share = request else { continue }
            lengths[index] += 1
            extra -= 1
        }
        return lengths
    }

    /// Each child's rectangle in `bounds`.
    func frames(of children: [(Component, StackSize)], in bounds: Rect) -> [Rect] {
        let inner = bounds.inset(by: padding)
        let (along, across) =
            axis == .vertical ? (inner.size.rows, inner.size.columns) : (inner.size.columns, inner.size.rows)
        let requests = children.map { request(for: $0.0, size: $0.1, across: across) }
        let lengths = Self.lengths(requests, available: along, spacing: spacing)
        var position = 0
        return zip(children, lengths).map { child, length in
            defer { position += length + spacing }
            let breadth =
                placement == .fill ? across : min(across, preferredBreadth(of: child.0, along: length) ?? across)
            let offset =
                switch placement {
                case .fill, .start: 0
                case .center: (across - breadth) / 2
                case .end: across - breadth
                }
            let start = min(position, along)
            return axis == .vertical
                ? Rect(column: inner.minColumn + offset, row: inner.minRow + start, columns: breadth, rows: length)
                : Rect(column: inner.minColumn + start, row: inner.minRow + offset, columns: length, rows: breadth)
        }
    }

    /// The stack's preferred length along its axis at `across` cells, or `nil` when a
    /// child takes a share (it takes whatever it is given).
    func preferredLength(of children: [(Component, StackSize)], across: Int) -> Int? {
        let inner = across - (axis == .vertical ? padding.left + padding.right : padding.top + padding.bottom)
        var total = spacing * max(0, children.count - 1)
        for (child, size) in children {
            guard case .length(let cells) = request(for: child, size: size, across: inner) else { return nil }
            total += cells
        }
        return total + (axis == .vertical ? padding.top + padding.bottom : padding.left + padding.right)
    }

    /// The stack's preferred breadth across its axis when it is `along` cells long: its
    /// widest child's (each asked at the whole length), or `nil` when a child has no
    /// preference.
    func preferredBreadth(of children: [(Component, StackSize)], along: Int) -> Int? {
        let (alongPadding, acrossPadding) =
            axis == .vertical
            ? (padding.top + padding.bottom, padding.left + padding.right)
            : (padding.left + padding.right, padding.top + padding.bottom)
        var widest = 0
        for (child, _) in children {
            guard let breadth = preferredBreadth(of: child, along: max(0, along - alongPadding)) else { return nil }
            widest = max(widest, breadth)
        }
        return widest + acrossPadding
    }
}
