import WeavyKit

/// Walks an app by the keys its status line offers and checks that every hint tells the
/// truth: each key a hint names reaches the component or binding that offers it.
///
/// From the first screen, the audit presses each key of each hint (on a fresh app for
/// every key, replaying the keys that led there), checks that the window predicted the
/// hint's receiver (`Window.receiver(of:)`) and that the key, pressed, reached it
/// (`Window.lastKeyReceiver`), and goes on from the state the key led to, breadth
/// first, until ``maximumDepth`` keys or ``maximumStates`` states. In each state it also
/// checks that every key of ``keysRequiringHints`` that would do something
/// (`Window.receiver(of:)`) is named by a hint: a key that acts unannounced is a problem
/// too.
///
/// ```swift
/// let audit = StatusLineAudit(maximumDepth: 3) { try HeadlessDriver(content: screen()) }
/// let report = try await audit.run()
/// #expect(report.problems.isEmpty, "\(report.problems)")
/// ```
@MainActor
public struct StatusLineAudit {
    /// What the audit found.
    public struct Report: Sendable {
        /// Each hint whose key went elsewhere, or that the window predicted elsewhere,
        /// and each key of ``StatusLineAudit/keysRequiringHints`` that would do something
        /// while no hint names it, with the keys that led to it.
        public var problems: [String] = []
        /// The keys that led to each state walked, in the order walked.
        public var states: [[Key]] = []
        /// How many hint keys were pressed.
        public var keysPressed = 0
        /// How many of them changed what the screen shows or the navigation.
        public var keysWithEffect = 0
    }

    /// The most hint keys pressed from a starting path to reach a state.
    public var maximumDepth: Int
    /// The keys that lead to the states the walk starts from: the first screen (no
    /// keys) by default; a list of pages adds the path to each.
    public var startingPaths: [[Key]] = [[]]
    /// The most states walked.
    public var maximumStates: Int
    /// Keys never pressed (a key that leaves the app, or waits for the network).
    public var skippedKeys: Set<Key>
    /// Keys that must be named by a hint whenever they would reach something: Esc,
    /// Tab and Enter by default, whose effects (back, close, another pane, the next
    /// field, submit) cannot be guessed. Shift-Tab is not among them: a `Tab` hint
    /// stands for it.
    public var keysRequiringHints: Set<Key> = [.escape, .tab, .enter]
    /// Makes the app afresh, on its first screen.
    public let start: @MainActor () throws -> HeadlessDriver
    /// Called with each state walked, before its hints are pressed: a test notes the
    /// states it must reach (a filter being typed, a text area focused).
    public var visit: @MainActor (HeadlessDriver, [Key]) -> Void = { _, _ in }

    /// Creates an audit of the app `start` makes.
    public init(
        maximumDepth: Int = 4, maximumStates: Int = 60, skippedKeys: Set<Key> = [],
        start: @escaping @MainActor () throws -> HeadlessDriver
    ) {
        self.maximumDepth = maximumDepth
        self.maximumStates = maximumStates
        self.skippedKeys = skippedKeys
        self.start = start
    }

    /// Walks the app and checks every hint on the way.
    ///
    /// It makes a fresh app for every key it presses, hundreds in a walk of a whole app,
    /// and gives the main actor to the tests beside it between them (see
    /// ``MainActorTurns``).
    public func run() async throws -> Report {
        var report = Report()
        var turns = MainActorTurns()
        var queue = startingPaths.map { (path: $0, depth: 0) }
        var seen: Set<String> = []
        while !queue.isEmpty, report.states.count < maximumStates {
            let (path, depth) = queue.removeFirst()
            let driver = try replay(path)
            let signature = Self.signature(of: driver.window)
            let hints = driver.window.routedKeyHints
            guard seen.insert(signature).inserted else {
                driver.close()
                continue
            }
            report.states.append(path)
            checkUnhintedKeys(in: driver.window, after: path, hints: hints, into: &report)
            visit(driver, path)
            driver.close()
            for routed in hints {
                for key in routed.hint.triggers where !skippedKeys.contains(key) {
                    let next = try check(key, of: routed.hint, after: path, into: &report)
                    if let next, depth < maximumDepth { queue.append((next, depth + 1)) }
                    await turns.giveWayIfDue()
                }
            }
        }
        return report
    }

