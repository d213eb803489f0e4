import Testing

@testable import WeavyDemo

@Suite("The demo's JSON reader and writer")
struct JSONTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test("Values of every kind, escapes and surrogate pairs")
    func values() throws {
        let value = try parse(#" {"a": [1, -2.5e3, true, false, null], "s": "é\"\\\/\n\u00e9\ud83c\udfac"} "#)
        #expect(
            value
                == .object([
                    "a": .array([.integer(1), .number(-2500), .bool(true), .bool(false), .null]),
                    "s": .string("é\"\\/\né🎬"),
                ]))
    }

    @Test("Integers up to Int's limits, larger ones as numbers; a key given twice keeps its last value")
    func integerLimitsAndRepeatedKeys() throws {
        let value = try parse(
            #"{"max": 9223372036854775807, "min": -9223372036854775808, "over": 9223372036854775808, "-0": -0, "k": 1, "k": 2}"#
        )
        #expect(
            value
                == .object([
                    "max": .integer(.max), "min": .integer(.min), "over": .number(9_223_372_036_854_775_808),
                    "-0": .integer(0), "k": .integer(2),
                ]))
    }

    @Test("What is written reads back the same, keys in a stable order")
    func roundTrip() throws {
        let value = JSONValue.object([
            "watched": .array([.integer(43424)]), "wishlist": .array([]), "apiKey": .string("k\"\u{01}é卧\n"),
        ])
        #expect(value.serialized == #"{"apiKey":"k\"\u0001é卧\n","watched":[43424],"wishlist":[]}"#)
        #expect(try JSONParser.parse(Array(value.serialized.utf8)) == value)
    }

    @Test(
        "Broken documents say what is wrong and where",
        arguments: [
            ("{\"a\": 1,}", "expected a key in double quotes (line 1, column 9)"),
            ("[1 2]", "expected ',' or ']' in an array (line 1, column 4)"),
            ("{\n  \"a\": tru\n}", "expected true (line 2, column 11)"),
            ("\"open", "a string is not closed (line 1, column 6)"),
            ("{} x", "unexpected text after the JSON document (line 1, column 4)"),
            ("\"\\ud800\"", "a lone surrogate in \\u escapes (line 1, column 8)"),
            ("", "the document ends where a value was expected (line 1, column 1)"),
        ])
    func errors(text: String, message: String) {
        #expect(throws: JSONError.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            #expect(String(describing: error) == message)
        }
    }

    @Test("Hostile nesting is refused, not a stack overflow")
    func depthLimit() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONError.self) { try parse(deep) }
    }

    @Test("Typed fields name the record and field that is wrong")
    func fieldErrors() throws {
        let document = try JSONObject(try parse(#"{"movies": [{"id": 1}, {"id": "two"}]}"#), path: "catalog")
        let movies = try document.objects("movies")
        #expect(try movies[0].int("id") == 1)
        #expect(throws: JSONError("catalog.movies[1].id: expected a whole number")) { try movies[1].int("id") }
        #expect(throws: JSONError("catalog.movies[0]: the field \"title\" is missing")) {
            try movies[0].string("title")
        }
    }

    @Test("The embedded catalog reads: 52 movies, every cast member known")
    func embeddedCatalog() throws {
        let catalog = try Catalog.embedded()
        #expect(catalog.movies.count == 52)
        #expect(catalog.movies.allSatisfy { movie in movie.cast.allSatisfy { catalog.person($0) != nil } })
        #expect(catalog.movie(23452)?.title == "Avatar")
        #expect(catalog.movie(23452).map(catalog.cast(of:))?.first?.name == "Sam Worthington")
    }
}
