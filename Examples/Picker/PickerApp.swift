// A fuzzy picker that runs inline, below the shell's prompt, and prints the choice:
//
//   choice=$(swift run weavy-pick apple banana cherry)   type to narrow, Enter picks, Esc gives up
//
// It draws on the terminal even when its standard output is a pipe. The README shows it.
import Glibc
import WeavyNcurses

@main
struct PickerApp {
    static func main() async {
        let list = ListView(items: Array(CommandLine.arguments.dropFirst())) { ListView.Row($0) }
        list.allowsFiltering = true
        list.startFilter()
        let window = Window(content: list, minimumSize: Size(columns: 10, rows: 2))
        var choice: String?
        window.bind(.enter, overridesFocus: true) { window in
            choice = list.selectedItem
            window.quit()
        }
        window.bind(.escape, overridesFocus: true) { window in window.quit() }
        await window.run(inline: InlineViewport(height: .content(maximum: 8), end: .clear))
        guard let choice else { exit(1) }
        print(choice)
    }
}
