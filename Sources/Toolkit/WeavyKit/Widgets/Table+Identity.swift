/// Rows found, replaced and removed by their identity (the `id` the table was made with,
/// or the rows' own for `Identifiable` ones): the same names as ``ListView``'s.
extension Table {
    /// The index in ``rows`` of the row whose identity is `id`; `nil` when there is none
    /// (the first, when rows share an identity: a misuse, logged). In constant time, from
    /// an index of the rows' places by identity that edits of the rows keep true (see
    /// ``rows``): a table of 20,000 rows and more in a window makes it ahead, a slice a
    /// turn, again after its rows are assigned whole; otherwise the first call makes it.
    /// A call before it is finished places the rows up to the one it finds (all of them
    /// for an identity no row has).
    ///
    /// ```swift
    /// let table = Table(rows: [Ticket(id: 7, title: "Crash")], columns: [.init("Title", value: \.title)])
    /// let index = table.index(id: 7)  // 0
    /// ```
    public func index(id: some Hashable) -> Int? {
        let id = AnyHashable(id)
        if identityIndex == nil { identityIndex = IdentityIndex(reservingFor: rows.count) }
        guard identityIndex != nil else {
            return indexOfIdentity(id, near: selectedIndex ?? 0, in: rows, identity: identity)
        }
        return identityIndex?.index(of: id, in: rows, identity: identity)
    }

    /// The row whose identity is `id`; `nil` when there is none.
    public func item(id: some Hashable) -> Row? {
        index(id: id).map { rows[$0] }
    }

    /// Replaces the row whose identity is `id` with `row` (in place: a sorted table moves
    /// it to its place by binary search, a filtered one tests it alone); returns whether
    /// there was such a row. The selection stays on its row.
    ///
    /// ```swift
    /// table.replaceItem(id: 7, with: Ticket(id: 7, title: "Crash on start"))
    /// ```
    @discardableResult
    public func replaceItem(id: some Hashable, with row: Row) -> Bool {
        guard let index = index(id: id) else { return false }
        rows[index] = row
        return true
    }

    /// Removes the row whose identity is `id`; returns it, `nil` when there was none.
    @discardableResult
    public func removeItem(id: some Hashable) -> Row? {
        guard let index = index(id: id) else { return nil }
        return rows.remove(at: index)
    }

    /// Selects the row whose identity is `id`, if there is one; returns whether there was.
    /// A row the filter hides clears the filter first.
    @discardableResult
    public func select(id: some Hashable, notify: Bool = true) -> Bool {
        guard let index = index(id: id) else { return false }
        select(index, notify: notify)
        return true
    }
}
