import WeavyKit

// The code of the widget reference pages that show rows and documents: each
// `docs:begin <Page> <n>` region is that article's n-th Swift block, verbatim
// (DocsCodeTests checks it); WidgetPagesPicturesTests runs it and draws its picture.

// docs:begin ListViewReference 1
struct Track: Identifiable, Sendable {
    let id: Int
    var title: String
    var artist: String
}

@MainActor
func playlist(_ tracks: [Track], play: @escaping @MainActor (Track) -> Void) -> ListView<Track> {
    let list = ListView(title: "Playlist", items: tracks) { ListView.Row($0.title, detail: $0.artist) }
    list.allowsFiltering = true  // `/` filters: "blue" finds "Blue in Green" and "Blues for Alice"
    list.emptyText = "No tracks yet."
    list.onActivate = { track, _ in play(track) }  // Enter, Right or a double click
    return list
}
// docs:end

// docs:begin ListViewReference 2
@MainActor
func addToTop(_ track: Track, of list: ListView<Track>) {
    list.followsNewItemsAtTop = true  // at the top, the new first row takes the selection
    list.items.insert(track, at: 0)  // as cheap at the top of a long list as at the bottom
}
// docs:end

// docs:begin TableReference 1
struct Ticket: Identifiable, Sendable {
    let id: Int
    var title: String
    var state: String
    var votes: Int
}

@MainActor
func ticketTable(_ tickets: [Ticket], open: @escaping @MainActor (Ticket) -> Void) -> Table<Ticket> {
    let table = Table(
        title: "Tickets", rows: tickets,
        columns: [
            .init("#", width: .fixed(4), alignment: .trailing, value: { String($0.id) }, sortedBy: \.id),
            .init("Title", width: .flexible(minimum: 16), value: \.title),
            .init("State", value: \.state),
            .init("Votes", alignment: .trailing, value: { String($0.votes) }, sortedBy: \.votes),
        ],
        sortOrder: .init(column: 3, ascending: false))  // most votes first; `s` and `S` change it
    table.allowsFiltering = true
    table.onActivate = { ticket, _ in open(ticket) }
    return table
}
// docs:end

// docs:begin TableReference 2
@MainActor
func reopen(_ id: Int, in table: Table<Ticket>) {
    guard let index = table.rows.firstIndex(where: { $0.id == id }) else { return }
    table.rows[index].state = "open"  // under a sort, only this row moves to its place
    _ = table.select(id: id)
}
// docs:end

// docs:begin TableReference 3
@MainActor
final class TicketStore {
    private(set) var tickets: RowBuffer<Ticket> = []

    func add(_ ticket: Ticket) { tickets.insert(ticket, at: 0) }
}

@MainActor
func sharedTicketTable(_ store: TicketStore) -> Table<Ticket> {
    Table(title: "Tickets", rows: store.tickets, columns: [.init("Title", value: \.title)])
}
// docs:end

// docs:begin ScrollViewReference 1
@MainActor
func releaseNotes() -> ScrollView {
    let notes = ScrollView(
        title: "What's new",
        [
            .heading("Version 2.4"),
            .fields([ScrollView.Field("Released", "2 December"), ScrollView.Field("Size", "14 MB")]),
            .gap,
            .paragraph("Lists and tables filter with a slash, by letters in order, accents ignored."),
            .paragraph("A failing test now says which screen differs.", role: \.secondaryText),
        ])
    notes.maximumLineWidth = 72  // prose stays readable on a wide terminal
    return notes
}
// docs:end

// docs:begin ScrollViewReference 2
@MainActor
func messageBody() -> ScrollView {
    ScrollView(
        title: "Build 812",
        [
            .heading("Build 812 failed"),
            .runs([
                TextRun("Two tests failed on Linux. The whole log is at "),
                TextRun("ci.example.org/runs/812", style: \.accent, link: Link("https://ci.example.org/runs/812")),
                TextRun(", and the commit that broke them is "),
                TextRun("4f2c1e9", link: Link("https://git.example.org/commit/4f2c1e9")),
                TextRun("."),
            ]),
        ])
}
// docs:end

// docs:begin LabelReference 1
@MainActor
func emptyInbox() -> VStack {
    VStack(
        spacing: 1,
        [
            Label("Inbox zero", style: \.heading, alignment: .center),
            Label("Nothing to read.\nNew mail shows here as it arrives.", style: \.secondaryText, alignment: .center),
        ])
}
// docs:end

// docs:begin LabelReference 2
@MainActor
func updateNotice() -> Label {
    Label(
        runs: [
            TextRun("Version 2.4 is out: "),
            TextRun("read the release notes", link: Link("https://example.org/releases/2.4")),
            TextRun(" before you update."),
        ], style: \.secondaryText)
}
// docs:end
