import OpenCombine
import WeavyCurses

/// The window's content: the current stage of the app (the Api Key screen, then the
/// dashboard) above the notice line, which shows while there is a notice.
///
/// ``MainWarp`` chooses the stage; the shell only shows it, and lists the app-wide keys
/// that work there in the status line.
@MainActor
final class AppShell: Component {
    /// What the app shows, which decides the app-wide keys that work.
    enum Stage {
        /// Nothing yet.
        case starting
        /// The Api Key screen: its field takes the letters.
        case onboarding
        /// The tabs.
        case dashboard
    }

    /// The component of the stage.
    private(set) var current: Component?
    private(set) var stage = Stage.starting
    private let notices: Notices
    private var subscription: AnyCancellable?
    /// The most lines a notice takes.
    static let maximumNoticeLines = 3

    /// Creates a shell showing the notices of `notices`.
    init(notices: Notices) {
        self.notices = notices
        super.init()
        subscription = notices.changes.sink { [weak self] in
            MainActor.assumeIsolated { self?.setNeedsDisplay() }
        }
    }

    /// Shows `component` for `stage`; the previous one is dismissed for good.
    func show(_ component: Component, stage: Stage) {
        if let current { removeChild(current) }
        current = component
        self.stage = stage
        addChild(component)
    }

    override var focusedChild: Component? { current }

    override var keyHints: [KeyHint] {
        switch stage {
        case .starting: []
        case .onboarding:
            [KeyHint("F1", "help", priority: .essential), KeyHint("Ctrl-C", "quit", priority: .high)]
        case .dashboard:
            [
                KeyHint("s", "settings", short: "set"), KeyHint("?", "help", priority: .essential),
                KeyHint("q", "quit", priority: .high),
            ]
        }
    }

    /// The notice's lines at the width of the last layout, and their first row.
    private var noticeLines: (lines: [String], row: Int) = ([], 0)

    override func layout() {
        var area = bounds
        noticeLines = ([], 0)
        if let notice = notices.current, area.size.rows > 4 {
            let width = max(1, area.size.columns - 2)
            var lines = TextWrapping.lines(notice.text, width: width)
            if lines.count > Self.maximumNoticeLines {
                lines = Array(lines.prefix(Self.maximumNoticeLines))
                lines[lines.count - 1] = CellText.truncated(lines[lines.count - 1] + " …", to: width)
            }
            let (rest, bottom) = area.splitBottom(lines.count)
            noticeLines = (lines, bottom.minRow)
            area = rest
        }
        if let current {
            place(current, in: area)
        }
    }

    override func draw(in canvas: Canvas) {
        if let notice = notices.current {
            let style = notice.kind == .error ? canvas.theme.error : canvas.theme.accent
            for (offset, line) in noticeLines.lines.enumerated() {
                canvas.text(line, at: Point(column: 1, row: noticeLines.row + offset), style: style)
            }
        }
        if let current {
            canvas.draw(current)
        }
    }
}
