/// The leaks LeakSanitizer must not report in this test binary, when the tests run with
/// `swift test --sanitize=address` (the sanitizer reads them at start; otherwise nothing
/// calls this). Each is a leak of a library we use, not ours:
///
/// - `new_panel`: ncurses' panel library gives every screen a pseudo panel for `stdscr`
///   (32 bytes) and frees it only when built with NO_LEAKS, which Debian's ncurses is
///   not. A C program that frees every panel and screen it makes leaks it too; in a full
///   run the panels reported were exactly one per screen opened, 112 of 112.
/// - XCTest: `swift test` runs the XCTest tests in a process of their own, and XCTest's
///   main leaves its suites, runs and test cases behind when it exits, even with no test
///   at all (`XCTMainMisc`, `XCTestSuiteRun`, `XCTestCaseRun`); waiting (an async XCTest
///   test, or swift-snapshot-testing's `assertSnapshot`) leaves the side table of a weak
///   reference (`XCTWaiter`, `awaitUsingExpectation`). These patterns also cover what is
///   allocated during such a wait; the proofs that screens, models and warps are released
///   (weak references) do not depend on LeakSanitizer.
@_cdecl("__lsan_default_suppressions")
func leakSanitizerSuppressions() -> UnsafePointer<CChar> {
    let suppressions: StaticString = """
        leak:new_panel
        leak:XCTMainMisc
        leak:XCTest0A8SuiteRun
        leak:XCTest0A7CaseRun
        leak:XCTWaiter
        leak:awaitUsingExpectation

        """
    return UnsafeRawPointer(suppressions.utf8Start).assumingMemoryBound(to: CChar.self)
}
