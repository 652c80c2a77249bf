/// References between types that Tokens Studio resolves and the Format Module does not.
///
/// Tokens Studio stores every value as text and substitutes references as text, so a `number` token may name
/// a `dimension` written `"4"` (no unit) or `"4px"`, a `dimension` may name a `number`, and a `number` may
/// name a `fontWeight` of `600` (a weight naming a number is read in FontWeight.swift). The Format Module requires a reference to point to a value of the token's own
/// type. Lenient mode converts where the meaning is one number (a px length is its number of pixels, a
/// number is a length in the unit bare numbers have, a numeric weight is its number) and reports it once per
/// pair of types and file; a rem length or a named weight stays a mismatch.
extension ValueReader {
    /// `found` converted to `expected`, or `nil` when no conversion keeps the meaning.
    mutating func crossTypeReference(_ found: ReferencedValue, expected: TokenType, at node: JSONNode) -> TokenValue? {
        guard lenient, case .value(let value) = found else { return nil }
        let converted: TokenValue
        switch (value, expected) {
        case (.dimension(let length), .number) where length.unit == .px:
            converted = .number(length.value)
        case (.number(let number), .dimension):
            converted = .dimension(DimensionValue(value: number, unit: unitlessDimension))
        case (.fontWeight(let weight), .number):
            converted = .number(weight.value)
        default:
            return nil
        }
        let from = value.type
        report.add(
            .lenientForm, "cross-type:\(from)>\(expected):\(node.location.path)", at: node.location
        ) { count in
            "\(LenientReport.count(count, "reference")) from a \(expected) token to a \(from) token, which Tokens Studio substitutes as text; read as the \(expected) \(converted.shortDescription) (the Format Module requires a reference to a token of the same type)"
        }
        return converted
    }
}

extension TokenValue {
    /// The value in a few characters, for a warning.
    var shortDescription: String {
        switch self {
        case .number(let number): formatted(number)
        case .dimension(let length): length.modernForm
        case .fontWeight(let weight): formatted(weight.value)
        default: "\(type)"
        }
    }
}
