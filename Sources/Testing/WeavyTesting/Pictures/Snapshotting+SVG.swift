import SnapshotTesting
import WeavyKit
import WeavyPictures

/// Snapshot strategies that store a ``HeadlessDriver``'s screen as an SVG picture
/// (`.svg` files a reviewer opens in a browser; compared as text, line by line).
extension Snapshotting where Value == HeadlessDriver, Format == String {
    /// The driver's screen as an SVG picture, in xterm's colors for the driver's
    /// appearance.
    ///
    /// ```swift
    /// assertSnapshot(of: driver, as: .svg)
    /// ```
    @MainActor
    public static var svg: Snapshotting { svg(nil) }

    /// The driver's screen as an SVG picture drawn with `options` (`nil`: xterm's colors
    /// for the driver's appearance).
    ///
    /// ```swift
    /// var options = PictureOptions(appearance: .light)
    /// options.showsCursor = false
    /// assertSnapshot(of: driver, as: .svg(options))
    /// ```
    @MainActor
    public static func svg(_ options: PictureOptions?) -> Snapshotting {
        Snapshotting<String, String>(pathExtension: "svg", diffing: .lines).pullback { driver in
            MainActor.assumeIsolated {
                driver.snapshot.svg(options ?? PictureOptions(appearance: driver.terminal.appearance))
            }
        }
    }
}

/// Snapshot strategies that store a terminal's `Snapshot` as an SVG picture.
extension Snapshotting where Value == Snapshot, Format == String {
    /// The snapshot as an SVG picture drawn with `options`.
    ///
    /// ```swift
    /// assertSnapshot(of: driver.terminal.snapshot(), as: .svg(PictureOptions(appearance: .light)))
    /// ```
    public static func svg(_ options: PictureOptions = PictureOptions()) -> Snapshotting {
        Snapshotting<String, String>(pathExtension: "svg", diffing: .lines).pullback { $0.svg(options) }
    }
}
