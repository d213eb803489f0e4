import Foundation
import Testing
import WeavyKit
import WeavyNcurses

// The code of WeavyKit's and WeavyNcurses' doc comments outside the widgets (see
// DocCommentCodeTests.swift), compiled here with just enough around it: the names a
// block uses are this file's parameters and models. DocCommentCodeKitRunTests runs it.

/// The types the blocks name, apart from the other tests' types of the same names.
@MainActor
enum KitDocs {
    enum DiscardChoice: Sendable, Equatable {
        case discard, keep
    }

    /// The dialog Component.present's example awaits: Enter discards.
    final class DiscardDialog: Component, ModalContent {
        typealias Result = DiscardChoice

        override func handle(_ key: Key) -> Bool {
            guard key == .enter else { return false }
            complete(with: .discard)
            return true
        }
    }

    /// A model with a count Component.follow's example follows.
    @MainActor
    final class MailModel {
        @Published var unread = 0
    }

    /// The component of Component.follow's example: it shows the model's unread count.
    final class UnreadBadge: Component {
        private(set) var badge = ""

        init(model: MailModel) {
            super.init()
            // docs:begin Component+Follow.swift 1
            follow(model.$unread) { [weak self] count in self?.badge = "\(count) new" }
            // docs:end
        }
    }

    /// A screen that takes `r` while it can reload (Component.takes' example).
    final class ReloadingScreen: Component {
        var canReload = true

        // docs:begin Component.swift 1
        override func takes(_ key: Key) -> Bool { key == "r" && canReload }
        // docs:end
    }

    /// A badge as wide as its label and a cell each side (Component.preferredWidth's example).
    final class Badge: Component {
        let label: String
        init(_ label: String) {
            self.label = label
            super.init()
        }

        // docs:begin Component.swift 2
        override func preferredWidth(forHeight height: Int) -> Int? { CellText.width(label) + 2 }
        // docs:end
    }

    enum MailWeft: Weft {
        case signedOut, signedIn, inbox, settings, discard
    }

    /// The root warp of Stage's example: the sign-in form, then the tabs.
    @MainActor
    final class MailWarp: Warp {
        let stage = Stage()
        var head: any Presentable { stage }
        let inbox = InboxWarp()
        let settings = InboxWarp()

        func knit(_ weft: MailWeft) -> [Stitch] {
            switch weft {
            case .signedOut:
                let form = Label("Sign in")
                stage.show(form)
                return [.show(form)]
            // docs:begin Stage.swift 1
            case .signedIn:
                let tabs = TabBar(tabs: [inbox.stack, settings.stack])
                stage.show(tabs)
                return [
                    .weave(inbox, SingleWeftable(MailWeft.inbox)),
                    .weave(settings, SingleWeftable(MailWeft.settings)),
                ]
            // docs:end
            case .inbox, .settings, .discard:
                return []
            }
        }
    }

    /// A warp of one stack, for Stage's tabs and Component.present's dialog.
    @MainActor
    final class InboxWarp: Warp {
        let stack = NavigationStack(title: "Inbox")
        var head: any Presentable { stack }

        func knit(_ weft: MailWeft) -> [Stitch] {
            guard weft != .discard else { return presentDialog() }
            let list = Label("No mail", title: "Inbox")
            stack.push(list)
            return [.show(list)]
        }

        private func presentDialog() -> [Stitch] {
            let dialog = DiscardDialog()
            let dialogModel = WeftEmitter()
            // docs:begin Component+Modals.swift 1
            stack.present(dialog)
            return [.weave(dialog, dialogModel)]
            // docs:end
        }
    }

    @MainActor
    enum KitDocCode {
        static func viewport() -> InlineViewport {
            // docs:begin InlineViewport.swift 1
            let viewport = InlineViewport(height: .rows(8), end: .keep)
            // docs:end
            return viewport
        }

        static func inlineTerminal() throws -> Terminal {
            // docs:begin Terminal+Inline.swift 1
            let terminal = try Terminal.inline(
                InlineViewport(height: .rows(5)), cursor: Point(column: 0, row: 10),
                screen: Size(columns: 80, rows: 24), output: { bytes in _ = bytes })
            // docs:end
            return terminal
        }

        static func focusRing(list: ListView<String>, notes: TextArea) -> VStack {
            // docs:begin Component+Focus.swift 1
            let screen = VStack([.flexible(list), .fixed(5, notes)])
            screen.focus(list)  // Tab goes to the notes and back
            // docs:end
            return screen
        }

