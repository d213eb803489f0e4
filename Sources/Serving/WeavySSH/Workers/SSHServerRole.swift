/// The part an ``SSHServer``'s process plays: it serves alone (one worker, as asked by
/// default), or it is the parent of worker processes, or one of those workers.
enum SSHServerRole: Equatable {
    case alone
    /// Starts and watches `count` workers, serving no session itself.
    case parent(count: Int)
    case worker(WorkerAssignment)
    /// The environment holds a worker assignment that is none: the server does not start.
    case malformedAssignment(String)

    /// A worker's assignment, inherited from its parent, decides; otherwise the
    /// configuration's number of worker processes does.
    init(workerProcesses: Int, inherited: WorkerAssignment.Inherited) {
        switch inherited {
        case .assignment(let assignment): self = .worker(assignment)
        case .malformed(let text): self = .malformedAssignment(text)
        case .none: self = workerProcesses > 1 ? .parent(count: workerProcesses) : .alone
        }
    }

    var assignment: WorkerAssignment? {
        if case .worker(let assignment) = self { assignment } else { nil }
    }
}
