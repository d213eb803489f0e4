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
/// ```swift
/// @MainActor final class WishlistWarp: Warp {
///     let stack = NavigationStack()
///     var head: any Presentable { stack }
///
///     func knit(_ weft: any Weft) -> [Stitch] {
///         guard let weft = weft as? MovieWeft else { return [] }
///         switch weft {
///         case .moviePicked(let id):
///             let model = MovieModel(id: id)
///             let screen = MovieScreen(model: model)
///             stack.push(screen)
///             return [.weave(screen, model)]
///         default:
///             return []
///         }
///     }
/// }
/// ```
@MainActor
public protocol Warp: Presentable {
    /// The presentable this warp navigates in. It must be the same instance every time.
    var head: any Presentable { get }

    /// Gives the warp a chance to replace a weft, or drop it by returning `nil`, before it
    /// is knitted. Every weft goes through it: emitted, forwarded and deep links.
    /// The default returns the weft unchanged.
    func adapt(_ weft: any Weft) -> (any Weft)?

    /// Performs the navigation action for `weft` and returns what the Loom must do next.
    /// Return an empty array for wefts this warp does not handle.
    func knit(_ weft: any Weft) -> [Stitch]
}

extension Warp {
    public func adapt(_ weft: any Weft) -> (any Weft)? { weft }

    public var isPresented: Bool { head.isPresented }
    public var presentation: AnyPublisher<Bool, Never> { head.presentation }
    public var dismissed: AnyPublisher<Void, Never> { head.dismissed }
    public var isMounted: Bool { head.isMounted }
}
