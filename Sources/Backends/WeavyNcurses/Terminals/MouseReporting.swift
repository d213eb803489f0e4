import WeavyKit

/// Whether the live terminal asks for mouse reports.
///
/// GNU screen (4.9), while the program inside it has mouse reports on, holds a lone Esc
/// until the next byte comes, as the possible start of a mouse report, whatever its
/// `maptimeout`, and then sends the two together: Esc pressed alone never arrives, and
/// Esc then `j` reads as Alt-j. So inside GNU screen (`STY` set, or a `screen` type
/// outside tmux) the mouse is left off, and the log says why: Esc matters more.
enum MouseReporting {
    /// Why mouse reports stay off in `environment` though the program asks for them, or
    /// `nil` when they may be on.
    static func reasonToLeaveOff(environment: [String: String]) -> String? {
        let session = environment["STY"] ?? ""
        let type = environment["TERM"] ?? ""
        let inTmux = !(environment["TMUX"] ?? "").isEmpty
        guard !session.isEmpty || (type.hasPrefix("screen") && !inTmux) else { return nil }
        let said = session.isEmpty ? "TERM=\(type) outside tmux" : "STY=\(session)"
        return "mouse reports left off inside GNU screen (\(said)): while they are on, "
            + "it holds a lone Esc until the next key"
    }
}
