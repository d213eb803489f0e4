import Testing
import WeavyKit
import WeavyTesting

@MainActor
@Suite("The status line shows only keys that will act")
struct TypingHintsTests {
    @Test("While a field or a list's filter takes the typing, the window's character keys leave the status line")
    func typingHidesCharacterBindings() throws {
        let field = TextField(placeholder: "Api key")
        let list = ListView(items: ["Alien", "Heat"]) { ListView.Row($0) }
        list.allowsFiltering = true
        let stack = VStack([.fixed(1, field), .flexible(list)])
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 8), content: stack)
        defer { driver.close() }
        driver.window.bind("q", hint: "quit") { window in window.quit() }
        driver.window.bind("?", hint: "help") { _ in }
        driver.window.bind(.control("c"), hint: KeyHint("Ctrl-C", "quit"), overridesFocus: true) { _ in }
        stack.focus(field)
        driver.render()
        var keys = driver.window.keyHints.map(\.keys)
        #expect(!keys.contains("q") && !keys.contains("?"), "\(keys)")
        #expect(keys.contains("Ctrl-C"), "a binding that overrides the focus still acts")
        stack.focus(list)
        driver.render()
        keys = driver.window.keyHints.map(\.keys)
        #expect(keys.contains("q") && keys.contains("?"), "\(keys)")
        try driver.send("/")
        keys = driver.window.keyHints.map(\.keys)
        #expect(!keys.contains("q"), "the filter takes the typing: \(keys)")
    }
}
