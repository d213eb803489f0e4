extension Table {
    /// One column of a ``Table``: its header, how wide it is, where its text goes, what
    /// it shows of a row and how it sorts.
    ///
    /// ```swift
    /// Table<Film>.Column("Year", width: .fixed(4), alignment: .trailing, value: { String($0.year) }, sortedBy: \.year)
    /// ```
    public struct Column {
        /// How wide a column is, in cells.
        public enum Width: Hashable, Sendable {
            /// Exactly this many cells.
            case fixed(Int)
            /// As wide as its widest value or its header, whichever is wider.
            case fit
            /// A share of the width the fixed and fitted columns leave (in proportion to
            /// the shares of all flexible columns), never less than `minimum` cells or
            /// the header. When the columns do not fit, it takes its minimum and the
            /// table scrolls sideways.
            case flexible(share: Int = 1, minimum: Int = 0)
        }

        /// The header.
        public var title: String
        /// How wide the column is.
        public var width: Width
        /// Where the header and the values go in the column.
        public var alignment: TextAlignment
        /// The text a row shows in this column; cut with `…` when too wide.
        public var value: (Row) -> String
        /// The rows' indices in order of this column, ties in their order in the table,
        /// with the keys kept for the edits after; `nil` when the column does not sort.
        let order: ((RowBuffer<Row>) -> ColumnSort<Row>)?
        /// The same sort made in slices (see ``SortPass``), for `count` rows one way.
        let slicedOrder: ((_ count: Int, _ ascending: Bool) -> any TableSortPass<Row>)?
        /// Whether the first row's key sorts before the second's, as ``order`` sorts them:
        /// how a row changed under a filter finds its place among the matches.
        let sortsBefore: ((Row, Row) -> Bool)?

        /// Whether the `/` filter reads this column's text (on by default). Leave out a
        /// column no one looks for (a date, a count): the filter reads less, and a row is
        /// not found by it.
        public var isFilterable = true

        /// Whether the table can be sorted by this column.
        public var isSortable: Bool { order != nil }

        /// Creates a column showing `value`; when `sortable`, it sorts by that text,
        /// ignoring case (numbers of different lengths sort as text: use
        /// ``init(_:width:alignment:filterable:value:sortedBy:)`` for them). Unless
        /// `filterable` is `false`, the `/` filter reads it (see ``isFilterable``).
        public init(
            _ title: String, width: Width = .fit, alignment: TextAlignment = .leading, sortable: Bool = true,
            filterable: Bool = true, value: @escaping (Row) -> String
        ) {
            self.title = title
            self.width = width
            self.alignment = alignment
            self.value = value
            order = sortable ? Self.textOrder(by: value) : nil
            slicedOrder =
                sortable ? { SortPass(rowCount: $0, ascending: $1, key: { value($0).lowercased() }) } : nil
            sortsBefore = sortable ? { value($0).lowercased() < value($1).lowercased() } : nil
            self.isFilterable = filterable
        }

        /// Creates a column showing `value` that sorts by `key`. Unless `filterable` is
        /// `false`, the `/` filter reads it (see ``isFilterable``).
        public init<Key: Comparable>(
            _ title: String, width: Width = .fit, alignment: TextAlignment = .leading, filterable: Bool = true,
            value: @escaping (Row) -> String, sortedBy key: @escaping (Row) -> Key
        ) {
            self.title = title
            self.width = width
            self.alignment = alignment
            self.value = value
            order = Self.order(by: key)
            slicedOrder = { SortPass(rowCount: $0, ascending: $1, key: key) }
            sortsBefore = { key($0) < key($1) }
            self.isFilterable = filterable
        }

        /// A stable ordering by `text`, ignoring case.
        private static func textOrder(by text: @escaping (Row) -> String) -> (RowBuffer<Row>) -> ColumnSort<Row> {
            { rows in
                let keys = rows.mapRows(text)
                return ColumnSort(
                    keys: keys, table: TableSort(texts: keys, ignoringCase: true), key: text,
                    isLess: { $0.lowercased() < $1.lowercased() })
            }
        }

        /// A stable ordering by `key`, each key computed once per row; `Int` and `Double`
        /// keys are ordered without comparing (see ``RadixOrder``), `String` keys by
        /// their bytes (see ``TextSortKeys``).
        private static func order<Key: Comparable>(
            by key: @escaping (Row) -> Key
        ) -> (RowBuffer<Row>) -> ColumnSort<Row> {
            { rows in
                let keys = rows.mapRows(key)
                let table: TableSort
                if let keys = keys as? [Int] {
                    table = TableSort(integers: keys)
                } else if let keys = keys as? [String] {
                    table = TableSort(texts: keys, ignoringCase: false)
                } else if let keys = keys as? [Double] {
                    table = TableSort(numbers: keys)
                } else {
                    table = TableSort(keys: keys)
                }
                return ColumnSort(keys: keys, table: table, key: key, isLess: <)
            }
        }
    }

    /// The column a table is sorted by, and which way.
    public struct SortOrder: Hashable, Sendable {
        /// The index of the column in ``Table/columns``.
        public var column: Int
        /// Whether the smallest values come first.
        public var ascending: Bool

        /// Creates a sort order.
        public init(column: Int, ascending: Bool = true) {
            self.column = column
            self.ascending = ascending
        }
    }
}
