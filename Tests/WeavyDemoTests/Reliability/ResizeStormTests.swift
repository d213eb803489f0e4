import ProofSizes
import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// Issue 6, proof 2: a storm of resizes while keys arrive.
///
/// 200 random sizes (× 10 with `WEAVY_SOAK=1`), 1×1 and 500×200 among them, each
/// followed by a few seeded random keys among the app's bindings. After every resize the
/// screen has exactly the new size, shows the "too small" message below 60×16 and the
/// app again above it. After every fourth resize and at the end, the screen the
/// incremental updates left equals the same state drawn from scratch
/// (``HeadlessDriver/redrawFromScratch()``). Not after every resize: a redraw from
/// scratch repaints every cell, which would also wipe out what ncurses carried over
/// from one resize to the next; three resizes with their keys run unbroken in between.
@MainActor
@Suite("Reliability: resize storm")
struct ResizeStormTests {
    static let seed: UInt64 = 0x5EED_0002

    /// The keys the app binds somewhere, as a user would press them in a storm.
    static let keys: [Key] = {
        var keys: [Key] = [
            .up, .down, .left, .right, .enter, .escape, .tab, .backTab, .backspace, .home, .end, .pageUp,
            .pageDown, .function(1), "s", "?", "w", "j", "k", "h", "l", "g", "G", "J", "K", "q", .control("u"),
        ]
        keys += "0123456789".map { Key.character($0) }
        keys += "abcdefghijklmnopqrstuvwxyz".map { Key.character($0) }
        return keys
    }()

    @Test("Random resizes while keys arrive: right size every time, and the last screen equals a fresh render")
    func resizeStorm() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        let driver = harness.driver
        var random = SeededRandom(seed: Self.seed)
        let resizes = ProofSize.scaled(200)
        let checkpoint = 4
        var sizes = (0..<resizes).map { _ in Self.randomSize(using: &random) }
        // The extremes and the edges of the minimum size, at fixed places in the storm.
        let fixed = [
            Size(columns: 1, rows: 1), Size(columns: 500, rows: 200), Size(columns: 59, rows: 16),
            Size(columns: 60, rows: 15), Size(columns: 60, rows: 16), Size(columns: 1, rows: 200),
            Size(columns: 500, rows: 1), Size(columns: 500, rows: 200),
        ]
        for (offset, size) in fixed.enumerated() {
            sizes[(offset * 23 + 7) % sizes.count] = size
        }
        var tooSmallSeen = 0
        var usableSeen = 0
        for (index, size) in sizes.enumerated() {
            driver.resize(to: size)
            let context = "resize \(index) to \(size.columns)×\(size.rows), seed \(Self.seed)"
            try checkScreen(of: driver, size: size, context: context, tooSmall: &tooSmallSeen, usable: &usableSeen)
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                driver.press(Self.keys.randomElement(using: &random)!)
            }
            if (index + 1) % checkpoint == 0 || index == sizes.count - 1 {
                checkFreshRender(of: driver, context: context)
            }
        }
        #expect(tooSmallSeen > 10 && usableSeen > 10, "the storm crossed the minimum size both ways")
    }

    /// A random size: mostly anywhere up to 500×200, often near the minimum.
    static func randomSize(using random: inout SeededRandom) -> Size {
        if random.chance(30) {
            return Size(columns: Int.random(in: 50...70, using: &random), rows: Int.random(in: 10...22, using: &random))
        }
        return Size(columns: Int.random(in: 1...500, using: &random), rows: Int.random(in: 1...200, using: &random))
    }

    /// The screen right after a resize: its size, and the message or the app.
    private func checkScreen(
        of driver: HeadlessDriver, size: Size, context: String, tooSmall: inout Int, usable: inout Int
    ) throws {
        let snapshot = driver.snapshot
        #expect(snapshot.size == size, "\(context)")
        try #require(snapshot.rows.count == size.rows, "\(context): \(snapshot.rows.count) rows")
        for (row, cells) in snapshot.rows.enumerated() {
            let width = cells.reduce(0) { $0 + $1.width }
            #expect(width == size.columns, "\(context): row \(row) is \(width) cells wide")
        }
        let lines = snapshot.lines
        let compact = String(lines.joined().filter { !$0.isWhitespace })
        if !size.contains(DemoApp.minimumSize) {
            tooSmall += 1
            let wordings = Self.tooSmallWordings(size).map { String($0.filter { !$0.isWhitespace }) }
            #expect(
                !compact.isEmpty && wordings.contains { $0.hasPrefix(compact) },
                "\(context): the too-small message, not \(lines)")
            if size.columns >= 10 && size.rows >= 2 {
                #expect(wordings.contains(compact), "\(context): a whole too-small message, not \(lines)")
            }
        } else {
            usable += 1
            #expect(!compact.contains("toosmall") && !compact.contains("Toosmall"), "\(context): \(lines)")
            #expect(lines[0].contains("1 Wishlist") && lines[0].contains("2 Watched"), "\(context): \(lines[0])")
            #expect(!lines[size.rows - 1].isEmpty, "\(context): the status line")
        }
    }

    /// What the window may say below the minimum size, longest first.
    static func tooSmallWordings(_ size: Size) -> [String] {
        let have = "\(size.columns)×\(size.rows)"
        let need = "\(DemoApp.minimumSize.columns)×\(DemoApp.minimumSize.rows)"
        // With the app's quit key named (q, once it is bound) or without.
        return [
            "Terminal too small: \(have). Enlarge it to at least \(need), or press q to quit.",
            "Terminal too small: \(have). Enlarge it to at least \(need).",
            "Too small: \(have), need \(need) (q quits)",
            "Too small: \(have), need \(need)", "\(have) < \(need)", "too small",
        ]
    }

    /// The screen incremental updates left equals the same state drawn from scratch.
    private func checkFreshRender(of driver: HeadlessDriver, context: String) {
        let incremental = driver.snapshot
        driver.redrawFromScratch()
        let fresh = driver.snapshot
        #expect(incremental.text == fresh.text, "\(context): text differs from a fresh render")
        #expect(incremental.styledText == fresh.styledText, "\(context): styles differ from a fresh render")
        #expect(incremental == fresh, "\(context): cells or cursor differ from a fresh render")
    }
}
