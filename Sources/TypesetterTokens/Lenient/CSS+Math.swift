import TypesetterCore

// MARK: - Math with viewport units

extension CSS {
    /// CSS's viewport-percentage units (https://www.w3.org/TR/css-values-4/#viewport-relative-lengths) and
    /// the share of ``viewportWidth`` or ``viewportHeight`` that one of each is. The small, large and dynamic
    /// forms are the same on an iPhone whose browser bars are not counted; `vi`/`vb` follow horizontal text.
    static func viewportLength(_ unit: String) -> Double? {
        switch unit {
        case "vw", "svw", "lvw", "dvw", "vi", "svi", "lvi", "dvi": viewportWidth / 100
        case "vh", "svh", "lvh", "dvh", "vb", "svb", "lvb", "dvb": viewportHeight / 100
        case "vmin", "svmin", "lvmin", "dvmin": min(viewportWidth, viewportHeight) / 100
        case "vmax", "svmax", "lvmax", "dvmax": max(viewportWidth, viewportHeight) / 100
        default: nil
        }
    }

    /// The CSS math this reader evaluates: an expression with a viewport unit (`1rem + 2vw`,
    /// `min(4vw, 24px)`), or one calling `clamp()` or `calc()`. Its form for the warning (`"clamp()"`,
    /// `"min()"`, `"viewport units"`) and its tokens, or `nil` for anything else (a bare `2vw`; `min()` of
    /// px and rem, which Tokens Studio arithmetic reads).
    static func math(_ text: String) -> (form: String, tokens: [CSSMathToken])? {
        guard text.contains(where: { $0 == "(" || $0 == "+" || $0 == "-" || $0 == "*" || $0 == "/" }),
            let tokens = CSSMathLexer.tokens(text)
        else { return nil }
        var viewport = false
        var cssFunction = false
        var expression = false
        for (position, token) in tokens.enumerated() {
            switch token {
            case .number(_, let unit): viewport = viewport || viewportLength(unit) != nil
            case .function(let name):
                cssFunction = cssFunction || name == "clamp" || name == "calc"
                expression = true
            case .operator, .comma: expression = expression || position > 0
            default: break
            }
        }
        guard cssFunction || (viewport && expression) else { return nil }
        if case .function(let name)? = tokens.first { return ("\(name)()", tokens) }
        return ("viewport units", tokens)
    }
}

/// One token of CSS math.
enum CSSMathToken: Equatable {
    /// A number and its unit as written, lowercased (`""`, `"rem"`, `"vw"`, `"%"`).
    case number(Double, unit: String)
    case reference(String)
    /// A function name, its `(` consumed.
    case function(String)
    case open, close, comma
    case `operator`(Character)
}

/// Splits CSS math into tokens.
enum CSSMathLexer {
    /// The tokens, or `nil` when `text` is not made of them (it is then not CSS math).
    static func tokens(_ text: String) -> [CSSMathToken]? {
        let characters = Array(text)
        var tokens: [CSSMathToken] = []
        var index = 0
        func isDigit(_ position: Int) -> Bool {
            position < characters.count && characters[position].isASCII && characters[position].isNumber
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case " ", "\t", "\n":
                index += 1
            case "(":
                tokens.append(.open)
                index += 1
            case ")":
                tokens.append(.close)
                index += 1
            case ",":
                tokens.append(.comma)
                index += 1
            case "+", "-", "*", "/":
                tokens.append(.operator(character))
                index += 1
            case "{":
                guard let close = characters[index...].firstIndex(of: "}") else { return nil }
                tokens.append(.reference(String(characters[(index + 1)..<close])))
                index = close + 1
            case _ where isDigit(index) || (character == "." && isDigit(index + 1)):
                let start = index
                while isDigit(index) { index += 1 }
                if index < characters.count, characters[index] == "." {
                    index += 1
                    while isDigit(index) { index += 1 }
                }
                if index < characters.count, characters[index] == "e" || characters[index] == "E" {
                    var next = index + 1
                    if next < characters.count, characters[next] == "+" || characters[next] == "-" { next += 1 }
                    if isDigit(next) {
                        index = next
                        while isDigit(index) { index += 1 }
                    }
                }
                guard let value = Double(String(characters[start..<index])), value.isFinite else { return nil }
                let unitStart = index
                while index < characters.count, characters[index].isLetter || characters[index] == "%" { index += 1 }
                tokens.append(.number(value, unit: String(characters[unitStart..<index]).lowercased()))
            case _ where character.isLetter:
                let start = index
                while index < characters.count, characters[index].isLetter || characters[index] == "-" { index += 1 }
                let name = String(characters[start..<index]).lowercased()
                var next = index
                while next < characters.count, characters[next] == " " { next += 1 }
                guard next < characters.count, characters[next] == "(" else { return nil }
                tokens.append(.function(name))
                index = next + 1
            default:
                return nil
            }
        }
        return tokens
    }
}

