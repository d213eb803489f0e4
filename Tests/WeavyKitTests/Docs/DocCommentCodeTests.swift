import Foundation
import Testing

// Every code block of every doc comment is checked: a ```swift block is compiled, as the
// articles' blocks are (DocsCodeTests). The n-th ```swift block of a source <File>.swift's
// `///` comments is, verbatim, the region `// docs:begin <File>.swift <n>` … `// docs:end`
// of the tests of the module the file is in (indented as the test needs it; the common
// indentation is taken off before comparing). The sources are found by walking Sources/
// and Examples/, so a new block anywhere fails here until the tests compile it. A block
// that is not Swift says what it is (```text, ```sh, ```json).

/// A fenced code block of a doc comment.
struct DocCommentBlock: Equatable {
    /// What follows the opening fence: `swift`, `text`, `sh`…
    var language: String
    /// The block's lines, without the comment marks and their common indentation.
    var code: String
    /// The line of the opening fence, from 1.
    var line: Int
}

/// Where the doc comments' code is compiled: each module's sources, and its tests.
enum DocComments {
    /// Each folder of sources with the test folders that hold its doc comments' code.
    /// WeavyTesting's code may also be in WeavyKitTests, where its articles' code is run
    /// against the curses-side apps of the articles.
    static let modules: [(sources: String, tests: [String])] = [
        ("Sources/Engine/Weavy", ["Tests/WeavyTests"]),
        ("Sources/Toolkit/WeavyKit", ["Tests/WeavyKitTests"]),
        ("Sources/Backends/WeavyNcurses", ["Tests/WeavyKitTests"]),
        ("Sources/Serving/WeavySSH", ["Tests/WeavySSHTests"]),
        ("Sources/Serving/WeavyPostgres", ["Tests/WeavyPostgresTests"]),
        ("Sources/Testing/WeavyTesting", ["Tests/WeavyTestingTests", "Tests/WeavyKitTests"]),
        ("Sources/Testing/WeavyPictures", ["Tests/WeavyTestingTests"]),
        ("Sources/Testing/WeavyNcursesTesting", ["Tests/WeavyKitTests"]),
        ("Sources/Demo", ["Tests/WeavyDemoTests"]),
        ("Examples/Gallery", ["Tests/WeavyGalleryTests"]),
    ]

    /// The languages a block that is not compiled may say it is.
    static let otherLanguages: Set<String> = ["text", "sh", "console", "json"]

    /// The fenced blocks of a Swift source's `///` comments, in order. A block must close
    /// inside its comment; one that does not is returned with what it had, as `unclosed`.
    static func blocks(in source: String) -> (blocks: [DocCommentBlock], unclosed: [Int]) {
        var blocks: [DocCommentBlock] = []
        var unclosed: [Int] = []
        var open: (language: String, line: Int, lines: [Substring])?
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else {
                if let block = open { unclosed.append(block.line) }
                open = nil
                continue
            }
            var text = trimmed.dropFirst(3)
            if text.hasPrefix(" ") { text = text.dropFirst() }
            let fence = text.trimmingCharacters(in: .whitespaces)
            if let block = open {
                if fence == "```" {
                    blocks.append(
                        DocCommentBlock(
                            language: block.language, code: DocsSources.dedented(block.lines), line: block.line))
                    open = nil
                } else {
                    open?.lines.append(text)
                }
            } else if fence.hasPrefix("```") {
                open = (String(fence.dropFirst(3)), index + 1, [])
            }
        }
        if let block = open { unclosed.append(block.line) }
        return (blocks, unclosed)
    }

    /// A source file of a module: its path from the package root and its text.
    struct Source {
        var path: String
        var name: String { String(path.split(separator: "/").last!) }
        var text: String
    }

    /// The Swift files under `folder` (from the package root), with their paths.
    static func sources(under folder: String) throws -> [Source] {
        let root = DocsSources.packageRoot.appendingPathComponent(folder)
        guard FileManager.default.fileExists(atPath: root.path) else { return [] }
        // Hidden folders left out: a sub-package's `.build` holds its dependencies' sources.
        let enumerator = try #require(
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]))
        var found: [Source] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = folder + url.path.dropFirst(root.path.count)
            found.append(Source(path: path, text: try String(contentsOf: url, encoding: .utf8)))
        }
        return found.sorted { $0.path < $1.path }
    }
}

