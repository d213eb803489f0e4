import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// The screens built from the library's kit: the settings' Api Key form, the help and
/// the detail screens' scroll views, and the measure prose keeps on a wide terminal.
@MainActor
@Suite("Screens from the kit: the settings form, scrolling documents, the reading measure")
struct ScreenKitTests {
    /// The focused screen's hints, as the status line draws them.
    private func statusLine(_ harness: DemoHarness) -> String {
        harness.driver.snapshot.lines.last ?? ""
    }

    @Test("The settings form: Tab in and out, Enter saves or says what is wrong, the hint reads Enter save")
    func settingsFormKeys() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        try harness.send("s<tab>")
        let warp = try #require(harness.app.loom.warps.compactMap { $0 as? SettingsWarp }.first)
        let pane = try #require(warp.screen.split.detail as? ApiKeyForm)
        #expect(warp.screen.split.focus == .detail)
        #expect(harness.driver.window.focusChain.last === pane.field)
        #expect(statusLine(harness).contains("Enter save"))
        #expect(!statusLine(harness).contains("focus next"), "a form of one field has no ring")
        #expect(statusLine(harness).contains("Tab other pane"))

        try harness.send("<c-u><enter>")
        #expect(pane.field.validationMessage == ApiKeyModel.emptyKeyMessage)
        #expect(harness.text.contains("API key must not be empty"))
        #expect(harness.data.read(DemoStore.settingsFile) == "{\"apiKey\":\"test-key\"}")
        try harness.send("x")
        #expect(!harness.text.contains("must not be empty"), "the message goes as soon as the key is fixed")

        try harness.send("<enter>")
        #expect(pane.form.message == "Saved.")
        #expect(harness.text.contains("Saved."))
        #expect(harness.data.read(DemoStore.settingsFile) == "{\"apiKey\":\"x\"}\n")

