/// What a ``Warp/knit(_:)`` asks the ``Loom`` to do next.
public enum Stitch {
    /// Listen to `weftable` while `presentable` is presented, and release both when the
    /// presentable is dismissed.
    ///
    /// When `presentable` is itself a ``Warp``, that child warp is woven with
    /// `weftable` as its companion: its wefts go to the child's ``Warp/knit(_:)``.
    ///
    /// - Parameters:
    ///   - allowWhenHidden: also listen while the presentable is hidden, and take the
    ///     weftable's initial weft at once rather than when it is first presented.
    case weave(any Presentable, any Weftable, allowWhenHidden: Bool = false)

    /// Knit `weft` again with the same warp, after the current knit is done.
    case forward(any Weft)

    /// Send `weft` as a deep link (see ``Loom/navigate(to:delivery:)``) after the current
    /// knit: every live warp receives it, including the children this knit weaves. Useful
    /// to apply a deep link a warp had to hold back, once the warps that handle it exist.
    case navigate(to: any Weft, delivery: DeepLinkDelivery = .startingUnshownWarps)

    /// This warp is finished: release it, its child warps, and every presentable and
    /// weftable they wove. The parent warp then knits the forwarded weft, if any.
    case end(forwardingToParent: (any Weft)?)
}

extension Stitch {
    /// Shows `presentable`, a screen with no model of its own: the Loom watches it as it
    /// watches a woven one (its warp is told when it goes away, and it is part of the
    /// saved navigation, like any screen), and listens to nothing.
    ///
    /// ```swift
    /// let page = Label("Avatar (2009)", title: "Avatar")
    /// stack.push(page)
    /// return [.show(page)]
    /// ```
    @MainActor
    public static func show(_ presentable: any Presentable) -> Stitch {
        .weave(presentable, SilentWeftable())
    }
}
