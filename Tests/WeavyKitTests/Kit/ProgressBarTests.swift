import Testing
import WeavyNcursesTesting
import WeavyTesting

@testable import WeavyKit

/// ProgressBar: the filled part in cells and eighths, the label and the percentage over
/// the bar, clamping, and narrow widths.
@MainActor
@Suite("Progress bar")
struct ProgressBarTests {
    let theme = Theme.ansi256

    @Test("The done part in progressFilled, the rest in progressEmpty, label and percentage over them")
    func fill() throws {
        let bar = ProgressBar(fraction: 0.5, label: "Copying")
        let driver = try driver(bar, columns: 20, rows: 3)
        defer { driver.close() }
        #expect(driver.snapshot.lines[0] == " Copying        50%")
        for column in 0..<10 {
            #expect(driver.snapshot.style(at: Point(column: column, row: 0)) == .init(theme.progressFilled))
        }
        for column in 10..<20 {
            #expect(driver.snapshot.style(at: Point(column: column, row: 0)) == .init(theme.progressEmpty))
        }
        bar.fraction = 1
        driver.render()
        #expect(driver.snapshot.lines[0] == " Copying       100%")
        #expect(driver.snapshot.style(at: Point(column: 19, row: 0)) == .init(theme.progressFilled))
        #expect(bar.preferredHeight(forWidth: 20) == 1 && bar.preferredWidth(forHeight: 1) == nil)
    }

    @Test("With colored roles the cell where filled meets empty is split in eighths; in monochrome it is not")
    func eighths() throws {
        let bar = ProgressBar(fraction: 0.33)
        bar.showsPercentage = false
        let driver = try driver(bar, columns: 10, rows: 3)
        defer { driver.close() }
        // 0.33 of 80 eighths is 26: three cells and two eighths.
        #expect(driver.snapshot.lines[0] == "   ▎")
        #expect(
            driver.snapshot.style(at: Point(column: 3, row: 0))
                == .init(Style(foreground: theme.progressFilled.background, background: theme.progressEmpty.background))
        )
        let mono = ProgressBar(fraction: 0.33)
        mono.showsPercentage = false
        let plain = try WeavyKitTests.driver(mono, columns: 10, rows: 3, depth: .monochrome)
        defer { plain.close() }
        #expect(plain.snapshot.lines[0] == "")
        #expect(plain.snapshot.style(at: Point(column: 2, row: 0)) == .init(Theme.monochrome.progressFilled))
        #expect(plain.snapshot.style(at: Point(column: 3, row: 0)) == .init(Theme.monochrome.progressEmpty))
        #expect(ProgressBar.filledEighths(0.999, width: 10) == 79, "full only when done")
    }

    @Test("Out-of-range fractions are clamped, NaN is refused; the percentage rounds down")
    func clamping() {
        let bar = ProgressBar(fraction: 2)
        #expect(bar.fraction == 1)
        bar.fraction = -0.5
        #expect(bar.fraction == 0)
        bar.fraction = 0.4
        bar.fraction = .nan
        #expect(bar.fraction == 0.4)
        bar.fraction = 0.999
        #expect(bar.percentage == "99%")
        #expect(ProgressBar(fraction: .nan).fraction == 0)
    }

    @Test("Short bars cut the label first, then leave out the percentage")
    func narrow() throws {
        let bar = ProgressBar(fraction: 0.25, label: "Downloading posters")
        let driver = try driver(bar, columns: 16, rows: 3)
        defer { driver.close() }
        #expect(driver.snapshot.lines[0] == " Download…  25%")
        driver.resize(to: Size(columns: 7, rows: 3))
        #expect(driver.snapshot.lines[0] == " ▊ 25%", "1¾ cells of 7 done")
        driver.resize(to: Size(columns: 4, rows: 3))
        #expect(driver.snapshot.lines[0] == "")
    }

    @Test("Fidelity: memory and ncurses show the same bars, eighths and CJK labels")
    func fidelity() throws {
        let bars = VStack(
            spacing: 1,
            [
                ProgressBar(fraction: 0.37, label: "織物 weaving"), ProgressBar(fraction: 0.8, label: "🎬 posters"),
            ])
        let driver = try HeadlessDriver(size: Size(columns: 23, rows: 6), content: bars, comparingWithCurses: true)
        defer { driver.close() }
        driver.resize(to: Size(columns: 31, rows: 6))
        #expect(driver.terminal.framesComparedWithCurses >= 2)
        #expect(driver.terminal.fidelityProblems.isEmpty, "\(driver.terminal.fidelityProblems.joined(separator: "\n"))")
    }
}
