extension Terminfo {
    /// Reads a compiled terminfo file: the legacy format (magic 0o432, 16-bit numbers)
    /// or ncurses' 32-bit one (0o1036), with the extended capabilities section after it
    /// when there is one.
    ///
    /// - Throws: ``TerminfoError/corrupt(path:reason:)`` (with an empty path) when the
    ///   bytes are no terminfo entry or end too early.
    package init(compiled bytes: [UInt8]) throws(TerminfoError) {
        var reader = CompiledReader(bytes: bytes)
        let magic = try reader.short()
        let numberSize: Int
        switch magic {
        case 0o432: numberSize = 2
        case 0o1036: numberSize = 4
        default: throw .corrupt(path: "", reason: "it does not start with a terminfo magic number")
        }
        let namesSize = try reader.count()
        let flagCount = try reader.count()
        let numberCount = try reader.count()
        let stringCount = try reader.count()
        let tableSize = try reader.count()

        let names = try reader.text(bytes: namesSize).split(separator: "|").map(String.init)
        var flags: [String: Bool] = [:]
        for index in 0..<flagCount {
            let value = try reader.byte()
            if value == 1, index < TerminfoNames.flags.count { flags[TerminfoNames.flags[index]] = true }
        }
        reader.alignToEven()
        var numbers: [String: Int] = [:]
        for index in 0..<numberCount {
            let value = try reader.number(size: numberSize)
            if value >= 0, index < TerminfoNames.numbers.count { numbers[TerminfoNames.numbers[index]] = value }
        }
        let offsets = try reader.shorts(stringCount)
        let table = try reader.bytes(tableSize)
        var strings: [String: [UInt8]] = [:]
        for (index, offset) in offsets.enumerated() where offset >= 0 && index < TerminfoNames.strings.count {
            strings[TerminfoNames.strings[index]] = try Self.string(at: offset, in: table)
        }

        reader.alignToEven()
        if !reader.isAtEnd {
            try Self.readExtended(&reader, numberSize: numberSize, into: &flags, &numbers, &strings)
        }
        self.init(names: names, flags: flags, numbers: numbers, strings: strings)
    }

    /// Reads the extended section: user-defined capabilities (`kUP5`, `Tc`, `Ms`) with
    /// their names stored after their values.
    private static func readExtended(
        _ reader: inout CompiledReader, numberSize: Int, into flags: inout [String: Bool],
        _ numbers: inout [String: Int], _ strings: inout [String: [UInt8]]
    ) throws(TerminfoError) {
        let flagCount = try reader.count()
        let numberCount = try reader.count()
        let stringCount = try reader.count()
        _ = try reader.count()  // how many strings the table holds: values and names
        let tableSize = try reader.count()
        let flagValues = try reader.bytes(flagCount)
        reader.alignToEven()
        var numberValues: [Int] = []
        for _ in 0..<numberCount { numberValues.append(try reader.number(size: numberSize)) }
        let valueOffsets = try reader.shorts(stringCount)
        let nameOffsets = try reader.shorts(flagCount + numberCount + stringCount)
        let table = try reader.bytes(tableSize)
        // Names follow the last value in the table; their offsets count from there.
        var namesStart = 0
        for offset in valueOffsets where offset >= 0 {
            let value = try string(at: offset, in: table)
            namesStart = max(namesStart, offset + value.count + 1)
        }
        func name(_ index: Int) throws(TerminfoError) -> String {
            let offset = nameOffsets[index]
            guard offset >= 0 else { throw .corrupt(path: "", reason: "an extended capability has no name") }
            return String(decoding: try string(at: namesStart + offset, in: table), as: UTF8.self)
        }
        for (index, value) in flagValues.enumerated() where value == 1 { flags[try name(index)] = true }
        for (index, value) in numberValues.enumerated() where value >= 0 {
            numbers[try name(flagCount + index)] = value
        }
        for (index, offset) in valueOffsets.enumerated() where offset >= 0 {
            strings[try name(flagCount + numberCount + index)] = try string(at: offset, in: table)
        }
    }

    /// The NUL-terminated string at `offset` of `table`.
    private static func string(at offset: Int, in table: ArraySlice<UInt8>) throws(TerminfoError) -> [UInt8] {
        let start = table.startIndex + offset
        guard start < table.endIndex, let end = table[start...].firstIndex(of: 0) else {
            throw .corrupt(path: "", reason: "a string points outside its table")
        }
        return Array(table[start..<end])
    }
}

/// Reads a compiled entry's little-endian fields, in order.
private struct CompiledReader {
    let bytes: [UInt8]
    var position = 0

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() throws(TerminfoError) -> UInt8 {
        guard position < bytes.count else { throw Self.truncated }
        defer { position += 1 }
        return bytes[position]
    }

    /// A signed 16-bit value: negative for an absent or cancelled capability.
    mutating func short() throws(TerminfoError) -> Int {
        let low = try byte()
        let high = try byte()
        return Int(Int16(bitPattern: UInt16(low) | UInt16(high) << 8))
    }

    mutating func shorts(_ count: Int) throws(TerminfoError) -> [Int] {
        var values: [Int] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try short()) }
        return values
    }

    /// A header count: never negative.
    mutating func count() throws(TerminfoError) -> Int {
        let value = try short()
        guard value >= 0 else { throw .corrupt(path: "", reason: "a count in its header is negative") }
        return value
    }

    mutating func number(size: Int) throws(TerminfoError) -> Int {
        guard size == 4 else { return try short() }
        var value: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) { value |= UInt32(try byte()) << UInt32(shift) }
        return Int(Int32(bitPattern: value))
    }

    mutating func bytes(_ count: Int) throws(TerminfoError) -> ArraySlice<UInt8> {
        guard count <= bytes.count - position else { throw Self.truncated }
        defer { position += count }
        return bytes[position..<position + count]
    }

    /// `count` bytes of text, up to its first NUL.
    mutating func text(bytes count: Int) throws(TerminfoError) -> String {
        let field = try bytes(count)
        return String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
    }

    mutating func alignToEven() {
        if position % 2 == 1 { position += 1 }
    }

    static let truncated = TerminfoError.corrupt(path: "", reason: "it ends before its last field")
}
