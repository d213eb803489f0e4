/// A JSON document: what the demo reads from its catalog and data files and writes back.
///
/// The demo keeps its own small JSON codec rather than FoundationEssentials' Codable
/// `JSONDecoder`: with the decoder in use at start-up the process peaks 0.8 MiB higher
/// (13.6 against 12.8 MiB; start-up the same within noise), and the decoder's syntax
/// errors do not say where the file is broken (Benchmarks/README.md).
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number written without a fraction or an exponent that fits in an `Int`.
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

/// Why a JSON document could not be read, and where.
struct JSONError: Error, Equatable, CustomStringConvertible {
    let message: String
    /// Line and column of the problem (1-based), when it is in the text.
    let line: Int?
    let column: Int?

    init(_ message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }

    var description: String {
        guard let line, let column else { return message }
        return "\(message) (line \(line), column \(column))"
    }
}
