import Foundation
import Testing
import WeavyKit

/// Every widget reference page shows its example as a picture generated here, headless: a
/// picture that no longer matches what the example draws fails, and
/// `SNAPSHOT_TESTING_RECORD=all` writes it again (a missing one is written unless
/// recording is `never`).
@MainActor
@Suite("The widget reference pages' pictures are what their examples draw")
struct WidgetPagesPicturesTests {
    @Test("Each page's picture, on dark and light terminals", arguments: WidgetPagePicture.all)
    func pictureIsCurrent(_ picture: WidgetPagePicture) async throws {
        for appearance in [Appearance.dark, .light] {
            let drawn = try await picture.drawn(on: appearance)
            let file = picture.file(for: appearance)
            let stored = try? String(contentsOf: file, encoding: .utf8)
            if stored == drawn { continue }
            let recording = PictureRecording.current
            if recording == .all || (stored == nil && recording == .missing) {
                try FileManager.default.createDirectory(
                    at: WidgetPagePicture.folder, withIntermediateDirectories: true)
                try drawn.write(to: file, atomically: true, encoding: .utf8)
            }
            Issue.record(
                Comment(
                    rawValue: "\(file.lastPathComponent) is \(stored == nil ? "missing" : "out of date")"
                        + (recording == .never ? "" : " (written again: look at it, then commit it)")
                        + "; regenerate the pictures with SNAPSHOT_TESTING_RECORD=all swift test --filter "
                        + "WidgetPagesPicturesTests"))
        }
    }

    @Test("Every picture is shown by an article, and every reference page shows one")
    func articlesShowPictures() throws {
        let catalog = DocsSources.packageRoot.appendingPathComponent("Sources/Toolkit/WeavyKit/WeavyKit.docc")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
        var texts: [String: String] = [:]
        for article in articles {
            texts[article] = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
        }
        for picture in WidgetPagePicture.all + WidgetPagePicture.articles {
            #expect(
                texts.values.contains { $0.contains("](\(picture.name).svg)") }, "no article shows \(picture.name).svg")
        }
        for (article, text) in texts where article.hasSuffix("Reference.md") && article != "WidgetReference.md" {
            #expect(text.contains(".svg)"), "\(article) shows no picture")
        }
    }

    @Test("The other articles' pictures, on dark and light terminals", arguments: WidgetPagePicture.articles)
    func articlePictureIsCurrent(_ picture: WidgetPagePicture) async throws {
        try await pictureIsCurrent(picture)
    }
}
