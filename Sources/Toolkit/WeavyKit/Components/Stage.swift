/// A container that shows one component at a time and replaces it as the app moves on:
/// the sign-in form, then the main interface.
///
/// Showing a new component dismisses the previous one for good, so the Loom releases
/// everything woven with it (its warps, its models) and the modals it presented close.
/// Make a stage a root warp's head to let the warp switch what the window shows:
///
/// ```swift
/// case .signedIn:
///     let tabs = TabBar(tabs: [inbox.stack, settings.stack])
///     stage.show(tabs)
///     return [
///         .weave(inbox, SingleWeftable(MailWeft.inbox)),
///         .weave(settings, SingleWeftable(MailWeft.settings)),
///     ]
/// ```
@MainActor
public final class Stage: Component {
    /// The component shown now: the last one given to ``show(_:)``. A child added by
    /// other means (`addChild`) is kept but neither shown nor focused.
    public private(set) var current: Component?

    /// Creates a stage, optionally showing `component` already.
    public init(title: String = "", showing component: Component? = nil) {
        super.init(title: title)
        if let component { show(component) }
    }

    /// Shows `component` in place of the current one, which is dismissed for good.
    public func show(_ component: Component) {
        guard component !== current else { return }
        if let current { removeChild(current) }
        current = component
        addChild(component)
    }

    public override var focusedChild: Component? { current }

    override var placesScreens: Bool { true }

    public override func shows(_ child: Component) -> Bool { child === current }

    public override func layout() {
        if let current { placeScreen(current, in: bounds) }
    }
}
