/// The type names other tools write, as lenient mode reads them: the ones it reads as a Format Module type,
/// and the ones whose tokens it keeps as data.
extension TokenType {
    /// The note of a type kept as data that ``dataTypeNotes`` does not name, made once: lenient mode gives it
    /// for every such token.
    static let formatModuleTypesNote =
        "Format Module types: \(formatModuleTypes.map(\.rawValue).joined(separator: ", "))"

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
