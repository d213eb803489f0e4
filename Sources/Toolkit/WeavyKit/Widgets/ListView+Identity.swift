/// Items found, replaced and removed by their identity (the `id` the list was made with,
/// or the items' own for `Identifiable` ones): the same names as ``Table``'s. A list made
/// without an identity has none to find: these report the misuse and find nothing.
extension ListView {
    /// The index in ``items`` of the item whose identity is `id`; `nil` when there is
    /// none (the first, when items share an identity: a misuse, logged). In constant
    /// time: the first call makes an index of the items' places by identity, which edits
    /// of the items keep true; items assigned whole make it again at the next call.
    ///
    /// ```swift
    /// let list = ListView(items: [Ticket(id: 7, title: "Crash")]) { ListView.Row($0.title) }
    /// let index = list.index(id: 7)  // 0
    /// ```
    public func index(id: some Hashable) -> Int? {
        guard let identity else {
            reportMisuse("ListView.index(id:) on a list made without an id: give init an id: key path")
            return nil
        }
        let id = AnyHashable(id)
        if identityIndex == nil { identityIndex = IdentityIndex(items, identity: identity) }
        guard identityIndex != nil else {
            return indexOfIdentity(id, near: selectedIndex ?? 0, in: items, identity: identity)
        }
        return identityIndex?.index(of: id, in: items, identity: identity)
    }

    /// The item whose identity is `id`; `nil` when there is none.
    public func item(id: some Hashable) -> Item? {
        index(id: id).map { items[$0] }
    }

    /// Replaces the item whose identity is `id` with `item` (in place: a filtered list
    /// tests it alone); returns whether there was such an item. The selection stays on
    /// its item.
    ///
    /// ```swift
    /// list.replaceItem(id: 7, with: Ticket(id: 7, title: "Crash on start"))
    /// ```
    @discardableResult
    public func replaceItem(id: some Hashable, with item: Item) -> Bool {
        guard let index = index(id: id) else { return false }
        items[index] = item
        return true
    }

    /// Removes the item whose identity is `id`; returns it, `nil` when there was none.
    @discardableResult
    public func removeItem(id: some Hashable) -> Item? {
        guard let index = index(id: id) else { return nil }
        return items.remove(at: index)
    }

    /// Selects the item whose identity is `id`, if there is one; returns whether there
    /// was. An item the filter hides clears the filter first.
    @discardableResult
    public func select(id: some Hashable, notify: Bool = true) -> Bool {
        guard let index = index(id: id) else { return false }
        select(index, notify: notify)
        return true
    }
}