    /// Presses `key` of the hint `shown` on a fresh app brought to `path`; returns the
    /// path to the state it led to, or `nil` when the app ended. The fresh app's own hint
    /// is checked: its receiver is a component of that app.
    private func check(_ key: Key, of shown: KeyHint, after path: [Key], into report: inout Report) throws
        -> [Key]?
    {
        let driver = try replay(path)
        defer { driver.close() }
        let window = driver.window
        let keys = path.map(KeyNotation.notation(for:)).joined()
        let hint = "\"\(shown.keys) \(shown.action)\""
        let at = "\(keys.isEmpty ? "at the start" : keys) then \(KeyNotation.notation(for: key)) (\(hint))"
        guard let routed = window.routedKeyHints.first(where: { $0.hint == shown }) else {
            report.problems.append("\(at): the hint is not shown again on the same keys")
            return nil
        }
        let describe = Self.describer(in: window)
        let predicted = window.receiver(of: key)
        if predicted != routed.receiver {
            report.problems.append(
                "\(at): the window predicts \(describe(predicted)), the hint is \(describe(routed.receiver))'s")
        }
        let before = (driver.text, driver.navigation)
        driver.press(key)
        report.keysPressed += 1
        if window.lastKeyReceiver != routed.receiver {
            report.problems.append(
                "\(at): reached \(describe(window.lastKeyReceiver)), not \(describe(routed.receiver))")
        }
        if driver.outcome != nil { return nil }
        if driver.text != before.0 || driver.navigation != before.1 { report.keysWithEffect += 1 }
        return path + [key]
    }

    /// Notes each key of ``keysRequiringHints`` that would reach something in `window`
    /// (brought there by `path`) while none of `hints` names it.
    private func checkUnhintedKeys(
        in window: Window, after path: [Key], hints: [RoutedKeyHint], into report: inout Report
    ) {
        let named = Set(hints.flatMap(\.hint.triggers))
        let keys = path.map(KeyNotation.notation(for:)).joined()
        let unnamed = keysRequiringHints.filter { !named.contains($0) }.map { (KeyNotation.notation(for: $0), $0) }
        for (notation, key) in unnamed.sorted(by: { $0.0 < $1.0 }) {
            guard let receiver = window.receiver(of: key) else { continue }
            let at = keys.isEmpty ? "at the start" : keys
            report.problems.append(
                "\(at): \(notation) reaches \(Self.describer(in: window)(receiver)), but no hint says what it does")
        }
    }

    /// Names a receiver of `window`'s keys for a problem's text.
    private static func describer(in window: Window) -> (KeyReceiver?) -> String {
        let names = Dictionary(
            window.focusChain.map { (KeyReceiver($0), "\(type(of: $0)) \"\($0.title)\"") }, uniquingKeysWith: { $1 })
        return { receiver in
            guard let receiver else { return "nothing" }
            switch receiver {
            case .binding(let key): return "the window's binding of \(KeyNotation.notation(for: key))"
            case .focusRing: return "the focus ring"
            case .component: return names[receiver] ?? "a component off the focus chain"
            }
        }
    }

    /// A fresh app with the keys of `path` pressed.
    private func replay(_ path: [Key]) throws -> HeadlessDriver {
        let driver = try start()
        driver.render()
        for key in path { driver.press(key) }
        return driver
    }

    /// What tells states apart: the focus chain and the hints shown.
    private static func signature(of window: Window) -> String {
        let chain = window.focusChain.map { "\(type(of: $0)):\($0.title)" }.joined(separator: ">")
        let hints = window.keyHints.map { "\($0.keys) \($0.action)" }.joined(separator: "|")
        return "\(window.modals.count) \(chain) \(hints)"
    }
}
