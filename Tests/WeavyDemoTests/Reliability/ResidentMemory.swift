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

    /// Resident memory a sanitizer holds on purpose, which a bound on growth must allow
    /// for. AddressSanitizer keeps freed blocks in a quarantine, 256 MiB unless
    /// `ASAN_OPTIONS` sets `quarantine_size_mb`, to catch uses after free: memory grows by
    /// up to that much without any leak (LeakSanitizer checks leaks in that run). 0 in an
    /// ordinary build.
    static let sanitizerAllowance: Int = {
        guard dlsym(nil, "__asan_init") != nil else { return 0 }
        var megabytes = 256
        if let options = getenv("ASAN_OPTIONS").map({ String(cString: $0) }) {
            for option in options.split(whereSeparator: { $0 == ":" || $0 == "," || $0 == " " }) {
                let parts = option.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0] == "quarantine_size_mb", let value = Int(parts[1]) {
                    megabytes = max(0, value)
                }
            }
        }
        return megabytes * 1024 * 1024
    }()

    /// `bytes` as mebibytes, for messages.
    static func mebibytes(_ bytes: Int) -> String {
        let tenths = bytes * 10 / (1024 * 1024)
        return "\(tenths / 10).\(abs(tenths % 10)) MiB"
    }
}
