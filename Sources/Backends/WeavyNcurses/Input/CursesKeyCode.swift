import CNcurses
import WeavyKit

/// Turns the key codes `wget_wch` returns in keypad mode into ``Key`` values, for a host
/// program that reads its own keys.
enum CursesKeyCode {
    /// Decodes a key code (`wget_wch` returned KEY_CODE_YES) other than `KEY_MOUSE`.
    /// Runs inside the curses lock with the terminal's screen current: the numbered
    /// F-keys and the extended key codes are looked up in its terminfo entry.
    static func keyCode(_ code: Int32) -> Key {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME, KEY_A1: return .home
        case KEY_END, KEY_C1: return .end
        case KEY_PPAGE, KEY_A3: return .pageUp
        case KEY_NPAGE, KEY_C3: return .pageDown
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_IC: return .insert
        case KEY_ENTER: return .enter
        case KEY_BTAB: return .backTab
        case KEY_RESIZE: return .resize
        case KEY_SR: return Key.up.with(.shift)
        case KEY_SF: return Key.down.with(.shift)
        case KEY_SLEFT: return Key.left.with(.shift)
        case KEY_SRIGHT: return Key.right.with(.shift)
        case KEY_SHOME: return Key.home.with(.shift)
        case KEY_SEND: return Key.end.with(.shift)
        case KEY_SPREVIOUS: return Key.pageUp.with(.shift)
        case KEY_SNEXT: return Key.pageDown.with(.shift)
        case KEY_SDC: return Key.delete.with(.shift)
        case KEY_SIC: return Key.insert.with(.shift)
        case (KEY_F0 + 1)...(KEY_F0 + 12): return .function(Int(code - KEY_F0))
        case (KEY_F0 + 13)...(KEY_F0 + 63): return numberedFunctionKey(Int(code - KEY_F0))
        default: return extendedKey(code) ?? .unknown(Int(code))
        }
    }

    /// F13…F63: xterm's terminfo entry (and those of its kin: tmux, screen, VTE) defines
    /// them as F1…F12 with modifiers, `kf13=\E[1;2P` being Shift-F1; other terminals'
    /// entries keep them as keys of their own.
    private static func numberedFunctionKey(_ number: Int) -> Key {
        guard let string = terminfoString("kf\(number)"), let key = XtermSequence.decodeKey(terminfo: string),
            !key.modifiers.isEmpty
        else { return .function(number) }
        return key
    }

    /// ncurses' extended key names for xterm's modified keys: `kUP5` is Ctrl-Up, with
    /// the number being xterm's modifier parameter (none is 2, Shift).
    static func key(extendedName name: String) -> Key? {
        let base = name.prefix { !$0.isNumber }
        guard let key = extendedNames[String(base)] else { return nil }
        let digits = name.dropFirst(base.count)
        guard let parameter = digits.isEmpty ? 2 : Int(digits), parameter >= 2,
            let modifiers = KeyModifiers(xtermParameter: parameter)
        else { return nil }
        return key.with(modifiers)
    }

    private static let extendedNames: [String: Key] = [
        "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right, "kHOM": .home, "kEND": .end,
        "kPRV": .pageUp, "kNXT": .pageDown, "kDC": .delete, "kIC": .insert,
    ]

    private static func extendedKey(_ code: Int32) -> Key? {
        guard code > KEY_MAX, let name = keyname(code) else { return nil }
        return key(extendedName: String(cString: name))
    }

    private static func terminfoString(_ capability: String) -> [UInt8]? {
        guard let value = tigetstr(capability), value != UnsafeMutablePointer(bitPattern: -1) else { return nil }
        return Array(String(cString: value).utf8)
    }

    /// Reads the pending mouse event after a `KEY_MOUSE` code, or `nil` when there is
    /// none or it is no report the library uses (the middle button, a right release).
    static func mouseReport() -> MouseReport? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let state = event.bstate
        let location = Point(column: Int(event.x), row: Int(event.y))
        if state & weavy_button4_pressed() != 0 { return .other(MouseEvent(.wheelUp, at: location)) }
        if state & weavy_button5_pressed() != 0 { return .other(MouseEvent(.wheelDown, at: location)) }
        if state & weavy_button1_double_clicked() != 0 { return .clicks(2, location) }
        if state & weavy_button1_clicked() != 0 { return .clicks(1, location) }
        if state & weavy_button1_pressed() != 0 { return .press(location) }
        if state & weavy_button1_released() != 0 { return .release(location) }
        if state & (weavy_button3_clicked() | weavy_button3_pressed()) != 0 {
            return .other(MouseEvent(.rightClick, at: location))
        }
        if state & weavy_report_mouse_position() != 0 { return .other(MouseEvent(.move, at: location)) }
        return nil
    }
}
