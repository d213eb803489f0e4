import Testing
import WeavyKit
import WeavyTesting

/// The contrast check sees what a terminal draws: bold base colors bright.
@Suite("Contrast: bold base colors are drawn bright")
struct ContrastModelTests {
    @Test("Bold black on white is grey on white (about 3.2:1); plain black stays 21:1 against bright white")
    func boldBlackIsGrey() {
        let check = ContrastCheck(appearance: .light)
        let bold = Snapshot.CellStyle(foreground: 0, background: 7, attributes: .bold)
        let plain = Snapshot.CellStyle(foreground: 0, background: 7, attributes: [])
        #expect(check.colors(of: bold).text == ContrastCheck.palette(8))
        #expect(check.colors(of: plain).text == ContrastCheck.palette(0))
        let ratio = ContrastCheck.ratio(check.colors(of: bold).text, check.colors(of: bold).background)
        #expect(ratio < 3.5)
        #expect(
            check.colors(of: Snapshot.CellStyle(foreground: 16, background: 7, attributes: .bold)).text
                == ContrastCheck.palette(16), "colors past the first eight stay as they are")
    }

    @Test("Every 8-color theme keeps its dark text plain, so none of it turns grey")
    func eightColorThemes() {
        for theme in [Theme.ansi8, Theme.lightAnsi8] {
            let check = ContrastCheck(appearance: theme.appearance)
            for (name, style) in [
                ("selectedTab", theme.selectedTab), ("titleBar", theme.titleBar), ("statusKey", theme.statusKey),
                ("focusedButton", theme.focusedButton), ("error", theme.error), ("tableHeader", theme.tableHeader),
            ] {
                let cell = Snapshot.CellStyle(style)
                let (text, background) = check.colors(of: cell)
                #expect(ContrastCheck.ratio(text, background) >= 4.5, "\(theme.appearance) \(name)")
            }
        }
    }
}
