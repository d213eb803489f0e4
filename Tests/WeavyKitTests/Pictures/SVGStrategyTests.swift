import Foundation
import Testing
import WeavyKit
import WeavyTesting

/// The `.svg` snapshot strategies, used as their documentation shows.
@MainActor
@Suite("SVG snapshot strategies")
struct SVGStrategyTests {
    @Test("assertSnapshot(of: driver, as: .svg) records the driver's picture in its appearance's colors")
    func driverStrategy() throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 30, rows: 6), appearance: .light, content: WidgetScreen("Films", filmList()))
        defer { driver.close() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weavy-svg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = verifySnapshot(
            of: driver, as: .svg, named: "screen", record: .all, snapshotDirectory: folder.path,
            testName: "driverStrategy")
        #expect(message?.contains("Record mode is on") == true)
        let recorded = try String(
            contentsOf: folder.appendingPathComponent("driverStrategy.screen.svg"), encoding: .utf8)
        #expect(recorded == driver.snapshot.svg(PictureOptions(appearance: .light)))
        #expect(recorded.contains(##"fill="#ffffff"/>"##), "light: a white background")
        #expect(
            verifySnapshot(
                of: driver, as: .svg, named: "screen", record: .never, snapshotDirectory: folder.path,
                testName: "driverStrategy") == nil)
        driver.press(.down)
        let failure = verifySnapshot(
            of: driver, as: .svg, named: "screen", record: .never, snapshotDirectory: folder.path,
            testName: "driverStrategy")
        #expect(failure?.contains("does not match reference") == true)
    }

    @Test("The documented examples compile and draw what they say")
    func documentedExamples() throws {
        let driver = try HeadlessDriver(size: Size(columns: 30, rows: 6), content: WidgetScreen("Films", filmList()))
        defer { driver.close() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weavy-svg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // PictureOptions and .svg(options)
        var options = PictureOptions(appearance: .light)
        options.showsCursor = false
        _ = verifySnapshot(
            of: driver, as: .svg(options), record: .all, snapshotDirectory: folder.path, testName: "options")
        let recorded = try String(contentsOf: folder.appendingPathComponent("options.1.svg"), encoding: .utf8)
        #expect(recorded == driver.snapshot.svg(options))
        // Snapshot.svg(_:)
        let hello = "Hello".map { Snapshot.Cell(character: String($0), width: 1, style: .plain) }
        let snapshot = Snapshot(size: Size(columns: 5, rows: 1), rows: [hello], cursor: nil)
        let picture = snapshot.svg(PictureOptions(appearance: .light))
        #expect(picture.contains(">Hello</text>"))
        // ScreenAnimation
        let first = driver.snapshot
        driver.press(.down)
        let animation = ScreenAnimation(frames: [
            ScreenFrame(time: .zero, snapshot: first),
            ScreenFrame(time: .milliseconds(400), snapshot: driver.snapshot),
        ])
        let animated = try animation.svg(PictureOptions(appearance: driver.terminal.appearance))
        #expect(animated.contains("16.666%{transform:translateX(-270px)}"))
    }
}
