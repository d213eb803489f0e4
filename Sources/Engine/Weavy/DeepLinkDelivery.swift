/// What a deep link does with a warp whose head has never been shown, such as the warp
/// of a tab not yet visited: its initial weft waits for that first presentation.
///
/// Either way the link reaches the warp after its own start, and only warps alive when
/// the link is sent (or woven while it is handled) receive it.
public enum DeepLinkDelivery: Sendable, Equatable {
    /// The warp starts at once, while hidden: it knits its initial weft, then the link.
    /// Nothing is left waiting, so the link cannot surface minutes later when the tab is
    /// first visited. The default.
    case startingUnshownWarps

    /// The warp keeps the link and knits it right after its initial weft, when its head
    /// is first shown, however much later that is (or never, if it never is). Ask for it
    /// when a link should open in a tab once the user goes there.
    case waitingUntilShown
}
