import OpenCombine

/// Anything that emits wefts: a screen's model, a service watching the network, a timer.
///
/// Screens never navigate themselves. Their model emits a weft, and the ``Loom`` hands
/// it to the ``Warp`` that wove the model, but only while the presentable it was woven
/// with is presented (see ``Stitch/weave(_:_:allowWhenHidden:)``).
///
/// ```swift
/// @MainActor final class MovieListModel: Weftable {
///     let wefts = PassthroughSubject<any Weft, Never>()
///     func pick(_ movie: Movie) { wefts.send(MovieWeft.moviePicked(id: movie.id)) }
/// }
/// ```
@MainActor
public protocol Weftable: AnyObject {
    /// The subject the weftable sends its wefts through.
    var wefts: PassthroughSubject<any Weft, Never> { get }

    /// The weft to handle when the weftable's presentable is first presented, if any.
    /// Defaults to `nil`.
    var initialWeft: (any Weft)? { get }
}

extension Weftable {
    public var initialWeft: (any Weft)? { nil }
}

/// A weftable that emits one weft, as its ``initialWeft``, and nothing else.
///
/// Typically used to start a warp: `loom.weave(mainWarp, with: SingleWeftable(AppWeft.start))`.
@MainActor
public final class SingleWeftable: Weftable {
    public let wefts = PassthroughSubject<any Weft, Never>()
    public let initialWeft: (any Weft)?

    /// Creates a weftable whose only weft is `weft`.
    public init(_ weft: any Weft) {
        initialWeft = weft
    }
}

/// A weftable that emits what it is given, at once: the model of a screen whose only
/// job is to say what the user chose.
///
/// ```swift
/// let picks = WeftEmitter()
/// list.onActivate = { movie, _ in picks.send(MovieWeft.moviePicked(id: movie.id)) }
/// stack.push(list)
/// return [.weave(list, picks)]
/// ```
///
/// It is main-actor bound, like the screen that calls it; background work sends through
/// a ``RelayWeftable`` instead.
@MainActor
public final class WeftEmitter: Weftable {
    public let wefts = PassthroughSubject<any Weft, Never>()
    public let initialWeft: (any Weft)?

    /// Creates an emitter, optionally with an initial weft.
    public init(initialWeft: (any Weft)? = nil) {
        self.initialWeft = initialWeft
    }

    /// Emits `weft` now: the Loom knits it at once, or after the knit under way.
    public func send(_ weft: any Weft) {
        wefts.send(weft)
    }
}

/// A weftable that never emits: for presentables whose wefts do not matter. A warp shows
/// a screen with no model with ``Stitch/show(_:)``.
@MainActor
public final class SilentWeftable: Weftable {
    public let wefts = PassthroughSubject<any Weft, Never>()

    /// Creates a weftable that never emits.
    public init() {}
}
