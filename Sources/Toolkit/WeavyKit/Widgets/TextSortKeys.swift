/// A column's texts made ready for sorting, once per sort: the bytes each is compared by,
/// and its first eight of them as one integer, so that most comparisons are one integer
/// comparison, without `String`'s generic code and reference counting.
///
/// The order is exactly `String`'s (`<` and `==`), which compares texts by their
/// canonical composition (NFC) scalar by scalar, as their UTF-8 bytes compare. A text
/// whose scalars are all below U+0300 (ASCII, Latin-1, Latin Extended, IPA) is already
/// composed, and nothing in it combines: its bytes are what `String` compares. A text
/// with a scalar from U+0300 on (a combining accent, CJK, emoji) may compose: when it
/// meets another text in a comparison, the two compare as `String`s (whose own order is
/// not always consistent there: `"e\u{301}k"` and `"éki"` are neither equal nor ordered).
struct TextSortKeys {
    /// The bytes of the texts compared by bytes, one after another.
    private let bytes: [UInt8]
    /// Where each row's bytes start in ``bytes``; one more entry, where they end.
    private let starts: [Int]
    /// Each row's first eight bytes, big-endian, zeros past its end.
    private let prefixes: [UInt64]
    /// Each row's text as `String` compares it, when some text must be compared so;
    /// `nil` when all are compared by bytes.
    private var texts: [String]?
    /// Which rows compare as `String`s.
    private let comparesAsText: [Bool]

