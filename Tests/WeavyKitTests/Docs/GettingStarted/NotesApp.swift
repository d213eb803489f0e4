// The app that GettingStarted.md builds, step by step. Each region between
// `docs:begin GettingStarted <n>` and `docs:end` is the article's n-th Swift code block,
// verbatim (DocsCodeTests checks it); NotesAppTests runs the app.

// docs:begin GettingStarted 1
import WeavyNcurses

struct Note: Sendable {
    let title: String
    let body: String
}

enum NoteWeft: Weft {
    case noteList
    case notePicked(Note)
}
// docs:end

// docs:begin GettingStarted 2
/// The list's model: it keeps the notes and turns "the user picked one" into a weft.
@MainActor
final class NoteListModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
    private(set) var notes: [Note]

    init(notes: [Note]) { self.notes = notes }

    func pick(_ note: Note) { wefts.send(NoteWeft.notePicked(note)) }
}

/// The list screen: Enter on a row calls the model, nothing else.
@MainActor
final class NoteListScreen: Component {
    let model: NoteListModel
    let list: ListView<Note>

    init(model: NoteListModel) {
        self.model = model
        list = ListView(items: model.notes) { ListView.Row($0.title) }
        super.init(title: "Notes")
        list.onActivate = { note, _ in model.pick(note) }
        addChild(list)
    }

    override var focusedChild: Component? { list }

    override func handle(_ key: Key) -> Bool {
        guard key == "n" else { return super.handle(key) }
        Task { await askForNewNote() }  // step 2
        return true
    }
}
// docs:end

// docs:begin GettingStarted 3
/// The detail screen: it only shows its note.
@MainActor
final class NoteScreen: Component {
    let note: Note

    init(note: Note) {
        self.note = note
        super.init(title: note.title)
    }

    /// The body wrapped to the width, computed in layout: drawing only reads it.
    private var lines: [String] = []

    override func layout() {
        lines = TextWrapping.lines(note.body, width: bounds.size.columns - 2)
    }

    override func draw(in canvas: Canvas) {
        for (row, line) in lines.enumerated() {
            canvas.text(line, at: Point(column: 1, row: row + 1), style: canvas.theme.text)
        }
    }
}
// docs:end

// docs:begin GettingStarted 4
/// The app's one section: a navigation stack, and what each weft does in it.
@MainActor
final class NotesWarp: Warp {
    let stack = NavigationStack(title: "Notes")
    let notes: [Note]
    var head: any Presentable { stack }

    init(notes: [Note]) { self.notes = notes }

    func knit(_ weft: NoteWeft) -> [Stitch] {
        switch weft {
        case .noteList:
            let model = NoteListModel(notes: notes)
            let screen = NoteListScreen(model: model)
            stack.push(screen)
            return [.weave(screen, model)]
        case .notePicked(let note):
            let screen = NoteScreen(note: note)
            stack.push(screen)
            return [.show(screen)]
        }
    }
}
// docs:end

// docs:begin GettingStarted 5
extension NoteListScreen {
    /// Asks for a title in a modal this screen owns, and waits for the typed answer.
    func askForNewNote() async {
        let prompt = Dialog.prompt(
            title: "New note", message: "Title:", placeholder: "Groceries",
            validator: { $0.isEmpty ? "A note needs a title." : nil })
        guard let title = await prompt.present(from: self) else { return }  // nil: cancelled
        model.add(title: title)
        list.items = RowBuffer(model.notes)
    }
}

extension NoteListModel {
    /// Adds a note and opens it, as picking it would.
    func add(title: String) {
        let note = Note(title: title, body: "")
        notes.append(note)
        pick(note)
    }
}
// docs:end
