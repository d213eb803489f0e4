import WeavyKit

extension HeadlessDriver {
    /// The first component of type `type` the window shows, without a cast: searched in
    /// the top modal when one is presented, otherwise in the content, each component
    /// before its children, the children in order, only the ones their parent shows (a
    /// stack's top screen, a tab bar's selected tab). `nil` when none is shown.
    ///
    /// ```swift
    /// let issues = try #require(driver.firstShown(Table<Issue>.self))
    /// #expect(issues.rows.count == 3)
    /// ```
    public func firstShown<Shown: Component>(_ type: Shown.Type) -> Shown? {
        func search(_ node: Component) -> Shown? {
            if let found = node as? Shown { return found }
            for child in node.children where node.shows(child) {
                if let found = search(child) { return found }
            }
            return nil
        }
        return search(window.modals.last ?? window.content)
    }
}
