import Testing
import WeavyKit
import WeavyTesting

/// A screen whose widgets' handlers capture the screen itself, strongly, as an app
/// writes them without `[weak ...]`.
@MainActor
private final class FormScreen: Component {
    var report = ""
    let name = TextField(placeholder: "Name")
    let notes = TextArea()
    let subscribe = Checkbox("Subscribe")
    let save = Button("Save")
    let films = ListView(items: ["Alien", "Heat"]) { ListView.Row($0) }
    let table = Table(rows: ["Ran"], id: \.self, columns: [.init("Title") { $0 }])
    let size = RadioGroup(["S", "M"])
    let country = Select(title: "Country", ["Peru", "Japan"])

    init() {
        super.init(title: "Form")
        let form = Form(rows: [.init("Name", name)])
        addChild(form)
        addChild(notes)
        addChild(subscribe)
        for widget: Component in [save, films, table, size, country] { addChild(widget) }
        save.onPress = { self.report = "saved" }
        films.onActivate = { film, _ in self.report = film }
        films.onSelect = { film, _ in self.report = film }
        table.onActivate = { film, _ in self.report = film }
        table.onSelect = { film, _ in self.report = film }
        size.onChange = { value, _ in self.report = value }
        country.onChange = { value, _ in self.report = value }
        name.onChange = { self.report = "name: \($0)" }
        name.onSubmit = { self.report = "submitted \($0)" }
        notes.onChange = { self.report = "notes changed" }
        subscribe.onChange = { self.report = "subscribe: \($0)" }
        form.onSubmit = { self.report = "form submitted" }
    }

    override var focusedChild: Component? { children.first }
}

@MainActor
@Suite("Handlers are let go with their screen: no [weak] needed")
struct HandlerReleaseTests {
    @Test("A popped screen whose handlers capture it strongly is released, and its handlers with it")
    func poppedScreenIsReleased() throws {
        let stack = NavigationStack(root: Component(title: "Root"))
        let driver = try HeadlessDriver(content: stack)
        defer { driver.close() }
        weak var released: FormScreen?
        weak var field: TextField?
        do {
            let screen = FormScreen()
            released = screen
            field = screen.name
            stack.push(screen)
            driver.render()
            driver.type("Ada")
            #expect(screen.report == "name: Ada", "the handlers work while the screen is up")
        }
        stack.pop()
        driver.render()
        #expect(released == nil, "the screen outlived its pop")
        #expect(field == nil)
    }

    @Test("A screen that is only hidden keeps its handlers")
    func hiddenScreenKeepsHandlers() throws {
        let stack = NavigationStack(root: Component(title: "Root"))
        let driver = try HeadlessDriver(content: stack)
        defer { driver.close() }
        let screen = FormScreen()
        stack.push(screen)
        stack.push(Component(title: "Above"))
        stack.pop()
        driver.render()
        driver.type("B")
        #expect(screen.report == "name: B")
        #expect(screen.name.onChange != nil && screen.subscribe.onChange != nil && screen.save.onPress != nil)
        #expect(screen.films.onActivate != nil && screen.table.onSelect != nil && screen.country.onChange != nil)
    }
}
