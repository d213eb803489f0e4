import Testing
import WeavyTesting

@testable import WeavyKit

@MainActor
@Suite("A screen that never says where its focus starts still takes what is typed")
struct FocusStartTests {
    @Test("A Component holding Panel(Form) with no focusedChild: typed letters land in the first field")
    func typingReachesTheFirstField() throws {
        let user = TextField(placeholder: "name")
        let password = TextField(isSecure: true)
        let screen = Component(title: "Sign in")
        screen.addChild(
            Panel(title: "Sign in", content: Form(rows: [Form.Row("User", user), Form.Row("Password", password)])))
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 12), content: screen)
        defer { driver.close() }
        driver.render()
        driver.type("ada")
        #expect(user.text == "ada")
        #expect(user.isFocused)
        driver.press(.tab)
        driver.type("x")
        #expect(user.text == "ada" && password.text == "x")
    }

    @Test("A screen with no stop to focus still drops a letter, and nothing moves")
    func nothingToFocus() throws {
        let screen = Component(title: "Empty")
        screen.addChild(Label("Nothing here"))
        let driver = try HeadlessDriver(size: Size(columns: 30, rows: 6), content: screen)
        defer { driver.close() }
        driver.type("a")
        #expect(screen.focusedChild == nil)
    }
}
