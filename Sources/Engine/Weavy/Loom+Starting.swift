/// Starting a root warp with its first weft.
extension Loom {
    /// Weaves a root warp that starts with `weft`: shorthand for weaving it with a
    /// ``SingleWeftable`` of that weft. The warp knits `weft` when its head is first
    /// presented.
    ///
    /// ```swift
    /// loom.weave(WishlistWarp(), startingWith: MovieWeft.movieList)
    /// ```
    public func weave(_ warp: any Warp, startingWith weft: any Weft) {
        weave(warp, with: SingleWeftable(weft))
    }
}
