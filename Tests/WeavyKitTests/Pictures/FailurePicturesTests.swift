import Foundation
import Testing
import WeavyKit
import WeavyTesting

/// A failing styled snapshot draws the expected and the actual screen as pictures.
@MainActor
@Suite("Pictures of a failing styled snapshot")
struct FailurePicturesTests {
    /// A folder holding `reference` as the recorded snapshot of `test`.
    private func references(_ reference: String, test: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weavy-failure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(reference.utf8).write(to: folder.appendingPathComponent("\(test).1.txt"))
        return folder
    }

    /// The file a failure message names after `label`.
    private func picture(after label: String, in message: String) throws -> String {
        let line = try #require(
            message.split(separator: "\n").first { $0.hasPrefix(label) }, "no '\(label)' in \(message)")
        let url = try #require(URL(string: String(line.dropFirst(label.count))))
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test("The expected screen is rebuilt from the reference file, the actual one drawn as taken")
    func bothPictures() throws {
        let expectedDriver = try driver(WidgetScreen("Films", filmList()), columns: 30, rows: 6)
        expectedDriver.press(.down)
        let expected = expectedDriver.snapshot
        expectedDriver.close()
        let actualDriver = try driver(WidgetScreen("Films", filmList()), columns: 30, rows: 6)
        defer { actualDriver.close() }
        let folder = try references(expected.styledText, test: "bothPictures")
        defer { try? FileManager.default.removeItem(at: folder) }

        let message = try #require(
            verifySnapshot(
                of: actualDriver, as: .styledScreen, record: .never, snapshotDirectory: folder.path,
                testName: "bothPictures"))
        #expect(message.contains("@@"), "the text diff is still there")
        let options = PictureOptions(appearance: actualDriver.terminal.appearance)
        #expect(try picture(after: "Expected screen, as a picture: ", in: message) == expected.svg(options))
        #expect(try picture(after: "Actual screen, as a picture: ", in: message) == actualDriver.snapshot.svg(options))
    }

    @Test(
        "A reference that is not a styled snapshot still gets the actual picture, and the message says why not the other"
    )
    func plainReference() throws {
        let driver = try driver(WidgetScreen("Films", filmList()), columns: 30, rows: 6)
        defer { driver.close() }
        let folder = try references("some\nplain text", test: "plainReference")
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = try #require(
            verifySnapshot(
                of: driver, as: .styledScreen, record: .never, snapshotDirectory: folder.path,
                testName: "plainReference"))
        #expect(message.contains("The expected screen cannot be drawn: not a styled snapshot"))
        #expect(
            try picture(after: "Actual screen, as a picture: ", in: message)
                == driver.snapshot.svg(PictureOptions(appearance: .dark)))
    }

    @Test("A matching styled snapshot passes and draws nothing")
    func matching() throws {
        let driver = try driver(WidgetScreen("Films", filmList()), columns: 30, rows: 6)
        defer { driver.close() }
        let folder = try references(driver.styledText, test: "matching")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            verifySnapshot(
                of: driver, as: .styledScreen, record: .never, snapshotDirectory: folder.path, testName: "matching")
                == nil)
    }
}
