import Glibc

/// Reading the process environment and the locale, without Foundation.
package enum ProcessEnvironment {
    /// The current environment as a dictionary.
    package static func current() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            // By bytes: finding "=" among characters cost 5,000 instructions an entry.
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                result[String(text[..<equals])] = String(text[text.utf8.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    /// The variables among `names` that are set, as a dictionary: for a caller that needs
    /// a few, since reading the whole environment costs some 3,000 instructions a
    /// variable (a start-up read it three times, 0.45 M instructions, for four names).
    package static func current(only names: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { result[name] = String(cString: value) }
        }
        return result
    }

    /// Makes sure the character type locale is UTF-8, which wide characters need: the
    /// user's locale (`LANG`, `LC_ALL`) when the program has not chosen one yet, else the
    /// first UTF-8 locale installed. A program (or embedding host) that already runs in a
    /// UTF-8 locale keeps it.
    ///
    /// - Returns: `false` when no UTF-8 locale could be set.
    package static func ensureUTF8Locale() -> Bool {
        if isUTF8() { return true }
        let current = currentCharacterLocale()
        if current == "C" || current == "POSIX" {
            setlocale(LC_ALL, "")
            if isUTF8() { return true }
        }
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
