/// A position in terminal cells: `column` from the left, `row` from the top.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column, counted from 0 at the left edge.
    public var column: Int
    /// The row, counted from 0 at the top edge.
    public var row: Int

    /// Creates a point at `column`, `row`.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// The top-left corner.
    public static let zero = Point(column: 0, row: 0)

    /// The point as `(column, row)`, for logs and test failures.
    public var description: String { "(\(column), \(row))" }
}

/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width, in cells.
    public var columns: Int
    /// The height, in rows.
    public var rows: Int

    /// Creates a size of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// No cells.
    public static let zero = Size(columns: 0, rows: 0)

    /// Whether both dimensions are at least those of `other`.
    public func contains(_ other: Size) -> Bool {
        columns >= other.columns && rows >= other.rows
    }

    /// The size as `columns×rows`, for logs and test failures.
    public var description: String { "\(columns)×\(rows)" }
}

/// A rectangle of terminal cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The width and height; never negative.
    public var size: Size

    /// Creates a rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = Size(columns: max(0, size.columns), rows: max(0, size.rows))
    }

    /// Creates a rectangle from its left column, top row, width and height.
    public init(column: Int, row: Int, columns: Int, rows: Int) {
        self.init(origin: Point(column: column, row: row), size: Size(columns: columns, rows: rows))
    }

    /// The empty rectangle at the top-left corner.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The leftmost column inside the rectangle.
    public var minColumn: Int { origin.column }
    /// The top row inside the rectangle.
    public var minRow: Int { origin.row }
    /// The first column to the right of the rectangle (outside it).
    public var maxColumn: Int { origin.column + size.columns }
    /// The first row below the rectangle (outside it).
    public var maxRow: Int { origin.row + size.rows }
    /// Whether the rectangle holds no cell: no columns or no rows.
    public var isEmpty: Bool { size.columns == 0 || size.rows == 0 }

    /// Whether `point` lies inside.
    public func contains(_ point: Point) -> Bool {
        point.column >= minColumn && point.column < maxColumn && point.row >= minRow && point.row < maxRow
    }

    /// The overlap of two rectangles (empty when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minColumn, other.minColumn)
        let top = max(minRow, other.minRow)
        let right = min(maxColumn, other.maxColumn)
        let bottom = min(maxRow, other.maxRow)
        return Rect(column: left, row: top, columns: right - left, rows: bottom - top)
    }

    /// The rectangle shrunk by `insets` (never below zero).
    public func inset(by insets: Insets) -> Rect {
        Rect(
            column: minColumn + insets.left, row: minRow + insets.top,
            columns: size.columns - insets.left - insets.right, rows: size.rows - insets.top - insets.bottom)
    }

    /// A rectangle of `size` centered in this one (clamped to fit).
    public func centered(_ size: Size) -> Rect {
        let width = min(size.columns, self.size.columns)
        let height = min(size.rows, self.size.rows)
        return Rect(
            column: minColumn + (self.size.columns - width) / 2, row: minRow + (self.size.rows - height) / 2,
            columns: width, rows: height)
    }

    /// Splits off `rows` rows at the top; returns the top part and the rest.
    public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
        let taken = min(max(0, rows), size.rows)
        return (
            Rect(column: minColumn, row: minRow, columns: size.columns, rows: taken),
            Rect(column: minColumn, row: minRow + taken, columns: size.columns, rows: size.rows - taken)
        )
    }

    /// Splits off `rows` rows at the bottom; returns the rest and the bottom part.
    public func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
        let taken = min(max(0, rows), size.rows)
        return (
            Rect(column: minColumn, row: minRow, columns: size.columns, rows: size.rows - taken),
            Rect(column: minColumn, row: maxRow - taken, columns: size.columns, rows: taken)
        )
    }

    /// Splits off `columns` columns at the left; returns the left part and the rest.
    public func splitLeft(_ columns: Int) -> (left: Rect, rest: Rect) {
        let taken = min(max(0, columns), size.columns)
        return (
            Rect(column: minColumn, row: minRow, columns: taken, rows: size.rows),
            Rect(column: minColumn + taken, row: minRow, columns: size.columns - taken, rows: size.rows)
        )
    }

    /// The rectangle as its origin and size, `(column, row) columns×rows`.
    public var description: String { "\(origin) \(size)" }
}

/// Margins in cells on each side of a rectangle.
public struct Insets: Hashable, Sendable {
    /// Rows taken off at the top.
    public var top: Int
    /// Columns taken off at the left.
    public var left: Int
    /// Rows taken off at the bottom.
    public var bottom: Int
    /// Columns taken off at the right.
    public var right: Int

    /// Creates insets from each side.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same margin on every side.
    public static func all(_ value: Int) -> Insets {
        Insets(top: value, left: value, bottom: value, right: value)
    }

    /// A margin at the left and the right only.
    public static func horizontal(_ value: Int) -> Insets {
        Insets(left: value, right: value)
    }
}
