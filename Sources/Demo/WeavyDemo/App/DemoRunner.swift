import Glibc
import Logging
import WeavyNcurses

/// Runs the app as the checked command line says, and returns the exit status.
///
/// Start-up problems that stop the app (the catalog, the trace file, the terminal) are
/// reported on standard error before the terminal is touched (a terminal that cannot be
/// used ends the process with status 2). The terminal is given back on every path; a
/// SIGTERM or SIGHUP that ended the run is raised again afterwards, so the shell sees it.
@MainActor
enum DemoRunner {
    static func run(_ options: LaunchOptions) async -> Int32 {
        let catalog: Catalog
        do {
            catalog = try options.catalogPath.map(Catalog.init(contentsOf:)) ?? Catalog.embedded()
        } catch {
            StandardError.print(
                "weavy-demo: error: the catalog \(options.catalogPath ?? "built in") cannot be used: \(error)")
            return 1
        }
        bootstrapLogging(in: options.dataDirectory)
        var trace: KnitTrace?
        if let path = options.tracePath {
            do {
                trace = try KnitTrace(path: path)
            } catch {
                StandardError.print("weavy-demo: error: cannot open the trace file: \(error.path): \(error.reason)")
                return 1
            }
        }
        var recorder: SessionRecorder?
        if let path = options.recordPath {
            do {
                recorder = try SessionRecorder(path: path)
            } catch {
                StandardError.print("weavy-demo: error: \(error)")
                return 1
            }
        }
        let app = DemoApp(
            catalog: catalog, dataDirectory: options.dataDirectory, link: options.link,
            startsFresh: options.startsFresh)
        trace?.record(app.loom)
        recorder?.follow(app.loom)
        let map = options.printsWeavingMap ? WeavingMap() : nil
        map?.record(app.loom)

        // Printed when the session is over, before a signal that ended it is passed on.
        let finish = {
            // The trace's subscriptions end with it: keep it until the session is over.
            withExtendedLifetime(trace) {}
            if let map {
                print(map.table)
            }
        }
        switch options.mode {
        case .live:
            await LiveSession.run(
                app, fault: options.fault, appearance: options.appearance, recording: recorder, onEnd: finish)
        case .headless(let size, let keys, let styled):
            do {
                let snapshot = try app.runHeadless(size: size, keys: keys, appearance: options.appearance ?? .dark)
                    .screen
                if let path = options.screenshotPath {
                    try Screenshot.write(snapshot, appearance: options.appearance ?? .dark, to: path)
                } else {
                    print(styled ? snapshot.styledText : snapshot.lines.joined(separator: "\n"))
                }
            } catch {
                StandardError.print("weavy-demo: error: \(error)")
                return 1
            }
            finish()
        }
        return 0
    }

    /// Sends swift-log to `weavy-demo.log` in the data directory (nowhere when it cannot
    /// be written): never to the terminal curses owns.
    private static func bootstrapLogging(in directory: DataDirectory) {
        try? directory.create()
        let sink = FileLogHandler.Sink(path: directory.path(of: "weavy-demo.log"))
        LoggingSystem.bootstrap { label in
            guard let sink else { return SwiftLogNoOpLogHandler(label) }
            return FileLogHandler(label: label, sink: sink)
        }
    }
}
