import Foundation
import Testing
import WeavyNcursesTesting
import WeavyPictures
import WeavyTesting

@testable import WeavyKit

/// A line of text that is a link, and a word with a curly red underline.
final class LinkedText: Component {
    static let link = Link("https://example.org/issues/45", id: "issue-45")
    static let misspelled = Style.plain.underlined(.curly, color: .ansi(1))

    override func draw(in canvas: Canvas) {
        canvas.text("Issue 45", at: Point(column: 0, row: 0), link: Self.link)
        // The same link wrapped onto the next line: one link to the terminal.
        canvas.text("continued", at: Point(column: 0, row: 1), link: Self.link)
        canvas.text("teh", at: Point(column: 0, row: 2), style: Self.misspelled)
        canvas.text("plain", at: Point(column: 4, row: 2))
    }
}

@MainActor
@Suite("Links and underline styles: kept in memory, written where the terminal has them, plain elsewhere")
struct LinksAndUnderlinesTests {
    @Test("A cell stays 32 bytes: its link and underline color are an index into its buffer's table")
    func cellSize() {
        #expect(MemoryLayout<Cell>.size == 32)
        #expect(MemoryLayout<Cell>.stride == 32)
    }

    @Test("A headless terminal keeps the link on every cell of it and the underline's style and color")
    func headlessKeepsThem() throws {
        let driver = try HeadlessDriver(size: Size(columns: 40, rows: 10), content: LinkedText())
        defer { driver.close() }
        driver.window.showsStatusLine = false
        driver.render()
        let snapshot = driver.snapshot
        #expect(snapshot.rows[0].prefix(8).allSatisfy { $0.link == LinkedText.link })
        #expect(snapshot.rows[0][8].link == nil)
        #expect(snapshot.rows[1].prefix(9).allSatisfy { $0.link == LinkedText.link })
        let teh = snapshot.rows[2][0].style
        #expect(teh.underlineStyle == .curly && teh.underlineColor == 1 && teh.attributes.contains(.underline))
        #expect(snapshot.rows[2][4].style == .plain && snapshot.rows[2][4].link == nil)
        let styled = snapshot.styledText
        #expect(styled.contains("underline curly ul=1"), "\(styled)")
        #expect(styled.contains("link 0-7,0 https://example.org/issues/45 (issue-45)"), "\(styled)")
        #expect(styled.contains("link 0-8,1 https://example.org/issues/45 (issue-45)"))
    }

    @Test("A stream terminal with links and styled underlines writes OSC 8 with one id, 4:3 and 58")
    func streamWritesThem() throws {
        let sink = ByteSink()
        let terminal = try Terminal.stream(size: Size(columns: 40, rows: 10), output: { sink.append($0) })
        terminal.outputFeatures = [.hyperlinks, .styledUnderlines]
        let window = Window(content: LinkedText())
        window.showsStatusLine = false
        window.attach(to: terminal)
        window.render()
        let text = sink.text
        let open = "\u{1B}]8;id=issue-45;https://example.org/issues/45\u{1B}\\"
        let close = "\u{1B}]8;;\u{1B}\\"
        // Both lines are written inside the link (a cursor move keeps it, as it keeps a
        // style), and it is closed before anything else is written.
        let opened = try #require(text.range(of: open), "\(text.debugDescription)")
        let closed = try #require(text[opened.upperBound...].range(of: close))
        let inside = text[opened.upperBound..<closed.lowerBound]
        #expect(inside.contains("Issue 45") && inside.contains("continued"), "\(inside.debugDescription)")
        #expect(!text[closed.upperBound...].contains("Issue") && !text[closed.upperBound...].contains("continued"))
        #expect(text.contains("\u{1B}[4:3m") && text.contains("\u{1B}[58:5:1m"))
        // After the frame no link is left open: the last link sequence is a close.
        let lastOpen = try #require(text.range(of: "\u{1B}]8;id=", options: .backwards))
        #expect(text[lastOpen.upperBound...].contains(close))
        #expect(terminal.snapshot().rows[0][0].link == LinkedText.link)
        // A frame that changes nothing writes nothing, links included.
        sink.clear()
        window.setNeedsDisplay()
        window.render()
        #expect(!sink.text.contains("\u{1B}]8"))
        window.close()
        terminal.close()
    }

    @Test("Without the features the same screen is plain text and a plain underline")
    func streamDegrades() throws {
        let sink = ByteSink()
        let terminal = try Terminal.stream(size: Size(columns: 40, rows: 10), output: { sink.append($0) })
        #expect(terminal.outputFeatures.isEmpty, "xterm-256color is assumed to have none")
        let window = Window(content: LinkedText())
        window.showsStatusLine = false
        window.attach(to: terminal)
        window.render()
        let text = sink.text
        #expect(text.contains("Issue 45") && text.contains("continued"))
        #expect(!text.contains("\u{1B}]8") && !text.contains("4:3") && !text.contains("58:"))
        #expect(text.contains("\u{1B}[4m"))
        let snapshot = terminal.snapshot()
        #expect(snapshot.rows[0][0].link == nil)
        #expect(snapshot.rows[2][0].style.underlineStyle == .single && snapshot.rows[2][0].style.underlineColor == -1)
        window.close()
        terminal.close()
    }

    @Test("Controls in a link's URL or id are dropped: they cannot end the sequence early")
    func linkSequenceIsInert() {
        let sequence = OutputSequences.openLink(Link("https://x.org/\u{1B}]0;owned\u{7}", id: "a;b:c\u{1B}"))
        let text = String(decoding: sequence, as: UTF8.self)
        #expect(text == "\u{1B}]8;id=abc;https://x.org/]0;owned\u{1B}\\")
        #expect(Link("https://x.org").writtenID == Link("https://x.org").writtenID)
        #expect(Link("https://x.org").writtenID != Link("https://y.org").writtenID)
    }

    @Test("ncurses shows the same screen with plain underlines and no links: the fidelity check agrees")
    func cursesAgrees() throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 10), content: LinkedText(), comparingWithCurses: true)
        defer { driver.close() }
        driver.render()
        #expect(driver.terminal.framesComparedWithCurses >= 1)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems)")
        #expect(driver.snapshot.rows[0][0].link == LinkedText.link, "the headless side keeps it")
    }

    @Test("The SVG picture draws the link as an <a href> with a line under it, and the curly underline as a wave")
    func pictureShowsThem() throws {
        let driver = try HeadlessDriver(size: Size(columns: 40, rows: 10), content: LinkedText())
        defer { driver.close() }
        let svg = driver.snapshot.svg()
        #expect(svg.contains(#"<a href="https://example.org/issues/45">"#))
        #expect(svg.contains("<path d=\"M0 "), "the curly underline")
    }

    @Test("A link on a dimmed layer stays a link; its underline color goes with the dimming")
    func dimmedKeepsLink() throws {
        let driver = try HeadlessDriver(size: Size(columns: 40, rows: 12), content: LinkedText())
        defer { driver.close() }
        driver.window.present(Label("Over"), title: "Note", size: .fixed(columns: 10, rows: 3))
        driver.render()
        let snapshot = driver.snapshot
        #expect(snapshot.rows[0][0].link == LinkedText.link)
        #expect(snapshot.rows[2][0].style.underlineColor == -1)
    }
}
