extension Terminfo {
    /// Fills in a parameterized capability (what C's `tparm` does): `cup` with a row and
    /// a column, `setaf` with a color. Understands terminfo's whole `%` language: the
    /// parameters (`%p1`), `%d`/`%c`/`%x`/`%s` with widths, constants, arithmetic and
    /// logic, variables, `%i`, and `%? … %t … %e … %;` conditionals. A malformed string
    /// gives what was made of it up to the fault, never a crash.
    package static func expand(_ capability: [UInt8], _ parameters: Int...) -> [UInt8] {
        var expander = ParameterExpander(capability: capability, parameters: parameters)
        return expander.run()
    }
}

/// Runs one capability string's `%` program.
private struct ParameterExpander {
    let capability: [UInt8]
    var parameters: [Int]
    var stack: [Int] = []
    var variables = [Int](repeating: 0, count: 52)
    var position = 0
    var output: [UInt8] = []

    init(capability: [UInt8], parameters: [Int]) {
        self.capability = capability
        self.parameters = parameters + [Int](repeating: 0, count: max(0, 9 - parameters.count))
    }

    mutating func run() -> [UInt8] {
        while let byte = next() {
            if byte == UInt8(ascii: "%") { command() } else { output.append(byte) }
        }
        return output
    }

    private mutating func next() -> UInt8? {
        guard position < capability.count else { return nil }
        defer { position += 1 }
        return capability[position]
    }

    private mutating func pop() -> Int { stack.popLast() ?? 0 }

    private mutating func command() {
        guard let code = next() else { return }
        switch code {
        case UInt8(ascii: "%"): output.append(code)
        case UInt8(ascii: "c"): output.append(UInt8(truncatingIfNeeded: pop()))
        case UInt8(ascii: "p"):
            if let digit = next(), (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(digit) {
                stack.append(parameters[Int(digit - UInt8(ascii: "1"))])
            }
        case UInt8(ascii: "P"): if let slot = variableSlot() { variables[slot] = pop() }
        case UInt8(ascii: "g"): if let slot = variableSlot() { stack.append(variables[slot]) }
        case UInt8(ascii: "'"):
            if let character = next() { stack.append(Int(character)) }
            _ = next()  // the closing quote
        case UInt8(ascii: "{"): stack.append(integerConstant())
        case UInt8(ascii: "l"): stack.append(String(pop()).utf8.count)
        case UInt8(ascii: "i"):
            parameters[0] += 1
            parameters[1] += 1
        case UInt8(ascii: "?"), UInt8(ascii: ";"): break
        case UInt8(ascii: "t"): if pop() == 0 { skip(toElse: true) }
        case UInt8(ascii: "e"): skip(toElse: false)
        case UInt8(ascii: "!"): stack.append(pop() == 0 ? 1 : 0)
        case UInt8(ascii: "~"): stack.append(~pop())
        default:
            if Self.binary(code, 0, 1) != nil {
                let right = pop()
                let left = pop()
                stack.append(Self.binary(code, left, right) ?? 0)
            } else {
                position -= 1
                format()
            }
        }
    }

    /// `%[[:]flags][width[.precision]][doxXs]`: a number (or its text) formatted like printf.
    private mutating func format() {
        var leftAlign = false
        var sign = false
        var space = false
        var alternate = false
        var zeroPadded = false
        if capability[position] == UInt8(ascii: ":") { position += 1 }
        flags: while position < capability.count {
            switch capability[position] {
            case UInt8(ascii: "-"): leftAlign = true
            case UInt8(ascii: "+"): sign = true
            case UInt8(ascii: " "): space = true
            case UInt8(ascii: "#"): alternate = true
            case UInt8(ascii: "0"): zeroPadded = true
            default: break flags
            }
            position += 1
        }
        let width = digits()
        var precision = 0
        if position < capability.count, capability[position] == UInt8(ascii: ".") {
            position += 1
            precision = digits()
        }
        guard let conversion = next() else { return }
        let value = pop()
        var text: String
        switch conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "s"): text = String(abs(value))
        case UInt8(ascii: "o"): text = String(value, radix: 8)
        case UInt8(ascii: "x"): text = String(value, radix: 16)
        case UInt8(ascii: "X"): text = String(value, radix: 16, uppercase: true)
        default: return
        }
        if text.count < precision { text = String(repeating: "0", count: precision - text.count) + text }
        if alternate && value != 0 {
            if conversion == UInt8(ascii: "o") { text = "0" + text }
            if conversion == UInt8(ascii: "x") { text = "0x" + text }
            if conversion == UInt8(ascii: "X") { text = "0X" + text }
        }
        if conversion == UInt8(ascii: "d") || conversion == UInt8(ascii: "s") {
            if value < 0 { text = "-" + text } else if sign { text = "+" + text } else if space { text = " " + text }
        }
        if zeroPadded && !leftAlign && text.count < width {
            let sign = text.first == "-" || text.first == "+" ? String(text.removeFirst()) : ""
            text = sign + String(repeating: "0", count: width - text.count - sign.count) + text
        }
        let padding = String(repeating: " ", count: max(0, width - text.count))
        output += (leftAlign ? text + padding : padding + text).utf8
    }

    private mutating func digits() -> Int {
        var value = 0
        while position < capability.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(capability[position]) {
            value = min(value * 10 + Int(capability[position] - UInt8(ascii: "0")), 10_000)
            position += 1
        }
        return value
    }

    private mutating func integerConstant() -> Int {
        var value = 0
        var negative = false
        while let byte = next(), byte != UInt8(ascii: "}") {
            if byte == UInt8(ascii: "-") {
                negative = true
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                value = min(value * 10 + Int(byte - UInt8(ascii: "0")), Int(Int32.max))
            }
        }
        return negative ? -value : value
    }

    /// `a`…`z` are the dynamic variables, `A`…`Z` the static ones.
    private mutating func variableSlot() -> Int? {
        guard let name = next() else { return nil }
        switch name {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(name - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 26 + Int(name - UInt8(ascii: "A"))
        default: return nil
        }
    }

    /// Skips a conditional's branch: to its `%e` (when `toElse`) or to its `%;`, over
    /// nested conditionals.
    private mutating func skip(toElse: Bool) {
        var depth = 0
        while let byte = next() {
            guard byte == UInt8(ascii: "%"), let code = next() else { continue }
            switch code {
            case UInt8(ascii: "?"): depth += 1
            case UInt8(ascii: ";"):
                if depth == 0 { return }
                depth -= 1
            case UInt8(ascii: "e") where depth == 0 && toElse: return
            default: break
            }
        }
    }

    /// The binary operator `code` names, applied to `left` and `right`.
    private static func binary(_ code: UInt8, _ left: Int, _ right: Int) -> Int? {
        switch code {
        case UInt8(ascii: "+"): left &+ right
        case UInt8(ascii: "-"): left &- right
        case UInt8(ascii: "*"): left &* right
        case UInt8(ascii: "/"): right == 0 ? 0 : left / right
        case UInt8(ascii: "m"): right == 0 ? 0 : left % right
        case UInt8(ascii: "&"): left & right
        case UInt8(ascii: "|"): left | right
        case UInt8(ascii: "^"): left ^ right
        case UInt8(ascii: "="): left == right ? 1 : 0
        case UInt8(ascii: ">"): left > right ? 1 : 0
        case UInt8(ascii: "<"): left < right ? 1 : 0
        case UInt8(ascii: "A"): left != 0 && right != 0 ? 1 : 0
        case UInt8(ascii: "O"): left != 0 || right != 0 ? 1 : 0
        default: nil
        }
    }
}
