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
        if let referenced = referencedValue(node, .duration, { $0.duration }) { return referenced }
        if case .string = node.value, case .duration(let duration)? = lenientReading(.duration, node)?.value {
            return duration
        }
        return readNumberWithUnit(node)
    }
}

/// The `duration` type.
typealias DurationKind = NumberWithUnitKind<DurationValue>

extension DurationValue: NumberWithUnit {
    static var type: TokenType { .duration }
    static let words = NumberWithUnitWords(type, units: ["ms", "s"])
}
