import Foundation
import Glibc

/// What a worker process is told by the parent that started it, through its environment:
/// which worker it is, the port every worker shares, and its end of a socket pair to the
/// parent (on which it says it listens, and which tells it when the parent is gone).
///
/// The parent runs the same executable again with the same arguments and these variables
/// set; ``SSHServer`` reads them when it is made, and removes them, so that programs the
/// app starts are not taken for workers.
struct WorkerAssignment: Sendable, Equatable {
    /// From 1 to ``count``.
    var index: Int
    var count: Int
    /// The port every worker listens on, with `SO_REUSEPORT`.
    var port: Int
    /// The worker's end of its socket pair with the parent.
    var parentLink: Int32

    private static let variable = "WEAVY_SSH_WORKER"

    /// The variable the parent sets for worker `index`: `index/count:port:descriptor`.
    var environmentEntry: String {
        "\(Self.variable)=\(index)/\(count):\(port):\(parentLink)"
    }

    /// What this process's environment says: nothing (not a worker), an assignment, or
    /// a value that is none (a worker never takes itself for a parent then).
    enum Inherited: Equatable {
        case none
        case assignment(WorkerAssignment)
        case malformed(String)
    }

    /// The assignment this process was started with, read once and removed from the
    /// environment.
    static let inherited: Inherited = {
        guard let value = getenv(variable).map({ String(cString: $0) }) else { return .none }
        unsetenv(variable)
        guard let assignment = WorkerAssignment(parsing: value) else { return .malformed("\(variable)=\(value)") }
        // Not for the programs the app starts.
        _ = fcntl(assignment.parentLink, F_SETFD, FD_CLOEXEC)
        return .assignment(assignment)
    }()

    init(index: Int, count: Int, port: Int, parentLink: Int32) {
        (self.index, self.count, self.port, self.parentLink) = (index, count, port, parentLink)
    }

    /// Reads `index/count:port:descriptor`; `nil` for anything else.
    init?(parsing value: String) {
        let fields = value.split(separator: ":").map(String.init)
        let worker = fields.first?.split(separator: "/").compactMap { Int($0) } ?? []
        guard fields.count == 3, worker.count == 2, worker[1] >= 1, (1...worker[1]).contains(worker[0]),
            let port = Int(fields[1]), (1...65535).contains(port), let descriptor = Int32(fields[2]), descriptor > 2
        else { return nil }
        self.init(index: worker[0], count: worker[1], port: port, parentLink: descriptor)
    }

    /// Sends this process SIGTERM (its sessions' terminals are given back) when the
    /// parent ends, however it ends: the socket pair reads its end then. A thread waits
    /// for it in `read`, so nothing polls.
    func endWithParent() {
        let link = parentLink
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(link, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
            }
            kill(getpid(), SIGTERM)
        }
        thread.name = "weavy-ssh-parent"
        thread.start()
    }

    /// Tells the parent this worker listens.
    func reportListening() {
        var byte: UInt8 = 1
        _ = write(parentLink, &byte, 1)
    }
}