        static func discard(screen: Component) async -> DiscardChoice? {
            // docs:begin Component+Modals.swift 2
            let choice = await screen.present(DiscardDialog())
            // docs:end
            return choice
        }

        /// Compiled, not run: the dialog of this block never completes.
        static func modalOutcome(screen: Component) async -> DiscardChoice? {
            // docs:begin ModalOutcome.swift 1
            final class DiscardDialog: Component, ModalContent {
                typealias Result = DiscardChoice
                // … on Enter: complete(with: .discard)
            }

            let choice = await screen.present(DiscardDialog())  // DiscardChoice?, nil if cancelled
            // docs:end
            return choice
        }

        static func rendering() -> CellBuffer {
            // docs:begin Component+Rendering.swift 1
            let list = ListView(items: ["Ada", "Grace"]) { ListView.Row($0) }
            let cells = list.render(size: Size(columns: 20, rows: 3))
            #expect(cells.lines == [" Ada", " Grace", ""])  // a row's text starts in its second cell
            // docs:end
            return cells
        }

        static func blue() -> Color {
            // docs:begin Color.swift 1
            let blue = Color(hex: "#1e66f5") ?? .blue
            // docs:end
            return blue
        }

        /// What Key's example does with a key, as the names of the functions it called.
        static func keys(_ key: Key) -> [String] {
            var called: [String] = []
            func moveUp() { called.append("moveUp") }
            func extendSelectionUp() { called.append("extendSelectionUp") }
            func cut() { called.append("cut") }
            func quit() { called.append("quit") }
            // docs:begin Key.swift 1
            switch key {
            case .up: moveUp()
            case .modified(.up, .shift): extendSelectionUp()
            case .modified("x", .alt): cut()
            case .control("c"): quit()
            default: break
            }
            // docs:end
            return called
        }

        static func loop() throws -> WindowLoop {
            // docs:begin WindowLoop.swift 1
            let terminal = try Terminal.headless(size: Size(columns: 40, rows: 10))
            let window = Window(content: Label("Hello"))
            window.bind("q") { window in window.quit() }
            let loop = WindowLoop(window: window, terminal: terminal, clock: .manual)
            loop.handle([.keys(["q"])])
            assert(loop.outcome == .quit)
            // docs:end
            return loop
        }

        static func clipboard(window: Window) {
            // docs:begin Clipboard.swift 1
            window.clipboard.sendsToTerminal = true  // copies also reach the terminal's clipboard
            // docs:end
        }

        static func quitKey(window: Window) {
            // docs:begin Window+Keys.swift 1
            window.bind("q", hint: "quit") { window in window.quit() }
            // docs:end
        }

        static func toasts(window: Window) {
            // docs:begin Window+Toasts.swift 1
            window.showToast("Saved")
            window.showToast("Could not save: the disk is full", kind: .error)
            // docs:end
        }

        // docs:begin Component+Timers.swift 1
        final class Inbox: Component {
            let list = ListView(items: [String]()) { ListView.Row($0) }

            init(load: @escaping @MainActor () -> [String]) {
                super.init(title: "Inbox")
                addChild(list)
                schedule(every: .seconds(30)) { [list] window in
                    list.items = RowBuffer(load())
                    window.showToast("Inbox refreshed")
                }
            }
        }
        // docs:end

        static func ticking(window: Window, label: Label) -> ScheduledAction {
            // docs:begin WindowTimers.swift 1
            var seconds = 0
            let ticks = window.schedule(every: .seconds(1)) {
                seconds += 1
                label.text = "\(seconds) s"
            }
            // docs:end
            return ticks
        }

        /// Compiled, not run: it runs on the live terminal.
        static func inline() async {
            // docs:begin Window+RunInline.swift 1
            let window = Window(content: Label("Working…"), minimumSize: Size(columns: 10, rows: 1))
            await window.run(inline: InlineViewport(height: .rows(1)))
            // docs:end
        }

        /// Compiled, not run: it is a program's main, on the live terminal.
        static func main() async {
            // docs:begin Window+RunLive.swift 1
            let warp = WishlistWarp()
            let window = Window(content: warp.stack)
            window.bind("q", hint: "quit") { window in window.quit() }
            let loom = Loom()
            loom.weave(warp, startingWith: MovieWeft.movieList)
            await window.run()
            // docs:end
        }
    }
}
