import Glibc
import Logging
import WeavyKit

/// Where a server records its sessions (``SSHServerConfiguration/recordingFolder``):
/// one asciicast file a session, named by when it began (UTC), the user, and a number
/// that keeps two sessions of one second apart: `20261202T011500Z-ann-3.cast`.
@MainActor
final class SessionRecordingFolder {
    let path: String
    private var sessionsRecorded = 0

    init(path: String) {
        self.path = path
    }

    /// A recorder for `user`'s session, following `loom`'s knits; `nil`, with a warning
    /// logged, when the file cannot be made (the session goes on unrecorded).
    func recorder(for user: String, loom: Loom?, logger: Logger) -> SessionRecorder? {
        sessionsRecorded += 1
        let file = "\(path)/\(Self.timestamp(time(nil)))-\(Self.fileSafe(user))-\(sessionsRecorded).cast"
        do {
            let recorder = try SessionRecorder(path: file)
            if let loom { recorder.follow(loom) }
            return recorder
        } catch {
            logger.warning("the session is not recorded: \(error)")
            return nil
        }
    }

    /// `20261202T011500Z`.
    static func timestamp(_ time: time_t) -> String {
        var seconds = time
        var parts = tm()
        gmtime_r(&seconds, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let length = strftime(&buffer, buffer.count, "%Y%m%dT%H%M%SZ", &parts)
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `user` with every character but letters, digits, `.`, `_` and `-` made `_`, so that
    /// a user name never leaves the folder or hides a file.
    static func fileSafe(_ user: String) -> String {
        let safe = String(
            user.unicodeScalars.prefix(64).map { scalar -> Character in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "._-".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "_"
            })
        return safe.isEmpty || safe.hasPrefix(".") ? "_" + safe : safe
    }
}
