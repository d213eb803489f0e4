import Glibc

/// The process's resident memory, from `/proc/self/status` (`VmRSS`), in bytes.
///
/// Other tests run in the same process at the same time, so a proof compares it with
/// a generous bound, never with an exact figure.
enum ResidentMemory {
    static var current: Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("VmRSS:") else { continue }
            let digits = text.drop { !$0.isNumber }.prefix { $0.isNumber }
            return (Int(digits) ?? 0) * 1024
        }
        return 0
    }

    /// `bytes` as mebibytes, for messages.
    static func mebibytes(_ bytes: Int) -> String {
        let tenths = bytes * 10 / (1024 * 1024)
        return "\(tenths / 10).\(abs(tenths % 10)) MiB"
    }
}
