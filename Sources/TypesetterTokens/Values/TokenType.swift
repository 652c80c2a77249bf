/// The types of the Format Module 2025.10 (https://www.designtokens.org/tr/2025.10/format/#types).
public enum TokenType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case color, dimension, number, fontFamily, fontWeight, duration, cubicBezier
    case strokeStyle, border, transition, shadow, gradient, typography
    /// Lenient mode only: a token of a type the Format Module does not define (Style Dictionary's `string`,
    /// `asset`, Tokens Studio's `composition`…), kept as written in ``TokenValue/data(type:json:)``. Its
    /// raw value is not a name a file can write: `$type: "data"` stays unknown.
    case data = "(data)"

    public var description: String { rawValue }

    /// The types of the Format Module, the only ones a `$type` may name in strict mode.
    public static let formatModuleTypes: [TokenType] = allCases.filter { $0 != .data }

    /// A `$type` as written: a Format Module type, or `nil`.
    static func formatModule(_ name: String) -> TokenType? {
        guard let type = TokenType(rawValue: name), type != .data else { return nil }
        return type
    }

}

/// The resolved value of a token, one case per token type, with every alias inside it already replaced.
public enum TokenValue: Sendable, Hashable {
    case color(ColorValue)
    case dimension(DimensionValue)
    case number(Double)
    case fontFamily([String])
    case fontWeight(FontWeightValue)
    case duration(DurationValue)
    case cubicBezier(CubicBezierValue)
    // The large composites are boxed (`indirect`), so every value, and every resolved token, is the size of a
    // color rather than of a typography: a set of 300,000 dimensions would otherwise carry 60 bytes of unused
    // room per token.
    case strokeStyle(StrokeStyleValue)
    indirect case border(BorderValue)
    indirect case transition(TransitionValue)
    /// One or more shadows (the spec allows an object or an array; both become an array here).
    case shadow([ShadowValue])
    case gradient([GradientStop])
    indirect case typography(TypographyValue)
    /// Lenient mode: a length relative to the font size, in em (`"-2%"` is -0.02, `"0.05em"` is 0.05), from a
    /// Tokens Studio `letterSpacing` token. Its ``type`` is `dimension`; a typography that uses it keeps it
    /// relative (``TypographyValue/relativeLetterSpacing``).
    case relativeDimension(Double)
    /// Lenient mode: a token of a type the Format Module does not define, kept exactly as written: its type
    /// name and its `$value` as compact JSON. Typesetter does not use it; `typesetter tokens` exports it.
    case data(type: String, json: String)
}

// The list of value types. A new type is its file in Values/ (its value, its reader and its kind, a
// `TokenValueKind`) and its line in each of the lists here: the case of `TokenType` and of `TokenValue`
// above, what the case holds (for its reader), and the arm of each switch below (the compiler asks for both).

// What each case holds, `nil` for another case: what a type's reader takes from a reference to a whole token
// (`ValueReader.referencedValue`).
extension TokenValue {
    var color: ColorValue? { if case .color(let value) = self { value } else { nil } }
    var dimension: DimensionValue? { if case .dimension(let value) = self { value } else { nil } }
    var number: Double? { if case .number(let value) = self { value } else { nil } }
    var fontFamily: [String]? { if case .fontFamily(let value) = self { value } else { nil } }
    var fontWeight: FontWeightValue? { if case .fontWeight(let value) = self { value } else { nil } }
    var duration: DurationValue? { if case .duration(let value) = self { value } else { nil } }
    var cubicBezier: CubicBezierValue? { if case .cubicBezier(let value) = self { value } else { nil } }
    var strokeStyle: StrokeStyleValue? { if case .strokeStyle(let value) = self { value } else { nil } }
    var border: BorderValue? { if case .border(let value) = self { value } else { nil } }
    var transition: TransitionValue? { if case .transition(let value) = self { value } else { nil } }
    var shadow: [ShadowValue]? { if case .shadow(let value) = self { value } else { nil } }
    var gradient: [GradientStop]? { if case .gradient(let value) = self { value } else { nil } }
    var typography: TypographyValue? { if case .typography(let value) = self { value } else { nil } }
}

extension ValueReader {
    /// Reads `node` as a value of `type`, with the type's reader (in the type's file in Values/).
    mutating func read(_ type: TokenType, _ node: JSONNode) -> TokenValue? {
        switch type {
        case .color: readColor(node).map(TokenValue.color)
        // The forms of other exporters, some of which stay relative or stay lengths (LenientForm.Site).
        case .dimension:
            if let reading = lenientReading(.dimensionToken, node) {
                reading.value
            } else {
                readDimension(node).map(TokenValue.dimension)
            }
        case .number:
            if let reading = lenientReading(.numberToken, node) {
                reading.value
            } else {
                readNumber(node).map(TokenValue.number)
            }
        case .fontFamily: readFontFamily(node).map(TokenValue.fontFamily)
        case .fontWeight: readFontWeight(node).map(TokenValue.fontWeight)
        case .duration: readDuration(node).map(TokenValue.duration)
        case .cubicBezier: readCubicBezier(node).map(TokenValue.cubicBezier)
        case .strokeStyle: readStrokeStyle(node).map(TokenValue.strokeStyle)
        case .border: readBorder(node).map(TokenValue.border)
        case .transition: readTransition(node).map(TokenValue.transition)
        case .shadow: readShadow(node).map(TokenValue.shadow)
        case .gradient: readGradient(node).map(TokenValue.gradient)
        case .typography: readTypography(node).map(TokenValue.typography)
        // The resolver keeps such a token's `$value` as written, without reading it.
        case .data: nil
        }
    }
}

extension TokenValue {
    /// Calls `visitor` with the kind of this value's case and what the case holds.
    func accept<Visitor: TokenValueVisitor>(_ visitor: Visitor, _ state: inout Visitor.State) -> Visitor.Result {
        switch self {
        case .color(let value): visitor.visit(ColorKind(), value, &state)
        case .dimension(let value): visitor.visit(DimensionKind(), value, &state)
        case .number(let value): visitor.visit(NumberKind(), value, &state)
        case .fontFamily(let value): visitor.visit(FontFamilyKind(), value, &state)
        case .fontWeight(let value): visitor.visit(FontWeightKind(), value, &state)
        case .duration(let value): visitor.visit(DurationKind(), value, &state)
        case .cubicBezier(let value): visitor.visit(CubicBezierKind(), value, &state)
        case .strokeStyle(let value): visitor.visit(StrokeStyleKind(), value, &state)
        case .border(let value): visitor.visit(BorderKind(), value, &state)
        case .transition(let value): visitor.visit(TransitionKind(), value, &state)
        case .shadow(let value): visitor.visit(ShadowKind(), value, &state)
        case .gradient(let value): visitor.visit(GradientKind(), value, &state)
        case .typography(let value): visitor.visit(TypographyKind(), value, &state)
        case .relativeDimension(let value): visitor.visit(RelativeDimensionKind(), value, &state)
        case .data(let type, let json): visitor.visit(DataKind(), (type, json), &state)
        }
    }
}
