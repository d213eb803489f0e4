/// Decodes the kitty keyboard protocol's `CSI code [: shifted [: base]] ; modifiers
/// [: event] [; text] u`, and the key codes it and xterm's modifyOtherKeys share.
enum KittyKey {
    /// Decodes `CSI … u` (without a private marker).
    static func decode(_ sequence: ControlSequence, context: XtermSequence.Context) -> XtermSequence.Decoded? {
        let parameters = sequence.parameters
        guard (1...3).contains(parameters.count), let code = parameters[0].value else { return nil }
        let modifierParameter = parameters.count >= 2 ? parameters[1] : nil
        let number = modifierParameter?.value(default: 1) ?? 1
        guard var modifiers = KeyModifiers(kittyParameter: number), (modifierParameter?.subparameters.count ?? 0) <= 1
        else { return nil }
        guard let base = key(code: code) else { return functionalKeyWithoutName(code) ? .ignored : nil }
        var key = base
        // With the alternate keys reported, the shifted key stands for Shift and the key.
        if modifiers.contains(.shift), let shifted = parameters[0].subparameters.first, shifted > 0,
            case .character = base, let shiftedKey = Self.key(code: shifted), case .character = shiftedKey
        {
            key = shiftedKey
            modifiers.remove(.shift)
        }
        return event(key.with(modifiers), modifierParameter?.subparameters.first, context: context)
    }

    /// `key` as the event kind says (1 press, 2 repeat, 3 release): a repeat is a press and
    /// a release is dropped unless the app asked for event types.
    static func event(_ key: Key, _ kind: Int?, context: XtermSequence.Context) -> XtermSequence.Decoded? {
        let reportsEvents = context.keyboardFlags.contains(.reportsEventTypes)
        switch kind ?? 1 {
        case 1: return .key(key)
        case 2: return .key(reportsEvents ? .repeated(key) : key)
        case 3: return reportsEvents ? .key(.released(key)) : .ignored
        default: return nil
        }
    }

    /// The key of a code: a Unicode scalar, the C0 keys (Esc 27, Enter 13, Tab 9,
    /// Backspace 127 and 8), or kitty's private-use codes for F13–F35 and the keypad.
    static func key(code: Int) -> Key? {
        switch code {
        case 27: return .escape
        case 13: return .enter
        case 9: return .tab
        case 127, 8: return .backspace
        case 0: return nil
        case 1..<32: return KeyDecoder.character(UInt32(code))
        case 57376...57398: return .function(code - 57376 + 13)
        case 57399...57427: return keypad[code - 57399]
        case 0xE000...0xF8FF: return nil
        default:
            guard let scalar = Unicode.Scalar(code), code >= 32 else { return nil }
            return .character(Character(scalar))
        }
    }

    /// kitty's codes for keys that have no ``Key`` here: Caps Lock, Scroll Lock, Num
    /// Lock, Print Screen, Pause, Menu (57358…57363), the media keys and the modifier
    /// keys alone (57428…57454), the keypad's Begin.
    private static func functionalKeyWithoutName(_ code: Int) -> Bool {
        (57358...57363).contains(code) || (57428...57454).contains(code) || code == 57427
    }

    /// KP_0 … KP_9, then . / * - + Enter = , and the keypad's arrows, pages, Home, End,
    /// Insert, Delete: the keys the main keyboard has (the keypad's Begin has none).
    private static let keypad: [Key?] = [
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "/", "*", "-", "+", .enter, "=", ",",
        .left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .insert, .delete, nil,
    ]
}
