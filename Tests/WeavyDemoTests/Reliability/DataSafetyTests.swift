import Glibc
import ProofSizes
import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// Proof 7: nothing the user has is lost — not to a kill in the middle of saving, not
/// to a corrupt or unreadable file, not to a read-only folder.
@Suite("Reliability: the user's data survives")
struct DataSafetyTests {
    /// The lists in `data`, checked to hold every catalog movie exactly once.
    private func expectValidLists(in data: TemporaryDataDirectory, _ context: String) throws {
        guard let text = data.read(DemoStore.listsFile) else { return }  // killed before the first save
        let lists = try MovieLists(json: try JSONParser.parse(Array(text.utf8)))
        let ids = lists.wishlist + lists.watched
        #expect(ids.count == testCatalog.movies.count, "\(context): \(ids.count) ids")
        #expect(Set(ids) == Set(testCatalog.movies.map(\.id)), "\(context): not the catalog's movies")
    }

    @Test("SIGKILL in the middle of a storm of saves leaves a valid data file")
    func killDuringSaves() throws {
        var random = SeededRandom(seed: 0x5EED)
        for trial in 0..<ProofSize.scaled(5) {
            let data = TemporaryDataDirectory()
            defer { data.remove() }
            let process = try startDemo(data: data)
            // Each w moves the selected movie to the other list and saves at once.
            process.type(String(repeating: "wj", count: 200))
            usleep(UInt32.random(in: 0..<60_000, using: &random))
            process.signal(SIGKILL)
            #expect(try process.waitForExit() == .signaled(SIGKILL))
            try expectValidLists(in: data, "trial \(trial)")
            // And the next run starts cleanly on it (the storm may have emptied a list).
            let next = try startDemo(data: data, waitFor: "quit")
            #expect(!next.outputText.contains("corrupt"))
            next.type("q")
            #expect(try next.waitForExit() == .exited(0))
        }
    }

    @Test("A corrupt file: a clear message, the defaults, and the file kept aside untouched")
    func corruptFile() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write("{\"wishlist\": [21212, ", to: DemoStore.listsFile)
        let process = try startDemo(data: data, waitFor: "Star Trek Beyond")
        // A toast wraps its text: the words are checked line by line.
        try process.waitForOutput(containingAll: ["lists.json is corrupt; it was kept aside as", "lists.json.corrupt-"])
        process.type("q")
        #expect(try process.waitForExit() == .exited(0))
        let aside = data.fileNames.filter { $0.hasPrefix("lists.json.corrupt-") }
        #expect(aside.count == 1)
        #expect(aside.first.flatMap(data.read) == "{\"wishlist\": [21212, ")
    }

    @Test("An unreadable file: a clear message, the defaults, and it is never overwritten")
    func unreadableFile() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        // A folder where the file should be: unreadable as a file, whoever runs the test.
        mkdir(data.directory.path(of: DemoStore.listsFile), 0o700)
        defer { rmdir(data.directory.path(of: DemoStore.listsFile)) }
        let process = try startDemo(data: data)
        try process.waitForOutput(containing: "lists.json cannot be read")
        process.type("w")
        // The toast waits for the one before it to be read (an error: about 6 s).
        try process.waitForOutput(containingAll: ["moved to Watched for this", "session only: not saved"], timeout: 30)
        process.type("q")
        #expect(try process.waitForExit() == .exited(0))
        var status = stat()
        stat(data.directory.path(of: DemoStore.listsFile), &status)
        #expect(status.st_mode & S_IFMT == S_IFDIR, "the unreadable entry was replaced")
    }

    @Test("A read-only data directory: a clear message, and the app keeps running")
    func readOnlyFolder() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write("{\"apiKey\":\"test\"}", to: DemoStore.settingsFile)
        chmod(data.directory.path(of: DemoStore.settingsFile), 0o644)
        chmod(data.path, 0o555)
        // Root writes anywhere: run the demo as an unprivileged user then.
        let unprivileged = geteuid() == 0
        let process = try TerminalProcess(
            executable: unprivileged ? "/usr/bin/setpriv" : demoExecutable,
            arguments: (unprivileged
                ? ["--reuid=65534", "--regid=65534", "--clear-groups", demoExecutable] : [])
                + ["--data-dir", data.path],
            environment: demoEnvironment(), size: Size(columns: 100, rows: 30))
        try process.waitForOutput(containingAll: ["is read-only; changes are kept in", "memory only."])
        process.type("w")
        // The toast waits for the one before it to be read (an error: about 6 s).
        try process.waitForOutput(containingAll: ["moved to Watched for this", "session only: not saved"], timeout: 30)
        process.type("q")
        #expect(try process.waitForExit() == .exited(0))
        #expect(data.read(DemoStore.listsFile) == nil)
        #expect(process.restorationProblems.isEmpty, "\(process.restorationProblems)")
    }
}
