import Glibc
import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyDemo

/// Proof 6: data from outside (titles, names, descriptions, typed text, arguments) that
/// carries terminal controls is drawn visibly and harmlessly: the bytes written to the
/// terminal never contain those controls raw.
@Suite("Reliability: hostile text cannot drive the terminal")
struct InjectionTests {
    /// Sequences a terminal would obey, each unique enough that ncurses never writes it.
    static let payloads: [(name: String, text: String)] = [
        ("OSC title", "\u{1B}]0;pwned\u{07}"),
        ("OSC clipboard", "\u{1B}]52;c;aGFja2Vk\u{07}"),
        ("CSI colors", "\u{1B}[31;42m"),
        ("C1 CSI", "\u{9B}35;44m"),
        ("C1 NEL", "\u{85}"),
        ("bidi override", "\u{202E}"),
        ("bidi isolate", "\u{2067}"),
        ("BEL", "\u{07}\u{07}"),
    ]

    static var hostile: String { payloads.map(\.text).joined(separator: " ") }

    /// A catalog whose every text field carries every payload.
    static func hostileCatalog(in data: TemporaryDataDirectory) -> String {
        func movie(_ id: Int, _ list: String, cast: [Int]) -> JSONValue {
            .object([
                "id": .integer(id), "title": .string("Movie \(id) \(hostile)"), "year": .integer(2000),
                "director": .string("Director \(hostile)"), "writer": .string("Writer \(hostile)"),
                "budget": .integer(1_000_000), "description": .string("About \(hostile) the end."),
                "cast": .array(cast.map(JSONValue.integer)), "list": .string(list),
            ])
        }
        let catalog = JSONValue.object([
            "movies": .array([movie(1, "wishlist", cast: [7]), movie(2, "watched", cast: [7])]),
            "people": .array([
                .object([
                    "id": .integer(7), "name": .string("Person \(hostile)"),
                    "biography": .string("Born \(hostile) somewhere."),
                ])
            ]),
        ])
        data.write(catalog.serialized, to: "catalog.json")
        return data.path + "/catalog.json"
    }

    /// Which payloads appear raw in `bytes`.
    private func rawPayloads(in bytes: [UInt8]) -> [String] {
        Self.payloads.filter { payload in
            let needle = Array(payload.text.utf8)
            guard bytes.count >= needle.count else { return false }
            return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
        }.map(\.name)
    }

    @Test("Titles, names, descriptions, biographies and typed text are drawn as visible stand-ins")
    func hostileData() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        let catalog = Self.hostileCatalog(in: data)
        let process = try startDemo(data: data, arguments: ["--catalog", catalog], waitFor: "Movie 1")
        // The list, a movie's detail, its cast member's detail, back.
        for keys in ["\r", "\r", "\u{1B}", "\u{1B}"] {
            process.type(keys)
            process.waitForQuiet(0.15)
        }
        // Settings: paste hostile text into the Api Key field and save it.
        process.type("s")
        process.waitForQuiet(0.15)
        process.type("\t")
        process.waitForQuiet(0.1)
        process.send(Array("typed \u{9B}33m \u{202E} \u{85} end".utf8))
        process.type("\r")
        process.waitForQuiet(0.15)
        process.send([0x1B])
        process.waitForQuiet(0.15)
        process.type("q")
        #expect(try process.waitForExit() == .exited(0))

        let output = process.output
        #expect(rawPayloads(in: output) == [], "raw controls reached the terminal")
        let text = process.outputText
        #expect(text.contains("Movie 1 ␛]0;pwned␇"), "ESC and BEL are shown as control pictures")
        #expect(text.contains("Person ␛]0;pwned␇"))
        #expect(text.contains("�35;44m"), "a C1 control is shown as a replacement character")
        #expect(process.restorationProblems.isEmpty, "\(process.restorationProblems)")
        // The typed text was kept as typed (in the file, where it is harmless).
        #expect(data.read("settings.json")?.contains("typed") == true)
    }

    @Test("A hostile argument is echoed harmlessly in the error message")
    func hostileArgument() {
        let run = runDemoWithoutTerminal([
            "--data-dir", "/tmp/weavy-unused", "--open", "movie/\u{1B}]0;pwned\u{07}\u{9B}31m",
        ])
        #expect(run.termination == .exited(2))
        #expect(rawPayloads(in: Array(run.standardError.utf8)).isEmpty, "\(run.standardError.debugDescription)")
        #expect(!run.standardError.contains("\u{1B}"))
        #expect(run.standardError.contains("␛]0;pwned␇"))
    }
}
