import SnapshotTesting
import WeavyKit

/// Snapshot strategies for a ``HeadlessDriver``'s screen, as text files that diff line
/// by line.
extension Snapshotting where Value == HeadlessDriver, Format == String {
    /// The driver's screen as plain text, compared line by line.
    ///
    /// ```swift
    /// assertSnapshot(of: driver, as: .screen)
    /// ```
    @MainActor
    public static var screen: Snapshotting {
        Snapshotting<String, String>.lines.pullback { driver in
            MainActor.assumeIsolated { driver.text }
        }
    }

    /// The driver's screen with its styles (see `Snapshot.styledText`).
    @MainActor
    public static var styledScreen: Snapshotting {
        Snapshotting<String, String>.lines.pullback { driver in
            MainActor.assumeIsolated { driver.styledText }
        }
    }
}

/// Snapshot strategies for a terminal's `Snapshot`, as text files that diff line by line.
extension Snapshotting where Value == Snapshot, Format == String {
    /// A snapshot's plain text.
    public static var text: Snapshotting {
        Snapshotting<String, String>.lines.pullback(\.text)
    }

    /// A snapshot's text with styles.
    public static var styledText: Snapshotting {
        Snapshotting<String, String>.lines.pullback(\.styledText)
    }
}
