/// What the two expression parsers have in common — Tokens Studio arithmetic (TokensStudio+Math.swift) and CSS
/// math (CSS+Math.swift): the state of an evaluation, the nesting limit, references inside, and the loop that
/// folds the binary operators of one precedence level. Each parser has its own cursor (characters, CSS tokens)
/// and its own quantities.
protocol ExpressionParsing {
    var evaluation: ExpressionEvaluation { get set }
    /// Consumes the next binary operator when it is one of `operators`, and returns it.
    mutating func consumeOperator(among operators: String) -> Character?
}

/// An expression being evaluated: the reader that resolves the references inside it, where it is written, and
/// what went wrong.
struct ExpressionEvaluation {
    var reader: ValueReader
    let location: SourceLocation
    /// A reference failed (already reported).
    var failed = false
    /// Why the expression does not evaluate (the first problem found).
    var problem: String?
    /// A reference goes through more expressions of data tokens, one inside the other, than
    /// ``Arithmetic/maximumNesting`` (TokensStudio+OtherOperands.swift).
    var nestedTooDeep = false
    /// The most expressions of data tokens, one inside the other, that a reference inside was read through.
    var dataLevels = 0
}

extension ExpressionParsing {
    /// Notes `problem` as why the expression does not evaluate, unless one was found before.
    mutating func note(_ problem: String) {
        if evaluation.problem == nil { evaluation.problem = problem }
    }

    /// ``note(_:)``, then `nil`: what a part of the expression that does not parse gives.
    mutating func fail<T>(_ message: String) -> T? {
        note(message)
        return nil
    }

    /// Whether an expression at `depth` is within ``Arithmetic/maximumNesting`` (the problem is noted if not).
    mutating func withinNesting(_ depth: Int) -> Bool {
        guard depth < Arithmetic.maximumNesting else {
            note(Arithmetic.nestingProblem)
            return false
        }
        return true
    }

    /// What a reference inside the expression gives; `nil` when it failed (reported), and the expression with
    /// it, or goes through data tokens' expressions nested too deep (noted, as parentheses are).
    mutating func operand(_ key: String, readingDataNumbers: Bool) -> ValueReader.ExpressionOperand? {
        switch evaluation.reader.expressionOperand(key, at: evaluation.location, readingDataNumbers: readingDataNumbers)
        {
        case .read(let operand, let levels):
            evaluation.dataLevels = max(evaluation.dataLevels, levels)
            if operand == nil { evaluation.failed = true }
            return operand
        case .nestedTooDeep:
            evaluation.nestedTooDeep = true
            note(Arithmetic.nestingProblem)
            return nil
        }
    }

    /// `operand`, then any number of `operators` each followed by an `operand`, folded from the left by
    /// `combine`: one precedence level of binary operators.
    mutating func chain<Quantity>(
        _ operators: String, operand: (inout Self) -> Quantity?,
        combine: (inout Self, Quantity, Character, Quantity) -> Quantity?
    ) -> Quantity? {
        guard var left = operand(&self) else { return nil }
        while let op = consumeOperator(among: operators) {
            guard let right = operand(&self), let combined = combine(&self, left, op, right) else { return nil }
            left = combined
        }
        return left
    }
}

extension ValueReader {
    /// The error for an expression that does not evaluate: the first problem the parser found, or `otherwise`.
    mutating func unevaluated(
        _ text: String, _ evaluation: ExpressionEvaluation, otherwise: String, at node: JSONNode
    ) -> ReferencedValue {
        diagnostics.append(
            .error(
                .invalidValue, "cannot evaluate \"\(ReferenceSyntax.clip(text))\": \(evaluation.problem ?? otherwise)",
                at: node.location))
        return .failed
    }

    /// The error for an expression (`what`: `CSS`, `expression`) whose result is not a finite number.
    mutating func infinite(_ what: String, _ text: String, at node: JSONNode) -> ReferencedValue {
        diagnostics.append(
            .error(
                .invalidValue, "\(what) \"\(ReferenceSyntax.clip(text))\" does not give a finite number",
                at: node.location))
        return .failed
    }
}
