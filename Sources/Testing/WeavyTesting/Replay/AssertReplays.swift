import Foundation
import WeavyKit

/// Replays the recording at `path` against the app and throws at the first screen that
/// differs: a recorded session as a regression test, in one line.
///
/// ```swift
/// @Test @MainActor func notesSessionStillLooksTheSame() throws {
///     try assertReplays(recording: notesRecordingPath) { terminal in
///         let warp = NotesWarp(notes: [Note(title: "Welcome", body: "Press n for a new note.")])
///         let window = Window(content: warp.stack)
///         window.bind("q", hint: KeyHint("q", "quit")) { window in window.quit() }
///         window.attach(to: terminal)
///         let loom = Loom()
///         loom.weave(warp, startingWith: NoteWeft.noteList)
///         return ReplayedApp(window: window, loom: loom)
///     }
/// }
/// ```
///
/// (The test of <doc:RecordingAndReplaying>, on the notes app of WeavyKit's *Getting
/// started*.)
///
/// After an intended change, record it anew: pass `record: true`, or set
/// `WEAVY_REPLAY_RECORD=1` in the environment (as `SNAPSHOT_TESTING_RECORD` does for
/// snapshots). The app is then driven by the recorded input, its screens are written
/// over the file, and the call throws to say so (look at the new file, then run again).
///
/// - Parameters:
///   - path: the asciicast v2 file.
///   - timing: whether time moves by the recorded delays between inputs.
///   - appearance: the background the app's theme is chosen for.
///   - record: write the recording anew instead of comparing.
///   - app: makes the app on the replay's terminal.
/// - Throws: ``SessionRecordingError`` for a file that is not a recording,
///   ``ReplayMismatch`` at the first screen that differs, ``ReplayRecorded`` after
///   recording anew, or what `app` threw.
@MainActor
public func assertReplays(
    recording path: String, timing: SessionReplay.Timing = .recorded, appearance: Appearance = .dark,
    record: Bool = ProcessInfo.processInfo.environment["WEAVY_REPLAY_RECORD"] == "1",
    app: (Terminal) throws -> ReplayedApp
) throws {
    let recording = try SessionRecording(contentsOf: path)
    let replay = SessionReplay(recording, timing: timing, appearance: appearance)
    guard record else {
        try replay.run(app: app)
        return
    }
    // Written beside the old one and moved over it, so a failure keeps the old file.
    let fresh = path + ".new"
    try replay.run(recordingTo: fresh, app: app)
    guard rename(fresh, path) == 0 else {
        throw SessionRecordingError(
            path: path, line: nil, problem: "cannot be replaced: \(String(cString: strerror(errno)))")
    }
    throw ReplayRecorded(path: path)
}

/// A replay recorded its session anew instead of comparing it: the test fails once so
/// that the new file is looked at.
public struct ReplayRecorded: Error, CustomStringConvertible {
    /// The file written.
    public let path: String

    /// What was done, and what to do next.
    public var description: String {
        "Recorded the session anew at \(path); check it (asciinema play), then run the test again without recording."
    }
}
