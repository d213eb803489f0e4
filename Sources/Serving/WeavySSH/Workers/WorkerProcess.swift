import Dispatch
import Foundation
import Glibc

/// One worker process: this program run again (`/proc/self/exe`, the same arguments)
/// with its ``WorkerAssignment`` in the environment, started with `posix_spawn` (a Swift
/// process is never forked), and a thread that waits for it to say it listens and then
/// to end, reporting both on the main queue. The thread holds the parent's end of the
/// socket pair between them until the worker ends: when the parent ends, the worker
/// reads the end of it and stops.
///
/// The worker runs in a process group of its own, so a Ctrl-C at the parent's terminal
/// reaches the parent alone, which then stops every worker the same way.
struct WorkerProcess {
    /// What the watching thread reports, on the main actor.
    enum Event: Sendable {
        case listening
        case ended(WorkerEnding)
    }

    let pid: pid_t

    /// Starts worker `index` of `count` on `port`; `report` hears when it listens and
    /// when it ends (after `listening`, or without it when it never got there).
    ///
    @MainActor
    static func start(
        index: Int, count: Int, port: Int, report: @escaping @MainActor @Sendable (Event) -> Void
    ) throws(WorkerStartError) -> WorkerProcess {
        var ends: [Int32] = [-1, -1]
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, kind, 0, &ends) == 0 else {
            throw WorkerStartError(reason: String(cString: strerror(errno)))
        }
        // Neither end reaches the other workers; this worker gets its end as descriptor 3.
        let (reader, writer) = (ends[0], ends[1])
        let linkDescriptor: Int32 = 3
        let assignment = WorkerAssignment(
            index: index, count: count, port: port, parentLink: linkDescriptor)
        let pid: pid_t
        do {
            pid = try spawn(keeping: writer, as: linkDescriptor, environmentEntry: assignment.environmentEntry)
        } catch {
            close(reader)
            close(writer)
            throw error
        }
        close(writer)
        let thread = Thread {
            var byte: UInt8 = 0
            var count = 0
            repeat { count = read(reader, &byte, 1) } while count < 0 && errno == EINTR
            if count == 1 { DispatchQueue.main.async { MainActor.assumeIsolated { report(.listening) } } }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            close(reader)
            let ending = WorkerEnding(waitStatus: status)
            DispatchQueue.main.async { MainActor.assumeIsolated { report(.ended(ending)) } }
        }
        thread.name = "weavy-ssh-worker-\(index)"
        thread.start()
        return WorkerProcess(pid: pid)
    }

    /// Sends the worker `signal`.
    func send(_ signal: Int32) { kill(pid, signal) }

    private static func spawn(
        keeping descriptor: Int32, as target: Int32, environmentEntry: String
    ) throws(WorkerStartError) -> pid_t {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else {
            throw WorkerStartError(reason: "cannot find this program: \(String(cString: strerror(errno)))")
        }
        let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var environment = ProcessInfo.processInfo.environment.filter { $0.key != "WEAVY_SSH_WORKER" }
            .map { "\($0.key)=\($0.value)" }
        environment.append(environmentEntry)
        let argv = CommandLine.arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, descriptor, target)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGTERM, SIGINT, SIGPIPE, SIGHUP] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw WorkerStartError(reason: "cannot run \(executable): \(String(cString: strerror(result)))")
        }
        return pid
    }
}

/// Why a worker could not be started.
struct WorkerStartError: Error {
    var reason: String
}

/// How a worker process ended, as `waitpid` reports it.
enum WorkerEnding: Sendable, Equatable, CustomStringConvertible {
    case exited(Int32)
    case killed(signal: Int32)

    init(waitStatus status: Int32) {
        let signal = status & 0x7F
        self = signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal: signal)
    }

    var description: String {
        switch self {
        case .exited(let status): "exited with status \(status)"
        case .killed(let signal): "killed by signal \(signal) (\(String(cString: strsignal(signal))))"
        }
    }
}
