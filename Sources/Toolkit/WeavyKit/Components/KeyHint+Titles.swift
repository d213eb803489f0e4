extension KeyHint {
    /// A button's or an action's title as a hint's action: hints read in lower case
    /// (`Enter open`, `Esc back`), so `Cancel` is `cancel` and `Sign out` is `sign out`.
    /// A title that starts with a word in capitals (`OK`, `TLS settings`) is kept as it
    /// is: lower-casing it would misspell it.
    public static func action(forTitle title: String) -> String {
        guard let first = title.first, first.isUppercase else { return title }
        let second = title.dropFirst().first
        if let second, second.isUppercase { return title }
        return first.lowercased() + title.dropFirst()
    }
}
