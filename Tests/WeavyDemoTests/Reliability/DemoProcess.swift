import Glibc
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// The `weavy-demo` executable SwiftPM built next to this test bundle.
let demoExecutable: String = {
    let bundle = CommandLine.arguments[0]
    let directory = bundle.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    return (directory.isEmpty ? "." : directory) + "/weavy-demo"
}()

/// The environment the demo runs with in these tests: a UTF-8 locale, an xterm, no
/// backtrace printer (a crash must show what the terminal gets, quickly), and in a
/// sanitizer run `TerminalProcess.sanitizerEnvironment` (crash signals go to the demo's
/// own handler; LeakSanitizer leaves out ncurses' panel leak).
func demoEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
    var environment = [
        "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color", "SWIFT_BACKTRACE": "enable=no",
    ]
    environment.merge(TerminalProcess.sanitizerEnvironment) { _, new in new }
    environment.merge(extra) { _, new in new }
    return environment
}

/// `weavy-demo` started in a pseudo-terminal on `data` (its API key already set), its
/// list on screen.
func startDemo(
    data: TemporaryDataDirectory, arguments: [String] = [], environment: [String: String] = [:],
    size: Size = Size(columns: 100, rows: 30), waitFor marker: String? = "Star Trek Beyond"
) throws -> TerminalProcess {
    if data.read("settings.json") == nil {
        data.write("{\"apiKey\":\"test\"}", to: "settings.json")
    }
    let process = try TerminalProcess(
        executable: demoExecutable, arguments: ["--data-dir", data.path] + arguments,
        environment: demoEnvironment(environment), size: size)
    if let marker {
        try process.waitForOutput(containing: marker)
        process.waitForQuiet(0.1)
    }
    return process
}

/// How a program run without a terminal ended, and what it wrote.
struct ProgramRun {
    let termination: TerminalProcess.Termination
    let standardOutput: String
    let standardError: String
}

/// Runs `weavy-demo` with standard input from `input` (a file) and standard output and
/// error captured: no terminal at all.
func runDemoWithoutTerminal(
    _ arguments: [String], environment: [String: String] = demoEnvironment(), input: String = "/dev/null"
) -> ProgramRun {
    let folder = TemporaryDataDirectory()
    defer { folder.remove() }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, folder.directory.path(of: "out"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, folder.directory.path(of: "err"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([demoExecutable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, demoExecutable, &actions, nil, argv, envp) == 0 else { fatalError("cannot spawn") }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return ProgramRun(
        termination: TerminalProcess.Termination(waitStatus: status)!,
        standardOutput: folder.read("out") ?? "", standardError: folder.read("err") ?? "")
}
