// The app that BuildingAWholeApp.md builds: a sign-in on a stage, then a session of two
// tabs, each a child warp with its own navigation stack, a modal the session owns, and
// posts that arrive in the background. Each region between
// `docs:begin BuildingAWholeApp <n>` and `docs:end` is the article's n-th Swift block,
// verbatim (DocsCodeTests checks it); ChatAppTests runs the app.

// docs:begin BuildingAWholeApp 1
import WeavyNcurses

struct Post: Identifiable, Sendable {
    let id: Int
    let author: String
    let text: String
}

/// A room's posts, newest first; `arrivals` publishes each new one.
@MainActor
final class Room {
    let name: String
    private(set) var posts: [Post]
    let arrivals = PassthroughSubject<Post, Never>()

    init(name: String, posts: [Post] = []) {
        self.name = name
        self.posts = posts
    }

    func add(_ post: Post) {
        posts.insert(post, at: 0)
        arrivals.send(post)
    }
}

/// Stands for the network: `deliver()` brings one new post into the first room.
@MainActor
final class ChatServer {
    let rooms = [
        Room(
            name: "General",
            posts: [Post(id: 2, author: "grace", text: "Build is green"), Post(id: 1, author: "ada", text: "Hello")]),
        Room(name: "Random", posts: [Post(id: 3, author: "linus", text: "Lunch?")]),
    ]
    private var delivered = 0

    func deliver() {
        delivered += 1
        rooms[0].add(Post(id: 100 + delivered, author: "bot", text: "News #\(delivered)"))
    }
}
// docs:end

// docs:begin BuildingAWholeApp 2
enum ChatWeft: Weft {
    case signIn
    case signedIn(name: String)
    case signedOut
}

@MainActor
final class ChatSignInModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()

    func signIn(as name: String) { wefts.send(ChatWeft.signedIn(name: name)) }
}

@MainActor
func chatSignIn(model: ChatSignInModel) -> Panel {
    let name = TextField(placeholder: "ada")
    name.validator = { $0.isEmpty ? "Your name, please" : nil }
    let form = Form(rows: [Form.Row("Name", name)])
    form.append(Form.Row("", Button("Sign in", isDefault: true) { form.submit() }))
    form.onSubmit = { model.signIn(as: name.text) }
    return Panel(title: "Sign in", content: form, width: 40)
}
// docs:end

// docs:begin BuildingAWholeApp 3
enum RoomWeft: Weft {
    case posts
    case opened(Post)
}

@MainActor
final class RoomModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()

    func open(_ post: Post) { wefts.send(RoomWeft.opened(post)) }
}

/// A room's posts; new ones go in at the top, and the selection stays on its post.
@MainActor
final class RoomScreen: Component {
    let list: ListView<Post>

    init(room: Room, model: RoomModel) {
        list = ListView(items: room.posts) { ListView.Row($0.text, detail: $0.author) }
        super.init(title: room.name)
        list.onActivate = { post, _ in model.open(post) }
        addChild(list)  // the default layout() gives it the whole screen
        follow(room.arrivals) { [list] post in list.items.insert(post, at: 0) }
    }

    override var focusedChild: Component? { list }
}

/// One tab: a child warp with its own navigation stack.
@MainActor
final class RoomWarp: Warp {
    let room: Room
    let stack: NavigationStack
    var head: any Presentable { stack }

    init(room: Room) {
        self.room = room
        stack = NavigationStack(title: room.name)  // the tab's name
        stack.showsTitleBarAtRoot = false  // the tab line names the root already
    }

    func knit(_ weft: RoomWeft) -> [Stitch] {
        switch weft {
        case .posts:
            let model = RoomModel()
            let screen = RoomScreen(room: room, model: model)
            stack.push(screen)
            return [.weave(screen, model)]
        case .opened(let post):
            let page = Label(post.text, title: post.author)
            stack.push(page)
            return [.show(page)]
        }
    }
}
// docs:end

// docs:begin BuildingAWholeApp 4
/// The signed-in session: the tabs, the account modal it owns, and its background work.
@MainActor
final class ChatSession: Component, Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()

    init(tabs: TabBar) {
        super.init(title: "Chat")
        addChild(tabs)
    }

    override var focusedChild: Component? { children.first }
    override var keyHints: [KeyHint] { [KeyHint("a", "account")] }

    override func handle(_ key: Key) -> Bool {
        guard key == "a" else { return super.handle(key) }
        let signOut = Button("Sign out") { self.wefts.send(ChatWeft.signedOut) }
        present(signOut, title: "Account")  // owned by the session: it closes on sign-out
        return true
    }

    /// Runs `work` every `interval` for as long as the session is in the window: the
    /// session's own timer, which ends with it (signed out, or the window closed).
    func repeatWhileSignedIn(every interval: Duration, _ work: @escaping @MainActor () -> Void) {
        schedule(every: interval) { _ in work() }
    }
}
// docs:end

// docs:begin BuildingAWholeApp 5
/// The root warp: the sign-in, then the session, on a stage.
@MainActor
final class ChatWarp: Warp {
    let stage = Stage()
    let server: ChatServer
    var head: any Presentable { stage }

    init(server: ChatServer) { self.server = server }

    func knit(_ weft: ChatWeft) -> [Stitch] {
        switch weft {
        case .signIn, .signedOut:
            let model = ChatSignInModel()
            let panel = chatSignIn(model: model)
            stage.show(panel)  // a session shown before is dismissed for good
            return [.weave(panel, model)]
        case .signedIn:
            let general = RoomWarp(room: server.rooms[0])
            let random = RoomWarp(room: server.rooms[1])
            let session = ChatSession(tabs: TabBar(tabs: [general.stack, random.stack]))
            stage.show(session)
            session.repeatWhileSignedIn(every: .seconds(5)) { [server] in server.deliver() }
            return [
                .weave(session, session),  // the session's own wefts (sign out)
                .weave(general, SingleWeftable(RoomWeft.posts)),  // a child warp per tab
                .weave(random, SingleWeftable(RoomWeft.posts)),  // starts when its tab is first shown
            ]
        }
    }
}
// docs:end
