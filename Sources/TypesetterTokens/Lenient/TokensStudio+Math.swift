import Foundation

/// Tokens Studio arithmetic such as `"{size.base} * 1.5"` or `"min({radius.base} * 0.5, {radius.scale})"`
/// (lenient mode only): `+ - * / ^`, parentheses, the functions `min`, `max`, `floor`, `ceil`, `round`, `abs`,
/// `pow(x, y)` (Penpot's type scales: `round({base} * pow({multiplier}, 2))`) and `roundTo(x, decimals)`, numbers, `px`/`rem` lengths and references to number or dimension tokens. Units
/// must agree (or one side be unitless). In a product or a power a unit is a label, as Tokens Studio's
/// evaluator reads it (sd-transforms strips the one unit an expression has, evaluates, and puts it back):
/// `{font.base} * {font.scale}^2` with both written as sizes ("16", "1.2") is 23.04 px (WESCO's type scale).
/// A quotient of two lengths is a number (a ratio).
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

    /// Why an expression nested deeper than ``maximumNesting`` does not evaluate.
    static let nestingProblem = "it nests deeper than \(maximumNesting) levels"
}

extension ValueReader {
    /// Whether a string is written as an expression (an operator or a function call), not a plain value.
    static func looksLikeExpression(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces
        guard let first = trimmed.first else { return false }
        if trimmed.contains("(") { return true }
        return trimmed.dropFirst().contains { $0 == "+" || $0 == "-" || $0 == "*" || $0 == "/" || $0 == "^" }
            || (first == "(")
    }

    /// Evaluates an expression for a number or dimension. `nil` (nothing reported) when the expected type is
    /// another, or, for an untyped token, when the text does not parse (the caller reports it as written).
    /// A chain of data tokens' expressions nested too deep is reported here, where it starts, with the parser's
    /// own words (the tokens it goes through report nothing).
    mutating func evaluateArithmetic(_ text: String, at node: JSONNode, expecting: TokenType?) -> ReferencedValue? {
        guard expecting == nil || expecting == .number || expecting == .dimension else { return nil }
        let (parsed, evaluation) = parseArithmetic(text, at: node.location)
        if evaluation.failed, !evaluation.nestedTooDeep { return .failed }
        guard let result = parsed else {
            if expecting == nil, !evaluation.nestedTooDeep { return nil }
            return unevaluated(
                text, evaluation, otherwise: "it is not an expression of numbers, px or rem lengths and references",
                at: node)
        }
        let value: TokenValue
        if let unit = result.unit {
            value = .dimension(DimensionValue(value: result.value, unit: unit))
        } else if expecting == .dimension {
            value = .dimension(DimensionValue(value: result.value, unit: unitlessDimension))
        } else {
            value = .number(result.value)
        }
        guard result.value.isFinite else { return infinite("expression", text, at: node) }
        let modern: String
        switch value {
        case .dimension(let dimension): modern = dimension.modernForm
        default: modern = formatted(result.value)
        }
        let assumed =
            result.unit == nil && expecting == .dimension ? " (no unit: \(unitlessDimension.rawValue) assumed)" : ""
        warnLenient(node, "arithmetic \"\(ReferenceSyntax.clip(text))\"\(assumed)", modern: modern)
        return .value(value)
    }

    /// `text` parsed and evaluated (the reader's diagnostics taken over): its value when it is a whole expression,
    /// and the evaluation (whether a reference failed, why it does not evaluate, the data tokens it went through).
    mutating func parseArithmetic(
        _ text: String, at location: SourceLocation
    ) -> (Arithmetic.Quantity?, ExpressionEvaluation) {
        var parser = ExpressionParser(
            characters: Array(text), evaluation: ExpressionEvaluation(reader: self, location: location))
        let parsed = parser.parseExpression(depth: 0)
        let complete = parsed != nil && parser.atEnd
        diagnostics = parser.evaluation.reader.diagnostics
        return (complete ? parsed : nil, parser.evaluation)
    }

