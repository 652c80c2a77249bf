import TypesetterCore

/// A `duration` value (https://www.designtokens.org/tr/2025.10/format/#duration).
public struct DurationValue: Sendable, Hashable {
    /// `ms` or `s`.
    public enum Unit: String, Sendable, Hashable { case ms, s }
    /// The number as written.
    public var value: Double
    /// The unit as written.
    public var unit: Unit

    public init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The duration in seconds.
    public var seconds: Double { unit == .s ? value : value / 1000 }
}

extension ValueReader {
    mutating func readDuration(_ node: JSONNode) -> DurationValue? {
        if let reference = resolveIfReference(node, expecting: .duration) {
            if case .value(.duration(let duration)) = reference { return duration }
            return mismatch(node, reference, expected: .duration)
        }
        if lenient, case .string(let text) = node.value {
            let trimmed = text.trimmingSpaces
            var parsed: DurationValue?
            if trimmed.hasSuffix("ms"), let value = Double(String(trimmed.dropLast(2))), value.isFinite {
                parsed = DurationValue(value: value, unit: .ms)
            } else if trimmed.hasSuffix("s"), let value = Double(String(trimmed.dropLast(1))), value.isFinite {
                parsed = DurationValue(value: value, unit: .s)
            }
            if let parsed {
                warnLenient(
                    node, "duration as a string \"\(text)\"",
                    modern: "{\"value\": \(formatted(parsed.value)), \"unit\": \"\(parsed.unit.rawValue)\"}")
                return parsed
            }
        }
        guard let object = expectObject(node, "a duration {\"value\": number, \"unit\": \"ms\" | \"s\"}"),
            checkMembers(object, at: node, required: ["value", "unit"], optional: [], what: "duration"),
            let valueNode = object["value"], let unitNode = object["unit"]
        else { return nil }
        guard let value = readPlainNumber(valueNode, what: "duration value") else { return nil }
        guard case .string(let unitText) = unitNode.value, let unit = DurationValue.Unit(rawValue: unitText) else {
            return invalid(unitNode, "duration unit must be \"ms\" or \"s\", not \(describe(unitNode))")
        }
        return DurationValue(value: value, unit: unit)
    }
}

/// The `duration` type.
struct DurationKind: TokenValueKind {
    var type: TokenType { .duration }

    func read(_ node: JSONNode, with reader: inout ValueReader) -> TokenValue? {
        reader.readDuration(node).map(TokenValue.duration)
    }

    func member(_ segment: String, of duration: DurationValue) -> ValuePart? {
        ["value": .value(.number(duration.value)), "unit": .string(duration.unit.rawValue)][segment]
    }
}

extension DurationValue: WritesItself {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("value"); json.number(value)
            json.key("unit"); json.string(unit.rawValue)
        }
    }
}
