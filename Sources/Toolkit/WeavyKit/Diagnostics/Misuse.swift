import Logging

/// Where WeavyKit reports misuse: swift-log, label `weavy.kit`. Configure swift-log
/// to write to a file or standard error; never the terminal curses owns.
package let diagnostics = Logger(label: "weavy.kit")

/// Reports a misuse of the library that it survives: drawing on a closed terminal,
/// presenting on a closed window, adding a component twice.
///
/// Misuse is loud, never fatal: the message is logged at error level and the call does
/// nothing (or what its documentation says), in debug and release builds alike, so that
/// a mistake in an app never takes the user's terminal down with it.
package func reportMisuse(_ message: @autoclosure () -> String) {
    diagnostics.error("Weavy misuse: \(message())")
}
