import Testing
import WeavyTesting

@testable import WeavyKit

@MainActor
@Suite("Text given as runs: a Label's and a ScrollView's links reach the cells and the terminal")
struct TextRunLinkTests {
    static let log = Link("https://ci.example.org/runs/812")
    /// 29 cells of text before the link, so that at 30 columns it wraps after "at".
    static let runs = [
        TextRun("The build failed; the log is at "),
        TextRun("ci example org runs 812", style: \.accent, link: log),
        TextRun(" now."),
    ]

    /// Where each link is on the rows, as "row:first-last" per run of cells.
    private func linkedCells(_ snapshot: Snapshot, link: Link) -> [String] {
        var found: [String] = []
        for (row, cells) in snapshot.rows.enumerated() {
            let columns = cells.indices.filter { cells[$0].link == link }
            if let first = columns.first, let last = columns.last {
                #expect(columns.count == last - first + 1, "one run per row")
                found.append("\(row):\(first)-\(last)")
            }
        }
        return found
    }

    @Test("A Label's run wrapped onto two lines carries its link on both, and its role")
    func labelCells() throws {
        let label = Label(runs: Self.runs)
        let driver = try HeadlessDriver(size: Size(columns: 30, rows: 6), content: label)
        defer { driver.close() }
        driver.window.showsStatusLine = false
        driver.render()
        let lines = driver.text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
        #expect(lines.prefix(3) == ["The build failed; the log is", "at ci example org runs 812", "now."])
        #expect(linkedCells(driver.snapshot, link: Self.log) == ["1:3-25"])
        // Narrower, the link itself wraps: two pieces, one link.
        driver.resize(to: Size(columns: 20, rows: 8))
        driver.render()
        let pieces = linkedCells(driver.snapshot, link: Self.log)
        #expect(pieces == ["1:14-15", "2:0-19"], "\(driver.text)")
        let snapshot = driver.snapshot
        let linked = try #require(snapshot.rows.joined().first { $0.link == Self.log })
        #expect(linked.style != snapshot.rows[0][0].style, "the run is drawn in its own role")
        #expect(snapshot.rows[0][0].link == nil)
    }

    @Test("Label.runs gives back what it was given; setting text drops the links")
    func labelRunsRoundTrip() {
        let label = Label(runs: Self.runs)
        #expect(label.runs == Self.runs)
        #expect(label.text == "The build failed; the log is at ci example org runs 812 now.")
        label.text = "plain"
        #expect(label.runs == [TextRun("plain")])
    }

    @Test("A ScrollView's runs block keeps its link on its lines as the document scrolls")
    func scrollViewCells() throws {
        let filler = (1...30).map { ScrollView.Block.paragraph("Line \($0)") }
        let document = ScrollView(filler + [.runs(Self.runs)])
        let driver = try HeadlessDriver(size: Size(columns: 32, rows: 5), content: document)
        defer { driver.close() }
        driver.window.showsStatusLine = false
        driver.render()
        #expect(linkedCells(driver.snapshot, link: Self.log).isEmpty)
        driver.press(.end)
        driver.render()
        // 30 columns beside the bar: as in the label, "at" starts the second line.
        #expect(driver.text.contains("at ci example org runs 812"), "\(driver.text)")
        #expect(linkedCells(driver.snapshot, link: Self.log).map { $0.drop { $0 != ":" } } == [":3-25"])
    }

    @Test("A stream terminal with links writes the wrapped run inside one OSC 8 id, and closes it")
    func streamWritesOneLink() throws {
        let sink = ByteSink()
        let terminal = try Terminal.stream(size: Size(columns: 20, rows: 8), output: { sink.append($0) })
        terminal.outputFeatures = [.hyperlinks]
        let window = Window(content: Label(runs: Self.runs))
        window.showsStatusLine = false
        window.attach(to: terminal)
        window.render()
        let text = sink.text
        let open = "\u{1B}]8;id=\(Self.log.writtenID);\(Self.log.url)\u{1B}\\"
        let close = "\u{1B}]8;;\u{1B}\\"
        let opened = try #require(text.range(of: open), "\(text.debugDescription)")
        let closed = try #require(text[opened.upperBound...].range(of: close))
        let inside = text[opened.upperBound..<closed.lowerBound]
        #expect(inside.contains("ci") && inside.contains("812"), "\(inside.debugDescription)")
        #expect(!inside.contains("build") && !inside.contains("now"))
        #expect(text.components(separatedBy: "\u{1B}]8;id=").count == 2, "one link, opened once")
        window.close()
        terminal.close()
    }
}
