import Glibc

extension TerminalProcess {
    /// The context switches, voluntary and involuntary, of every thread of the program
    /// so far (from `/proc`). An idle program that truly sleeps adds none: compare two
    /// readings a while apart.
    ///
    /// ```swift
    /// let before = try process.contextSwitches()
    /// usleep(2_000_000)
    /// #expect(try process.contextSwitches() == before)
    /// ```
    public func contextSwitches() throws -> Int {
        var total = 0
        let tasks = "/proc/\(pid)/task"
        guard let directory = opendir(tasks) else { throw Failure(description: "no \(tasks)") }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.first?.isNumber == true, let file = fopen("\(tasks)/\(name)/status", "r") else { continue }
            defer { fclose(file) }
            var line = [CChar](repeating: 0, count: 256)
            while fgets(&line, 256, file) != nil {
                let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                guard text.hasPrefix("voluntary_ctxt_switches") || text.hasPrefix("nonvoluntary_ctxt_switches"),
                    let value = text.split(separator: ":").last
                else { continue }
                total += Int(value.filter(\.isNumber)) ?? 0
            }
        }
        return total
    }
}
