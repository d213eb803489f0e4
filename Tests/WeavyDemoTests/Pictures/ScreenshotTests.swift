import Foundation
import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// `weavy-demo --headless --screenshot FILE.svg`.
@MainActor
@Suite("The demo's --screenshot")
struct ScreenshotTests {
    @Test("--screenshot is read with --headless; alone, empty, or with --styled it is a usage error")
    func commandLine() throws {
        let options = try DemoCommand.parse(["--headless", "--screenshot", "/tmp/x.svg"]).launchOptions(environment: [
            "HOME": "/h"
        ])
        #expect(options.screenshotPath == "/tmp/x.svg")
        for arguments in [
            ["--screenshot", "a.svg"], ["--headless", "--screenshot", ""],
            ["--headless", "--styled", "--screenshot", "a.svg"],
        ] {
            #expect(DemoCommand.outcome(of: DemoCommand.parseError(arguments)).status == 2, "\(arguments)")
        }
    }

    @Test(
        "weavy-demo --headless --screenshot writes the final screen's picture in the theme's colors, printing nothing")
    func writesThePicture() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write("{\"apiKey\":\"k\"}", to: DemoStore.settingsFile)
        let file = data.directory.path(of: "screen.svg")
        let run = runDemoWithoutTerminal([
            "--headless", "--size", "60x16", "--keys", "2", "--theme", "light", "--screenshot", file,
            "--data-dir", data.path,
        ])
        #expect(run.termination == .exited(0), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        let picture = try #require(data.read("screen.svg"))
        #expect(picture.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="540" height="288""##))
        #expect(picture.contains(##"<rect width="540" height="288" fill="#ffffff"/>"##), "the light theme's white")
        #expect(picture.contains("Watched"), "the tab the keys chose")
        #expect(picture.hasSuffix("</svg>\n"))
    }

    @Test("A screenshot that cannot be written is one line of error and exit status 1")
    func unwritable() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        data.write("{\"apiKey\":\"k\"}", to: DemoStore.settingsFile)
        let run = runDemoWithoutTerminal([
            "--headless", "--screenshot", "/nonexistent-folder/x.svg", "--data-dir", data.path,
        ])
        #expect(run.termination == .exited(1))
        #expect(
            run.standardError
                == "weavy-demo: error: cannot write the screenshot /nonexistent-folder/x.svg: No such file or directory\n"
        )
    }
}
