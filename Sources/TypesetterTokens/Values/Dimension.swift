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

/// A length as real-world files write it (lenient mode): a number and the unit suffix as written
/// (`""`, `px`, `rem`, `em`, `pt`, `dp`, `%`).
struct WrittenLength {
    var value: Double
    var unit: String

    /// `"16px"`, `" 1.5rem"`, `"-2%"`, `"16"`; `nil` for anything else.
    init?(_ text: String) {
        let trimmed = text.trimmingSpaces
        var unitStart = trimmed.endIndex
        while unitStart > trimmed.startIndex {
            let before = trimmed.index(before: unitStart)
            guard trimmed[before].isLetter || trimmed[before] == "%" else { break }
            unitStart = before
        }
        let unit = String(trimmed[unitStart...])
        guard unit.count <= 3, let value = Double(String(trimmed[..<unitStart]).trimmingSpaces), value.isFinite else {
            return nil
        }
        self.value = value
        self.unit = unit.lowercased()
    }

    init(value: Double, unit: String) {
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
            if lenient, case .value(.relativeDimension(let em)) = reference {
                // An em letterSpacing token used as a plain length: the same assumption as an "em" unit.
                diagnostics.append(
                    .warning(
                        .lenientForm,
                        "\(formatted(em))em (a length relative to the font size) used where a dimension is expected is read as \(formatted(em))rem; the Format Module writes {\"value\": \(formatted(em)), \"unit\": \"rem\"}",
                        at: node.location))
                return DimensionValue(value: em, unit: .rem)
            }
            if case .dimension(let length)? = crossTypeReference(reference, expected: .dimension, at: node) {
                return length
            }
            return mismatch(node, reference, expected: .dimension)
        }
        if lenient, let dimension = readLenientDimension(node) { return dimension }
        // CSS math with viewport units (Lenient/CSS.swift); in strict mode an error that says so.
        if case .string(let text) = node.value, let css = readCSSMath(text, at: node, expecting: .dimension) {
            if case .value(.dimension(let dimension)) = css { return dimension }
            return nil
        }
        if let evaluated = evaluatePlainExpression(node, expecting: .dimension) {
            if case .value(.dimension(let dimension)) = evaluated { return dimension }
            return nil
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

}

extension DimensionValue {
    /// The Format Module form, for fix-its: `{"value": 16, "unit": "px"}`.
    var modernForm: String { "{\"value\": \(formatted(value)), \"unit\": \"\(unit.rawValue)\"}" }
}

/// The `dimension` type.
struct DimensionKind: TokenValueKind {
    var type: TokenType { .dimension }

    func read(_ node: JSONNode, with reader: inout ValueReader) -> TokenValue? {
        // Lenient mode reads the forms of other exporters, some of which stay relative (CSS+Lengths.swift).
        reader.lenient ? reader.readLenientDimensionToken(node) : reader.readDimension(node).map(TokenValue.dimension)
    }

    func member(_ segment: String, of dimension: DimensionValue) -> ValuePart? {
        ["value": .value(.number(dimension.value)), "unit": .string(dimension.unit.rawValue)][segment]
    }
}

/// Lenient mode: a length relative to the font size (``TokenValue/relativeDimension(_:)``), a `dimension`
/// token read by ``DimensionKind``.
struct RelativeDimensionKind: TokenValueKind {
    var type: TokenType { .dimension }

    /// Never asked: ``TokenType/kind`` reads every dimension with ``DimensionKind``.
    func read(_ node: JSONNode, with reader: inout ValueReader) -> TokenValue? {
        DimensionKind().read(node, with: &reader)
    }

    func write(_ em: Double, to json: inout JSONWriter) {
        json.object { json in
            json.key("value"); json.number(em)
            json.key("unit"); json.string("em")
        }
    }
}

extension DimensionValue: WritesItself {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("value"); json.number(value)
            json.key("unit"); json.string(unit.rawValue)
        }
    }
}
