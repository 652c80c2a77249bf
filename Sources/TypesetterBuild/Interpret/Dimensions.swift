import TypesetterCore
import TypesetterTokens

// The Interpret stage's dimensions: points, the text style each scales with, and the typography groups
// whose dimensions are not emitted.
extension Interpreter {
    func points(_ dimension: DimensionValue) -> Double {
        switch dimension.unit {
        case .px: dimension.value
        case .rem: dimension.value * options.remBase
        }
    }

    func dimensionTextStyle(_ token: ResolvedToken, diagnostics: inout [Diagnostic]) -> TextStyle? {
        let settings = Settings(token)
        guard let name = settings.string("scaledWith", diagnostics: &diagnostics) else {
            return options.dimensionsRelativeTo
        }
        if name == "fixed" { return nil }
        guard let style = TextStyle(name: name) else {
            diagnostics.append(
                .init(
                    .error, .extensionInvalid,
                    "unknown text style \"\(name)\" in \(Self.extensionKey).scaledWith; valid values: \(TextStyle.validNames.joined(separator: ", ")), fixed",
                    at: settings.location(of: "scaledWith") ?? token.location))
            return options.dimensionsRelativeTo
        }
        return style
    }

    /// The top-level group names (compared lowercased, letters only) whose dimensions feed typography and
    /// are not emitted as dimensions: font sizes, letter spacing and line heights as design systems name them.
    /// The whole first name must match: `textField.height` or `fontPicker.width` are dimensions.
    static let typographyGroups: Set<String> = [
        "font", "fonts", "fontsize", "fontsizes", "fontweight", "fontweights", "fontfamily", "fontfamilies",
        "letterspacing", "letterspacings", "lineheight", "lineheights", "typography", "typescale",
    ]

    /// Whether a dimension token sits in a group that only feeds typography (see ``typographyGroups``).
    static func isTypographyReference(_ path: TokenPath) -> Bool {
        guard let first = path.names.first?.lowercased().filter({ $0.isLetter }) else { return false }
        return typographyGroups.contains(first)
    }

    static let typographyGroupRule =
        "the rule: a dimension is left out when the first name of its path is fontSize(s), lineHeight(s), letterSpacing(s), fontWeight(s), fontFamily, fontFamilies, font(s), typography or typeScale (any case, hyphens ignored); move a dimension the app needs to another group"

    /// One note naming the dimension tokens that only feed typography (in typography groups, or relative to
    /// the font size), so none is left out silently.
    static func typographyOnlyNote(_ skipped: [ResolvedToken], _ why: String, rule: String? = nil) -> Diagnostic? {
        guard let first = skipped.first else { return nil }
        let shown = skipped.prefix(3).map(\.path.dotted).joined(separator: ", ") + (skipped.count > 3 ? ", …" : "")
        let subject =
            skipped.count == 1
            ? "1 dimension token \(why) (\(shown)) feeds typography only and is"
            : "\(skipped.count) dimension tokens \(why) (\(shown)) feed typography only and are"
        return .init(
            .note, .dimensionsInTypographyGroups, "\(subject) not emitted as dimensions", at: first.location,
            notes: rule.map { [.init($0)] } ?? [])
    }
}
