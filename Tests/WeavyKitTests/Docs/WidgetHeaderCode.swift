import WeavyKit

// The code of the widgets' doc comments (see DocCommentCodeTests.swift), compiled here
// with just enough around it; WidgetHeaderCodeRunTests runs it.

@MainActor
enum WidgetHeaderCode {
    struct Film: Identifiable {
        let id: Int
        let title: String
        let year: Int
    }

    struct Message: Identifiable {
        let id: Int
        var isDeleted = false
    }

    final class Model {
        var opened: [String] = []
        var signedIn: (email: String, password: String)?
        func open(_ film: Film) { opened.append(film.title) }
        func pick(_ film: Film) { opened.append(film.title) }
        func signIn(email: String, password: String) { signedIn = (email, password) }
        func signIn(password: String) { signedIn = ("", password) }
    }

    struct TrackedIssue: Identifiable {
        let id: Int
        var title: String
    }

    /// A store whose issues tables share (Table's RowBuffer initializer).
    final class IssueStore {
        var issues: RowBuffer<TrackedIssue> = [TrackedIssue(id: 1, title: "Crash on start")]
    }

    static func sharedTable(store: IssueStore) -> Table<TrackedIssue> {
        let columns: [Table<TrackedIssue>.Column] = [.init("Title", value: \.title)]
        // docs:begin Table.swift 2
        let table = Table(title: "Issues", rows: store.issues, columns: columns)
        // docs:end
        return table
    }

    static let films = [Film(id: 1, title: "Vertigo", year: 1958), Film(id: 2, title: "Alien", year: 1979)]

    static func form(model: Model) -> Form {
        let email = TextField(placeholder: "email")
        let password = TextField(placeholder: "password", isSecure: true)
        // docs:begin Form.swift 1
        let form = Form(rows: [
            Form.Row("Email", email),
            Form.Row("Password", password),
        ])
        form.append(Form.Row("", Button("Sign in") { [weak form] in form?.submit() }))
        form.onSubmit = { [weak model] in model?.signIn(email: email.text, password: password.text) }
        // docs:end
        return form
    }

    static func list(model: Model) -> ListView<Film> {
        let movies = films
        // docs:begin ListView.swift 1
        let list = ListView(items: movies, id: \.id) { ListView.Row($0.title, detail: String($0.year)) }
        list.allowsFiltering = true
        list.onActivate = { movie, _ in model.pick(movie) }
        // docs:end
        return list
    }

    static func table(model: Model) -> Table<Film> {
        // docs:begin Table.swift 1
        let table = Table(
            rows: films, id: \.id,
            columns: [
                .init("Title", width: .flexible(), value: \.title),
                .init("Year", alignment: .trailing, value: { String($0.year) }, sortedBy: \.year),
            ])
        table.onActivate = { film, _ in model.open(film) }
        // docs:end
        return table
    }

    static func column() -> Table<Film>.Column {
        // docs:begin Table+Column.swift 1
        Table<Film>.Column("Year", width: .fixed(4), alignment: .trailing, value: { String($0.year) }, sortedBy: \.year)
        // docs:end
    }

    static func field(model: Model) -> TextField {
        // docs:begin TextField.swift 1
        let password = TextField(placeholder: "password", isSecure: true)
        password.validator = { $0.count < 8 ? "At least 8 characters" : nil }
        password.onSubmit = { [weak model] text in model?.signIn(password: text) }
        // docs:end
        return password
    }

    static func rowBuffer(inbox: ListView<Message>, message: Message, messages: [Message]) -> [Message] {
        // docs:begin RowBuffer.swift 1
        inbox.items.insert(message, at: 0)
        inbox.items.removeAll { $0.isDeleted }
        inbox.items = RowBuffer(messages)  // or a literal: inbox.items = []
        let saved = Array(inbox.items)
        // docs:end
        return saved
    }
}
