import Foundation
import Logging
import WeavySSH

/// `WeavySSHWorkerProbe WORKERS HOST_KEY`: serves anonymous sessions on a free loopback
/// port with that many worker processes (1: in this process alone). Each session's list
/// is titled with the pid of the process serving it; the parent (or the lone server)
/// prints `ready PORT` once every worker listens, and exits with the status `run()` says.
/// Tests/WeavySSHTests/SSHWorkerProcessTests.swift drives it.
@main
@MainActor
enum WorkerProbe {
    static func main() async {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .info
            return handler
        }
        let arguments = CommandLine.arguments
        guard arguments.count == 3, let workers = Int(arguments[1]) else {
            FileHandle.standardError.write(Data("usage: WeavySSHWorkerProbe WORKERS HOST_KEY\n".utf8))
            exit(2)
        }
        let configuration = SSHServerConfiguration(
            port: 0, hostKeyPath: arguments[2], authentication: SSHAuthentication(allowsAnonymous: true),
            workerProcesses: workers)
        let server = SSHServer(configuration: configuration) { request in
            let title = "Hello \(request.user) from pid \(getpid())"
            let list = ListView(title: title, items: ["Item 1", "Item 2"]) { ListView.Row($0) }
            let stack = NavigationStack(root: list)
            list.onActivate = { item, _ in stack.push(Label("\(request.user) opened \(item)", title: item)) }
            let window = Window(content: stack)
            window.bind("q", hint: "quit") { window in window.quit() }
            return SSHSessionApp(window: window)
        }
        do {
            let port = try await server.start()
            if server.workerNumber == nil {
                FileHandle.standardOutput.write(Data("ready \(port)\n".utf8))
            }
            exit(try await server.run().exitStatus)
        } catch {
            FileHandle.standardError.write(Data("WeavySSHWorkerProbe: \(error)\n".utf8))
            exit(1)
        }
    }
}
