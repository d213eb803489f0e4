/// Turns a main-actor handler into a plain callback for a subscription whose values
/// are always delivered on the main actor.
///
/// The Loom subscribes to subjects that main-actor weftables send on, so the compiler
/// guarantees the handler runs on the main actor. Debug builds check it anyway on each
/// call (`MainActor.assumeIsolated`); release builds convert the handler once, at
/// subscription, because the check costs more than the rest of a weft's trip through
/// the Loom.
func mainActorCallback(_ handler: @escaping @MainActor (any Weft) -> Void) -> (any Weft) -> Void {
    #if DEBUG
        return { weft in MainActor.assumeIsolated { handler(weft) } }
    #else
        return unsafeBitCast(handler, to: ((any Weft) -> Void).self)
    #endif
}
