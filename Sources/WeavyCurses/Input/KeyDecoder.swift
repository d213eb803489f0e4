import CNcurses

/// Turns what `wget_wch` returns into ``Key`` values.
enum KeyDecoder {
    /// Decodes a character result (`wget_wch` returned OK).
    static func character(_ value: UInt32) -> Key {
        switch value {
        case 0x1B: return .escape
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x00: return .control("@")
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(value + 0x60)!))
        case 0x1C...0x1F: return .control(Character(Unicode.Scalar(value + 0x40)!))
        case 0x80...0x9F: return .unknown(Int(value))
        default:
            guard let scalar = Unicode.Scalar(value) else { return .unknown(Int(value)) }
            return .character(Character(scalar))
        }
    }

    /// Decodes a key code (`wget_wch` returned KEY_CODE_YES). Mouse codes are read with
    /// `getmouse`, so this runs inside the curses lock.
    static func keyCode(_ code: Int32) -> Key {
        switch code {
        case KEY_UP, KEY_SR: return .up
        case KEY_DOWN, KEY_SF: return .down
        case KEY_LEFT, KEY_SLEFT: return .left
        case KEY_RIGHT, KEY_SRIGHT: return .right
        case KEY_HOME, KEY_A1, KEY_SHOME: return .home
        case KEY_END, KEY_C1, KEY_SEND: return .end
        case KEY_PPAGE, KEY_A3: return .pageUp
        case KEY_NPAGE, KEY_C3: return .pageDown
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_IC: return .insert
        case KEY_ENTER: return .enter
        case KEY_BTAB: return .backTab
        case KEY_RESIZE: return .resize
        case KEY_MOUSE: return mouse() ?? .unknown(Int(code))
        case (KEY_F0 + 1)...(KEY_F0 + 63): return .function(Int(code - KEY_F0))
        default: return .unknown(Int(code))
        }
    }

    private static func mouse() -> Key? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let state = event.bstate
        let kind: MouseEvent.Kind
        if state & weavy_button4_pressed() != 0 {
            kind = .wheelUp
        } else if state & weavy_button5_pressed() != 0 {
            kind = .wheelDown
        } else if state & weavy_button1_double_clicked() != 0 {
            kind = .doubleClick
        } else if state & weavy_button1_clicked() != 0 {
            kind = .click
        } else if state & weavy_button1_pressed() != 0 {
            kind = .press
        } else if state & weavy_button1_released() != 0 {
            kind = .release
        } else if state & (weavy_button3_clicked() | weavy_button3_pressed()) != 0 {
            kind = .rightClick
        } else if state & weavy_report_mouse_position() != 0 {
            kind = .move
        } else {
            return nil
        }
        return .mouse(MouseEvent(kind, at: Point(column: Int(event.x), row: Int(event.y))))
    }
}
