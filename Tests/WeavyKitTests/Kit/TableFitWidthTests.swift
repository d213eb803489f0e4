import Testing
import WeavyTesting

@testable import WeavyKit

/// A fitted column of a long table: measured a slice at a time after the first frame,
/// and kept, not measured again, until the rows change.
@MainActor
@Suite("Table: fitted widths of a long table")
struct TableFitWidthTests {
    struct Entry {
        let id: Int
        let name: String
    }

    static let count = TableFitWidths.sliceRows * 3 + 17

    /// Rows named `r0`, `r1`…, with one much wider name far down.
    static func entries(wideAt wide: Int) -> [Entry] {
        (0..<count).map { Entry(id: $0, name: $0 == wide ? String(repeating: "w", count: 40) : "r\($0)") }
    }

    static func table(_ rows: [Entry]) -> Table<Entry> {
        Table(rows: rows, id: \.id, columns: [.init("Name", value: \.name), .init("Id", value: { String($0.id) })])
    }

    /// Where the header of the second column starts.
    static func idColumn(in driver: HeadlessDriver) -> Int? {
        driver.snapshot.lines.first.flatMap { $0.range(of: "Id") }.map { range in
            driver.snapshot.lines[0].distance(from: driver.snapshot.lines[0].startIndex, to: range.lowerBound)
        }
    }

    @Test("The first frame measures a slice and the rows in view; the rest widens the column on later turns")
    func measuredInSlices() throws {
        let table = Self.table(Self.entries(wideAt: Self.count - 5))
        let driver = try HeadlessDriver(size: Size(columns: 80, rows: 12), content: table)
        #expect(table.fitWidths.measured == TableFitWidths.firstSliceRows, "only the first slice at the first frame")
        let narrow = try #require(Self.idColumn(in: driver))
        #expect(narrow < 20, "the wide name far down is not measured yet")
        for _ in 0..<4 { driver.advanceTime(by: .milliseconds(2)) }
        #expect(table.fitWidths.isComplete(rowCount: Self.count))
        let wide = try #require(Self.idColumn(in: driver))
        #expect(wide >= 40, "the column widened to the 40-cell name: Id at \(wide)")
    }

    @Test("Rows in view count at once, however far down they are")
    func rowsInViewAtOnce() throws {
        let table = Self.table(Self.entries(wideAt: Self.count - 1))
        table.select(Self.count - 1)
        let driver = try HeadlessDriver(size: Size(columns: 80, rows: 12), content: table)
        #expect(table.fitWidths.measured == TableFitWidths.firstSliceRows)
        #expect(table.fitWidths.widest[0] == 40, "the selected last row is in view at the first frame")
        #expect(try #require(Self.idColumn(in: driver)) >= 40)
    }

    @Test("Without a window every row is measured at once; a change of rows measures again")
    func withoutWindow() throws {
        let table = Self.table(Self.entries(wideAt: Self.count - 5))
        table.layout()
        #expect(table.fitWidths.isComplete(rowCount: Self.count))
        #expect(table.fitWidths.widest[0] == 40)
        table.rows.removeLast(10)
        #expect(table.fitWidths.measured == 0, "forgotten when the rows change")
        table.layout()
        #expect(table.fitWidths.widest[0] == String(Self.count - 11).count + 1, "the wide row is gone: r and digits")
    }

    @Test("A sort or a filter keeps the measured widths")
    func keptAcrossSortAndFilter() throws {
        let table = Self.table(Self.entries(wideAt: 3))
        table.allowsFiltering = true
        let driver = try HeadlessDriver(size: Size(columns: 80, rows: 12), content: table)
        for _ in 0..<4 { driver.advanceTime(by: .milliseconds(2)) }
        let measured = table.fitWidths.measured
        #expect(measured == Self.count)
        table.sortOrder = .init(column: 0)
        table.startFilter("r1")
        table.finishFiltering()
        driver.render()
        #expect(table.fitWidths.measured == measured)
        #expect(table.fitWidths.widest[0] == 40)
    }
}
