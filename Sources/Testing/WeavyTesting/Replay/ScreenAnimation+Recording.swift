import WeavyKit
import WeavyPictures

extension ScreenAnimation {
    /// The animation of a recorded session: the screen as the recording showed it after
    /// each output (`"o"`) and resize (`"r"`), played into the library's
    /// ``TerminalEmulator``, from the time it was shown; the last screen held for
    /// `finalFrameDuration`.
    ///
    /// Draw it with `svg(_:)` to put a session in a README or an article as an animated
    /// picture. A recording with no output has no frame (`ScreenAnimationError.noFrames`
    /// when drawn).
    public init(recording: SessionRecording, finalFrameDuration: Duration = .seconds(2), loops: Bool = true) {
        var emulator = TerminalEmulator(size: recording.size)
        var frames: [ScreenFrame] = []
        for event in recording.events {
            switch event.event {
            case .output(let bytes): emulator.feed(bytes)
            case .resize(let size): emulator.resize(to: size)
            case .input, .marker: continue
            }
            let frame = ScreenFrame(time: event.time, snapshot: emulator.snapshot)
            // What was shown at one moment is one frame: the last screen of that moment.
            if frames.last?.time == event.time {
                frames[frames.count - 1] = frame
            } else {
                frames.append(frame)
            }
        }
        self.init(frames: frames, finalFrameDuration: finalFrameDuration, loops: loops)
    }
}
