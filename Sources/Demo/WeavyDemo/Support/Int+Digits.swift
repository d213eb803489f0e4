extension Int {
    /// `text` as a number when it is only ASCII digits (no sign, no spaces, not empty)
    /// and within `range`; `nil` otherwise. What the command line accepts for sizes and
    /// ids.
    init?(digits text: some StringProtocol, in range: ClosedRange<Int>) {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int(String(text)),
            range.contains(value)
        else { return nil }
        self = value
    }
}
