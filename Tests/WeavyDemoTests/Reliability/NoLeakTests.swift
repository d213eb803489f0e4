import ProofSizes
import Testing
import Weavy
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// Issue 6, proof 4: nothing outlives its navigation, over 10,000 cycles.
///
/// Each cycle (× 10 with `WEAVY_SOAK=1`) switches tabs, pushes a movie (every tenth
/// cycle a cast member on top of it), opens the settings over it (every other cycle
/// switching to the About page, which replaces the Api Key page), closes them with Esc
/// (the settings warp ends with `.end(forwardingToParent:)`), opens and closes the help
/// every fifth cycle, and pops back to the list with one of the back keys. The keys are
/// routed as the run loop routes them; the screen is drawn every 100 cycles only, so that
/// 10,000 cycles stay fast.
///
/// Weak references watch what left the screen:
/// - every settings warp, its popup, menu model, pages, their models, and every help
///   popup: each cycle checks that the ones it opened are gone once it is back at the
///   list, then lets go of the references;
/// - every 100th cycle's movie screen and model (and cast member's, when there is one),
///   and its settings and help objects too: kept until the end, and checked then.
///
/// At the end the Loom is back to its live warps and resident memory is back near where
/// it was after warming up. The references are small and reserved before the warm-up, so
/// they do not count in that measure (a weak reference keeps a side table of its object
/// alive: holding one per object for all 10,000 cycles would itself grow memory by
/// megabytes).
@MainActor
@Suite("Reliability: no leaks")
struct NoLeakTests {
    /// What a weak reference watches.
    enum Kind: UInt8, CustomStringConvertible {
        case movieScreen, movieModel, castScreen, castModel
        case settingsWarp, settingsScreen, settingsMenuModel, settingsPage, pageModel, apiKeyField, help

        var description: String {
            switch self {
            case .movieScreen: "movie screen"
            case .movieModel: "movie model"
            case .castScreen: "cast screen"
            case .castModel: "cast model"
            case .settingsWarp: "settings warp"
            case .settingsScreen: "settings popup"
            case .settingsMenuModel: "settings menu model"
            case .settingsPage: "settings page"
            case .pageModel: "settings page model"
            case .apiKeyField: "api key field"
            case .help: "help popup"
            }
        }
    }

    struct WeakReference {
        weak var object: AnyObject?
        let cycle: Int32
        let kind: Kind

        init(_ object: AnyObject, _ kind: Kind, cycle: Int) {
            self.object = object
            self.kind = kind
            self.cycle = Int32(cycle)
        }

        var name: String { "\(kind) of cycle \(cycle)" }
    }

    static let cycles = ProofSize.scaled(10_000)
    /// How much resident memory may grow from the end of the warm-up to the end. Other
    /// tests run in this process at the same time and allocate too, and freed memory is
    /// not always given back to the system, so the bound is generous: 32 MiB. A leak would
    /// exceed it: one cycle builds a settings warp with its popup, split view, pages and
    /// models, and a movie screen with its wrapped text, several kilobytes in all, so
    /// keeping them would add tens of megabytes over 10,000 cycles (keeping only the
    /// movie screens and models does: about 45 MiB).
    /// A sanitizer run adds what the sanitizer holds on purpose
    /// (``ResidentMemory/sanitizerAllowance``).
    static let memoryGrowthBound = 32 * 1024 * 1024

