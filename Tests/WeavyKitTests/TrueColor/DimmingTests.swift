import Testing
import WeavyTesting

@testable import WeavyKit

/// The layer under a modal stays readable at every depth and never turns into a bar
/// brighter than the terminal (or darker, on a light one): the rule
/// ``Theme/dimmed(_:at:)`` keeps.
@MainActor
@Suite("Dimming under a modal: readable, and no bright bars, at every depth")
struct DimmingTests {
    nonisolated static let depths: [ColorDepth] = [.monochrome, .ansi8, .ansi16, .ansi256, .trueColor]

    /// The rule, measured as xterm draws it (dim text halfway to its background):
    /// on a dark terminal a dimmed background is at most a dark grey (relative luminance
    /// 0.03, about palette 236), on a light one at least a light grey (0.6, about palette
    /// 250); dimmed text keeps 2:1 against it.
    static func problems(in snapshot: Snapshot, outside modal: Rect, appearance: Appearance) -> [String] {
        let check = ContrastCheck(appearance: appearance)
        // The modal and its shadow (one row below, two columns right) are not dimmed.
        let kept = Rect(
            origin: modal.origin, size: Size(columns: modal.size.columns + 2, rows: modal.size.rows + 1))
        var problems: [String] = []
        for (row, cells) in snapshot.rows.enumerated().dropLast() {
            var column = 0
            for cell in cells {
                defer { column += cell.width }
                let point = Point(column: column, row: row)
                guard !kept.contains(point) else { continue }
                let (text, background) = check.colors(of: cell.style)
                let luminance = background.luminance
                if appearance == .dark ? luminance > 0.03 : luminance < 0.6 {
                    problems.append("\(column),\(row) \(cell.style): background luminance \(luminance)")
                }
                let ratio = ContrastCheck.ratio(text, background)
                if !cell.character.allSatisfy(\.isWhitespace), ratio < 2 {
                    problems.append("\(cell.character.debugDescription) at \(column),\(row) \(cell.style): \(ratio):1")
                }
            }
        }
        return problems
    }

    @Test("A list with its selection under a modal", arguments: depths, [Appearance.dark, .light])
    func selectionUnderAModal(depth: ColorDepth, appearance: Appearance) throws {
        let list = ListView(title: "Films", items: ["Alien", "Heat", "Ran", "Léon", "Amélie"]) { ListView.Row($0) }
        let tabs = TabBar(tabs: [
            NavigationStack(title: "Films", root: list),
            NavigationStack(title: "Other", root: ListView(items: ["x"]) { ListView.Row($0) }),
        ])
        let driver = try HeadlessDriver(
            size: Size(columns: 40, rows: 12), colorDepth: depth, appearance: appearance, content: tabs)
        defer { driver.close() }
        driver.press(.down)
        driver.window.present(Label("A note"), title: "Note", size: .fixed(columns: 14, rows: 4))
        driver.render()
        let modal = try #require(driver.window.modals.first?.parent?.frame)
        let problems = Self.problems(in: driver.snapshot, outside: modal, appearance: appearance)
        #expect(
            problems.isEmpty,
            "\(depth) \(appearance):\n\(problems.prefix(8).joined(separator: "\n"))\n\(driver.styledText)")
    }

    @Test("Through a stream terminal of 8 colors (TERM=xterm), as its bytes show it: no bar under a modal")
    func selectionUnderAModalOnAnEightColorStream() throws {
        let terminal = try Terminal.stream(type: "xterm", size: Size(columns: 40, rows: 12), output: { _ in })
        #expect(terminal.colorDepth == .ansi8)
        let list = ListView(title: "Films", items: ["Alien", "Heat", "Ran", "Léon", "Amélie"]) { ListView.Row($0) }
        let window = Window(content: list)
        window.attach(to: terminal)
        window.handle(.down)
        window.present(Label("A note"), title: "Note", size: .fixed(columns: 14, rows: 4))
        window.render()
        let modal = try #require(window.modals.first?.parent?.frame)
        let problems = Self.problems(in: terminal.snapshot(), outside: modal, appearance: .dark)
        #expect(problems.isEmpty, "\(problems.prefix(8).joined(separator: "\n"))")
        window.close()
        terminal.close()
    }

    @Test("The rule catches the old bar: black on white, dimmed only by the dim attribute, on a dark terminal")
    func ruleCatchesTheBar() {
        let bar = Snapshot.CellStyle(Style(foreground: .black, background: .white, attributes: .dim))
        let snapshot = Snapshot(
            size: Size(columns: 1, rows: 2), rows: [[Snapshot.Cell(character: "x", width: 1, style: bar)], []],
            cursor: nil)
        let far = Rect(origin: Point(column: 30, row: 30), size: Size(columns: 1, rows: 1))
        #expect(!Self.problems(in: snapshot, outside: far, appearance: .dark).isEmpty)
    }

    @Test("Every role of every standard theme, dimmed at each depth, follows the rule", arguments: depths)
    func everyRoleDimmed(depth: ColorDepth) {
        for appearance in [Appearance.dark, .light] {
            let theme = Theme.standard(for: depth, appearance: appearance)
            let roles = Mirror(reflecting: theme).children.compactMap { $0.value as? Style }
            let cells = roles.map { role in
                Snapshot.Cell(
                    character: "x", width: 1, style: Snapshot.CellStyle(depth.showing(theme.dimmed(role, at: depth))))
            }
            let snapshot = Snapshot(size: Size(columns: cells.count, rows: 2), rows: [cells, []], cursor: nil)
            let far = Rect(origin: Point(column: 999, row: 999), size: Size(columns: 1, rows: 1))
            let problems = Self.problems(in: snapshot, outside: far, appearance: appearance)
            #expect(problems.isEmpty, "\(depth) \(appearance): \(problems)")
        }
    }
}
