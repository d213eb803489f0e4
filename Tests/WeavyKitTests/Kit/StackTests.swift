import Testing
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

/// HStack and VStack: fixed, fitted and flexible children, spacing, padding, alignment,
/// preferred sizes of stacks, and keys to the focused child.
@MainActor
@Suite("Stacks")
struct StackTests {
    /// A box of a preferred size that fills itself with its letter.
    final class Box: Component {
        let letter: String
        let width: Int?
        let height: Int?
        private(set) var keys: [Key] = []

        init(_ letter: String, width: Int? = nil, height: Int? = nil) {
            self.letter = letter
            self.width = width
            self.height = height
            super.init()
        }

        override func preferredWidth(forHeight height: Int) -> Int? { width }
        override func preferredHeight(forWidth width: Int) -> Int? { height }

        override func handle(_ key: Key) -> Bool {
            keys.append(key)
            return true
        }

        override func draw(in canvas: Canvas) {
            let line = String(repeating: letter, count: canvas.size.columns)
            for row in 0..<canvas.size.rows { canvas.text(line, at: Point(column: 0, row: row)) }
        }
    }

    @Test("VStack: fixed rows, preferred heights and shares of what is left, with spacing and padding")
    func vertical() throws {
        let a = Box("a", height: 2)
        let b = Box("b")
        let c = Box("c")
        let d = Box("d")
        let stack = VStack(
            spacing: 1, padding: Insets(top: 1, left: 2, right: 1),
            [.fit(a), .flexible(b, share: 2), .flexible(c), .fixed(1, d)])
        let driver = try driver(stack, columns: 10, rows: 16)  // 15 rows for the stack
        defer { driver.close() }
        // 14 rows inside, 3 gaps: a 2, d 1, and 8 shared 2:1: 5 and 2, the spare row to b.
        #expect(a.frame == Rect(column: 2, row: 1, columns: 7, rows: 2))
        #expect(b.frame == Rect(column: 2, row: 4, columns: 7, rows: 6))
        #expect(c.frame == Rect(column: 2, row: 11, columns: 7, rows: 2))
        #expect(d.frame == Rect(column: 2, row: 14, columns: 7, rows: 1))
        #expect(driver.snapshot.lines[1] == "  aaaaaaa" && driver.snapshot.lines[3] == "")
        #expect(stack.preferredHeight(forWidth: 10) == nil, "flexible children take what they are given")
    }

    @Test("HStack: fitted widths, fixed and flexible columns; too little room cuts the last children")
    func horizontal() throws {
        let label = ScrollView(text: "Name:")
        let field = Box("f")
        let button = Box("b", width: 4)
        let stack = HStack(spacing: 1, [.fit(label), .flexible(field), .fit(button)])
        let driver = try driver(stack, columns: 20, rows: 2)
        defer { driver.close() }
        #expect(driver.snapshot.lines[0] == "Name: fffffffff bbbb")
        #expect(field.frame.size.columns == 9)
        driver.resize(to: Size(columns: 8, rows: 2))
        #expect(label.frame.size.columns == 5 && field.frame.size.columns == 0 && button.frame.size.columns == 1)
        #expect(driver.snapshot.lines[0] == "Name:  b")
    }

    @Test("Alignment places children at their preferred size across the stack")
    func alignment() throws {
        let wide = Box("w", width: 6)
        let free = Box("x")
        let stack = VStack(alignment: .center, [.fixed(1, wide), .fixed(1, free)])
        let driver = try driver(stack, columns: 12, rows: 3)
        defer { driver.close() }
        #expect(driver.snapshot.lines[0] == "   wwwwww")
        #expect(driver.snapshot.lines[1] == "xxxxxxxxxxxx", "no preferred width: the whole width")
        stack.alignment = .trailing
        driver.render()
        #expect(driver.snapshot.lines[0] == "      wwwwww")
        let tall = Box("t", height: 1)
        let row = HStack(alignment: .bottom, [.fixed(2, tall), .fixed(2, Box("u"))])
        let other = try WeavyKitTests.driver(row, columns: 6, rows: 4)
        defer { other.close() }
        #expect(Array(other.snapshot.lines.prefix(3)) == ["  uu", "  uu", "ttuu"])
    }

    @Test("Stacks report the sizes they prefer, nested ones included")
    func preferredSizes() {
        let inner = HStack(spacing: 2, [Box("a", width: 3, height: 1), Box("b", width: 4, height: 2)])
        let outer = VStack(spacing: 1, padding: .all(1), [inner, Box("c", width: 5, height: 3)])
        #expect(inner.preferredWidth(forHeight: 2) == 9)
        #expect(inner.preferredHeight(forWidth: 9) == 2)
        #expect(outer.preferredHeight(forWidth: 20) == 1 + 2 + 1 + 3 + 1)
        #expect(outer.preferredWidth(forHeight: 10) == 9 + 2)
        outer.add(Box("d"), size: .flexible())
        #expect(outer.preferredHeight(forWidth: 20) == nil)
        #expect(outer.preferredWidth(forHeight: 10) == nil)
    }

    @Test("Keys go to the focused child; sizes can change and children be removed")
    func focusAndChanges() throws {
        let a = Box("a")
        let b = Box("b")
        let stack = VStack([a, b])
        let driver = try driver(stack, columns: 4, rows: 5)
        defer { driver.close() }
        stack.focus(b)
        driver.press("x")
        #expect(b.keys == ["x"] && a.keys.isEmpty)
        stack.setSize(.fixed(1), of: a)
        driver.render()
        #expect(stack.size(of: a) == .fixed(1) && stack.size(of: b) == .fit)
        #expect(a.frame.size.rows == 1 && b.frame.size.rows == 3)
        stack.remove(b)
        driver.render()
        #expect(stack.focusedChild == nil && b.presentationState.isDismissed && stack.children.count == 1)
        stack.focus(Box("stranger"))
        #expect(stack.focusedChild == nil, "only a child can have the focus")
    }

    @Test("Fidelity: memory and ncurses show the same stacks of widgets")
    func fidelity() throws {
        let stack = VStack(
            spacing: 1, padding: .horizontal(1),
            [
                .fit(ScrollView(text: "織物 Weaving: a heading that wraps 🎬")),
                .flexible(HStack(spacing: 1, [.flexible(filmList()), .fit(Spinner(label: "読み込み"))])),
                .fixed(1, ProgressBar(fraction: 0.6, label: "進捗")),
            ])
        let driver = try HeadlessDriver(size: Size(columns: 37, rows: 12), content: stack, comparingWithCurses: true)
        defer { driver.close() }
        driver.resize(to: Size(columns: 29, rows: 10))
        driver.advanceTime(by: .milliseconds(80))
        #expect(driver.terminal.framesComparedWithCurses >= 3)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems.joined(separator: "\n"))")
    }
}
