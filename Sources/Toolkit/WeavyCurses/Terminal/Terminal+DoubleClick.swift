extension Terminal {
    /// The longest time from the press of a click to the press of a second click on the
    /// same cell that makes the second a ``MouseEvent/Kind/doubleClick``; 400 ms unless
    /// set. A negative interval is taken as zero (no double clicks).
    ///
    /// Live and headless terminals make clicks themselves, so a press reaches the app at
    /// once; an embedded terminal's host reads its own mouse reports.
    public var doubleClickInterval: Duration {
        get {
            if let curses { return CursesLock.withLock { curses.keyReader.clicks.doubleClickInterval } }
            return withInputState { $0.keyReader.clicks.doubleClickInterval }
        }
        set {
            let interval = max(.zero, newValue)
            if let curses {
                CursesLock.withLock { curses.keyReader.clicks.doubleClickInterval = interval }
            } else {
                withInputState { $0.keyReader.clicks.doubleClickInterval = interval }
            }
        }
    }
}
