/// Reads JSON text (RFC 8259) into a ``JSONValue``.
///
/// Strict: no comments, no trailing commas, nothing after the document. Nesting deeper
/// than ``maximumDepth`` is refused rather than risking the stack on hostile input.
struct JSONParser {
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    /// The fields read so far of the objects being read, innermost last.
    private var openFields: [(String, JSONValue)] = []

    /// Parses `bytes` as one JSON document.
    static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the JSON document") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    private mutating func parseValue(depth: Int) throws -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        guard let byte = current else { throw error("the document ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character where a value was expected")
        }
    }

    private mutating func parseObject(depth: Int) throws -> JSONValue {
        index += 1
        // The fields are collected on a stack shared by all objects (a nested object's
        // above its parent's), then hashed once into a dictionary of the right size: a
        // dictionary filled field by field is rehashed as it grows, which was a third of
        // the catalog's reading.
        let firstField = openFields.count
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object([:])
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            openFields.append((key, value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                var fields = [String: JSONValue](minimumCapacity: openFields.count - firstField)
                // A key given twice keeps its last value.
                for (key, value) in openFields[firstField...] { fields[key] = value }
                openFields.removeSubrange(firstField...)
                return .object(fields)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws -> JSONValue {
        for expected in word.utf8 {
            guard current == expected else { throw error("expected \(word)") }
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws -> JSONValue {
        let start = index
        var isInteger = true
        if current == UInt8(ascii: "-") { index += 1 }
        guard consumeDigits() > 0 else { throw error("expected digits in a number") }
        if current == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard consumeDigits() > 0 else { throw error("expected digits after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard consumeDigits() > 0 else { throw error("expected digits in the exponent") }
        }
        if isInteger, let integer = Self.integer(bytes[start..<index]) { return .integer(integer) }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text) else { throw error("the number \(text) cannot be represented") }
        return .number(number)
    }

    /// The value of an optional minus and digits, or `nil` when it does not fit in an
    /// `Int`; read from the bytes, without making a string of them first.
    private static func integer(_ digits: ArraySlice<UInt8>) -> Int? {
        let negative = digits.first == UInt8(ascii: "-")
        var value = 0
        for byte in digits.dropFirst(negative ? 1 : 0) {
            let digit = Int(byte - UInt8(ascii: "0"))
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowedAgain) =
                negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowed, !overflowedAgain else { return nil }
            value = next
        }
        return value
    }

    private mutating func consumeDigits() -> Int {
        let start = index
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    /// Reads a string; its text is decoded once, straight from the document's bytes
    /// when it has no escapes (the common case), else from the bytes with the escapes
    /// replaced.
    private mutating func parseString() throws -> String {
        index += 1
        let start = index
        var unescaped: [UInt8]?
        var runStart = index
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                let text: String
                if unescaped != nil {
                    unescaped!.append(contentsOf: bytes[runStart..<index])
                    text = String(decoding: unescaped!, as: UTF8.self)
                } else {
                    text = String(decoding: bytes[start..<index], as: UTF8.self)
                }
                index += 1
                return text
            case UInt8(ascii: "\\"):
                if unescaped == nil { unescaped = [] }
                unescaped!.append(contentsOf: bytes[runStart..<index])
                index += 1
                let scalar = try parseEscape()
                unescaped!.append(contentsOf: scalar.utf8)
                runStart = index
            case 0x00..<0x20:
                throw error("a control character inside a string (write it as an escape)")
            default:
                index += 1
            }
        }
        throw error("a string is not closed")
    }

    private mutating func parseEscape() throws -> Unicode.Scalar {
        guard let byte = current else { throw error("the document ends inside an escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHex4()
            if (0xD800..<0xDC00).contains(unit) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("a lone surrogate in \\u escapes") }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate in \\u escapes") }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error("a lone surrogate in \\u escapes") }
            return scalar
        default:
            throw error("an unknown escape \\\(Character(Unicode.Scalar(byte)))")
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// An error at the current position, with its line and column.
    private func error(_ message: String) -> JSONError {
        var line = 1
        var lineStart = 0
        for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        let column = String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1
        return JSONError(message, line: line, column: column)
    }
}
