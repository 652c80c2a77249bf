import TypesetterCore

/// A `fontWeight` value (https://www.designtokens.org/tr/2025.10/format/#font-weight): 1…1000, or one of the
/// spec's names (exact case), kept so that generated code can say what the designer wrote.
public struct FontWeightValue: Sendable, Hashable {
    /// The numeric weight, 1…1000.
    public var value: Double
    /// The spec name it was written as (`"semi-bold"`), if any.
    public var name: String?
    /// Lenient mode: the weight was written with a style, as Tokens Studio does (`"Bold Italic"`); a
    /// typography that uses it is italic.
    public var isItalic: Bool

    public init(value: Double, name: String? = nil, isItalic: Bool = false) {
        self.value = value
        self.name = name
        self.isItalic = isItalic
    }

    /// The Format Module's weight names and their values. Source: DTCG Format Module 2025.10, §8.4,
    /// table "fontWeight names" (28 Oct 2025). Case-sensitive.
    public static let names: [String: Double] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
}

extension ValueReader {
    mutating func readFontWeight(_ node: JSONNode) -> FontWeightValue? {
        if let reference = resolveIfReference(node, expecting: .fontWeight) {
            if case .value(.fontWeight(let weight)) = reference { return weight }
            if case .fontWeight(let weight)? = lenientReading(.fontWeightReference, node, .init(referenced: reference))?
                .value
            {
                return weight
            }
            if case .fontWeight(let weight)? = crossTypeReference(reference, expected: .fontWeight, at: node) {
                return weight
            }
            return mismatch(node, reference, expected: .fontWeight)
        }
        switch node.value {
        case .number(let number):
            guard number >= 1, number <= 1000 else {
                return invalid(
                    node, "fontWeight must be between 1 and 1000, not \(formatted(number))", code: .outOfRange)
            }
            return FontWeightValue(value: number)
        case .string(let name):
            if let value = FontWeightValue.names[name] { return FontWeightValue(value: value, name: name) }
            if case .fontWeight(let weight)? = lenientReading(.fontWeightName, node)?.value { return weight }
            var fixIt: Diagnostic.FixIt?
            let lowered = name.lowercased().replacingSpaces(with: "-")
            if FontWeightValue.names[lowered] != nil {
                fixIt = Diagnostic.FixIt("weight names are lowercase with hyphens", replacement: "\"\(lowered)\"")
            }
            return invalid(node, "unknown fontWeight name \"\(name)\"", fixIt: fixIt)
        default:
            return invalid(node, "fontWeight must be a number or a weight name, not \(describe(node))")
        }
    }

}

/// The `fontWeight` type.
struct FontWeightKind: TokenValueKind {
    var type: TokenType { .fontWeight }

    func write(_ weight: FontWeightValue, to json: inout JSONWriter) {
        if let name = weight.name { json.string(name) } else { json.number(weight.value) }
    }
}
