/// The indices of a table's rows in the order shown: every row in its own order, which
/// makes no array (a change to a million unsorted, unfiltered rows then costs nothing
/// here), or a list of them (sorted, filtered).
struct RowOrder: RandomAccessCollection, Equatable, ExpressibleByArrayLiteral {
    /// The listed indices; `nil` for every row in order. Loops over many rows read this
    /// array, not the collection, whose every access checks for it.
    private(set) var listed: [Int]?
    /// The number of rows when every one is shown.
    private var allCount: Int

    /// Every one of `count` rows, in their own order.
    static func all(_ count: Int) -> RowOrder {
        RowOrder(listed: nil, allCount: count)
    }

    /// The rows at `indices`, in that order.
    init(_ indices: [Int]) {
        self.init(listed: indices, allCount: 0)
    }

    init(arrayLiteral indices: Int...) {
        self.init(indices)
    }

    private init(listed: [Int]?, allCount: Int) {
        self.listed = listed
        self.allCount = allCount
    }

    var startIndex: Int { 0 }

    var endIndex: Int { listed?.count ?? allCount }

    subscript(position: Int) -> Int { listed?[position] ?? position }

    static func == (lhs: RowOrder, rhs: RowOrder) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}
