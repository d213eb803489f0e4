/// A window-wide key binding.
@MainActor
struct KeyBinding {
    /// When a binding gets its key.
    enum Phase {
        /// Before any component: the key always does this (Ctrl-C).
        case beforeFocus
        /// After the focused components and their containers did not use the key.
        case afterFocus
    }

    let key: Key
    let hint: KeyHint?
    let phase: Phase
    /// Whether it also works while a modal is up.
    let worksUnderModals: Bool
    /// What the key does; it receives the window, so it never has to capture it.
    let action: @MainActor (Window) -> Void
}
