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
        case (.data(_, let json), _):
            // A value kept as data (Tokens Studio's `text`, a type this reader does not know) read as the type
            // the reference needs: `"Roboto"` as a fontFamily, `"Bold"` as a fontWeight, `"4"` as a number.
            guard let scalar = Self.scalarNode(json, at: node.location), let read = read(expected, scalar) else {
                return nil
            }
            converted = read
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

extension ValueReader {
    /// A string or number written as JSON text (a value kept as data), as a node at `location`; `nil` for
    /// anything else (objects, arrays, strings with escapes).
    static func scalarNode(_ json: String, at location: SourceLocation) -> JSONNode? {
        if json.count >= 2, json.hasPrefix("\""), json.hasSuffix("\""), !json.contains("\\") {
            return JSONNode(.string(String(json.dropFirst().dropLast())), at: location)
        }
        guard let number = Double(json), number.isFinite else { return nil }
        return JSONNode(.number(number), at: location)
    }

    /// A number kept as data, written as a number or as a string of one (`0.15`, `"0.15"`).
    static func dataNumber(_ json: String) -> Double? {
        let text =
            json.count >= 2 && json.hasPrefix("\"") && json.hasSuffix("\"")
            ? json.dropFirst().dropLast() : Substring(json)
        guard let number = Double(text), number.isFinite else { return nil }
        return number
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

extension ResolutionEngine {
    /// Lenient mode: a whole-value alias whose token's type cannot hold what it names, where Tokens Studio's
    /// text substitution gives the target's value as it is:
    /// - a token of a type lenient mode keeps as data (Tokens Studio's `text`, `other`) naming a token: the
    ///   named value, typed (a `text` font family naming `"Roboto"` is that family wherever it is used);
    /// - a `number` naming a length (Tokens Studio line heights, Workday's `line-height` numbers naming
    ///   `"{base.line-height.50}"` = 16px): the length, so that a typography's lineHeight divides it by its
    ///   fontSize instead of reading 16 as a multiple; where a number is needed, a px length is its number
    ///   (``crossTypeReference(_:expected:at:)``).
    /// `nil` for any other alias, which the type's reader reads (and converts or reports).
    func passThroughAlias(_ index: Int, to resolved: TokenValue) -> TokenValue? {
        let entry = tree.entries[index]
        let passes: Bool
        switch (entry.explicitType ?? entry.groupType, resolved) {
        case (.data?, _): passes = true
        case (.number?, .dimension): passes = true
        default: passes = false
        }
        guard passes else { return nil }
        let written = entry.dataTypeName ?? (entry.explicitType ?? entry.groupType).map { "\($0)" } ?? "untyped"
        tree.report.add(
            .lenientForm, "pass-through:\(written)>\(resolved.type):\(entry.location.path)",
            at: entry.valueNode.location
        ) { count in
            "\(LenientReport.count(count, "token")) of type \"\(written)\" name a \(resolved.type) token and take its value as it is, as Tokens Studio substitutes references (the Format Module requires a reference to a token of the same type)"
        }
        return resolved
    }
}
