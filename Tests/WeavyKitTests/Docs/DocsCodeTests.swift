import Foundation
import Testing

// Every Swift code block of the DocC catalogs is compiled, and most are run: each article's n-th
// ```swift block is, verbatim, the region `// docs:begin <Article> <n>` … `// docs:end`
// of a source file in this test target (indented as the source needs it; the common
// indentation is taken off before comparing). Editing either side without the other
// fails here.

/// Reads the package's files from where this test's source lies.
struct DocsSources {
    /// The package root: this file is Tests/WeavyKitTests/Docs/DocsCodeTests.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The ```swift blocks of a Markdown text, in order, each without its fences.
    static func swiftBlocks(inMarkdown text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if let lines = current, trimmed == "```" {
                blocks.append(dedented(lines))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The regions `// docs:begin <article> <n>` … `// docs:end` of Swift sources, by n.
    static func regions(of article: String, inSwift texts: [String]) throws -> [Int: String] {
        try regionsByName(inSwift: texts)[article] ?? [:]
    }

    /// Every region `// docs:begin <name> <n>` … `// docs:end` of Swift sources, by name
    /// and n. Regions nest (an article's block that is also a doc comment's is two
    /// regions, one in the other): a `// docs:end` ends the innermost, and no region holds
    /// the marker lines of another.
    static func regionsByName(inSwift texts: [String]) throws -> [String: [Int: String]] {
        var regions: [String: [Int: String]] = [:]
        for text in texts {
            var open: [(name: String, number: Int, lines: [Substring])] = []  // innermost last
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// docs:begin ") {
                    let words = trimmed.dropFirst("// docs:begin ".count).split(separator: " ")
                    let number = try #require(words.count == 2 ? Int(words[1]) : nil, "not a region: \(trimmed)")
                    open.append((String(words[0]), number, []))
                } else if trimmed == "// docs:end" {
                    guard let region = open.popLast() else {
                        Issue.record("a docs:end ends no region")
                        continue
                    }
                    #expect(
                        regions[region.name]?[region.number] == nil,
                        "region \(region.name) \(region.number) appears twice")
                    regions[region.name, default: [:]][region.number] = dedented(region.lines)
                } else {
                    for index in open.indices { open[index].lines.append(line) }
                }
            }
            #expect(open.isEmpty, "docs:begin \(open.map { "\($0.name) \($0.number)" }) never ended")
        }
        return regions
    }

    /// The lines joined, without the indentation they all share.
    static func dedented(_ lines: [Substring]) -> String {
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix(while: { $0 == " " }).count }
        let common = indents.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(common)) }
            .joined(separator: "\n")
    }

    /// The text of every Swift file under `folder` (relative to the package root).
    static func swiftFiles(under folder: String) throws -> [String] {
        let root = packageRoot.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var texts: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            texts.append(try String(contentsOf: url, encoding: .utf8))
        }
        return texts
    }
}

@Suite("The articles' code is the code the tests compile and run")
struct DocsCodeTests {
    /// Every Markdown file of the five documentation catalogs.
    static let articles: [String] = {
        let folders = [
            "Sources/Engine/Weavy/Weavy.docc", "Sources/Toolkit/WeavyKit/WeavyKit.docc",
            "Sources/Testing/WeavyTesting/WeavyTesting.docc", "Sources/Backends/WeavyNcurses/WeavyNcurses.docc",
            "Sources/Serving/WeavySSH/WeavySSH.docc",
        ]
        return folders.flatMap { folder in
            let names =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: DocsSources.packageRoot.appendingPathComponent(folder).path)) ?? []
            return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
        }
    }()

    @Test("The catalogs are found, with the articles that hold compiled code")
    func catalogsFound() {
        let names = Self.articles.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        for article in ["GettingStarted.md", "ModalsAndResults.md", "Weavy.md", "WeavyTesting.md", "ServingOverSSH.md"]
        {
            #expect(names.contains(article), "\(article) is missing from the catalogs")
        }
    }

    @Test("Every Swift block of every article is a region of the tests, in order", arguments: articles)
    func articleMatchesSources(path: String) throws {
        let name = String(path.split(separator: "/").last!.dropLast(".md".count))
        let markdown = try String(contentsOf: DocsSources.packageRoot.appendingPathComponent(path), encoding: .utf8)
        let blocks = DocsSources.swiftBlocks(inMarkdown: markdown)
        let regions = try DocsSources.regions(
            of: name, inSwift: DocsSources.swiftFiles(under: "Tests/WeavyKitTests"))
        #expect(regions.keys.sorted() == Array(1..<(regions.count + 1)), "regions of \(name) are not numbered 1…n")
        #expect(blocks.count == regions.count, "\(path) has \(blocks.count) Swift blocks, the tests \(regions.count)")
        for (index, block) in blocks.enumerated() {
            let region = regions[index + 1] ?? "(no region)"
            #expect(block == region, "\(name) block \(index + 1) differs from its region in the tests")
        }
    }

    @Test("Blocks and regions are read as written")
    func extraction() throws {
        let markdown = "Intro\n\n```swift\n    let a = 1\n      let b = 2\n```\n\n```sh\nls\n```\n```swift\nx()\n```\n"
        #expect(DocsSources.swiftBlocks(inMarkdown: markdown) == ["let a = 1\n  let b = 2", "x()"])
        let source =
            "a\n    // docs:begin Demo 2\n    x()\n    // docs:end\n// docs:begin Demo 1\nlet a = 1\n// docs:end\n"
        #expect(try DocsSources.regions(of: "Demo", inSwift: [source]) == [1: "let a = 1", 2: "x()"])
        #expect(try DocsSources.regions(of: "Other", inSwift: [source]).isEmpty)
        let nested =
            "// docs:begin Outer 1\nf() {\n    // docs:begin Inner.swift 1\n    g()\n    // docs:end\n}\n// docs:end\n"
        #expect(try DocsSources.regions(of: "Outer", inSwift: [nested]) == [1: "f() {\n    g()\n}"])
        #expect(try DocsSources.regions(of: "Inner.swift", inSwift: [nested]) == [1: "g()"])
    }
}
