import Testing
import WeavyKit
import WeavyNcursesTesting
import WeavyTesting

/// The proof that a live terminal shows what a headless test saw: every frame is
/// composed in memory and also shown through a real ncurses screen on a null device;
/// the two must hold the same cells and styles (``Terminal/fidelityProblems``).
///
/// Each container and widget is drawn at three sizes, with CJK and emoji, modals over
/// modals whose edges cut wide characters, shadows across them, and a too-small window.
@MainActor
@Suite("Fidelity: memory and ncurses show the same cells")
struct FidelityTests {
    static let sizes = [Size(columns: 23, rows: 7), Size(columns: 41, rows: 13), Size(columns: 97, rows: 31)]

    /// Shows `content` at each size, runs `steps` after the first frame, and checks
    /// that every frame matched.
    func check(
        _ name: String, depth: ColorDepth = .ansi256, _ makeContent: () -> Component,
        steps: (HeadlessDriver) -> Void = { _ in }
    ) throws {
        for size in Self.sizes {
            let driver = try HeadlessDriver(
                size: size, colorDepth: depth, content: makeContent(), comparingWithCurses: true
            ) { window in
                window.minimumSize = Size(columns: 20, rows: 6)
            }
            defer { driver.close() }
            steps(driver)
            driver.resize(to: Size(columns: size.columns - 3, rows: size.rows - 1))
            driver.resize(to: Size(columns: 12, rows: 4))  // too small
            driver.resize(to: size)
            #expect(driver.terminal.framesComparedWithCurses >= 4)
            #expect(
                driver.terminal.fidelityProblems.isEmpty,
                "\(name) at \(size):\n\(driver.terminal.fidelityProblems.joined(separator: "\n"))")
        }
    }

    @Test("Navigation stack, pushes and pops, a long CJK path")
    func navigationStack() throws {
        try check("stack") {
            let stack = NavigationStack(root: TextScreen("Wishlist"))
            stack.push(TextScreen("千と千尋の神隠し", body: "卧虎藏龙 🎬 Amélie"))
            return stack
        } steps: { driver in
            driver.press(.escape)
            driver.press(.escape)
        }
    }

    @Test("Tab bar with stacks, switching tabs")
    func tabBar() throws {
        try check("tabs") {
            TabBar(tabs: [
                NavigationStack(title: "願望", root: WidgetScreen("願望", filmList())),
                NavigationStack(title: "Watched", root: TextScreen("Watched", body: "기생충 🍿")),
            ])
        } steps: { driver in
            driver.press(.tab)
            driver.press(.tab)
            driver.press(.down)
        }
    }

    @Test(
        "Tab bar and a modal in the true-color theme (RGB in memory, its nearest in ncurses) and at 16 colors",
        arguments: [ColorDepth.trueColor, .ansi16])
    func trueColorTheme(depth: ColorDepth) throws {
        try check("tabs at \(depth)", depth: depth) {
            TabBar(tabs: [
                NavigationStack(title: "願望", root: WidgetScreen("願望", filmList())),
                NavigationStack(title: "Watched", root: TextScreen("Watched", body: "기생충 🍿")),
            ])
        } steps: { driver in
            driver.press(.down)
            driver.window.present(TextScreen("Note", body: "最初 first"), size: .fixed(columns: 16, rows: 5))
            driver.render()
            driver.press(.escape)
            driver.press(.tab)
        }
    }

    @Test("Split view with a list and details, focus moving")
    func splitView() throws {
        try check("split") {
            SplitView(
                master: ListView(items: ["Api Key", "About", "関于"]) { ListView.Row($0) },
                detail: ScrollView([.fields([.init("名前", "Weavy 織り"), .init("Version", "1.0 🧵")])]),
                masterWidth: 12)
        } steps: { driver in
            driver.press(.tab)
            driver.press(.tab)
            driver.press(.down)
        }
    }

    @Test("A list of CJK and emoji titles under a modal over a modal: edges and shadows cut wide characters")
    func modalsOverWideCharacters() throws {
        for offset in 0..<8 {
            try check("modals, offset \(offset)") {
                NavigationStack(root: WidgetScreen("Films", filmList()))
            } steps: { driver in
                let columns = driver.terminal.size.columns / 2 + offset
                driver.window.present(
                    TextScreen("First", body: "最初の窓 first"), size: .fixed(columns: columns, rows: 5))
                driver.render()
                driver.window.present(
                    TextScreen("二番目", body: "second 🎞️"), size: .fixed(columns: columns - 3, rows: 4))
                driver.render()
                driver.press(.escape)
                driver.press(.escape)
            }
        }
    }

    @Test("A wall of wide characters, odd and even columns, under modals of every width: both edges cut them")
    func wallOfWideCharacters() throws {
        let wall = String(repeating: "織り物の模様 a", count: 60)
        for width in 8..<16 {
            try check("wall, modal \(width) wide") {
                ScrollView(text: wall)
            } steps: { driver in
                driver.window.present(TextScreen("M", body: "縦糸と横糸"), size: .fixed(columns: width, rows: 4))
                driver.render()
                driver.window.present(TextScreen("N", body: "x"), size: .fixed(columns: width + 1, rows: 3))
                driver.render()
            }
        }
    }

    @Test("Text field: wide characters, scrolling sideways, the cursor")
    func textField() throws {
        try check("field") {
            WidgetScreen("Field", TextField(text: "世界 hello 🎬 wide 漢字漢字漢字漢字漢字 end"))
        } steps: { driver in
            driver.press(.home)
            driver.press(.right, times: 3)
            driver.type("é字")
            driver.press(.end)
        }
    }

    @Test("Wrapped text and a vertical stack")
    func textAndLayout() throws {
        try check("text") {
            VStack(
                spacing: 1,
                [
                    ScrollView(text: "Weavy 織り: a navigation framework, woven. 千と千尋の神隠し, 卧虎藏龙 and 🎬 all wrap."),
                    ScrollView([.fields([.init("Director", "宮崎駿"), .init("Year", "2001")])]),
                ])
        }
    }

    @Test("Monochrome and 8 colors show the same too")
    func depths() throws {
        for depth in [ColorDepth.monochrome, .ansi8] {
            try check("depth \(depth)", depth: depth) {
                NavigationStack(root: WidgetScreen("Films", filmList()))
            } steps: { driver in
                driver.window.present(TextScreen("Modal", body: "千と千尋"), size: .fixed(columns: 18, rows: 5))
                driver.render()
                driver.press(.down)
            }
        }
    }
}
