/// A `dimension` value: a number and a unit (https://www.designtokens.org/tr/2025.10/format/#dimension).
///
/// The unit is kept as written; `px` means points on iOS and `rem` assumes 16 unless configured later.
public struct DimensionValue: Sendable, Hashable {
    /// `px` or `rem`.
    public enum Unit: String, Sendable, Hashable { case px, rem }
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
    /// The members a dimension object must have (one array for all reads, not one per read).
    static let dimensionMembers = ["value", "unit"]

    mutating func readDimension(_ node: JSONNode) -> DimensionValue? {
        if let reference = resolveIfReference(node, expecting: .dimension) {
            if case .value(.dimension(let dimension)) = reference { return dimension }
            return mismatch(node, reference, expected: .dimension)
        }
        if case .string(let text) = node.value, lenient {
            if let dimension = parseDimensionString(text) {
                let unitText = text.hasSuffix("rem") ? "rem" : "px"
                warnLenient(
                    node, "dimension as a string \"\(text)\"",
                    modern: "{\"value\": \(formatted(dimension.value)), \"unit\": \"\(unitText)\"}")
                return dimension
            }
        }
        if case .number(let number) = node.value, lenient {
            warnLenient(node, "dimension as a bare number", modern: "{\"value\": \(formatted(number)), \"unit\": \"px\"}")
            return DimensionValue(value: number, unit: .px)
        }
        guard let object = expectObject(node, "a dimension {\"value\": number, \"unit\": \"px\" | \"rem\"}") else {
            return nil
        }
        guard checkMembers(object, at: node, required: Self.dimensionMembers, optional: [], what: "dimension") else {
            return nil
        }
        guard let valueNode = object["value"], let unitNode = object["unit"] else { return nil }
        guard let value = readPlainNumber(valueNode, what: "dimension value") else { return nil }
        guard case .string(let unitText) = unitNode.value, let unit = DimensionValue.Unit(rawValue: unitText) else {
            return invalid(unitNode, "dimension unit must be \"px\" or \"rem\", not \(describe(unitNode))")
        }
        return DimensionValue(value: value, unit: unit)
    }

    /// `"16px"`, `"1.5rem"`, `"16"` (Style Dictionary / Tokens Studio forms).
    func parseDimensionString(_ text: String) -> DimensionValue? {
        let trimmed = text.trimmingSpaces
        if trimmed.hasSuffix("rem"), let value = Double(String(trimmed.dropLast(3)).trimmingSpaces), value.isFinite {
            return DimensionValue(value: value, unit: .rem)
        }
        if trimmed.hasSuffix("px"), let value = Double(String(trimmed.dropLast(2)).trimmingSpaces), value.isFinite {
            return DimensionValue(value: value, unit: .px)
        }
        if let value = Double(trimmed), value.isFinite { return DimensionValue(value: value, unit: .px) }
        return nil
    }
}
