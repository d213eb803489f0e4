import CNcurses
import WeavyKit

extension Key {
    /// The key a host program read with `wget_wch`: `status` is what `wget_wch` returned
    /// (`OK` for a character, `KEY_CODE_YES` for a key code) and `value` what it stored.
    /// Returns `nil` for `ERR`. A `KEY_MOUSE` code reads the pending mouse event.
    ///
    /// For hosts that embed a Weavy area and read keys in their own loop. Key codes are
    /// decoded as for a live terminal, modifiers included (`kUP5` is Ctrl-Up). Two things
    /// need the keys that follow and are left to the host: Alt sent as Esc and a key
    /// arrives as `escape` and then the key (combine them with `with(_:)` if your loop
    /// can tell), and clicks are resolved by ncurses with the host's `mouseinterval`.
    @MainActor
    public init?(cursesStatus status: Int32, value: UInt32) {
        switch status {
        case OK:
            self = KeyDecoder.character(value)
        case KEY_CODE_YES:
            let code = Int32(bitPattern: value)
            self = CursesLock.withLock {
                guard code == KEY_MOUSE else { return CursesKeyCode.keyCode(code) }
                return CursesKeyCode.mouseReport().map { .mouse($0.event) } ?? .unknown(Int(code))
            }
        default:
            return nil
        }
    }
}
