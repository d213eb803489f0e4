import Testing
import WeavyKit
import WeavyTesting

/// Left, `h` and Backspace go back a screen only when nothing focused takes input; Esc
/// always goes back.
@MainActor
@Suite("Navigation stack: back keys leave forms and text alone")
struct BackKeyTests {
    /// A stack with `screen` pushed over a root, and a driver showing it.
    func pushed(_ screen: Component) throws -> (NavigationStack, HeadlessDriver) {
        let stack = NavigationStack(root: TextScreen("Home"))
        stack.push(screen)
        return (stack, try driver(stack, columns: 50, rows: 12))
    }

    @Test("On a list, Left, h and Backspace go back")
    func listGoesBack() throws {
        for key: Key in [.left, "h", .backspace, .escape] {
            let (stack, driver) = try pushed(WidgetScreen("Films", filmList()))
            defer { driver.close() }
            driver.press(key)
            #expect(stack.screens.count == 1, "\(key)")
        }
    }

    @Test("On a form's button or checkbox, Left, h and Backspace stay; Esc goes back")
    func formStays() throws {
        for focusCheckbox in [false, true] {
            let save = Button("Save") {}
            let adult = Checkbox("Adult films")
            let form = Form(rows: [Form.Row("Include", adult), Form.Row("", save)])
            let (stack, driver) = try pushed(WidgetScreen("Settings", form))
            defer { driver.close() }
            if !focusCheckbox { driver.press(.tab) }
            #expect((focusCheckbox ? adult : save as Component).isFocused)
            driver.press([.left, "h", .backspace])
            #expect(stack.screens.count == 2)
            driver.press(.escape)
            #expect(stack.screens.count == 1)
        }
    }

    @Test("A lone checkbox or button on a screen keeps Left too")
    func loneControlStays() throws {
        for control: Component in [Checkbox("Adult films"), Button("Save") {}] {
            let (stack, driver) = try pushed(WidgetScreen("Settings", control))
            defer { driver.close() }
            driver.press([.left, "h", .backspace])
            #expect(stack.screens.count == 2)
        }
    }

    @Test("Backspace in an empty text field or text area never goes back")
    func textStays() throws {
        for field: Component in [TextField(placeholder: "Search"), TextArea()] {
            let (stack, driver) = try pushed(WidgetScreen("Search", field))
            defer { driver.close() }
            driver.type("hi")
            driver.press(.backspace, times: 4)
            driver.press(.left)
            #expect(stack.screens.count == 2)
            driver.press(.escape)
            #expect(stack.screens.count == 1)
        }
    }
}
