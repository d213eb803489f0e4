import Testing
import WeavyKit
import WeavyTesting

// The README's widget list and its modal example, verbatim (scripts/check-install.sh
// checks that every line of them is here), built and used.

@MainActor
@Suite("The README's widgets and modals")
struct ReadmeWidgetTests {
    @Test("Every one-liner of the widget list builds a widget that works")
    func widgetList() throws {
        let driver = try HeadlessDriver(size: Size(columns: 60, rows: 16), content: Component())
        defer { driver.close() }
        let window = driver.window

        let name = TextField(placeholder: "Name")  // cursor editing, scrolling sideways
        let password = TextField(placeholder: "Password", isSecure: true)  // shows • for each character
        let notes = TextArea(text: "", placeholder: "Notes", preferredRows: 4)  // multi-line, soft wrap
        let form = Form(rows: [.init("Name", name), .init("Password", password)])  // aligned labels, Tab ring
        let save = Button("Save", isDefault: true) { form.submit() }  // Enter, Space or a click
        let subscribe = Checkbox("Subscribe", isOn: true)  // Space toggles; onChange
        let sound = Checkbox("Sound", appearance: .toggle)  // the same, drawn as a switch
        let size = RadioGroup(["Small", "Medium", "Large"], selectedIndex: 1)  // one of a few, arrows
        let country = Select(title: "Country", ["France", "Japan", "Peru"])  // Enter opens a popup list
        let about = ScrollView(title: "About", [.heading("Weavy"), .paragraph("Navigation, woven.")])
        let movies = ListView(items: Movie.all) { ListView.Row($0.title, detail: String($0.year)) }
        movies.allowsFiltering = true  // `/` filters, Esc clears
        let table = Table(rows: Movie.all, id: \.id, columns: [.init("Title") { $0.title }])  // sortable columns
        let progress = ProgressBar(fraction: 0.4, label: "Copying")  // a bar and its percentage
        let spinner = Spinner(label: "Loading")  // animates only while shown
        let row = HStack(spacing: 2, [save, subscribe])  // side by side; VStack stacks
        let page = VStack([.fit(form), .flexible(about)])  // .fixed(n), .fit, .flexible
        let sure = Dialog.confirm(title: "Delete?", message: "It cannot be undone.", confirm: "Delete")  // Bool
        let note = Dialog.alert(title: "Saved", message: "Your list is on disk.")  // Void
        let rename = Dialog.prompt(title: "Rename", message: "New name:", text: "Avatar")  // String
        window.showToast("Could not save", kind: .error)  // a notice over everything, for a while

        window.setContent(VStack([.fit(page), .fit(row), .fit(size), .fit(movies)]))
        driver.render()
        for shown in ["Name", "Password", "Weavy", "Navigation, woven.", "[ Save ]", "Subscribe", "Medium"] {
            #expect(driver.text.contains(shown), "\(shown) is not on the screen:\n\(driver.text)")
        }
        #expect(window.toast?.message == "Could not save")
        #expect(password.isSecure && subscribe.isOn && !sound.isOn && size.selectedIndex == 1)
        #expect(country.selectedIndex == nil && notes.text.isEmpty && movies.allowsFiltering)
        #expect(table.rows.count == 3 && progress.fraction == 0.4 && spinner.isAnimating)
        #expect(sure.buttons.map(\.title) == ["Cancel", "Delete"])
        #expect(note.buttons.map(\.title) == ["OK"] && rename.field?.text == "Avatar")
        save.onPress?()
        #expect(form.message == nil)
    }

    @Test(
        "A confirmation presented from the warp's stack: Right and Enter remove, Esc cancels", arguments: [true, false])
    func modalFromWarp(confirms: Bool) throws {
        let warp = RemovalWarp()
        let driver = try HeadlessDriver(root: warp, weftable: SingleWeftable(RemovalWeft.removalAsked(id: 7)))
        defer { driver.close() }
        #expect(driver.text.contains("Remove it?"))
        driver.press(confirms ? [.right, .enter] : [.escape])  // it opens on Cancel
        #expect(warp.removed == (confirms ? [7] : []))
        #expect(!driver.text.contains("Remove it?"))
    }

    @Test("The result closure holds the warp only while the modal is up: answered or not, the warp goes")
    func resultClosureLetsTheWarpGo() throws {
        weak var released: RemovalWarp?
        do {
            let warp = RemovalWarp()
            released = warp
            let driver = try HeadlessDriver(root: warp, weftable: SingleWeftable(RemovalWeft.removalAsked(id: 7)))
            #expect(driver.text.contains("Remove it?"))
            driver.close()  // the warp's stack goes, the modal closes as cancelled
        }
        #expect(released == nil, "the modal's closure kept the warp alive")
    }

    @Test("The async form gives the typed result, nil once the presenter is dismissed")
    func asyncPresent() async throws {
        let stack = NavigationStack(root: Component(title: "Root"))
        let driver = try HeadlessDriver(content: stack)
        defer { driver.close() }
        let question = Dialog.confirm(title: "Remove it?", message: "It leaves your wishlist.", confirm: "Remove")
        let answer = Task { @MainActor in
            let remove: Bool? = await stack.present(question)
            return remove
        }
        await driver.settle()
        #expect(driver.text.contains("Remove it?"))
        driver.press([.right, .enter])  // from Cancel, where it opens, to Remove
        #expect(await answer.value == true)

        let screen = Component(title: "Pushed")
        stack.push(screen)
        let cancelled = Task { @MainActor in await screen.present(Dialog.confirm(title: "Sure?", message: "")) }
        await driver.settle()
        #expect(driver.navigation.modals.count == 1)
        stack.pop()
        #expect(await cancelled.value == nil)
    }
}

enum RemovalWeft: Weft {
    case removalAsked(id: Int)
}

/// A warp whose knit is the README's modal example.
@MainActor
final class RemovalWarp: Warp {
    let stack = NavigationStack(root: Component(title: "Wishlist"))
    private(set) var removed: [Int] = []
    var head: any Presentable { stack }

    func remove(_ id: Int) { removed.append(id) }

    func knit(_ weft: any Weft) -> [Stitch] {
        switch weft as? RemovalWeft {
        case .removalAsked(let id):
            let question = Dialog.confirm(title: "Remove it?", message: "It leaves your wishlist.", confirm: "Remove")
            question.present(from: stack) { remove in  // Bool?: nil when cancelled
                if remove == true { self.remove(id) }
            }
            return []
        case nil:
            return []
        }
    }
}
