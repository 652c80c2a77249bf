import TypesetterCore

/// A `dimension` value: a number and a unit (https://www.designtokens.org/tr/2025.10/format/#dimension).
///
/// The unit is kept as written; `px` means points on iOS and `rem` assumes 16 unless configured later.
public struct DimensionValue: Sendable, Hashable {
    /// `px` or `rem`.
    public enum Unit: String, Sendable, Hashable, CaseIterable { case px, rem }
    /// The number as written.
    public var value: Double
    /// The unit as written.
    public var unit: Unit

    public init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

extension ValueReader {
    mutating func readDimension(_ node: JSONNode) -> DimensionValue? {
        if let reference = resolveIfReference(node, expecting: .dimension) {
            if case .value(.dimension(let dimension)) = reference { return dimension }
            if case .dimension(let length)? = lenientReading(.dimensionReference, node, .init(referenced: reference))?
                .value
            {
                return length
            }
            if case .dimension(let length)? = crossTypeReference(reference, expected: .dimension, at: node) {
                return length
            }
            return mismatch(node, reference, expected: .dimension)
        }
        if case .dimension(let dimension)? = lenientReading(.dimension, node)?.value { return dimension }
        // CSS math with viewport units (Lenient/CSS.swift); in strict mode an error that says so.
        if case .string(let text) = node.value, let css = readCSSMath(text, at: node, expecting: .dimension) {
            if case .value(.dimension(let dimension)) = css { return dimension }
            return nil
        }
        if let evaluated = evaluatePlainExpression(node, expecting: .dimension) {
            if case .value(.dimension(let dimension)) = evaluated { return dimension }
            return nil
        }
        return readNumberWithUnit(node)
    }

}

/// The `dimension` type.
typealias DimensionKind = NumberWithUnitKind<DimensionValue>

/// Lenient mode: a length relative to the font size (``TokenValue/relativeDimension(_:)``), a `dimension`
/// token (read by ``ValueReader/read(_:_:)`` as a dimension, which may stay relative).
struct RelativeDimensionKind: TokenValueKind {
    var type: TokenType { .dimension }

    func write(_ em: Double, to json: inout JSONWriter) { json.numberWithUnit(em, "em") }
}

extension DimensionValue: NumberWithUnit {
    static var type: TokenType { .dimension }
    static let words = NumberWithUnitWords(type, units: Unit.allCases.map(\.rawValue))
}
