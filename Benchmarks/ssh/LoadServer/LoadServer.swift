// The server of the SSH benchmark's heavy round (Benchmarks/ssh/harness.py --heavy): each
// session a table of many tickets (100,000 by default) sorted by a text column, so that one
// session pressing `s` in a loop re-sorts them all again and again while the others open
// and close a ticket with Enter and Esc. Served by the library's public API alone.
//
//   swift build -c release --product SSHLoadServer
//   .build/release/SSHLoadServer WORKERS HOST_KEY [ROWS]
//
// Prints `ready PORT` once every worker listens (a free loopback port), and exits with the
// status `run()` gives.
import Foundation
import Logging
import WeavySSH

struct Ticket: Identifiable {
    let id: Int
    let title: String
    let votes: Int
}

/// The same tickets in every process: a small deterministic generator (SplitMix64).
func tickets(count: Int) -> [Ticket] {
    let words = [
        "crash", "Login", "menu", "slow", "sync", "Export", "import", "build", "window", "font", "cursor", "Paste",
        "scroll", "theme", "search", "filter", "sort", "table", "list", "focus",
    ]
    var state: UInt64 = 42
    func next() -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
    }
    return (0..<count).map { id in
        let title = (0..<(3 + next() % 4)).map { _ in words[next() % words.count] }.joined(separator: " ")
        return Ticket(id: id, title: title, votes: next() % 1000)
    }
}

@main
@MainActor
enum LoadServer {
    static func main() async {
        // "session started" lines, with the worker's pid, on standard error: the harness
        // reads which worker serves whom from them.
        LoggingSystem.bootstrap { StreamLogHandler.standardError(label: $0) }
        let arguments = CommandLine.arguments
        guard (3...4).contains(arguments.count), let workers = Int(arguments[1]),
            let rows = arguments.count == 4 ? Int(arguments[3]) : 100_000
        else {
            FileHandle.standardError.write(Data("usage: SSHLoadServer WORKERS HOST_KEY [ROWS]\n".utf8))
            exit(2)
        }
        let configuration = SSHServerConfiguration(
            port: 0, hostKeyPath: arguments[2], authentication: SSHAuthentication(allowsAnonymous: true),
            limits: SSHSessionLimits(maximumSessions: 512), workerProcesses: workers)
        // Made once per process (each worker makes its own); every session's table shares
        // the rows until it changes them, and sorts its own order.
        let all = tickets(count: rows)
        let server = SSHServer(configuration: configuration) { request in
            let table = Table(
                title: "Tickets", rows: all,
                columns: [
                    .init("Title", width: .flexible(), value: \.title),
                    .init("Votes", alignment: .trailing, value: { String($0.votes) }, sortedBy: \.votes),
                ],
                sortOrder: .init(column: 0))
            let stack = NavigationStack(root: table)
            table.onActivate = { ticket, _ in
                stack.push(Label("Ticket \(ticket.id): \(ticket.title)", title: "Ticket \(ticket.id)"))
            }
            let window = Window(content: stack)
            window.bind("q", hint: "quit") { window in window.quit() }
            return SSHSessionApp(window: window)
        }
        let ending: SSHServerEnding
        do {
            // Only the parent (or a lone server) says where it listens: the harness reads it.
            let port = try await server.start()
            if server.workerNumber == nil {
                print("ready \(port)")
                fflush(nil)  // a pipe is not flushed line by line
            }
            ending = try await server.run()
        } catch {
            FileHandle.standardError.write(Data("SSHLoadServer: \(error)\n".utf8))
            exit(1)
        }
        exit(ending.exitStatus)
    }
}
