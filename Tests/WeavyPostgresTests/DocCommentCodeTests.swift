import Foundation
import Testing
import WeavyPostgres

// The ```swift blocks in the doc comments of the shared store (the engine's seam and the
// PostgreSQL store) are, verbatim, the regions `// docs:begin <File> <n>` … `// docs:end`
// below, so every one compiles; editing either side without the other fails here.

// docs:begin PostgresSharedStore.swift 1
func documentedPostgresStore() async throws {
    let store = try await PostgresSharedStore.connect(to: "postgres://weavy@127.0.0.1:5432/weavy")
    try await store.setRow(Array("Alien".utf8), forKey: "watched")
    let watched = try await store.row(forKey: "watched")
    await store.close()
    _ = watched
}
// docs:end

// docs:begin SharedStore.swift 1
@MainActor
func documentedFollowing() {
    let store = InProcessSharedStore()
    let following = store.follow { change in
        print("changed:", change.key)
    }
    following.cancel()
}
// docs:end

@Suite("The shared store's doc comments hold code the tests compile")
struct DocCommentCodeTests {
    static let sources = [
        "Sources/Serving/WeavyPostgres/PostgresSharedStore.swift", "Sources/Engine/Weavy/Sharing/SharedStore.swift",
    ]

    @Test("Every Swift block of the doc comments is a region of this file, in order", arguments: sources)
    func blocksMatchRegions(source: String) throws {
        let root = TestDatabase.packageRoot
        let text = try String(contentsOf: root.appendingPathComponent(source), encoding: .utf8)
        let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let name = String(source.split(separator: "/").last!)
        let blocks = Self.blocks(in: Self.docComments(of: text))
        let regions = Self.regions(named: name, in: here)
        #expect(!blocks.isEmpty, "\(source) has no Swift block")
        #expect(blocks == regions, "the Swift blocks of \(source) differ from its regions here")
    }

    /// The text of a source's `///` comments, one line each (other lines empty).
    static func docComments(of source: String) -> [String] {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else { return "" }
            let text = trimmed.dropFirst(3)
            return String(text.hasPrefix(" ") ? text.dropFirst() : text)
        }
    }

    /// The ```swift blocks among `lines`, each without its fences.
    static func blocks(in lines: [String]) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in lines {
            if current == nil, line == "```swift" {
                current = []
            } else if let block = current, line == "```" {
                blocks.append(block.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The regions `// docs:begin <name> <n>` … `// docs:end` of `source`, in order, as the
    /// bodies of the documented code: the lines between the first and the last of each
    /// region's function, indented as in a doc comment.
    static func regions(named name: String, in source: String) -> [String] {
        var regions: [String] = []
        var current: [String]?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("// docs:begin \(name) ") {
                current = []
            } else if let region = current, line == "// docs:end" {
                regions.append(Self.body(of: region))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return regions
    }

    /// A function's lines without its attributes, its first and last line and its
    /// `_ = …` line, one level of indentation taken off.
    private static func body(of function: [String]) -> String {
        let lines = function.drop { !$0.hasPrefix("func ") }.dropFirst().dropLast()
        return lines.filter { !$0.hasPrefix("    _ = ") }.map { String($0.dropFirst(4)) }.joined(separator: "\n")
    }
}
