import Testing
import WeavyTesting

@testable import WeavyKit

@Suite("The status line gives way in a stated order, and never hides the way back")
struct StatusLineTests {
    let screen = [
        KeyHint("↑↓", "move", priority: .low), KeyHint("Enter", "open", priority: .high),
        KeyHint("w", "to Watched"),
    ]
    let app = [
        KeyHint("Tab", "switch tab", short: "tab"), KeyHint("Esc", "back", priority: .essential),
        KeyHint("?", "help", priority: .essential), KeyHint("q", "quit", priority: .high),
    ]

    func shown(_ width: Int) -> String {
        let (left, right) = StatusLine.fit(leading: screen, trailing: app, width: width)
        let describe = { (hint: StatusLine.Shown) in hint.action.isEmpty ? hint.keys : "\(hint.keys) \(hint.action)" }
        return left.map(describe).joined(separator: ", ") + " | " + right.map(describe).joined(separator: ", ")
    }

    @Test("Wide enough, everything in full")
    func everything() {
        #expect(shown(120) == "↑↓ move, Enter open, w to Watched | Tab switch tab, Esc back, ? help, q quit")
    }

    @Test("Narrower: labels shorten, then keys alone (least important first), then hints go; back and help stay")
    func givingWay() {
        #expect(shown(70) == "↑↓ move, Enter open, w to Watched | Tab tab, Esc back, ? help, q quit")
        #expect(shown(60) == "↑↓, Enter open, w | Tab tab, Esc back, ? help, q quit")
        #expect(shown(40) == "↑↓, Enter, w | Tab, Esc back, ? help, q")
        #expect(shown(24) == "Enter | Tab, Esc, ?, q")
        #expect(shown(10) == " | Esc, ?")
    }

    @Test("Every width from 4 to 120 keeps Esc and ?, and what is shown fits (the two alone need 6 cells)")
    func essentialsAlwaysStay() {
        for width in 4...120 {
            let (left, right) = StatusLine.fit(leading: screen, trailing: app, width: width)
            #expect(right.contains { $0.keys == "Esc" } && right.contains { $0.keys == "?" }, "width \(width)")
            let used = (left + right).reduce(0) { $0 + $1.width } + 2 * max(0, left.count + right.count - 1)
            #expect(used <= max(width - 2, 6), "width \(width): \(used) cells")
        }
    }

    @Test("A screen relabels its widgets' hints; an empty label hides one")
    @MainActor
    func relabelling() throws {
        let field = TextField(placeholder: "password")
        field.onSubmit = { _ in }
        let screen = WidgetScreen("Sign in", field)
        let driver = try driver(NavigationStack(root: screen), columns: 60, rows: 6)
        defer { driver.close() }
        #expect(driver.text.contains("Enter submit"))
        screen.keyHintLabels = ["Enter": "sign in"]
        driver.render()
        #expect(driver.text.contains("Enter sign in") && !driver.text.contains("submit"))
        screen.keyHintLabels = ["Enter": ""]
        driver.render()
        #expect(!driver.text.contains("Enter"))
        // A field relabels its own hint, and wins over the screen around it.
        field.keyHintLabels = ["Enter": "next field"]
        driver.render()
        #expect(driver.text.contains("Enter next field"), "\(driver.text)")
    }
}
