/// A navigation state or intent: "the user picked this movie", "the API key is set".
///
/// Wefts are plain values, usually the cases of one enum per app. They can carry what the
/// next screen needs (an identifier, some text). A ``Weftable`` emits them; a ``Warp``
/// turns each one into a navigation action in its ``Warp/knit(_:)``.
///
/// ```swift
/// enum MovieWeft: Weft {
///     case movieList
///     case moviePicked(id: Int)
/// }
/// ```
///
/// Wefts are `Sendable`, so they can be produced on any thread and handed to the main
/// actor, where all navigation happens.
public protocol Weft: Sendable {}
