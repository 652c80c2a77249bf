/// The types of the Format Module 2025.10 (https://www.designtokens.org/tr/2025.10/format/#types).
public enum TokenType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case color, dimension, number, fontFamily, fontWeight, duration, cubicBezier
    case strokeStyle, border, transition, shadow, gradient, typography

    public var description: String { rawValue }

    /// Tokens Studio and older-draft type names accepted in lenient mode, with the type they mean.
    static let lenientAliases: [String: TokenType] = [
        "fontFamilies": .fontFamily, "fontWeights": .fontWeight, "fontSizes": .dimension,
        "lineHeights": .number, "letterSpacing": .dimension, "paragraphSpacing": .dimension,
        "spacing": .dimension, "sizing": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "opacity": .number, "boxShadow": .shadow, "size": .dimension,
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
    case strokeStyle(StrokeStyleValue)
    case border(BorderValue)
    case transition(TransitionValue)
    /// One or more shadows (the spec allows an object or an array; both become an array here).
    case shadow([ShadowValue])
    case gradient([GradientStop])
    case typography(TypographyValue)

    /// The token type of this value.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .number: .number
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        }
    }
}
