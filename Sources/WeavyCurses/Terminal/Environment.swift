import Glibc

/// Reading the process environment and the locale, without Foundation.
enum ProcessEnvironment {
    /// The current environment as a dictionary.
    static func current() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    /// Makes sure the character type locale is UTF-8, which wide characters need.
    ///
    /// - Parameter adoptUserLocale: take the user's locale (`LANG`, `LC_ALL`) first when
    ///   the program has not chosen one yet. Embedded terminals pass `false`: the host's
    ///   locale is its own business.
    /// - Returns: `false` when no UTF-8 locale could be set.
    static func ensureUTF8Locale(adoptUserLocale: Bool) -> Bool {
        if isUTF8() { return true }
        if adoptUserLocale, currentCharacterLocale() == "C" || currentCharacterLocale() == "POSIX" {
            setlocale(LC_ALL, "")
            if isUTF8() { return true }
        }
        if !adoptUserLocale { return false }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8() { return true }
        }
        return false
    }

    private static func currentCharacterLocale() -> String {
        guard let name = setlocale(LC_CTYPE, nil) else { return "C" }
        return String(cString: name)
    }

    private static func isUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
