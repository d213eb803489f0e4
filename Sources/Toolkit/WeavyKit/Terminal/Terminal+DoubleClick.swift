extension Terminal {
    /// The longest time from the press of a click to the press of a second click on the
    /// same cell that makes the second a ``MouseEvent/Kind/doubleClick``; 400 ms unless
    /// set. A negative interval is taken as zero (no double clicks).
    ///
    /// Terminals make clicks themselves from the mouse reports they decode, so a press
    /// reaches the app at once; an embedded terminal's host reads its own mouse reports.
    public var doubleClickInterval: Duration {
        get { withInputState { $0.clicks.doubleClickInterval } }
        set {
            let interval = max(.zero, newValue)
            withInputState { $0.clicks.doubleClickInterval = interval }
        }
    }
}
