/// The keys text fields and areas share beyond typing and moving: the clipboard, undo
/// and redo. One table, so both widgets (and their docs) agree.
///
/// Ctrl-Z suspends a live app and Ctrl-C ends it, whichever widget has the focus, so
/// undo and copy take other keys: **Ctrl-/** (terminals send it as Ctrl-_) undoes,
/// **Ctrl-Y** redoes, **Alt-C** or **Ctrl-Insert** copies, **Ctrl-X** or
/// **Shift-Delete** cuts, **Ctrl-V** or **Shift-Insert** pastes.
enum EditingCommand: Equatable {
    case undo, redo, cut, copy, paste

    init?(_ key: Key) {
        switch key {
        case .control("_"): self = .undo
        case .control("y"): self = .redo
        case .control("x"), .modified(.delete, .shift): self = .cut
        case .modified("c", .alt), .modified(.insert, .control): self = .copy
        case .control("v"), .modified(.insert, .shift): self = .paste
        default: return nil
        }
    }
}

extension Key {
    /// For a move with Shift held (Shift-Left, Ctrl-Shift-Right, Shift-End…): the same
    /// move without Shift, which a text widget makes while extending its selection;
    /// `nil` for any other key.
    var selectionExtendingMove: Key? {
        guard case .modified = self, modifiers.contains(.shift) else { return nil }
        switch unmodified {
        case .left, .right, .up, .down, .home, .end, .pageUp, .pageDown:
            return unmodified.with(modifiers.subtracting(.shift))
        default:
            return nil
        }
    }
}
