/// Someone in the cast of at least one movie.
struct Person: Identifiable, Equatable, Sendable {
    let id: Int
    let name: String
    let biography: String
}

extension Person {
    /// Reads a person from their catalog record.
    init(json object: JSONObject) throws {
        self.init(id: try object.int("id"), name: try object.string("name"), biography: try object.string("biography"))
    }
}
