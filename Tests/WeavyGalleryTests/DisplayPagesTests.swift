import SnapshotTesting
import Testing
import Weavy
import WeavyKit
import WeavyTesting

@testable import WeavyGallery

/// The display pages of the gallery at 80×24, as text and with styles (the files in
/// `__Snapshots__/DisplayPagesTests/`; review them by eye when they change), and each
/// page used by keys and the mouse.
@MainActor
@Suite("Gallery: the display pages")
struct DisplayPagesTests {
    /// The gallery at 80×24 with the page titled `title` open.
    func open(_ title: String) throws -> HeadlessDriver { try galleryDriver(openingPage: title) }

    /// The screen as text and with styles, named after the calling test and `name`.
    func snapshot(
        _ driver: HeadlessDriver, _ name: String, fileID: StaticString = #fileID, file: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) {
        assertSnapshot(
            of: driver, as: .screen, named: name, fileID: fileID, file: file, testName: testName, line: line,
            column: column)
        assertSnapshot(
            of: driver, as: .styledScreen, named: "\(name)-styled", fileID: fileID, file: file, testName: testName,
            line: line, column: column)
    }

    @Test("Scroll view: a long document, scrolled by keys and the wheel")
    func scrollView() throws {
        let driver = try open("Scroll view")
        defer { driver.close() }
        snapshot(driver, "top")
        let first = driver.snapshot.lines[4]
        driver.press(.pageDown)
        driver.press(.mouse(MouseEvent(.wheelDown, at: Point(column: 10, row: 10))))
        #expect(driver.snapshot.lines[4] != first)
        driver.press(.home)
        #expect(driver.snapshot.lines[4] == first)
    }

    @Test("List: filtered by typing, films added and deleted around the selection")
    func list() throws {
        let driver = try open("List")
        defer { driver.close() }
        snapshot(driver, "initial")
        try driver.send("jj/o")
        snapshot(driver, "filtered")
        driver.press(.escape)
        // Parasite (selected by jj) has no "o": the filter selected its best match, Oldboy.
        let row = try #require(driver.snapshot.lines.firstIndex { $0.contains("Oldboy") })
        #expect(driver.snapshot.style(at: Point(column: 3, row: row)) == .init(Theme.ansi256.selection))
        try driver.send("a")
        #expect(driver.snapshot.lines[row].contains("Oldboy"), "the selected row stays where it was")
        try driver.send("gd")
        #expect(!driver.text.contains("New film") && driver.text.contains("Spirited Away"))
    }

    @Test("Table: films with CJK titles, sorted by a key and by a click on a header")
    func table() throws {
        let driver = try open("Table")
        defer { driver.close() }
        snapshot(driver, "initial")
        try driver.send("ss")
        #expect(driver.text.contains("Original title ↑"))
        let header = try #require(driver.snapshot.lines.firstIndex { $0.contains("Year") })
        let yearColumn = try #require(driver.snapshot.lines[header].range(of: "Year")).lowerBound
        let column = driver.snapshot.lines[header].distance(
            from: driver.snapshot.lines[header].startIndex, to: yearColumn)
        driver.press(.mouse(MouseEvent(.click, at: Point(column: column, row: header))))
        #expect(driver.text.contains("Year ↑"))
        driver.press("g")
        #expect(driver.snapshot.lines[header + 1].contains("Metropolis"))
        driver.press(.enter)
        #expect(driver.window.toast?.message.contains("1927") == true)
    }

    @Test("Progress bar: keys and clicks move the bars")
    func progress() throws {
        let driver = try open("Progress bar")
        defer { driver.close() }
        snapshot(driver, "initial")
        driver.press(.right, times: 2)
        #expect(driver.text.contains("47%"))
        let row = try #require(driver.snapshot.lines.firstIndex { $0.contains("Not started") })
        driver.press(.mouse(MouseEvent(.click, at: Point(column: 39, row: row))))
        #expect(driver.snapshot.lines[row].contains("50%"))
    }

    @Test("Spinner: frames advance while shown; back on the index none is scheduled")
    func spinner() throws {
        let driver = try open("Spinner")
        defer { driver.close() }
        snapshot(driver, "initial")
        driver.advanceTime(by: .milliseconds(80))
        #expect(driver.text.contains("⠙ Loading"))
        driver.press(" ")
        #expect(driver.window.advanceTime(by: .milliseconds(120)) == 1, "only the ASCII spinner turns")
        driver.press(.escape)
        #expect(driver.window.advanceTime(by: .seconds(10)) == 0, "no spinner in view: no wake-up")
    }

    @Test("Toasts: keys and clicks post info and error notices, one at a time")
    func toasts() throws {
        let driver = try open("Toasts")
        defer { driver.close() }
        try driver.send("ie")
        snapshot(driver, "info")
        #expect(driver.window.queuedToasts.count == 1)
        driver.advanceTime(by: .seconds(3))
        #expect(driver.window.toast?.kind == .error)
        let row = try #require(driver.snapshot.lines.firstIndex { $0.contains("dismiss all") })
        let buttons = driver.snapshot.lines[row]
        let column = buttons.distance(
            from: buttons.startIndex, to: try #require(buttons.range(of: "d  dismiss")).lowerBound)
        driver.press(.mouse(MouseEvent(.click, at: Point(column: column, row: row))))
        #expect(driver.window.toast == nil)
    }

    @Test("Stacks: fixed, fitted and flexible children; alignment and spacing change")
    func stacks() throws {
        let driver = try open("Stacks")
        defer { driver.close() }
        snapshot(driver, "initial")
        let before = driver.text
        try driver.send("as")
        #expect(driver.text != before)
    }
}
