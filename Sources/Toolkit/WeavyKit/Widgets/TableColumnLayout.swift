/// Where a table's columns go at a width: how wide each one is, and which show when
/// they do not all fit. Pure arithmetic on cells, kept apart from drawing.
struct TableColumnLayout: Equatable {
    /// One column on screen.
    struct Placed: Equatable {
        /// Its index among the table's columns.
        var index: Int
        /// Its first cell, counted from the table's left edge.
        var column: Int
        /// The cells it shows (less than its width when cut at the right edge).
        var width: Int
    }

    /// Every column's width, shown or not.
    var widths: [Int]
    /// The columns shown, left to right.
    var placed: [Placed]
    /// The largest first column sideways scrolling may reach: from there on every
    /// column shows whole.
    var lastFirstColumn: Int

    /// Sizes columns by their `rules` for `available` cells starting at cell `start`,
    /// `spacing` cells apart, showing them from column `first` on (clamped to
    /// ``lastFirstColumn``).
    init(widths rules: [TableWidthRule], available: Int, spacing: Int, start: Int = 0, first: Int = 0) {
        let widths = Self.widths(rules, available: available, spacing: spacing)
        self.widths = widths
        var last = widths.count - 1
        var used = widths.last ?? 0
        while last > 0, used + spacing + widths[last - 1] <= available {
            last -= 1
            used += spacing + widths[last]
        }
        lastFirstColumn = max(0, last)
        var placed: [Placed] = []
        var column = start
        var index = min(max(0, first), lastFirstColumn)
        while index < widths.count, column < start + available {
            let width = min(widths[index], start + available - column)
            placed.append(Placed(index: index, column: column, width: width))
            column += widths[index] + spacing
            index += 1
        }
        self.placed = placed
    }

    /// Each column's width in `available` cells: fixed and fitted columns take what
    /// they ask, flexible ones share what is left by their shares, each at least its
    /// minimum (when that is all they get, the columns overflow and scroll).
    static func widths(_ rules: [TableWidthRule], available: Int, spacing: Int) -> [Int] {
        var widths = rules.map(\.minimum)
        var flexible = rules.indices.filter { rules[$0].share > 0 }
        let taken = rules.indices.filter { rules[$0].share == 0 }.reduce(0) { $0 + widths[$1] }
        var remaining = available - taken - spacing * max(0, rules.count - 1)
        // Columns whose share would fall under their minimum keep the minimum; the
        // others share the rest.
        while !flexible.isEmpty {
            let shares = flexible.reduce(0) { $0 + rules[$1].share }
            let starved = flexible.filter { rules[$0].minimum * shares > max(0, remaining) * rules[$0].share }
            if starved.isEmpty {
                var given = 0
                for index in flexible {
                    widths[index] = remaining * rules[index].share / shares
                    given += widths[index]
                }
                for index in flexible.prefix(remaining - given) { widths[index] += 1 }
                break
            }
            for index in starved { remaining -= widths[index] }
            flexible.removeAll { starved.contains($0) }
        }
        return widths
    }
}

/// How one column claims width, resolved from ``Table/Column/Width`` and its content:
/// the cells it needs at least, and its share of what is left (0: none, it takes only
/// its minimum).
struct TableWidthRule: Equatable {
    var minimum: Int
    var share: Int
}