    @Test("10,000 cycles of push, pop, tab switch, modal and warp end leave nothing behind")
    func cycles() throws {
        let harness = try DemoHarness()
        defer { harness.close() }
        let window = harness.driver.window
        let loom = harness.app.loom
        let baselineWarps = loom.warps.count
        let warmUp = 100
        let sampleEvery = 100
        // Kept to the end: at most 12 references for each sampled cycle.
        var samples: [WeakReference] = []
        samples.reserveCapacity(Self.cycles / sampleEvery * 12 + 12)
        // This cycle's modal objects, checked and dropped at its end.
        var thisCycle: [WeakReference] = []
        thisCycle.reserveCapacity(16)
        var checked = 0
        var memoryAfterWarmUp = 0
        var failures: [String] = []

        func press(_ key: Key) {
            window.handle(key)
        }

        for cycle in 0..<Self.cycles {
            if cycle == warmUp { memoryAfterWarmUp = ResidentMemory.current }
            let sampled = cycle.isMultiple(of: sampleEvery)
            thisCycle.removeAll(keepingCapacity: true)

            // Tab switch, by number or by Tab.
            let tabBefore = harness.selectedTab
            if cycle.isMultiple(of: 3) {
                press(.character(tabBefore == 0 ? "2" : "1"))
            } else {
                press(.tab)
            }
            if harness.selectedTab == tabBefore { failures.append("cycle \(cycle): the tab did not change") }

            // Push a movie, and sometimes a person on top of it.
            press(.enter)
            let movie = try #require(window.focusChain.compactMap { $0 as? MovieDetailScreen }.first)
            if sampled {
                samples += [
                    WeakReference(movie, .movieScreen, cycle: cycle),
                    WeakReference(movie.model, .movieModel, cycle: cycle),
                ]
            }
            var depth = 2
            if cycle.isMultiple(of: 10) {
                press(.enter)
                let person = try #require(window.focusChain.compactMap { $0 as? CastDetailScreen }.first)
                depth = 3
                if sampled {
                    samples += [
                        WeakReference(person, .castScreen, cycle: cycle),
                        WeakReference(person.model, .castModel, cycle: cycle),
                    ]
                }
            }

            // A modal with a warp of its own, ended by Esc.
            press("s")
            do {
                let settings = try #require(loom.warps.compactMap { $0 as? SettingsWarp }.first)
                thisCycle += [
                    WeakReference(settings, .settingsWarp, cycle: cycle),
                    WeakReference(settings.screen, .settingsScreen, cycle: cycle),
                    WeakReference(settings.menuModel, .settingsMenuModel, cycle: cycle),
                ]
                thisCycle += pageReferences(settings, cycle: cycle)
                if cycle.isMultiple(of: 2) {
                    press(.down)
                    thisCycle += pageReferences(settings, cycle: cycle)
                }
                press(.escape)
                if !window.modals.isEmpty || loom.isWoven(settings) {
                    failures.append("cycle \(cycle): the settings stayed after Esc")
                }
            }

            // The help, a modal without a warp.
            if cycle.isMultiple(of: 5) {
                press("?")
                if let help = window.modals.last as? HelpScreen {
                    thisCycle.append(WeakReference(help, .help, cycle: cycle))
                } else {
                    failures.append("cycle \(cycle): no help popup")
                }
                press("?")
            }

            // Back to the list, with one of the back keys.
            let backKeys: [Key] = [.escape, .backspace, .left, "h"]
            for step in 0..<(depth - 1) { press(backKeys[(cycle + step) % backKeys.count]) }
            let stacks = harness.stacks
            if stacks.map(\.count) != [1, 1] || loom.warps.count != baselineWarps || !window.modals.isEmpty {
                failures.append("cycle \(cycle): not back at the lists: \(stacks), \(loom.warps.count) warps")
            }
            if cycle.isMultiple(of: 100) { harness.driver.render() }

            // What this cycle's modals wove is gone already.
            for reference in thisCycle where reference.object != nil {
                failures.append("cycle \(cycle): the \(reference.kind) is still alive after its modal closed")
            }
            checked += thisCycle.count
            if sampled { samples += thisCycle }
            if failures.count >= 10 { break }
        }
        harness.driver.render()

        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(checked >= Self.cycles * 5, "\(checked) modal objects checked")
        #expect(samples.count >= Self.cycles / sampleEvery * 8, "\(samples.count) objects sampled")
        let alive = samples.filter { $0.object != nil }.map(\.name)
        #expect(alive.isEmpty, "still alive: \(alive.prefix(20)) (\(alive.count) in all)")
        #expect(loom.warps.count == baselineWarps)
        if memoryAfterWarmUp > 0 {
            let growth = ResidentMemory.current - memoryAfterWarmUp
            #expect(
                growth < Self.memoryGrowthBound + ResidentMemory.sanitizerAllowance,
                "resident memory grew by \(ResidentMemory.mebibytes(growth)) after the warm-up")
        }
    }

    /// The settings' page and its model, whichever page is shown.
    private func pageReferences(_ settings: SettingsWarp, cycle: Int) -> [WeakReference] {
        let page = settings.screen.split.detail
        var references = [WeakReference(page, .settingsPage, cycle: cycle)]
        if let form = page as? ApiKeyForm {
            references.append(WeakReference(form.model, .pageModel, cycle: cycle))
            references.append(WeakReference(form.field, .apiKeyField, cycle: cycle))
        } else if let about = page as? AboutPane {
            references.append(WeakReference(about.model, .pageModel, cycle: cycle))
        }
        return references
    }
}
