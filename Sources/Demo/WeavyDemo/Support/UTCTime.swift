import Glibc

/// Formatting the current time, in UTC, without Foundation.
enum UTCTime {
    /// `time` formatted with `strftime`'s `format`.
    static func format(_ time: time_t, _ format: String) -> String {
        var seconds = time
        var parts = tm()
        gmtime_r(&seconds, &parts)
        var buffer = [CChar](repeating: 0, count: 64)
        let length = strftime(&buffer, buffer.count, format, &parts)
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
