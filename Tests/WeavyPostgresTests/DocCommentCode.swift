import WeavyPostgres

// The ```swift block of PostgresSharedStore's doc comment is, verbatim, the region
// `// docs:begin PostgresSharedStore.swift 1` … `// docs:end` below (WeavyKitTests'
// DocCommentCodeTests checks it), compiled here.

func documentedPostgresStore() async throws {
    // docs:begin PostgresSharedStore.swift 1
    let store = try await PostgresSharedStore.connect(to: "postgres://weavy@127.0.0.1:5432/weavy")
    try await store.setRow(Array("Alien".utf8), forKey: "watched")
    let watched = try await store.row(forKey: "watched")
    await store.close()
    // docs:end
    _ = watched
}
