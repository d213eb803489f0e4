import Foundation
import Testing
import Weavy
import WeavyKit
import WeavyPictures
import WeavyTesting

/// One picture of an article of the WeavyKit catalog: an article's example, made and
/// driven headless, drawn to `<name>.svg` (light) and `<name>~dark.svg` (dark) in the
/// catalog's Resources, which DocC shows in its light and dark modes.
struct WidgetPagePicture: CustomTestStringConvertible, Sendable {
    /// What to do with the example once it shows.
    typealias Action = @MainActor (HeadlessDriver) async throws -> Void

    /// The file name without its extension, as the article's `![…](name.svg)` names it.
    let name: String
    /// The screen's size in cells.
    let size: Size
    /// Text the screen shows once the action ran: the example did what the page says.
    let shows: [String]
    /// Starts the example on a headless terminal of a size and an appearance.
    let start: @MainActor @Sendable (Size, Appearance) throws -> (driver: HeadlessDriver, act: Action)

    var testDescription: String { name }

    /// A picture of the component `make` returns in a window `configure` set up (as an
    /// app does before it runs), after its action.
    init(
        name: String, size: Size, shows: [String],
        configure: @escaping @MainActor @Sendable (Window) -> Void = { _ in },
        make: @escaping @MainActor @Sendable () -> (content: Component, act: Action)
    ) {
        self.name = name
        self.size = size
        self.shows = shows
        start = { size, appearance in
            let (content, act) = make()
            let driver = try HeadlessDriver(size: size, appearance: appearance, content: content) { window in
                window.minimumSize = Size(columns: 1, rows: 1)
                configure(window)
            }
            return (driver, act)
        }
    }

    /// A picture of the app `app` weaves from its root warp, after its action.
    init(
        name: String, size: Size, shows: [String],
        app: @escaping @MainActor @Sendable () -> (root: any Warp, weftable: any Weftable, act: Action)
    ) {
        self.name = name
        self.size = size
        self.shows = shows
        start = { size, appearance in
            let (root, weftable, act) = app()
            let driver = try HeadlessDriver(size: size, appearance: appearance, root: root, weftable: weftable)
            return (driver, act)
        }
    }

    /// The WeavyKit documentation catalog's Resources folder.
    static let folder = DocsSources.packageRoot.appendingPathComponent(
        "Sources/Toolkit/WeavyKit/WeavyKit.docc/Resources")

    /// The file of the picture on a terminal of `appearance`.
    func file(for appearance: Appearance) -> URL {
        Self.folder.appendingPathComponent(appearance == .dark ? "\(name)~dark.svg" : "\(name).svg")
    }

    /// The picture as the example draws it now on a terminal of `appearance`.
    @MainActor
    func drawn(on appearance: Appearance) async throws -> String {
        let (driver, act) = try start(size, appearance)
        defer { driver.close() }
        try await act(driver)
        driver.render()
        for text in shows {
            #expect(driver.text.contains(text), "\(name): the screen does not show \(text)\n\(driver.text)")
        }
        return driver.snapshot.svg(PictureOptions(appearance: appearance))
    }
}

/// What `SNAPSHOT_TESTING_RECORD` asks of a picture that is missing or differs.
enum PictureRecording {
    case never, missing, all

    static var current: PictureRecording {
        switch ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] {
        case "all", "failed": .all
        case "never": .never
        default: .missing
        }
    }
}
