/// The keys single bytes and characters stand for, on every terminal.
package enum KeyDecoder {
    /// Decodes a character result (`wget_wch` returned OK).
    package static func character(_ value: UInt32) -> Key {
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

}
