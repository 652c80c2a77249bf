/// Tokens Studio arithmetic such as `"{size.base} * 1.5"` (lenient mode only): `+ - * /`, parentheses,
/// numbers, `px`/`rem` lengths and references to number or dimension tokens. Units must agree; a product or
/// quotient may have at most one dimension operand.
enum Arithmetic {
    /// The dotted paths of the `{…}` references inside an expression.
    static func referencedKeys(_ text: String) -> [String] {
        var keys: [String] = []
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}" {
                if let key = current, !key.isEmpty { keys.append(key) }
                current = nil
            } else if current != nil {
                current?.append(character)
            }
        }
        return keys
    }

    struct Quantity {
        var value: Double
        var unit: DimensionValue.Unit?
    }

    static let maximumNesting = 32
}

extension ValueReader {
    mutating func evaluateArithmetic(_ text: String, at node: JSONNode, expecting: TokenType?) -> ReferencedValue? {
        guard expecting == nil || expecting == .number || expecting == .dimension else { return nil }
        var parser = ExpressionParser(characters: Array(text), reader: self, location: node.location)
        guard let result = parser.parseExpression(depth: 0), parser.atEnd else {
            diagnostics += parser.reader.diagnostics.dropFirst(diagnostics.count)
            return nil
        }
        diagnostics = parser.reader.diagnostics
        if parser.failed { return .failed }
        let value: TokenValue
        if let unit = result.unit {
            value = .dimension(DimensionValue(value: result.value, unit: unit))
        } else if expecting == .dimension {
            value = .dimension(DimensionValue(value: result.value, unit: .px))
        } else {
            value = .number(result.value)
        }
        guard result.value.isFinite else {
            diagnostics.append(.error(.invalidValue, "expression \"\(ReferenceSyntax.clip(text))\" does not give a finite number", at: node.location))
            return .failed
        }
        let modern: String
        switch value {
        case .dimension(let dimension): modern = "{\"value\": \(formatted(dimension.value)), \"unit\": \"\(dimension.unit.rawValue)\"}"
        default: modern = formatted(result.value)
        }
        warnLenient(node, "arithmetic \"\(ReferenceSyntax.clip(text))\"", modern: modern)
        return .value(value)
    }
}

private struct ExpressionParser {
    let characters: [Character]
    var reader: ValueReader
    let location: SourceLocation
    var index = 0
    var failed = false

    init(characters: [Character], reader: ValueReader, location: SourceLocation) {
        self.characters = characters
        self.reader = reader
        self.location = location
    }

    var atEnd: Bool {
        mutating get {
            skipSpaces()
            return index >= characters.count
        }
    }

    mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
    }

    mutating func parseExpression(depth: Int) -> Arithmetic.Quantity? {
        guard depth < Arithmetic.maximumNesting, var left = parseTerm(depth: depth) else { return nil }
        while true {
            skipSpaces()
            guard index < characters.count, characters[index] == "+" || characters[index] == "-" else { return left }
            let op = characters[index]
            index += 1
            guard let right = parseTerm(depth: depth) else { return nil }
            guard let unit = combineUnits(left.unit, right.unit, additive: true) else { return nil }
            left = Arithmetic.Quantity(value: op == "+" ? left.value + right.value : left.value - right.value, unit: unit.0)
        }
    }

    mutating func parseTerm(depth: Int) -> Arithmetic.Quantity? {
        guard var left = parseFactor(depth: depth) else { return nil }
        while true {
            skipSpaces()
            guard index < characters.count, characters[index] == "*" || characters[index] == "/" else { return left }
            let op = characters[index]
            index += 1
            guard let right = parseFactor(depth: depth) else { return nil }
            if left.unit != nil && right.unit != nil { return nil }
            if op == "/" && right.unit != nil { return nil }
            left = Arithmetic.Quantity(value: op == "*" ? left.value * right.value : left.value / right.value, unit: left.unit ?? right.unit)
        }
    }

    func combineUnits(_ a: DimensionValue.Unit?, _ b: DimensionValue.Unit?, additive: Bool) -> (DimensionValue.Unit?, Bool)? {
        switch (a, b) {
        case (nil, nil): return (nil, true)
        case (let x?, nil): return (x, true)
        case (nil, let y?): return (y, true)
        case (let x?, let y?): return x == y ? (x, true) : nil
        }
    }

    mutating func parseFactor(depth: Int) -> Arithmetic.Quantity? {
        skipSpaces()
        guard index < characters.count else { return nil }
        let character = characters[index]
        if character == "-" {
            index += 1
            guard depth + 1 < Arithmetic.maximumNesting, let inner = parseFactor(depth: depth + 1) else { return nil }
            return Arithmetic.Quantity(value: -inner.value, unit: inner.unit)
        }
        if character == "(" {
            index += 1
            guard let inner = parseExpression(depth: depth + 1) else { return nil }
            skipSpaces()
            guard index < characters.count, characters[index] == ")" else { return nil }
            index += 1
            return inner
        }
        if character == "{" {
            var key = ""
            index += 1
            while index < characters.count, characters[index] != "}" {
                key.append(characters[index])
                index += 1
            }
            guard index < characters.count else { return nil }
            index += 1
            switch reader.lookup(.alias(key), location) {
            case .value(.number(let number)): return Arithmetic.Quantity(value: number, unit: nil)
            case .value(.dimension(let dimension)): return Arithmetic.Quantity(value: dimension.value, unit: dimension.unit)
            case .failed:
                failed = true
                return Arithmetic.Quantity(value: 0, unit: nil)
            default:
                reader.diagnostics.append(.error(.referenceTypeMismatch, "{\(key)} in an expression must be a number or dimension token", at: location))
                failed = true
                return Arithmetic.Quantity(value: 0, unit: nil)
            }
        }
        var literal = ""
        while index < characters.count, characters[index].isNumber || characters[index] == "." || characters[index].isLetter {
            literal.append(characters[index])
            index += 1
        }
        guard !literal.isEmpty else { return nil }
        if let number = Double(literal), number.isFinite { return Arithmetic.Quantity(value: number, unit: nil) }
        if let dimension = reader.parseDimensionString(literal) { return Arithmetic.Quantity(value: dimension.value, unit: dimension.unit) }
        return nil
    }
}
