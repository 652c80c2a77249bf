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

    /// The note of a type kept as data that ``dataTypeNotes`` does not name, made once: lenient mode gives it
    /// for every such token.
    static let formatModuleTypesNote =
        "Format Module types: \(formatModuleTypes.map(\.rawValue).joined(separator: ", "))"

    /// A `$type` as written: a Format Module type, or `nil`.
    static func formatModule(_ name: String) -> TokenType? {
        guard let type = TokenType(rawValue: name), type != .data else { return nil }
        return type
    }

    /// Tokens Studio and older-draft type names accepted in lenient mode, with the type they mean.
    static let lenientAliases: [String: TokenType] = [
        "fontFamilies": .fontFamily, "fontWeights": .fontWeight, "fontSizes": .dimension,
        "lineHeights": .number, "letterSpacing": .dimension, "paragraphSpacing": .dimension,
        "spacing": .dimension, "sizing": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "opacity": .number, "boxShadow": .shadow, "size": .dimension,
        // Style Dictionary's CTI types and the Figma "Design Tokens" plugin (lukasoppermann) types.
        "fontSize": .dimension, "lineHeight": .number, "math": .number,
        "custom-fontStyle": .typography, "custom-shadow": .shadow,
        // Text style types of other exporters (Telekom's Style Dictionary `textStyle`; `font` when its value is
        // an object — a `font` holding a family name is kept as data, see TokenTree.addToken).
        "textStyle": .typography, "font": .typography,
    ]

    /// Type names whose tokens lenient mode keeps as data (``TokenValue/data(type:json:)``) rather than
    /// reading: any name not in the Format Module nor in ``lenientAliases``. A few names are common enough to
    /// say what they are in the summary warning.
    static let dataTypeNotes: [String: String] = [
        "composition":
            "a Tokens Studio composition applies several properties at once; write a typography or shadow token",
        "textCase": "text case is not a Format Module type",
        "textDecoration": "text decoration is not a Format Module type",
        "custom-grid": "layout grids are not a Format Module type",
        "custom-spacing": "Figma spacing objects are not a Format Module type; write one dimension token per side",
        "CSS gradient": "the Format Module writes a gradient token: [{\"color\": …, \"position\": 0}, …]",
        "multi-value shorthand":
            "a Tokens Studio shorthand such as \"{space.sm} {space.xl}\" has one length per side; write one dimension token per side",
        "custom-radius": "Figma radius objects are not a Format Module type; write one dimension token per corner",
    ]
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
        // Lenient mode reads the forms of other exporters, some of which stay relative (CSS+Lengths.swift).
        case .dimension: lenient ? readLenientDimensionToken(node) : readDimension(node).map(TokenValue.dimension)
        // Lenient mode reads line heights written as lengths (TokensStudio+Typography.swift).
        case .number: lenient ? readLenientNumberToken(node) : readNumber(node).map(TokenValue.number)
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
