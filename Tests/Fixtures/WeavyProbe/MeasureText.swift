import Glibc
import WeavyNcurses

/// `weavy-probe --measure-text`: measures and draws wide text headless, and prints the
/// process's character locale before and after, so a test can check that measuring
/// text never changes it (an embedding host's locale is its own).
@MainActor
func measureText() -> Int32 {
    let before = String(cString: setlocale(LC_CTYPE, nil))
    let width = CellText.width("世界é🎬")
    let lines: [String]
    do {
        let terminal = try Terminal.headless(size: Size(columns: 12, rows: 3))
        let window = Window(content: ScrollView(text: "漢字 wide"), minimumSize: Size(columns: 1, rows: 1))
        window.attach(to: terminal)
        window.render()
        lines = terminal.snapshot().lines
        window.close()
        terminal.close()
    } catch {
        print("weavy-probe: \(error)")
        return 1
    }
    let after = String(cString: setlocale(LC_CTYPE, nil))
    print("locale before=\(before) after=\(after) width=\(width) line=\(lines[0])")
    return 0
}
