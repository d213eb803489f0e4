extension Duration {
    /// The duration in whole nanoseconds, clamped to `Int`: what dispatch's and NIO's
    /// timers take.
    var wholeNanoseconds: Int {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (sum, past) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
        return past ? .max : Int(clamping: sum)
    }
}
