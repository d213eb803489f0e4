import Glibc

/// The sizes of the long proofs (the reliability proofs, the table's edit models): what CI
/// runs, ten times more for a soak run, and the longest a tenth under a sanitizer.
///
/// ```sh
/// swift test                          # CI sizes: all proofs together well under 10 minutes
/// WEAVY_SOAK=1 swift test -c release  # every count and byte budget × 10
/// WEAVY_UNDER_SANITIZER=1 swift test --sanitize=address  # the longest a tenth (test.sh sets it)
/// ```
///
/// A sanitizer finds a bad access, a leak or a race the first time the code runs it; the
/// counts are there for the invariants, which the plain run proves at full size. Under
/// AddressSanitizer the suite takes about three times the plain run's CPU, and the key
/// fuzz's million bytes alone take 110 s of it in the plain run.
///
/// Read once, with `getenv` (no Foundation in the tests either).
public enum ProofSize {
    /// Whether `WEAVY_SOAK=1` is set.
    public static let isSoak = isSet("WEAVY_SOAK")

    /// Whether `WEAVY_UNDER_SANITIZER=1` is set (a soak run wins over it).
    public static let isUnderSanitizer = isSet("WEAVY_UNDER_SANITIZER")

    /// `count` iterations (or bytes), times ten in a soak run; under a sanitizer
    /// `underSanitizer` when given (the longest proofs give a tenth), else `count`.
    public static func scaled(_ count: Int, underSanitizer: Int? = nil) -> Int {
        if isSoak { return count * 10 }
        return isUnderSanitizer ? underSanitizer ?? count : count
    }

    private static func isSet(_ name: String) -> Bool {
        guard let value = getenv(name) else { return false }
        return String(cString: value) == "1"
    }
}
