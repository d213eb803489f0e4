import Glibc
import Testing
import Weavy
import WeavyTesting

@testable import WeavyDemo

/// `--trace` and `--weaving-map`.
@MainActor
@Suite("Trace and weaving map")
struct DiagnosticsTests {
    @Test("A trace line is one JSON object with time, event, warp and weft")
    func traceLine() {
        #expect(
            KnitTrace.line(time: 0.5, event: "willKnit", warp: "MainWarp", weft: "moviePicked(id: 23452)")
                == "{\"time\": 0.5, \"event\": \"willKnit\", \"warp\": \"MainWarp\", \"weft\": \"moviePicked(id: 23452)\"}"
        )
        #expect(KnitTrace.jsonString("a\"b\\c\n\u{1}") == "\"a\\\"b\\\\c\\n\\u0001\"")
    }

    @Test("The trace file gets a will and a did line per knit, named by warp and weft")
    func traceFile() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        let path = data.directory.path(of: "trace.jsonl")
        let harness = try DemoHarness(data: data)
        defer { harness.close() }
        let trace = try KnitTrace(path: path)
        trace.record(harness.app.loom)
        try withExtendedLifetime(trace) {
            try harness.send("jj<enter>")
        }
        let lines = try #require(data.read("trace.jsonl")).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines[0].contains(
                "\"event\": \"willKnit\", \"warp\": \"WishlistWarp\", \"weft\": \"moviePicked(id: 23452)\""))
        #expect(lines[1].contains("\"event\": \"didKnit\""))
    }

    @Test("A trace file that cannot be opened is a clear error")
    func traceCannotOpen() {
        #expect(throws: FileError(operation: "open", path: "/nonexistent/dir/trace", code: ENOENT)) {
            _ = try KnitTrace(path: "/nonexistent/dir/trace")
        }
    }

    @Test("The weaving map counts knits per weft and warp, in aligned columns")
    func weavingMap() throws {
        let map = WeavingMap()
        let harness = try DemoHarness(apiKey: nil)
        defer { harness.close() }
        map.record(harness.app.loom)
        try harness.send("key<enter><enter><esc><enter>s<esc>")
        #expect(map.count(of: "apiKeyIsComplete", by: "MainWarp") == 1)
        #expect(map.count(of: "movieList", by: "WishlistWarp") == 1)
        #expect(map.count(of: "movieList", by: "WatchedWarp") == 1)
        #expect(map.count(of: "moviePicked", by: "WishlistWarp") == 2)
        #expect(map.count(of: "settingsDone", by: "SettingsWarp") == 1)
        #expect(map.count(of: "settingsDone", by: "MainWarp") == 1)
        let lines = map.table.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("weft"))
        #expect(lines[1].contains("MainWarp  WishlistWarp  WatchedWarp  SettingsWarp"))
        let widths = Set(lines.dropFirst().map { $0.count })
        #expect(widths.count == 1, "every row is as wide as the header")
    }

    @Test("An empty weaving map says so")
    func emptyWeavingMap() {
        #expect(WeavingMap().table == "Weaving map: nothing was knitted.")
    }
}
