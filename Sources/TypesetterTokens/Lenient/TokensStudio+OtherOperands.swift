import Foundation

/// Tokens Studio's `other` tokens in math (lenient mode). Tokens Studio keeps every value as text and
/// substitutes a reference as its token's text before it evaluates, so an `other` token may hold a length or
/// an expression that other expressions build on, and a reference may stand for a unit (Cloud.ru's Nachos:
/// `"DimensionModule": "8{px}"` with `"px": "px"`, `"FontSizeMultiplier": "{DimensionModule} / 8"`, font sizes
/// `"{FontSizeMultiplier} * 11"`). Each reading is reported once per form and file.
extension ValueReader {
    /// How deep evaluations of `other` tokens nest on this thread (a chain of them is evaluated through each
    /// other; the resolver has already left out any cycle).
    private static let depthKey = "typesetter.otherOperandDepth"

    /// A value kept as data, as Tokens Studio's math reads it: a number (`0.15`, `"0.15"`), a px or rem length
    /// (`"8px"`), or an expression of them (`"{DimensionModule} / 8"`), evaluated; `nil` for anything else.
    mutating func dataOperand(_ json: String, at location: SourceLocation) -> ExpressionOperand? {
        if let number = Self.dataNumber(json) { return .number(number) }
        guard let node = Self.scalarNode(json, at: location), case .string(let text) = node.value else { return nil }
        let operand: ExpressionOperand
        if let length = WrittenLength(text), length.unit == "px" || length.unit == "rem",
            let dimension = parseDimensionString(text)
        {
            operand = .length(dimension)
        } else {
            guard text.contains("{") || Self.looksLikeExpression(text) else { return nil }
            let threadDictionary = Thread.current.threadDictionary
            let depth = threadDictionary[Self.depthKey] as? Int ?? 0
            guard depth < Arithmetic.maximumNesting else { return nil }
            threadDictionary[Self.depthKey] = depth + 1
            defer { threadDictionary[Self.depthKey] = depth }
            switch evaluateArithmetic(text, at: node, expecting: nil) {
            case .value(.number(let number))?: operand = .number(number)
            case .value(.dimension(let length))?: operand = .length(length)
            default: return nil
            }
        }
        report.add(.lenientForm, "other-operand:\(location.path)", at: location) { count in
            "\(LenientReport.count(count, "reference")) in math to a token kept as data (Tokens Studio's \"other\" type) that holds a length or an expression, such as \(json), read as Tokens Studio evaluates it (the Format Module writes a number or dimension token)"
        }
        return operand
    }

    /// The unit a reference right after a number stands for (`8{px}`, where `px` is a text token `"px"`), as
    /// Tokens Studio substitutes it; `nil` when the token holds no px or rem unit.
    mutating func referencedUnit(_ key: String, at location: SourceLocation) -> DimensionValue.Unit? {
        guard case .value(.data(_, let json)) = lookup(.alias(key), location),
            let node = Self.scalarNode(json, at: location), case .string(let text) = node.value
        else { return nil }
        let unit: DimensionValue.Unit
        switch text.trimmingSpaces {
        case "px": unit = .px
        case "rem": unit = .rem
        default: return nil
        }
        // Counted by evaluation (an `other` token is evaluated for each use), so the message gives no count.
        report.add(.lenientForm, "referenced-unit:\(location.path)", at: location) { _ in
            "units written as a reference after a number, such as {\(key)}, substituted as text as Tokens Studio does: \(unit.rawValue) (the Format Module writes {\"value\": …, \"unit\": \"\(unit.rawValue)\"})"
        }
        return unit
    }
}
