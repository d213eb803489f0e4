import WeavyNcurses

/// The parts of the app that ``MainWarp`` shows in turn on its stage.
enum AppPhase: Sendable, Equatable {
    /// The Api Key screen: its field takes the letters.
    case onboarding
    /// The tabs.
    case dashboard
}

/// The app-wide keys of each phase, bound on the window with their hints for the status
/// line.
///
/// They only get the keys the focused screen does not use (a text field keeps its
/// letters), except Ctrl-C. Help works everywhere, over the settings too; `s` and `q`
/// wait while a popup is up, and are not bound before the dashboard (the Api Key screen
/// says how to leave: Ctrl-C).
@MainActor
enum AppKeys {
    /// Every key this type binds, to take them all off before binding a phase's keys in
    /// the order their hints show.
    private static let all: [Key] = ["s", "?", .function(1), "q", .control("c")]

    /// Binds the keys of `phase` (`nil`: the app has not knitted its first weft yet) on
    /// `window`, replacing those of the previous phase.
    static func bind(for phase: AppPhase?, on window: Window, model: AppModel) {
        for key in all { window.unbind(key) }
        // The window holds these bindings, and the app holds the window's model: no cycle.
        let help: @MainActor () -> Void = { model.toggleHelp() }
        // Ctrl-C does what the run loop's own binding does (see `Window.run(on:)`); it
        // is bound here only to show its hint while the Api Key screen keeps `q`.
        let interrupt: @MainActor (Window) -> Void = { window in window.quit(.interrupted) }
        switch phase {
        case nil:
            window.bind(.function(1), worksUnderModals: true, action: help)
            window.bind("?", worksUnderModals: true, action: help)
        case .onboarding:
            window.bind(
                .function(1), hint: KeyHint("F1", "help", priority: .essential), worksUnderModals: true,
                action: help)
            window.bind("?", worksUnderModals: true, action: help)
            window.bind(
                .control("c"), hint: KeyHint("Ctrl-C", "quit", priority: .high), overridesFocus: true,
                worksUnderModals: true, action: interrupt)
        case .dashboard:
            window.bind("s", hint: KeyHint("s", "settings", short: "set")) { model.openSettings() }
            window.bind("?", hint: KeyHint("?", "help", priority: .essential), worksUnderModals: true, action: help)
            window.bind(.function(1), worksUnderModals: true, action: help)
            window.bind("q", hint: KeyHint("q", "quit", priority: .high)) { window in window.quit() }
            window.bind(.control("c"), overridesFocus: true, worksUnderModals: true, action: interrupt)
        }
    }
}