    /// The keys of `texts`, lowercased first when `ignoringCase` (as `String.lowercased()`
    /// does).
    init(_ texts: [String], ignoringCase: Bool) {
        // Lowercasing makes a text at most half as long again (İ, two bytes, is i and a
        // combining dot, three).
        let capacity = texts.reduce(0) { $0 + $1.utf8.count } * 2 + 8
        var starts = [Int](repeating: 0, count: texts.count + 1)
        var prefixes = [UInt64](repeating: 0, count: texts.count)
        var comparesAsText = [Bool](repeating: false, count: texts.count)
        var uncomposed: [Int: String] = [:]
        bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, written in
            for (row, text) in texts.enumerated() {
                let start = written
                starts[row] = start
                let appended = text.utf8.withContiguousStorageIfAvailable { utf8 in
                    Self.writeLatin1(utf8, lowercasing: ignoringCase, to: buffer, at: &written)
                }
                if appended != true {
                    let key = ignoringCase ? text.lowercased() : text
                    let fits = written + key.utf8.count <= capacity
                    if fits, key.unicodeScalars.allSatisfy({ $0.value < 0x300 }) {
                        for byte in key.utf8 {
                            buffer[written] = byte
                            written += 1
                        }
                    } else {
                        uncomposed[row] = key
                        comparesAsText[row] = true
                    }
                }
                var prefix: UInt64 = 0
                for index in start..<start + 8 { prefix = prefix << 8 | UInt64(index < written ? buffer[index] : 0) }
                prefixes[row] = prefix
            }
            starts[texts.count] = written
        }
        self.starts = starts
        self.prefixes = prefixes
        self.comparesAsText = comparesAsText
        guard !uncomposed.isEmpty else { return }
        // Some text must compare as `String`: so must the others it meets.
        self.texts = texts.indices.map { row in
            uncomposed[row] ?? String(decoding: bytes[starts[row]..<starts[row + 1]], as: UTF8.self)
        }
    }

    /// Writes the UTF-8 `text` (lowercased when asked) at `offset` in `buffer`, moving
    /// `offset` past it, when all its scalars are ASCII or Latin-1, whose lowercase is
    /// the scalar itself or 0x20 past it (`À`…`Þ` but `×`); returns whether they were (else
    /// writes nothing that counts).
    private static func writeLatin1(
        _ text: UnsafeBufferPointer<UInt8>, lowercasing: Bool, to buffer: UnsafeMutableBufferPointer<UInt8>,
        at offset: inout Int
    ) -> Bool {
        var written = offset
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte < 0x80 {
                buffer[written] = lowercasing && byte &- 0x41 < 26 ? byte | 0x20 : byte
                written += 1
                index += 1
                continue
            }
            guard byte == 0xC2 || byte == 0xC3, index + 1 < text.count else { return false }
            let next = text[index + 1]
            let isUpper = byte == 0xC3 && next >= 0x80 && next <= 0x9E && next != 0x97
            buffer[written] = byte
            buffer[written + 1] = lowercasing && isUpper ? next + 0x20 : next
            written += 2
            index += 2
        }
        offset = written
        return true
    }

    /// The rows in ascending order of their texts, ties by row index.
    func ascendingOrder() -> [Int] {
        var order = Array(starts.indices.dropLast())
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                prefixes.withUnsafeBufferPointer { prefixes in
                    if let texts {
                        comparesAsText.withUnsafeBufferPointer { asText in
                            order.sort { left, right in
                                if asText[left] || asText[right] {
                                    let (a, b) = (texts[left], texts[right])
                                    return a == b ? left < right : a < b
                                }
                                return Self.isLess(left, right, bytes, starts, prefixes)
                            }
                        }
                    } else {
                        order = Self.radixOrder(bytes, starts, prefixes)
                    }
                }
            }
        }
        return order
    }

    /// The rows in ascending order of their bytes, ties by row index, without comparing
    /// texts where eight bytes at a time tell them apart: ordered by their first eight
    /// (see ``RadixOrder``), then each run of rows that share them by their next eight,
    /// and so on; a run of at most 32 rows, or of rows whose bytes have all been read, is
    /// sorted by comparing. A million titles sharing long beginnings take three or four
    /// such passes.
    private static func radixOrder(
        _ bytes: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<Int>, _ prefixes: UnsafeBufferPointer<UInt64>
    ) -> [Int] {
        var order = Array(0..<prefixes.count)
        var pending = [(run: 0..<order.count, depth: 0)]
        while let (run, depth) = pending.popLast() {
            let rows = Array(order[run])
            let ended = rows.allSatisfy { starts[$0 + 1] - starts[$0] <= depth * 8 }
            if ended || run.count <= 32 {
                order[run].sort { isLess($0, $1, bytes, starts, prefixes) }
                continue
            }
            let chunks = depth == 0 ? Array(prefixes) : rows.map { chunk(of: $0, at: depth, bytes, starts) }
            let (runOrder, sortedChunks) = RadixOrder.sorted(chunks)
            for (offset, position) in runOrder.enumerated() { order[run.lowerBound + offset] = rows[position] }
            var start = 0
            for index in 1...sortedChunks.count
            where index == sortedChunks.count || sortedChunks[index] != sortedChunks[start] {
                if index - start > 1 { pending.append((run.lowerBound + start..<run.lowerBound + index, depth + 1)) }
                start = index
            }
        }
        return order
    }

    /// Row `row`'s bytes `depth * 8` to `depth * 8 + 8`, big-endian, zeros past its end.
    private static func chunk(
        of row: Int, at depth: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<Int>
    ) -> UInt64 {
        let (first, end) = (starts[row] + depth * 8, starts[row + 1])
        if first + 8 <= end {
            return UnsafeRawPointer(bytes.baseAddress! + first).loadUnaligned(as: UInt64.self).bigEndian
        }
        var chunk: UInt64 = 0
        for index in first..<first + 8 { chunk = chunk << 8 | UInt64(index < end ? bytes[index] : 0) }
        return chunk
    }

    /// Whether row `left` comes before row `right`, both compared by bytes.
    private static func isLess(
        _ left: Int, _ right: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<Int>,
        _ prefixes: UnsafeBufferPointer<UInt64>
    ) -> Bool {
        let (a, b) = (prefixes[left], prefixes[right])
        if a != b { return a < b }
        let order = compareTails(left, right, bytes, starts)
        return order != 0 ? order < 0 : left < right
    }

    /// Compares the bytes of two rows past their first eight: negative, zero or positive.
    private static func compareTails(
        _ left: Int, _ right: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<Int>
    ) -> Int {
        var a = min(starts[left] + 8, starts[left + 1])
        var b = min(starts[right] + 8, starts[right + 1])
        let (endA, endB) = (starts[left + 1], starts[right + 1])
        while a < endA, b < endB {
            if bytes[a] != bytes[b] { return Int(bytes[a]) - Int(bytes[b]) }
            a += 1
            b += 1
        }
        return (endA - starts[left]) - (endB - starts[right])
    }

    /// Where each run of equal texts starts in `order` (rows in ascending order).
    func runStarts(in order: [Int]) -> [Int] {
        var runs: [Int] = []
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                for position in order.indices {
                    if position > 0 {
                        let (left, right) = (order[position - 1], order[position])
                        if let texts, comparesAsText[left] || comparesAsText[right] {
                            if texts[left] == texts[right] { continue }
                        } else if prefixes[left] == prefixes[right],
                            Self.compareTails(left, right, bytes, starts) == 0
                        {
                            continue
                        }
                    }
                    runs.append(position)
                }
            }
        }
        return runs
    }
}
