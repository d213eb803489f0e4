import Foundation

/// The OpenSSH programs the tests drive. The tests need them and never skip: a machine
/// without them fails with a sentence saying what to install.
package enum OpenSSH {
    package static var ssh: String { get throws { try find("ssh") } }
    package static var keygen: String { get throws { try find("ssh-keygen") } }

    /// `/usr/bin/NAME` (Debian's openssh-client), else the first NAME on `PATH`.
    private static func find(_ name: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = ["/usr/bin"] + path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/bin"]
        for directory in candidates where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
            return directory + "/" + name
        }
        throw TestFailure(
            "\(name) is not installed: install openssh-client (scripts/ensure-build-dependencies.sh does)")
    }
}

/// A test's failure, in one sentence.
package struct TestFailure: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// Runs `body` on a thread of its own and waits for it without holding any of Swift's
/// threads: waiting for a client blocks, and the main actor must stay free to serve.
package func offMain<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
        let thread = Thread { continuation.resume(with: Result { try body() }) }
        thread.stackSize = 4 << 20
        thread.start()
    }
}

/// Runs a program to its end and returns what it wrote to its standard output.
@discardableResult
package func runTool(_ executable: String, _ arguments: [String]) async throws -> String {
    try await offMain {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestFailure("\(executable) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
