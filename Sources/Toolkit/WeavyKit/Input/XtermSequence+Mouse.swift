extension XtermSequence {
    /// SGR (1006) report, `ESC [ < button ; column ; row M` (press) or `m` (release),
    /// coordinates 1-based.
    static func sgrMouse(_ sequence: ControlSequence) -> Decoded? {
        guard sequence.final == UInt8(ascii: "M") || sequence.final == UInt8(ascii: "m"),
            sequence.intermediates.isEmpty, sequence.parameters.count == 3,
            sequence.parameters.allSatisfy({ $0.value != nil && $0.subparameters.isEmpty }),
            let values = sequence.values(default: 0)
        else { return nil }
        return mouse(code: values[0], released: sequence.final == UInt8(ascii: "m"), column: values[1], row: values[2])
    }

    /// X10 (1000) report: three bytes, each the value plus 32, coordinates 1-based.
    static func x10Mouse(button: UInt8, column: UInt8, row: UInt8) -> Decoded? {
        guard button >= 32, column >= 33, row >= 33 else { return nil }
        return mouse(code: Int(button) - 32, released: false, column: Int(column) - 32, row: Int(row) - 32)
    }

    /// The event of a mouse report's button code (modifiers in bits 4 Shift, 8 Alt,
    /// 16 Ctrl; 32 motion, 64 wheel, 128 the buttons past the wheel), at a 1-based
    /// cell. X10 reports every release as button 3, without saying which button it was.
    static func mouse(code: Int, released: Bool, column: Int, row: Int) -> Decoded? {
        guard code >= 0, code < 256, column >= 1, row >= 1 else { return nil }
        let location = Point(column: column - 1, row: row - 1)
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let button = code & 3
        func other(_ kind: MouseEvent.Kind) -> Decoded {
            .mouse(.other(MouseEvent(kind, at: location, modifiers: modifiers)), modifiers)
        }
        if code & 32 != 0 { return other(.move) }
        if code & 64 != 0 {
            return other([MouseEvent.Kind.wheelUp, .wheelDown, .wheelLeft, .wheelRight][button])
        }
        if code & 128 != 0 {
            if released { return .ignored }
            return other([MouseEvent.Kind.back, .forward, .otherButton(10), .otherButton(11)][button])
        }
        switch button {
        case 0: return .mouse(released ? .release(location) : .press(location), modifiers)
        case 1: return released ? .ignored : other(.middleClick)
        case 2: return released ? .ignored : other(.rightClick)
        default: return .mouse(.release(location), modifiers)
        }
    }
}