    /// A number or a length: what a reference inside an expression gives.
    enum ExpressionOperand {
        case number(Double)
        case length(DimensionValue)
    }

    /// What reading a reference inside an expression gives.
    enum OperandReading {
        /// The operand, or `nil` when the reference does not resolve or is of another type (reported); `levels`:
        /// how many expressions of tokens kept as data it was read through, one inside the other (0 for a number
        /// or dimension token).
        case read(ExpressionOperand?, levels: Int)
        /// It goes through more than ``Arithmetic/maximumNesting`` expressions of data tokens, one inside the
        /// other: the expression it is in does not evaluate (reported where the chain starts).
        case nestedTooDeep
    }

    /// With `readingDataNumbers`, a token kept as data (a Tokens Studio `other` or `text` token) holding a
    /// number, a length or math is read as Tokens Studio's math reads it (TokensStudio+OtherOperands.swift).
    mutating func expressionOperand(
        _ key: String, at location: SourceLocation, readingDataNumbers: Bool
    ) -> OperandReading {
        let found = lookup(.alias(key), location)
        if readingDataNumbers, case .value(.data(let type, let json)) = found,
            let reading = dataOperand(key, type: type, json: json, at: location)
        {
            if case .read(.none, _) = reading { operandMismatch(key, at: location) }
            return reading
        }
        switch found {
        case .value(.number(let number)): return .read(.number(number), levels: 0)
        case .value(.dimension(let dimension)): return .read(.length(dimension), levels: 0)
        case .failed: return .read(nil, levels: 0)
        default:
            operandMismatch(key, at: location)
            return .read(nil, levels: 0)
        }
    }

    private mutating func operandMismatch(_ key: String, at location: SourceLocation) {
        diagnostics.append(
            .error(
                .referenceTypeMismatch, "{\(key)} in an expression must be a number or dimension token", at: location))
    }

    /// A string value that is an expression without references (`"16 * 1.5"`, `"2 * 8px"`), evaluated in
    /// lenient mode; `nil` when it is not one.
    mutating func evaluatePlainExpression(_ node: JSONNode, expecting: TokenType) -> ReferencedValue? {
        guard lenient, case .string(let text) = node.value else { return nil }
        // A number as CSS math (`calc(16/11)`); a dimension's reader reads CSS math before this.
        if expecting == .number, let css = readCSSMath(text, at: node, expecting: .number) { return css }
        guard Self.looksLikeExpression(text) else { return nil }
        return evaluateArithmetic(text, at: node, expecting: expecting)
    }
}

private struct ExpressionParser: ExpressionParsing {
    typealias Quantity = Arithmetic.Quantity
    let characters: [Character]
    var evaluation: ExpressionEvaluation
    var index = 0

    var atEnd: Bool {
        mutating get {
            skipSpaces()
            if index < characters.count { note("unexpected '\(characters[index])'") }
            return index >= characters.count
        }
    }

    mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
    }

    mutating func consumeOperator(among operators: String) -> Character? {
        skipSpaces()
        guard index < characters.count, operators.contains(characters[index]) else { return nil }
        index += 1
        return characters[index - 1]
    }

    func unitText(_ quantity: Quantity) -> String { quantity.unit?.rawValue ?? "a number" }

    /// The unit of a sum or a min/max: both the same, or one unitless.
    mutating func commonUnit(_ a: Quantity, _ b: Quantity, _ operation: String) -> DimensionValue.Unit?? {
        switch (a.unit, b.unit) {
        case (let x?, let y?) where x != y:
            return fail("\(operation) mixes \(x.rawValue) and \(y.rawValue); convert one first")
        default: return .some(a.unit ?? b.unit)
        }
    }

    mutating func parseExpression(depth: Int) -> Quantity? {
        guard withinNesting(depth) else { return nil }
        return chain("+-", operand: { $0.parseTerm(depth: depth) }) { parser, left, op, right in
            guard let unit = parser.commonUnit(left, right, op == "+" ? "an addition" : "a subtraction") else {
                return nil
            }
            return Quantity(value: op == "+" ? left.value + right.value : left.value - right.value, unit: unit)
        }
    }

    mutating func parseTerm(depth: Int) -> Quantity? {
        chain("*/", operand: { $0.parsePower(depth: depth) }) { parser, left, op, right in
            if op == "*", let a = left.unit, let b = right.unit, a != b {
                return parser.fail("a product mixes \(a.rawValue) and \(b.rawValue); convert one first")
            }
            if op == "/", let b = right.unit {
                if left.unit != b { return parser.fail("dividing by a length (\(b.rawValue)) does not give a length") }
                return Quantity(value: left.value / right.value, unit: nil)
            }
            return Quantity(
                value: op == "*" ? left.value * right.value : left.value / right.value, unit: left.unit ?? right.unit)
        }
    }

    /// `base ^ exponent`, right-associative, binding tighter than a sign (`-2^2` is -4, as in Tokens Studio).
    mutating func parsePower(depth: Int) -> Quantity? {
        guard let base = parseFactor(depth: depth) else { return nil }
        skipSpaces()
        guard index < characters.count, characters[index] == "^" else { return base }
        index += 1
        guard withinNesting(depth + 1) else { return nil }
        guard let exponent = parsePower(depth: depth + 1) else { return nil }
        return power(base, exponent)
    }

    /// `base ^ exponent`, also written `pow(base, exponent)`.
    mutating func power(_ base: Quantity, _ exponent: Quantity) -> Quantity? {
        if let a = base.unit, let b = exponent.unit, a != b {
            return fail("a power mixes \(a.rawValue) and \(b.rawValue); convert one first")
        }
        let value = Foundation.pow(base.value, exponent.value)
        guard value.isFinite else { return fail("a power does not give a finite number") }
        return Quantity(value: value, unit: base.unit ?? exponent.unit)
    }

    mutating func parseFactor(depth: Int) -> Quantity? {
        skipSpaces()
        guard index < characters.count else { return fail("it ends where a value is expected") }
        let character = characters[index]
        if character == "-" || character == "+" {
            index += 1
            guard depth + 1 < Arithmetic.maximumNesting, let inner = parsePower(depth: depth + 1) else {
                return fail(Arithmetic.nestingProblem)
            }
            return character == "-" ? Quantity(value: -inner.value, unit: inner.unit) : inner
        }
        if character == "(" {
            index += 1
            guard let inner = parseExpression(depth: depth + 1) else { return nil }
            skipSpaces()
            guard index < characters.count, characters[index] == ")" else { return fail("a '(' is not closed") }
            index += 1
            return inner
        }
        if character == "{" { return parseReference() }
        var literal = ""
        while index < characters.count,
            characters[index].isNumber || characters[index] == "." || characters[index].isLetter
        {
            literal.append(characters[index])
            index += 1
        }
        guard !literal.isEmpty else { return fail("unexpected '\(character)'") }
        skipSpaces()
        if index < characters.count, characters[index] == "(", let first = literal.first, first.isLetter {
            index += 1
            return parseFunction(literal, depth: depth)
        }
        if let number = Double(literal), number.isFinite {
            // `8{px}`: a unit written as a reference (TokensStudio+OtherOperands.swift).
            if index < characters.count, characters[index] == "{",
                let close = characters[index...].firstIndex(of: "}"),
                let unit = evaluation.reader.referencedUnit(
                    String(characters[(index + 1)..<close]), at: evaluation.location)
            {
                index = close + 1
                return Quantity(value: number, unit: unit)
            }
            return Quantity(value: number, unit: nil)
        }
        if let length = WrittenLength(literal) {
            switch length.unit {
            case "px": return Quantity(value: length.value, unit: .px)
            case "rem": return Quantity(value: length.value, unit: .rem)
            default: return fail("the unit \"\(length.unit)\" cannot be used in an expression (px or rem)")
            }
        }
        return fail("\"\(literal)\" is not a number, a px or rem length, or a function")
    }

    mutating func parseReference() -> Quantity? {
        var key = ""
        index += 1
        while index < characters.count, characters[index] != "}" {
            key.append(characters[index])
            index += 1
        }
        guard index < characters.count else { return fail("a '{' is not closed") }
        index += 1
        switch operand(key, readingDataNumbers: true) {
        case .number(let number): return Quantity(value: number, unit: nil)
        case .length(let dimension): return Quantity(value: dimension.value, unit: dimension.unit)
        // A failed reference (reported): the rest is read for its own errors, unless nested too deep.
        case nil: return evaluation.nestedTooDeep ? nil : Quantity(value: 0, unit: nil)
        }
    }

    /// The functions of Tokens Studio's expression evaluator that give a number.
    mutating func parseFunction(_ name: String, depth: Int) -> Quantity? {
        var arguments: [Quantity] = []
        skipSpaces()
        if index < characters.count, characters[index] == ")" {
            index += 1
        } else {
            while true {
                guard let argument = parseExpression(depth: depth + 1) else { return nil }
                arguments.append(argument)
                skipSpaces()
                guard index < characters.count else { return fail("\(name)( is not closed") }
                if characters[index] == ")" {
                    index += 1
                    break
                }
                guard characters[index] == "," else {
                    return fail("unexpected '\(characters[index])' in the arguments of \(name)")
                }
                index += 1
            }
        }
        switch name {
        case "min", "max":
            guard var result = arguments.first else { return fail("\(name) needs at least one argument") }
            for argument in arguments.dropFirst() {
                guard let unit = commonUnit(result, argument, name) else { return nil }
                let pick =
                    name == "min" ? Swift.min(result.value, argument.value) : Swift.max(result.value, argument.value)
                result = Quantity(value: pick, unit: unit)
            }
            return result
        case "floor", "ceil", "round", "abs":
            guard arguments.count == 1, let x = arguments.first else {
                return fail("\(name) takes one argument, not \(arguments.count)")
            }
            let rule: FloatingPointRoundingRule =
                name == "floor" ? .down : name == "ceil" ? .up : .toNearestOrAwayFromZero
            return Quantity(value: name == "abs" ? Swift.abs(x.value) : x.value.rounded(rule), unit: x.unit)
        case "roundTo":
            guard (1...2).contains(arguments.count), let x = arguments.first else {
                return fail("roundTo takes a value and a number of decimals, not \(arguments.count) arguments")
            }
            let decimals = arguments.count == 2 ? arguments[1] : Quantity(value: 0, unit: nil)
            guard decimals.unit == nil, decimals.value >= 0, decimals.value <= 15,
                decimals.value == decimals.value.rounded()
            else {
                return fail("the decimals of roundTo must be a whole number from 0 to 15")
            }
            var scale = 1.0
            for _ in 0..<Int(decimals.value) { scale *= 10 }
            return Quantity(value: (x.value * scale).rounded(.toNearestOrAwayFromZero) / scale, unit: x.unit)
        case "pow":
            // Penpot's and Tokens Studio's evaluators (expr-eval) write `x ^ y` so too.
            guard arguments.count == 2 else {
                return fail("pow takes a base and an exponent (2 arguments), not \(arguments.count)")
            }
            return power(arguments[0], arguments[1])
        default:
            return fail("\(name) is not a function here (min, max, floor, ceil, round, roundTo, abs, pow)")
        }
    }
}

extension LenientForm {
    /// Math in a number (`"{space.base} * 1.5"`, `"2 * 4"`), as Tokens Studio writes it: its result.
    static let numberExpression = LenientForm("number-expression", at: .number) { reader, node, context in
        guard case .string(let text) = node.value,
            let evaluated = reader.evaluatePlainExpression(node, expecting: .number)
        else { return nil }
        if case .value(.number(let number)) = evaluated { return .value(.number(number)) }
        if case .value(.dimension) = evaluated {
            let what = context.what ?? "number"
            reader.diagnostics.append(
                .error(
                    .invalidValue, "\(what) must be a number, but \"\(ReferenceSyntax.clip(text))\" gives a length",
                    at: node.location))
        }
        return .failed
    }
}
