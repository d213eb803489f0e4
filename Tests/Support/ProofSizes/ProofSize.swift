import Glibc

/// The sizes of the reliability proofs: modest in CI, ten times bigger for a soak run.
///
/// ```sh
/// swift test                          # CI sizes: all proofs together well under 10 minutes
/// WEAVY_SOAK=1 swift test -c release  # every count and byte budget × 10
/// ```
///
/// Read once, with `getenv` (no Foundation in the tests either).
enum Soak {
    /// Whether `WEAVY_SOAK=1` is set.
    static let isEnabled: Bool = {
        guard let value = getenv("WEAVY_SOAK") else { return false }
        return String(cString: value) == "1"
    }()

    /// 10 in a soak run, else 1.
    static var factor: Int { isEnabled ? 10 : 1 }

    /// `count` iterations (or bytes), times ten in a soak run.
    static func scaled(_ count: Int) -> Int { count * factor }
}
