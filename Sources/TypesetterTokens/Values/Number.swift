import TypesetterCore

/// `number` values (https://www.designtokens.org/tr/2025.10/format/#number).
extension ValueReader {
    mutating func readNumber(_ node: JSONNode, what: String = "number") -> Double? {
        if let reference = resolveIfReference(node, expecting: .number) {
            if case .value(.number(let number)) = reference { return number }
            if case .number(let number)? = crossTypeReference(reference, expected: .number, at: node) { return number }
            return mismatch(node, reference, expected: .number)
        }
        // (Only a string can be in another form here: a number is never given to the forms.)
        if case .string = node.value, let reading = lenientReading(.number, node, .init(what: what)) {
            if case .number(let number)? = reading.value { return number }
            return nil
        }
        return readPlainNumber(node, what: what)
    }

    /// A JSON number, no references.
    mutating func readPlainNumber(_ node: JSONNode, what: String) -> Double? {
        guard case .number(let number) = node.value else {
            if case .string(let text) = node.value, text.hasPrefix("{") {
                return invalid(node, "\(what) cannot be a reference here")
            }
            return invalid(node, "\(what) must be a number, not \(describe(node))")
        }
        guard number.isFinite else { return invalid(node, "\(what) must be finite") }
        return number
    }
}

/// The `number` type.
struct NumberKind: TokenValueKind {
    var type: TokenType { .number }

    func write(_ number: Double, to json: inout JSONWriter) { json.number(number) }
}
