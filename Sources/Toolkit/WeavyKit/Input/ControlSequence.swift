/// The parts of a complete control sequence after `ESC [`, as ECMA-48 lays them out: a
/// private marker (`<`, `=`, `>`, `?`), parameters separated by `;`, each with
/// sub-parameters after `:` (the kitty keyboard protocol's `97:65;2:1u`), intermediate
/// bytes (`$` in `CSI ? 1 ; 2 $ y`) and the final byte.
struct ControlSequence {
    /// One parameter: its value (`nil` when left out) and the sub-parameters after it.
    struct Parameter {
        var value: Int?
        var subparameters: [Int] = []

        /// The value, or xterm's default for one left out.
        func value(default fallback: Int) -> Int { value ?? fallback }
    }

    var marker: UInt8?
    var parameters: [Parameter]
    var intermediates: ArraySlice<UInt8>
    var final: UInt8

    /// Parses the bytes after `ESC [` of a complete sequence, or returns `nil` when they
    /// do not follow ECMA-48's layout or a number has more than five digits.
    init?(_ bytes: [UInt8]) {
        guard let final = bytes.last else { return nil }
        self.final = final
        var index = 0
        if let first = bytes.first, (0x3C...0x3F).contains(first), bytes.count > 1 {
            marker = first
            index = 1
        }
        parameters = []
        var current = Parameter()
        var digits = 0
        var inSubparameter = false
        var sawParameterByte = false
        var end = bytes.count - 1
        parameterLoop: while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 5 else { return nil }
                let digit = Int(byte - UInt8(ascii: "0"))
                if inSubparameter {
                    current.subparameters[current.subparameters.count - 1] =
                        current.subparameters[current.subparameters.count - 1] * 10 + digit
                } else {
                    current.value = (current.value ?? 0) * 10 + digit
                }
                digits += 1
            case UInt8(ascii: ";"):
                parameters.append(current)
                current = Parameter()
                inSubparameter = false
                digits = 0
            case UInt8(ascii: ":"):
                current.subparameters.append(0)
                inSubparameter = true
                digits = 0
            case 0x20...0x2F:
                break parameterLoop
            default:
                return nil
            }
            sawParameterByte = true
            index += 1
        }
        if sawParameterByte { parameters.append(current) }
        let intermediateStart = index
        while index < end {
            guard (0x20...0x2F).contains(bytes[index]) else { return nil }
            index += 1
        }
        end = index
        intermediates = bytes[intermediateStart..<end]
    }

    /// The plain values (no sub-parameters), left-out ones as `fallback`; `nil` when a
    /// parameter has sub-parameters.
    func values(default fallback: Int) -> [Int]? {
        var values: [Int] = []
        values.reserveCapacity(parameters.count)
        for parameter in parameters {
            guard parameter.subparameters.isEmpty else { return nil }
            values.append(parameter.value(default: fallback))
        }
        return values
    }
}
