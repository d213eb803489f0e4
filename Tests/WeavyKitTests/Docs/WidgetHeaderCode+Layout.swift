import Weavy
import WeavyKit

// More of the widgets' doc comments (see DocCommentCodeTests.swift), compiled here with
// just enough around them: the names a block uses are this file's parameters and models.

/// Whether `text` reads as a date (year-month-day), for DateField.
func parseDate(_ text: String) -> [Int]? {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    return parts.count == 3 ? parts : nil
}

// docs:begin ValidatingField.swift 1
final class DateField: Component, ValidatingField {
    var text = ""
    private(set) var message: String?

    func validate() -> Bool {
        message = parseDate(text) == nil ? "Not a date" : nil
        return message == nil
    }
}
// docs:end

@MainActor
enum LayoutHeaderCode {
    struct Movie {
        let overview: String
    }

    final class Draft {
        private(set) var edits = 0
        func markEdited() { edits += 1 }
    }

    static func fuzzy() -> ([Int]?, FuzzyMatch?) {
        // docs:begin FuzzyQuery.swift 1
        let query = FuzzyQuery("bldr")
        let positions = query.match("Blade Runner")?.positions  // [0, 1, 3, 6]
        let noMatch = query.match("Alien")  // nil
        // docs:end
        return (positions, noMatch)
    }

    static func termsRow(accept: Checkbox) -> Form.Row {
        // docs:begin FormRow.swift 1
        let terms = Form.Row("Terms", accept) { accept.isOn ? nil : "Please accept the terms" }
        // docs:end
        return terms
    }

    static func bar(spinner: Spinner, progress: ProgressBar, button: Button) -> HStack {
        // docs:begin HStack.swift 1
        let bar = HStack(spacing: 2, [.fit(spinner), .flexible(progress), .fixed(8, button)])
        // docs:end
        return bar
    }

    static func screen(heading: Label, list: Component, progress: ProgressBar) -> VStack {
        // docs:begin VStack.swift 1
        let screen = VStack(spacing: 1, padding: .horizontal(1), [.fit(heading), .flexible(list), .fixed(1, progress)])
        // docs:end
        return screen
    }

    static func login(name: TextField, password: TextField) -> Panel {
        // docs:begin Panel.swift 1
        let form = Form(rows: [.init("Name", name), .init("Password", password)])
        let login = Panel(title: "Sign in", content: form, width: 40)
        // docs:end
        return login
    }

    static func progress() -> ProgressBar {
        // docs:begin ProgressBar.swift 1
        let progress = ProgressBar(label: "Downloading posters")
        progress.fraction = 0.42  // " Downloading posters          42% "
        // docs:end
        return progress
    }

    static func document(movie: Movie) -> ScrollView {
        // docs:begin ScrollView.swift 1
        let document = ScrollView([
            .heading("Avatar"),
            .fields([.init("Year", "2009"), .init("Director", "James Cameron")]),
            .gap,
            .paragraph(movie.overview),
        ])
        document.maximumLineWidth = 72
        // docs:end
        return document
    }

    static func follow(_ reader: ScrollView, in editor: TextArea, text: String) {
        // docs:begin ScrollView.swift 2
        if let place = reader.firstVisibleText {
            editor.moveCursor(to: TextPosition(place.index, in: text), showingLineAtTop: true)
        }
        // docs:end
    }

    static func spinner() -> Spinner {
        // docs:begin Spinner.swift 1
        let spinner = Spinner(label: "Loading the catalog…")
        // … later, when it is done:
        spinner.isAnimating = false
        // docs:end
        return spinner
    }

    static func knit(stack: NavigationStack) -> [Stitch] {
        // docs:begin Label.swift 1
        let page = Label("Avatar (2009)", title: "Avatar", style: \.heading)
        stack.push(page)
        return [.show(page)]
        // docs:end
    }

    static func notice() -> Label {
        // docs:begin Label.swift 2
        let notice = Label(runs: [
            TextRun("Signed in. Read "),
            TextRun("what changed", link: Link("https://example.org/changes")),
            TextRun(" since your last visit."),
        ])
        // docs:end
        return notice
    }

    static func buildFailure() -> [TextRun] {
        // docs:begin TextRun.swift 1
        let body: [TextRun] = [
            TextRun("The build failed; the log is at "),
            TextRun("ci.example.org/runs/812", style: \.accent, link: Link("https://ci.example.org/runs/812")),
            TextRun("."),
        ]
        // docs:end
        return body
    }

    static func body(draft: Draft) -> TextArea {
        // docs:begin TextArea.swift 1
        let body = TextArea(placeholder: "Write your message")
        body.onChange = { draft.markEdited() }  // a model the area does not own
        // docs:end
        return body
    }

    static func state() -> TextAreaState {
        // docs:begin TextAreaState.swift 1
        var state = TextAreaState("A long letter…")
        state.layout(columns: 20, rows: 5)
        state.moveVertically(by: 1)  // down a visual line
        // docs:end
        return state
    }

    static func document() -> String {
        // docs:begin TextDocument.swift 1
        var document = TextDocument("Dear Ann,")
        document.insert(contentsOf: "\nThanks!")
        let text = document.text  // "Dear Ann,\nThanks!"
        // docs:end
        return text
    }

    static func paragraph() -> String {
        // docs:begin TextParagraph.swift 1
        var paragraph = TextParagraph("Dear Ann")
        paragraph.insert(",", at: 8)
        let text = String(paragraph)  // "Dear Ann,"
        // docs:end
        return text
    }

    static func notice(in window: Window) {
        // docs:begin Toast.swift 1
        let notice = window.showToast("Moved to Watched")
        notice.dismiss()  // before its time, if it no longer matters
        // docs:end
    }
}