/// Evaluates CSS math (https://www.w3.org/TR/css-values-4/#calc-syntax) to a number or a length in points:
/// `+ - * /`, parentheses, `calc()`, `min()`, `max()`, `clamp()`, numbers, px, rem (at the configured rem
/// base), viewport units (at ``CSS/viewportWidth`` × ``CSS/viewportHeight``) and references to number or
/// dimension tokens. As in CSS, a sum's terms are both lengths or both numbers, a product has at most one
/// length, and `clamp(MIN, VAL, MAX)` is `max(MIN, min(VAL, MAX))`.
private struct CSSMathParser: ExpressionParsing {
    /// A number, or a length in points.
    struct Quantity {
        var value: Double
        var isLength: Bool
    }

    let tokens: [CSSMathToken]
    var evaluation: ExpressionEvaluation
    var index = 0
    /// Whether a viewport unit is used (the warning then names the viewport).
    var viewportUnits = false

    var next: CSSMathToken? { index < tokens.count ? tokens[index] : nil }

    mutating func consumeOperator(among operators: String) -> Character? {
        guard case .operator(let op)? = next, operators.contains(op) else { return nil }
        index += 1
        return op
    }

    mutating func parseAll() -> Quantity? {
        guard let result = parseSum(depth: 0) else { return nil }
        guard index == tokens.count else { return fail("unexpected text after the expression") }
        return result
    }

    mutating func parseSum(depth: Int) -> Quantity? {
        guard withinNesting(depth) else { return nil }
        return chain("+-", operand: { $0.parseProduct(depth: depth) }) { parser, left, op, right in
            guard left.isLength == right.isLength else {
                return parser.fail("\(op == "+" ? "an addition" : "a subtraction") mixes a length and a number")
            }
            return Quantity(
                value: op == "+" ? left.value + right.value : left.value - right.value, isLength: left.isLength)
        }
    }

    mutating func parseProduct(depth: Int) -> Quantity? {
        chain("*/", operand: { $0.parseFactor(depth: depth) }) { parser, left, op, right in
            if op == "*" {
                guard !(left.isLength && right.isLength) else {
                    return parser.fail("a length times a length is not a length; one factor must be a number")
                }
                return Quantity(value: left.value * right.value, isLength: left.isLength || right.isLength)
            }
            guard left.isLength || !right.isLength else { return parser.fail("a number divided by a length") }
            return Quantity(value: left.value / right.value, isLength: left.isLength && !right.isLength)
        }
    }

    mutating func parseFactor(depth: Int) -> Quantity? {
        guard withinNesting(depth + 1) else { return nil }
        guard let token = next else { return fail("it ends where a value is expected") }
        index += 1
        switch token {
        case .operator(let sign) where sign == "-" || sign == "+":
            guard var inner = parseFactor(depth: depth + 1) else { return nil }
            if sign == "-" { inner.value = -inner.value }
            return inner
        case .open:
            guard let inner = parseSum(depth: depth + 1) else { return nil }
            guard next == .close else { return fail("a '(' is not closed") }
            index += 1
            return inner
        case .number(let value, let unit):
            return length(value, unit)
        case .reference(let key):
            return reference(key)
        case .function(let name):
            return function(name, depth: depth + 1)
        default:
            return fail("a value is expected where \(describe(token)) is")
        }
    }

    func describe(_ token: CSSMathToken) -> String {
        switch token {
        case .close: "')'"
        case .comma: "','"
        case .operator(let op): "'\(op)'"
        default: "a value"
        }
    }

    /// A number with its unit, in points for a length.
    mutating func length(_ value: Double, _ unit: String) -> Quantity? {
        switch unit {
        case "": return Quantity(value: value, isLength: false)
        case "px": return Quantity(value: value, isLength: true)
        case "rem": return Quantity(value: value * evaluation.reader.remBase, isLength: true)
        case "em", "ex", "ch", "lh", "cap", "ic":
            return fail("\(unit) is relative to the element's font, which is not known here")
        case "%": return fail("a percentage is relative to an element's size, which is not known here")
        default:
            guard let share = CSS.viewportLength(unit) else {
                return fail("the unit \"\(unit)\" is not read here (px, rem, or a viewport unit such as vw)")
            }
            viewportUnits = true
            return Quantity(value: value * share, isLength: true)
        }
    }

    mutating func reference(_ key: String) -> Quantity? {
        switch operand(key, readingDataNumbers: false) {
        case .number(let number): return Quantity(value: number, isLength: false)
        case .length(let dimension):
            let remBase = evaluation.reader.remBase
            return Quantity(value: dimension.unit == .rem ? dimension.value * remBase : dimension.value, isLength: true)
        case nil: return Quantity(value: 0, isLength: false)
        }
    }

