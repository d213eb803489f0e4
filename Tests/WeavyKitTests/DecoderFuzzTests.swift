import Testing
import WeavyTesting

@testable import WeavyKit

/// The decoder under seeded random input: the sequences of real terminals (keys, mouse
/// reports, replies, kitty's and urxvt's forms) mixed with random and cut-short bytes,
/// split at random points. It never crashes, the way reads are cut never changes what
/// it decodes, and it never reports a key the bytes did not hold.
@Suite("Decoder fuzzing: real sequences and random bytes, split at random points")
struct DecoderFuzzTests {
    static let seed: UInt64 = 0x5EED_0044
    static let rounds = 400

    /// The samples a terminal type does not change.
    static let samples = InputTerminalBytesTests.all.filter { $0.type == nil }

    /// Decodes `pieces` as reads all at one instant (so that no Esc times out), then ends
    /// the input.
    private static func decode(_ pieces: [[UInt8]]) -> ([Key], [TerminalReply]) {
        var decoder = InputDecoder()
        var keys: [Key] = []
        let time = ContinuousClock.now
        for piece in pieces {
            decoder.expire(at: time, escapeDelay: .milliseconds(25), to: &keys)
            for byte in piece { decoder.add(byte, at: time, to: &keys) }
        }
        decoder.endOfInput(at: time, final: true, to: &keys)
        return (keys, decoder.replies.take { _ in true })
    }

    /// `bytes` cut at up to four random points.
    private static func split(_ bytes: [UInt8], using random: inout SeededRandom) -> [[UInt8]] {
        guard bytes.count > 1 else { return [bytes] }
        let cuts = Set(
            (0..<Int.random(in: 1...4, using: &random)).map { _ in Int.random(in: 1..<bytes.count, using: &random) })
        var pieces: [[UInt8]] = []
        var start = 0
        for cut in cuts.sorted() {
            pieces.append(Array(bytes[start..<cut]))
            start = cut
        }
        pieces.append(Array(bytes[start...]))
        return pieces
    }

    @Test("Real sequences one after another, split anywhere: exactly their keys and replies")
    func realSequences() {
        var random = SeededRandom(seed: Self.seed)
        for round in 0..<Self.rounds {
            var bytes: [UInt8] = []
            var keys: [Key] = []
            var replies: [TerminalReply] = []
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let sample = Self.samples[Int.random(in: 0..<Self.samples.count, using: &random)]
                bytes += sample.rawBytes
                keys += sample.keys
                replies += sample.replies
            }
            let decoded = Self.decode(Self.split(bytes, using: &random))
            #expect(decoded.0 == keys, "round \(round)")
            #expect(decoded.1 == replies, "round \(round)")
            if decoded.0 != keys { return }
        }
    }

    @Test("Random bytes among real and cut-short sequences: no crash, no dependence on the cuts, no invented key")
    func hostileMix() {
        var random = SeededRandom(seed: Self.seed ^ 0xFF)
        for round in 0..<Self.rounds {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...16, using: &random) {
                let sample = Self.samples[Int.random(in: 0..<Self.samples.count, using: &random)].rawBytes
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    bytes += (0..<Int.random(in: 1...12, using: &random)).map { _ in
                        UInt8.random(in: 0...255, using: &random)
                    }
                case 1: bytes += sample.prefix(Int.random(in: 1...sample.count, using: &random))
                case 2: bytes += [0x1B, UInt8.random(in: 0x20...0x7E, using: &random)]
                default: bytes += sample
                }
            }
            let whole = Self.decode([bytes])
            let cut = Self.decode(Self.split(bytes, using: &random))
            #expect(whole.0 == cut.0, "round \(round): the cuts changed the keys")
            #expect(whole.1 == cut.1, "round \(round): the cuts changed the replies")
            for key in whole.0 where !Self.bytes(bytes, couldHold: key) {
                Issue.record("round \(round): \(KeyNotation.notation(for: key)) from bytes that hold no such key")
            }
        }
    }

    /// Whether `bytes` could hold `key` at all: a printable ASCII character among them (or
    /// a keypad's sequence), a Ctrl key's control byte (or a kitty sequence),
    /// a paste only after a paste mark, a mouse event only after a report's start, no
    /// release or repeat (not asked for), no F-key past kitty's F35.
    private static func bytes(_ bytes: [UInt8], couldHold key: Key) -> Bool {
        if key.modifiers.contains(.control), case .character(let character) = key.unmodified,
            let ascii = character.asciiValue
        {
            // A control byte, or a kitty or modifyOtherKeys sequence.
            return bytes.contains(ascii & 0x1F) || containsCSIu(bytes)
        }
        switch key.unmodified {
        case .character(let character):
            guard let ascii = character.asciiValue, (0x21...0x7E).contains(ascii) else { return true }
            // Typed, or a keypad key (SS3, kitty's codes).
            return bytes.contains(ascii) || containsCSIu(bytes) || contains(bytes, "\u{1B}O")
        case .paste: return contains(bytes, "\u{1B}[200~")
        case .mouse: return contains(bytes, "\u{1B}[<") || contains(bytes, "\u{1B}[M") || contains(bytes, "M")
        case .focusGained: return contains(bytes, "\u{1B}[I")
        case .focusLost: return contains(bytes, "\u{1B}[O")
        case .released, .repeated: return false
        case .function(let number): return (1...35).contains(number)
        default: return true
        }
    }

    private static func containsCSIu(_ bytes: [UInt8]) -> Bool {
        bytes.contains(UInt8(ascii: "u")) || bytes.contains(UInt8(ascii: "~"))
    }

    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
