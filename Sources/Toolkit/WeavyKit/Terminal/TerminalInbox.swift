import CPlatform
import Glibc

/// What reaches a window's run loop from outside the batch it is handling: the events
/// posted to the terminal (an SSH channel's bytes, a resize) and the window's news (a
/// frame to draw, a timer that changed, a quit recorded by a model's task).
///
/// Whoever posts knows nothing of the loop. A post is kept here; a loop that is waiting
/// is woken through a pipe it watches (``wakeDescriptor``), written at most once until
/// the loop looks again. While the loop is awake (handling a batch, draining the main
/// queue) nothing is written: the loop looks at the inbox before it waits.
struct TerminalInbox {
    private(set) var events = PostedEvents()
    /// Whether the window has news since the loop last looked.
    private var windowNews = false
    /// Whether the loop will look before it waits: it is awake, or the pipe was written.
    private var loopWillLook = false
    /// The pipe that wakes a waiting loop, made when a loop first waits on it.
    private var wakePipe: (read: Int32, write: Int32)?
    /// Whether the pipe holds a byte the loop has not read.
    private var pipeWritten = false
    /// Whether a loop runs on the terminal: a second one is refused.
    var isClaimed = false

    /// Keeps `new` for the loop and wakes it.
    mutating func post(_ new: [TerminalEvent]) {
        events.append(contentsOf: new)
        wakeLoop()
    }

    /// Notes that the window has something for the loop, and wakes it.
    mutating func noteWindowNews() {
        windowNews = true
        wakeLoop()
    }

    private mutating func wakeLoop() {
        guard !loopWillLook, let wakePipe else { return }
        loopWillLook = true
        pipeWritten = true
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)
    }

    /// The descriptor a waiting loop watches, made on first use.
    mutating func wakeDescriptor() -> Int32 {
        if let wakePipe { return wakePipe.read }
        var ends: [Int32] = [-1, -1]
        guard weavy_close_on_exec_pipe(&ends, 1) == 0 else { return -1 }
        wakePipe = (ends[0], ends[1])
        return ends[0]
    }

    /// The loop is awake and looks: what was posted, and whether the window has news.
    mutating func take() -> (events: [TerminalEvent], windowNews: Bool) {
        loopWillLook = true
        defer { windowNews = false }
        guard !events.isEmpty else { return ([], windowNews) }
        defer { events.removeAll() }
        return (events.events, windowNews)
    }

    /// The loop woke up: until it waits again, posts need not wake it.
    mutating func loopIsAwake() {
        loopWillLook = true
    }

    /// The loop is about to wait: from now on a post wakes it. Returns whether something
    /// arrived since it last looked (then it looks again instead of waiting).
    mutating func loopWillWait() -> Bool {
        if pipeWritten, let wakePipe {
            var drained = (UInt64(0), UInt64(0))
            while withUnsafeMutableBytes(of: &drained, { read(wakePipe.read, $0.baseAddress, $0.count) }) > 0 {}
            pipeWritten = false
        }
        loopWillLook = false
        return !events.isEmpty || windowNews
    }

    /// Closes the pipe (the terminal is going away).
    mutating func close() {
        guard let wakePipe else { return }
        Glibc.close(wakePipe.read)
        Glibc.close(wakePipe.write)
        self.wakePipe = nil
    }
}
