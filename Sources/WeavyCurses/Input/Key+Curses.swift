import CNcurses

extension Key {
    /// The key a host program read with `wget_wch`: `status` is what `wget_wch` returned
    /// (`OK` for a character, `KEY_CODE_YES` for a key code) and `value` what it stored.
    /// Returns `nil` for `ERR`. A `KEY_MOUSE` code reads the pending mouse event.
    ///
    /// For hosts that embed a Weavy area and read keys in their own loop.
    @MainActor
    public init?(cursesStatus status: Int32, value: UInt32) {
        switch status {
        case OK:
            self = KeyDecoder.character(value)
        case KEY_CODE_YES:
            self = CursesLock.withLock { KeyDecoder.keyCode(Int32(bitPattern: value)) }
        default:
            return nil
        }
    }
}
