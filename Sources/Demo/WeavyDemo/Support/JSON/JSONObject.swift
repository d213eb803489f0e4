/// Typed access to the fields of a JSON object, with errors that say which field of
/// which record is wrong: `movies[3].year: expected a number`.
struct JSONObject {
    private let fields: [String: JSONValue]
    /// Where this object is in the document, for messages.
    let path: String

    /// Reads `value` as an object found at `path`.
    init(_ value: JSONValue, path: String) throws {
        guard case .object(let fields) = value else { throw JSONError("\(path): expected an object") }
        self.fields = fields
        self.path = path
    }

    func int(_ key: String) throws -> Int {
        guard case .integer(let value) = try field(key) else { throw mismatch(key, "a whole number") }
        return value
    }

    func string(_ key: String) throws -> String {
        guard case .string(let value) = try field(key) else { throw mismatch(key, "a string") }
        return value
    }

    /// The string at `key`, or `nil` when the key is missing or null.
    func optionalString(_ key: String) throws -> String? {
        switch fields[key] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        default: throw mismatch(key, "a string")
        }
    }

    func intArray(_ key: String) throws -> [Int] {
        guard case .array(let elements) = try field(key) else { throw mismatch(key, "an array") }
        return try elements.enumerated().map { offset, element in
            guard case .integer(let value) = element else {
                throw JSONError("\(path).\(key)[\(offset)]: expected a whole number")
            }
            return value
        }
    }

    /// The objects in the array at `key`, each with its own path.
    func objects(_ key: String) throws -> [JSONObject] {
        guard case .array(let elements) = try field(key) else { throw mismatch(key, "an array") }
        return try elements.enumerated().map { offset, element in
            try JSONObject(element, path: "\(path).\(key)[\(offset)]")
        }
    }

    private func field(_ key: String) throws -> JSONValue {
        guard let value = fields[key] else { throw JSONError("\(path): the field \"\(key)\" is missing") }
        return value
    }

    private func mismatch(_ key: String, _ expected: String) -> JSONError {
        JSONError("\(path).\(key): expected \(expected)")
    }
}
