/// Someone in the cast of at least one movie.
struct Person: Decodable, Identifiable, Equatable, Sendable {
    let id: Int
    let name: String
    let biography: String
}
