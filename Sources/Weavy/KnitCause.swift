/// Why the Loom knits a weft: it decides what the knit means for the warp's start.
enum KnitCause {
    /// The warp's own initial weft: deep links wait for it.
    case start
    /// Anything else: a weft emitted, forwarded, or sent as a deep link.
    case input
}