@Suite("Every code block of every doc comment is compiled by a test")
struct DocCommentCodeTests {
    @Test(
        "Each Swift block of a module's doc comments is a region of its tests, in order",
        arguments: DocComments.modules.map(\.sources))
    func moduleBlocksAreRegions(folder: String) throws {
        let tests = try #require(DocComments.modules.first { $0.sources == folder }).tests
        let testRegions = try DocsSources.regionsByName(
            inSwift: tests.flatMap { try DocsSources.swiftFiles(under: $0) })
        var names: [String: String] = [:]
        for source in try DocComments.sources(under: folder) {
            let (blocks, unclosed) = DocComments.blocks(in: source.text)
            #expect(unclosed.isEmpty, "\(source.path): a code block opened on line \(unclosed) never closes")
            let regions = testRegions[source.name] ?? [:]
            let swift = blocks.filter { $0.language == "swift" }
            if !swift.isEmpty || !regions.isEmpty {
                #expect(names[source.name] == nil, "\(source.path) and \(names[source.name] ?? "") share a name")
                names[source.name] = source.path
            }
            for block in blocks where block.language != "swift" {
                #expect(
                    DocComments.otherLanguages.contains(block.language),
                    "\(source.path):\(block.line): say which language the block is (```swift compiles it)")
            }
            #expect(
                swift.count == regions.count,
                "\(source.path) has \(swift.count) Swift blocks, \(tests.joined(separator: " and ")) \(regions.count) regions"
            )
            #expect(regions.keys.sorted() == Array(1..<(regions.count + 1)), "\(source.name)'s regions are not 1…n")
            for (index, block) in swift.enumerated() {
                #expect(
                    block.code == regions[index + 1] ?? "(no region)",
                    "\(source.path):\(block.line): block \(index + 1) differs from its region in \(tests)")
            }
        }
    }

    @Test("Every region named for a source file is the code of a source of a module that those tests test")
    func noRegionWithoutItsSource() throws {
        let testFolders = Set(DocComments.modules.flatMap(\.tests))
        for testFolder in testFolders.sorted() {
            let modules = DocComments.modules.filter { $0.tests.contains(testFolder) }
            let names = Set(try modules.flatMap { try DocComments.sources(under: $0.sources) }.map(\.name))
            let regions = try DocsSources.regionsByName(inSwift: DocsSources.swiftFiles(under: testFolder))
            for name in regions.keys.sorted() where name.hasSuffix(".swift") {
                #expect(names.contains(name), "\(testFolder) has a region of \(name), a source of none of its modules")
            }
        }
    }

    @Test("Every Swift source with a doc-comment block is in a module whose tests are known")
    func everySourceHasItsTests() throws {
        var counted = (blocks: 0, files: 0)
        for folder in ["Sources", "Examples"] {
            for source in try DocComments.sources(under: folder) {
                let blocks = DocComments.blocks(in: source.text).blocks
                guard !blocks.isEmpty else { continue }
                counted.blocks += blocks.count
                counted.files += 1
                #expect(
                    DocComments.modules.contains { source.path.hasPrefix($0.sources + "/") },
                    "\(source.path) has doc-comment code, in a module with no tests listed in DocComments.modules")
            }
        }
        // The walk finds what is there: these files hold blocks today.
        #expect(counted.blocks >= 90 && counted.files >= 80, "\(counted)")
    }

    @Test("Blocks are read from doc comments as written, with their language")
    func extraction() {
        let source =
            "/// Intro\n///\n/// ```swift\n/// let a = 1\n///     b()\n/// ```\n"
            + "    /// ```text\n    /// c()\n    /// ```\nlet x = 1\n/// ```swift\n/// open\nlet y = 2\n"
        let (blocks, unclosed) = DocComments.blocks(in: source)
        #expect(
            blocks == [
                DocCommentBlock(language: "swift", code: "let a = 1\n    b()", line: 3),
                DocCommentBlock(language: "text", code: "c()", line: 7),
            ])
        #expect(unclosed == [11])
    }
}
