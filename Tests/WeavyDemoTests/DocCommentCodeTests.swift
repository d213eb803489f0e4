import Testing
import WeavyKit

@testable import WeavyDemo

// The code of the demo's doc comments, compiled here: the n-th ```swift block of
// <File>.swift's `///` comments is, verbatim, the region `// docs:begin <File>.swift <n>`
// … `// docs:end` of this test target (WeavyKitTests' DocCommentCodeTests checks it).

@MainActor
private func assembleAndSave(catalog: Catalog, directory: DataDirectory, terminal: Terminal) {
    // docs:begin DemoApp.swift 1
    let app = DemoApp(catalog: catalog, dataDirectory: directory, link: .showMovie(id: 23452))
    let window = app.makeWindow()
    app.start(in: window, on: terminal)
    // … the window runs until it quits …
    let navigation = app.navigationToSave()  // before the window closes
    window.close()
    app.save(navigation)
    // docs:end
}

@MainActor
@Suite("The demo's doc-comment code runs as its comment says")
struct DemoDocCommentCodeTests {
    @Test("DemoApp: assembled, started on a terminal and closed, it saves its navigation for the next run")
    func assembleAndSaveRuns() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write("{\"apiKey\":\"test-key\"}", to: DemoStore.settingsFile)
        let terminal = try Terminal.headless(size: largeScreen)
        assembleAndSave(catalog: testCatalog, directory: data.directory, terminal: terminal)
        terminal.close()
        #expect(data.read(NavigationFile.name) != nil)
    }
}
