import SnapshotTesting
import WeavyKit
import WeavyPictures

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
    ///
    /// When it fails, the expected and the actual screen are also drawn as SVG pictures
    /// (in xterm's colors for the driver's appearance) next to the failed snapshot, and
    /// the failure message gives their paths.
    @MainActor
    public static var styledScreen: Snapshotting {
        let taken = TakenScreen(options: PictureOptions())
        return Snapshotting(pathExtension: "txt", diffing: .styledScreen(taken: taken)) { driver in
            MainActor.assumeIsolated {
                let snapshot = driver.snapshot
                taken.snapshot = snapshot
                taken.options = PictureOptions(appearance: driver.terminal.appearance)
                return snapshot.styledText
            }
        }
    }
}

/// Snapshot strategies for a terminal's `Snapshot`, as text files that diff line by line.
extension Snapshotting where Value == Snapshot, Format == String {
    /// A snapshot's plain text.
    public static var text: Snapshotting {
        Snapshotting<String, String>.lines.pullback(\.text)
    }

    /// A snapshot's text with styles; when it fails, the expected and the actual screen
    /// are also drawn as SVG pictures (as `.styledScreen` does, in the dark colors).
    public static var styledText: Snapshotting {
        let taken = TakenScreen(options: PictureOptions())
        return Snapshotting(pathExtension: "txt", diffing: .styledScreen(taken: taken)) { snapshot in
            taken.snapshot = snapshot
            return snapshot.styledText
        }
    }
}
