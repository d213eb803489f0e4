extension Component {
    /// Places `screen`, a screen this container shows, in `rect` less the room the
    /// screen asks around it (``Component/screenInsets``).
    func placeScreen(_ screen: Component, in rect: Rect) {
        place(screen, in: rect.inset(by: screen.screenInsets))
    }
}
