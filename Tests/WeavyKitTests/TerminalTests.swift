import Testing
import WeavyKit

@Suite("Terminals")
struct TerminalTests {
    @Test("Headless snapshots read the composed cells; a wide character takes two cells")
    @MainActor
    func headlessReadsCells() throws {
        let driver = try driver(TextScreen("T", body: "世界 ok"), columns: 12, rows: 3)
        defer { driver.close() }
        let row = driver.snapshot.rows[1]
        #expect(row.map(\.character).prefix(4) == [" ", "世", "界", " "])
        #expect(row.map(\.width).prefix(4) == [1, 2, 2, 1])
        #expect(row.reduce(0) { $0 + $1.width } == 12)
        #expect(driver.snapshot.lines[1] == " 世界 ok")
    }

    @Test("Many headless terminals drawing at once on different threads stay correct")
    func parallelTerminals() async throws {
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<16 {
                group.addTask {
                    try await MainActor.run {
                        let driver = try driver(TextScreen("T", body: "terminal \(index)"), columns: 30, rows: 4)
                        defer { driver.close() }
                        return driver.snapshot.lines[1] == " terminal \(index)"
                    }
                }
                group.addTask {
                    // Off the main actor: a bare terminal used from a background task.
                    let terminal = try Terminal.headless(size: Size(columns: 10 + index, rows: 3))
                    defer { terminal.close() }
                    return terminal.snapshot().size == Size(columns: 10 + index, rows: 3)
                }
            }
            for try await ok in group {
                #expect(ok)
            }
        }
    }

    @Test("Resizing a headless terminal changes its snapshot size, down to 1×1 and up to 500×200")
    @MainActor
    func extremeSizes() throws {
        let driver = try driver(TextScreen("T", body: "hello"), columns: 40, rows: 10)
        defer { driver.close() }
        for size in [Size(columns: 1, rows: 1), Size(columns: 500, rows: 200), Size(columns: 2, rows: 1)] {
            driver.resize(to: size)
            #expect(driver.snapshot.size == size)
            #expect(driver.snapshot.lines.count == size.rows)
        }
    }

    @Test("Headless terminals are independent: two open at once, each its own screen")
    @MainActor
    func twoHeadlessAtOnce() throws {
        let first = try driver(TextScreen("A", body: "first"), columns: 30, rows: 6)
        let second = try driver(TextScreen("B", body: "second"), columns: 20, rows: 4)
        defer {
            first.close()
            second.close()
        }
        first.resize(to: Size(columns: 1, rows: 1))
        second.resize(to: Size(columns: 60, rows: 20))
        #expect(first.snapshot.size == Size(columns: 1, rows: 1))
        #expect(second.snapshot.lines[1] == " second")
    }

    @Test("One ncurses screen at a time: a second one on the same thread is a clear error, not a crash")
    func oneCursesScreenAtATime() throws {
        let first = try Terminal.nullDevice(size: Size(columns: 30, rows: 6))
        #expect(throws: TerminalError.anotherTerminalIsOpen) {
            _ = try Terminal.nullDevice(size: Size(columns: 10, rows: 3))
        }
        // A headless terminal needs no curses screen: it opens meanwhile.
        let headless = try Terminal.headless(size: Size(columns: 10, rows: 3))
        headless.close()
        first.close()
        let second = try Terminal.nullDevice(size: Size(columns: 30, rows: 6))
        second.close()
    }

    @Test("Using a closed terminal is a logged no-op, not a crash")
    @MainActor
    func closedTerminal() throws {
        let driver = try driver(TextScreen("T", body: "body"), columns: 20, rows: 4)
        let before = driver.text
        driver.terminal.close()
        driver.press(.down)  // renders on a closed terminal: logged, nothing drawn
        #expect(driver.text == before)
        driver.close()
        let nullDevice = try Terminal.nullDevice(size: Size(columns: 10, rows: 3))
        nullDevice.close()
        #expect(nullDevice.snapshot().rows.isEmpty)
        #expect(nullDevice.feed(Array("abc".utf8)) == [])
    }

    @Test("A headless terminal needs at least one cell")
    func emptySizeIsAnError() {
        #expect(throws: TerminalError.self) {
            try Terminal.headless(size: Size(columns: 0, rows: 5))
        }
    }

    @Test("Errors read as one clear sentence")
    func errorMessages() {
        #expect(TerminalError.terminalTypeNotSet.description.contains("TERM is not set"))
        #expect(TerminalError.unknownTerminalType("vt9000").description.contains("unknown terminal type 'vt9000'"))
        #expect(TerminalError.cannotAddressCursor("dumb").description.contains("cannot position the cursor"))
        #expect(
            TerminalError.notATerminal(stream: "standard input").description.hasPrefix(
                "standard input is not a terminal"))
    }
}
