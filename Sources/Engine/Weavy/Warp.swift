import OpenCombine

/// One navigation section of an app: onboarding, a wishlist, the settings.
///
/// A warp owns a ``head``, the presentable it navigates in (a navigation stack, a tab
/// bar), and decides in ``knit(_:)`` what each weft does there: push a screen, present a
/// popup, build tabs of child warps. Each call returns the ``Stitch``es that tell the
/// ``Loom`` what to listen to next.
///
/// A warp is itself a ``Presentable``: by default it reports its head's state, so a warp
/// is presented when its head is and is released when its head is dismissed.
///
/// A warp declares the type of wefts it knits by the parameter of its ``knit(_:)``:
/// the Loom hands it only wefts of that type (after ``adapt(_:)``), so the knit is a
/// plain `switch`:
///
/// ```swift
/// @MainActor final class WishlistWarp: Warp {
///     let stack = NavigationStack()
///     var head: any Presentable { stack }
///
///     func knit(_ weft: MovieWeft) -> [Stitch] {
///         switch weft {
///         case .moviePicked(let id):
///             let model = MovieModel(id: id)
///             let screen = MovieScreen(model: model)
///             stack.push(screen)
///             return [.weave(screen, model)]
///         case .movieList:
///             return []
///         }
///     }
/// }
/// ```
///
/// A warp that knits wefts of several types takes `any Weft` and casts them itself.
@MainActor
public protocol Warp<KnittedWeft>: Presentable {
    /// The wefts this warp knits: inferred from ``knit(_:)``'s parameter. A weft of
    /// another type does not reach its knit: a deep link meant for another warp is
    /// knitted as nothing here, and one that this warp's own weftables send (or that it
    /// forwards, or that a child ends with) goes up to the nearest warp above that knits
    /// its type, as that warp's own: so a screen deep in a tab can ask the warp at the top
    /// for a modal. A weft no warp above knits is a ``WiringError/weftNoWarpKnits(weft:warp:knittedType:)``.
    associatedtype KnittedWeft = any Weft

    /// The presentable this warp navigates in. It must be the same instance every time.
    var head: any Presentable { get }

    /// Gives the warp a chance to replace a weft, or drop it by returning `nil`, before it
    /// is knitted. Every weft goes through it: emitted, forwarded and deep links.
    /// The default returns the weft unchanged.
    func adapt(_ weft: any Weft) -> (any Weft)?

    /// Performs the navigation action for `weft` and returns what the Loom must do next.
    /// Return an empty array for wefts this warp does not handle.
    func knit(_ weft: KnittedWeft) -> [Stitch]
}

extension Warp {
    public func adapt(_ weft: any Weft) -> (any Weft)? { weft }

    /// The name of the type of wefts this warp knits, for messages.
    var knittedWeftTypeName: String { String(describing: KnittedWeft.self) }

    /// Knits `weft` when it is of the type this warp knits; `nil` when it is not.
    func knit(anyWeft weft: any Weft) -> [Stitch]? {
        guard let typed = weft as? KnittedWeft else { return nil }
        return knit(typed)
    }

    public var isPresented: Bool { head.isPresented }
    public var presentation: AnyPublisher<Bool, Never> { head.presentation }
    public var dismissed: AnyPublisher<Void, Never> { head.dismissed }
    public var isMounted: Bool { head.isMounted }
}