    mutating func function(_ name: String, depth: Int) -> Quantity? {
        var arguments: [Quantity] = []
        while true {
            guard let argument = parseSum(depth: depth) else { return nil }
            arguments.append(argument)
            if next == .comma {
                index += 1
                continue
            }
            guard next == .close else { return fail("\(name)( is not closed") }
            index += 1
            break
        }
        guard arguments.dropFirst().allSatisfy({ $0.isLength == arguments[0].isLength }) else {
            return fail("\(name)() mixes lengths and numbers")
        }
        let values = arguments.map(\.value)
        let isLength = arguments[0].isLength
        switch name {
        case "calc":
            guard arguments.count == 1 else { return fail("calc() takes one expression, not \(arguments.count)") }
            return arguments[0]
        case "min": return values.min().map { Quantity(value: $0, isLength: isLength) }
        case "max": return values.max().map { Quantity(value: $0, isLength: isLength) }
        case "clamp":
            guard values.count == 3 else {
                return fail("clamp() takes a minimum, a value and a maximum, not \(values.count) values")
            }
            return Quantity(value: Swift.max(values[0], Swift.min(values[1], values[2])), isLength: isLength)
        default:
            return fail("\(name)() is not a CSS math function here (calc, min, max, clamp)")
        }
    }
}

extension ValueReader {
    /// A dimension written as CSS math with viewport units (Sage's fluid type
    /// `"clamp(2.2695rem, 1.9448rem + 1.6238vw, 3.2438rem)"`, `"min(4vw, {size.max})"`), evaluated for an
    /// iPhone in portrait (``CSS/viewportWidth``) with 1rem = ``remBase`` points, to a px dimension.
    ///
    /// `nil` when `text` is not such CSS (``CSS/math(_:)``) or the type expected is not a dimension (or
    /// none, for an untyped token); nothing is reported then. Lenient mode: the dimension, counted for the
    /// one warning per form and file, or `.failed` (reported). Strict mode: an error saying what lenient mode
    /// reads, or `nil` when it would not read it either. `malformedReference` is the strict error for a string
    /// with references inside.
    mutating func readCSSMath(
        _ text: String, at node: JSONNode, expecting: TokenType?, malformedReference: String? = nil
    ) -> ReferencedValue? {
        guard expecting == nil || expecting == .dimension || expecting == .number, let (form, tokens) = CSS.math(text)
        else { return nil }
        let width = "an iPhone \(formatted(CSS.viewportWidth)) pt wide"
        if !lenient, let malformedReference {
            reportMalformedReference(
                malformedReference, at: node,
                lenientReading: "this CSS \(form) is evaluated for \(width) and read as a px dimension")
            return .failed
        }
        var parser = CSSMathParser(
            tokens: tokens, evaluation: ExpressionEvaluation(reader: self, location: node.location))
        // Rounded to a billionth of a point: the inputs have a few decimals, and 5 × 3.93 should be 19.65, not
        // 19.650000000000002.
        let result = parser.parseAll().map {
            CSSMathParser.Quantity(value: ($0.value * 1e9).rounded() / 1e9, isLength: $0.isLength)
        }
        guard lenient else {
            guard let result, result.isLength || expecting == nil, result.value.isFinite, !parser.evaluation.failed
            else {
                return nil
            }
            let dimension = DimensionValue(value: result.value, unit: result.isLength ? .px : unitlessDimension)
            let modern = dimension.modernForm
            reportCSSForm(
                "dimension \"\(ReferenceSyntax.clip(text))\" is CSS \(form), which the Format Module does not read; with --lenient it is evaluated for \(width) as \(modern)",
                at: node, modern: modern)
            return .failed
        }
        diagnostics = parser.evaluation.reader.diagnostics
        if parser.evaluation.failed { return .failed }
        guard let result else {
            return unevaluated(text, parser.evaluation, otherwise: "it is not CSS math", at: node)
        }
        guard result.value.isFinite else { return infinite("CSS", text, at: node) }
        if expecting == .number, !result.isLength {
            // A ratio such as a line height, `calc(16/11)`.
            let number = result.value
            countCSSForm("css-math-number \(form)", at: node, modern: formatted(number)) { count in
                count == 1
                    ? "number as CSS \(form) \"\(ReferenceSyntax.clip(text))\" is evaluated: \(formatted(number)); the Format Module writes the number"
                    : "\(count) numbers as CSS \(form) are evaluated; the first, \"\(ReferenceSyntax.clip(text))\", is \(formatted(number)); the Format Module writes the number"
            }
            return .value(.number(number))
        }
        let assumed = " (no unit: \(unitlessDimension.rawValue) assumed)"
        let dimension = DimensionValue(value: result.value, unit: result.isLength ? .px : unitlessDimension)
        let modern = dimension.modernForm
        let clipped = ReferenceSyntax.clip(text)
        let rem = formatted(remBase)
        let scale =
            parser.viewportUnits
            ? "for \(width) (1vw = \(formatted(CSS.viewportWidth / 100)) pt, 1vh = \(formatted(CSS.viewportHeight / 100)) pt) with 1rem = \(rem) pt"
            : "with 1rem = \(rem) pt"
        let came = formatNumber(result.value, maximumFractionDigits: 2) + (result.isLength ? " pt" : assumed)
        countCSSForm("css-math \(form)", at: node, modern: modern) { count in
            count == 1
                ? "dimension as CSS \(form) \"\(clipped)\" is evaluated \(scale): \(came); the Format Module writes \(modern)"
                : "\(count) dimensions as CSS \(form) are evaluated \(scale); the first, \"\(clipped)\", is \(came); the Format Module writes \(modern)"
        }
        return .value(.dimension(dimension))
    }
}
