import OpenCombine
import WeavyKit
import WeavyTesting

/// The marker a recording writes for the first knit of `loom`'s root warp, found by
/// following the Loom while `start` weaves it, `window` on a headless terminal of `size`.
@MainActor
func firstKnitMarker(of loom: Loom, window: Window, size: Size, start: () -> Void) throws -> String? {
    let terminal = try Terminal.headless(size: size)
    defer { terminal.close() }
    var knits: [(warp: AnyObject, marker: String)] = []
    let subscription = loom.didKnit.sink { event in
        knits.append((event.warp, "\(type(of: event.warp)) ← \(type(of: event.weft)).\(event.weft)"))
    }
    defer { subscription.cancel() }
    window.attach(to: terminal)
    start()
    window.render()
    guard let root = loom.warps.first else { return nil }
    return knits.first { $0.warp === root }?.marker
}

/// Whether a marker comes before the first output of `recording`: its first screen has a
/// knit to name.
func firstScreenHasMarker(_ recording: SessionRecording) -> Bool {
    let marker = recording.events.firstIndex { if case .marker = $0.event { true } else { false } }
    let output = recording.events.firstIndex { if case .output = $0.event { true } else { false } }
    guard let marker, let output else { return false }
    return marker < output
}
