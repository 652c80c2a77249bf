/// Tokens Studio's `other` tokens in math (lenient mode). Tokens Studio keeps every value as text and
/// substitutes a reference as its token's text before it evaluates, so an `other` token may hold a length or
/// an expression that other expressions build on, and a reference may stand for a unit (Cloud.ru's Nachos:
/// `"DimensionModule": "8{px}"` with `"px": "px"`, `"FontSizeMultiplier": "{DimensionModule} / 8"`, font sizes
/// `"{FontSizeMultiplier} * 11"`). Tokens Studio substitutes any token so, whatever its type: a `text` token
/// holding `"12px"` is read the same. Each reading is reported once per form, type and file.
extension ValueReader {
    /// A value kept as data, as Tokens Studio's math reads it: a number (`0.15`, `"0.15"`), a px or rem length
    /// (`"8px"`), or an expression of them (`"{DimensionModule} / 8"`), evaluated once per resolution
    /// (``DataExpressions``); `nil` for anything else. `.read(nil, …)` when the expression does not evaluate
    /// (reported, and by the caller as a reference of the wrong type).
    mutating func dataOperand(
        _ key: String, type: String, json: String, at location: SourceLocation
    ) -> OperandReading? {
        if let number = Self.dataNumber(json) { return .read(.number(number), levels: 0) }
        guard let node = Self.scalarNode(json, at: location), case .string(let text) = node.value else { return nil }
        let reading: OperandReading
        if let length = WrittenLength(text), length.unit == "px" || length.unit == "rem",
            let dimension = parseDimensionString(text)
        {
            reading = .read(.length(dimension), levels: 0)
        } else {
            guard text.contains("{") || Self.looksLikeExpression(text) else { return nil }
            reading = dataExpression(key, text, at: node)
        }
        if case .read(_?, _) = reading {
            report.add(.lenientForm, "other-operand:\(type):\(location.path)", at: location) { count in
                "\(LenientReport.count(count, "reference")) in math to a token kept as data (type \"\(ReferenceSyntax.clip(type))\") that holds a length or an expression, such as \(json), read as Tokens Studio evaluates it (the Format Module writes a number or dimension token)"
            }
        }
        return reading
    }

    /// The expression of the data token `key`, evaluated the first time it is read and remembered. A chain of
    /// such tokens, one inside the other, is at most ``Arithmetic/maximumNesting`` deep wherever it is read
    /// from: the levels below a token are remembered with its value, so the result does not depend on which
    /// token was read first.
    private mutating func dataExpression(_ key: String, _ text: String, at node: JSONNode) -> OperandReading {
        let evaluation: DataExpressions.Evaluation
        if let known = dataExpressions.byKey[key] {
            evaluation = known
        } else {
            guard expressionDepth < Arithmetic.maximumNesting else { return .nestedTooDeep }
            expressionDepth += 1
            let (result, parsed) = parseArithmetic(text, at: node.location)
            expressionDepth -= 1
            // Not remembered: it depends on where the chain was read from (reported there).
            if parsed.nestedTooDeep { return .nestedTooDeep }
            var operand: ExpressionOperand?
            if let result, !parsed.failed {
                if !result.value.isFinite {
                    _ = infinite("expression", text, at: node)
                } else if let unit = result.unit {
                    operand = .length(DimensionValue(value: result.value, unit: unit))
                } else {
                    operand = .number(result.value)
                }
            }
            evaluation = DataExpressions.Evaluation(operand: operand, levels: parsed.dataLevels + 1)
            dataExpressions.byKey[key] = evaluation
            dataExpressions.evaluated += 1
        }
        guard expressionDepth + evaluation.levels <= Arithmetic.maximumNesting else { return .nestedTooDeep }
        return .read(evaluation.operand, levels: evaluation.levels)
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
        // Counted per reading (a data token's expression is read once per resolution, a project is resolved once
        // per theme), not per place written, so the message gives no count.
        report.add(.lenientForm, "referenced-unit:\(location.path)", at: location) { _ in
            "units written as a reference after a number, such as {\(key)}, substituted as text as Tokens Studio does: \(unit.rawValue) (the Format Module writes {\"value\": …, \"unit\": \"\(unit.rawValue)\"})"
        }
        return unit
    }
}

/// The expressions of tokens kept as data that math read (TokensStudio+OtherOperands.swift), each evaluated once
/// per resolution, by the key of the reference: a chain of tokens each using the one before several times would
/// otherwise be evaluated once per path through it, exponentially many times. A reference type, as
/// ``LenientReport`` is, so that every copy of the value reader (one per token, one per nested expression) adds
/// to the same; used on one thread, by one resolution.
final class DataExpressions {
    struct Evaluation {
        /// What the expression gives; `nil` when it does not evaluate (reported where it was first read).
        var operand: ValueReader.ExpressionOperand?
        /// How many expressions of data tokens it goes through, one inside the other, itself included.
        var levels: Int
    }

    var byKey: [String: Evaluation] = [:]
    /// How many expressions were evaluated (each once).
    var evaluated = 0
}