        try harness.send("<tab>")
        #expect(warp.screen.split.focus == .master, "Tab leaves the form for the page list")
        try harness.send("j")
        #expect(warp.screen.split.detail is AboutPane)
        try harness.send("<esc>")
        #expect(harness.driver.navigation.modalTitles.isEmpty)
    }

    @Test("The first-run form: Enter continue; spaces are refused under the field; a key opens the lists")
    func onboardingFormKeys() throws {
        let harness = try DemoHarness(apiKey: nil)
        defer { harness.close() }
        #expect(statusLine(harness).contains("Enter continue"))
        try harness.send("   <enter>")
        let screen = try #require(harness.driver.window.focusChain.compactMap { $0 as? ApiKeyScreen }.first)
        #expect(screen.form.field.validationMessage == ApiKeyModel.emptyKeyMessage)
        #expect(harness.stacks.isEmpty)
        try harness.send("<c-u>key<enter>")
        #expect(harness.stacks == [["Wishlist"], ["Watched"]])
    }

    @Test("On the Api Key screen the help lists only the keys that work there; the key shows as bullets")
    func firstScreenHelp() throws {
        let harness = try DemoHarness(apiKey: nil, size: Size(columns: 80, rows: 24))
        defer { harness.close() }
        try harness.send("secret-key<f1>")
        let help = try #require(harness.driver.window.modals.last as? HelpScreen)
        #expect(harness.text.contains("save the API key and open the lists"))
        for later in ["settings: Api Key", "Wishlist, Watched", "filter the titles"] {
            #expect(!harness.text.contains(later), "\(later) does not work here yet")
        }
        #expect(help.document.lineCount < 12, "a short help, sized to what it says")
        try harness.send("<f1>")
        #expect(!harness.text.contains("secret-key") && harness.text.contains("••••"))
    }

    @Test("The help scrolls with ↓, PgDn, End/G, Home/g and the wheel when it does not fit")
    func helpScrolls() throws {
        let harness = try DemoHarness(size: smallScreen)
        defer { harness.close() }
        try harness.send("?")
        let help = try #require(harness.driver.window.modals.last as? HelpScreen)
        let document = help.document
        #expect(document.overflows)
        #expect(harness.text.contains("show or close this help") && !harness.text.contains("save the API key"))
        try harness.send("<down>")
        #expect(document.scrollOffset == 1)
        try harness.send("<pgdn>")
        #expect(document.scrollOffset > 1)
        try harness.send("G")
        let bottom = document.scrollOffset
        #expect(bottom == document.lineCount - document.frame.size.rows)
        #expect(harness.text.contains("save the API key") && !harness.text.contains("show or close this help"))
        try harness.send("g")
        #expect(document.scrollOffset == 0)
        try harness.send("<end>")
        #expect(document.scrollOffset == bottom)
        try harness.send("<home>")
        #expect(document.scrollOffset == 0)
        let inside = Point(column: document.frame.minColumn + 2, row: document.frame.minRow + 2)
        harness.driver.press(.mouse(MouseEvent(.wheelDown, at: inside)))
        #expect(document.scrollOffset == 3)
        harness.driver.press(.mouse(MouseEvent(.wheelUp, at: inside)))
        #expect(document.scrollOffset == 0)
        #expect(statusLine(harness).contains("scroll"))
    }

    @Test("A movie's text scrolls with J/K and the wheel while the cast keeps the focus and its selection")
    func detailScrolls() throws {
        let harness = try DemoHarness(link: .showMovie(id: avatar), size: smallScreen)
        defer { harness.close() }
        let screen = try #require(harness.driver.window.focusChain.compactMap { $0 as? MovieDetailScreen }.first)
        try harness.send("j")
        #expect(screen.list.selectedItem?.name == "Zoe Saldana")
        #expect(screen.document.overflows)
        try harness.send("JJ")
        #expect(screen.document.scrollOffset == 2)
        try harness.send("K")
        #expect(screen.document.scrollOffset == 1)
        let inside = Point(column: 5, row: screen.document.frame.minRow + 1)
        harness.driver.press(.mouse(MouseEvent(.wheelDown, at: inside)))
        #expect(screen.document.scrollOffset == 4)
        #expect(harness.driver.window.focusChain.last === screen.list)
        #expect(screen.list.selectedItem?.name == "Zoe Saldana")
        // The bar in the document's last column says there is more.
        let bar = harness.driver.snapshot.lines[screen.document.frame.minRow].last
        #expect(bar == "│" || bar == "█")
    }

    @Test("At 200×60 prose keeps to 76 columns and the detail screens to one column at the left")
    func readingMeasure() throws {
        let wide = Size(columns: 200, rows: 60)
        let links: [DemoWeft] = [.showMovie(id: avatar), .showCast(movieID: avatar, personID: samWorthington)]
        for link in links {
            let harness = try DemoHarness(link: link, size: wide)
            defer { harness.close() }
            let documents = harness.driver.window.focusChain.compactMap {
                ($0 as? MovieDetailScreen)?.document ?? ($0 as? CastDetailScreen)?.document
            }
            let document = try #require(documents.first)
            let lines = harness.driver.snapshot.lines
            #expect(document.maximumLineWidth == ReadingMeasure.columns)
            #expect(document.lineCount > 5, "the prose wraps: \(link)")
            // Under the tab line and the title bar, above the status line: nothing right of the column.
            for row in 2..<(lines.count - 1) {
                let used = CellText.width(String(lines[row].reversed().drop { $0 == " " }.reversed()))
                #expect(used <= 1 + ReadingMeasure.columnsWithScrollBar, "\(link), row \(row): \(lines[row])")
            }
            for row in document.frame.minRow..<document.frame.maxRow {
                let text = lines[row].drop { $0 == " " }
                #expect(CellText.width(String(text)) <= ReadingMeasure.columns, "\(link), row \(row)")
            }
        }
        let onboarding = try DemoHarness(apiKey: nil, size: wide)
        defer { onboarding.close() }
        let used = onboarding.driver.snapshot.lines.dropLast().map {
            CellText.width(String($0.reversed().drop { $0 == " " }.reversed()))
        }
        #expect(used.max() ?? 0 <= 2 + ReadingMeasure.columnsWithScrollBar)
    }
}
