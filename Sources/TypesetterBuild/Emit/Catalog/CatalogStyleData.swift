import TypesetterCore
import TypesetterTokens

/// One typography style as the page draws it: its cells at all twelve sizes, without and with Bold Text
/// (the overview shows any size; the style's table the sizes of its range), each with its type class and
/// the warnings that concern it.
struct CatalogStyleData {
    var style: TypographyStyle
    /// The sizes of the style's table (its range; large alone for a fixed size).
    var categories: [ContentSizeCategory]
    var scalingNote: String
    /// At each of the twelve sizes.
    var regular: [ResolvedTypography]
    var bold: [ResolvedTypography]
    /// The type class of each cell, at each of the twelve sizes.
    var classes: [(regular: String, bold: String)]
    /// The codes of the warnings about each cell, at each of the twelve sizes.
    var warned: [(regular: [String], bold: [String])]
    /// The warnings, each with the cells (`large/true`) it is about.
    var warnings: [(diagnostic: Diagnostic, cells: Set<String>)]
    var text: String
    var language: String

    /// The sample's language and text, `[lowest, highest]` table rows, then per size `[regular class, bold class, "regular codes", "bold codes"]`.
    var json: String {
        let first = categories.first.flatMap { ContentSizeCategory.allCases.firstIndex(of: $0) } ?? 0
        var out = "{\"l\":\(JSONWriter.quote(language)),\"x\":\(JSONWriter.quote(text)),"
        out += "\"r\":[\(first),\(first + categories.count - 1)],\"c\":["
        for (row, pair) in classes.enumerated() {
            if row > 0 { out += "," }
            out += "[\(pair.regular.dropFirst()),\(pair.bold.dropFirst()),"
            out += JSONWriter.quote(warned[row].regular.joined(separator: ", ")) + ","
            out += JSONWriter.quote(warned[row].bold.joined(separator: ", ")) + "]"
        }
        return out + "]}"
    }
}

extension CatalogSite {
    /// Every style's cells, classes and warnings, in model order.
    func styleData(
        _ model: DesignSystem, fonts: inout CatalogFonts, classes: inout CatalogTypeClasses
    ) -> [CatalogStyleData] {
        let checker = Checker(resolution: resolution)
        var result: [CatalogStyleData] = []
        result.reserveCapacity(model.typography.count)
        for style in model.typography {
            let typography = style.typography
            let (categories, note) = Self.scaling(of: typography)
            let all = ContentSizeCategory.allCases
            let regular = typography.resolveAllCategories(options: resolution)
            let bold = typography.resolveAllCategories(legibilityWeight: .bold, options: resolution)
            let cellClasses = zip(regular, bold).map { regular, bold in
                (
                    classes.name(
                        for: regular, family: fonts.family(for: regular, of: typography), font: typography.font),
                    classes.name(for: bold, family: fonts.family(for: bold, of: typography), font: typography.font)
                )
            }
            let diagnostics =
                checks.map { $0.findings(for: style.origin.path).map(\.diagnostic) }
                ?? checker.check(DesignSystem(typography: [style])) { _ in nil }.filter { $0.severity != .note }
            // Which cells of the table each warning is about.
            var warnings: [(Diagnostic, Set<String>)] = []
            var warned = Array(repeating: (regular: [String](), bold: [String]()), count: all.count)
            for warning in diagnostics {
                var cells: Set<String> = []
                for (row, category) in all.enumerated() where categories.contains(category) {
                    if Self.warning(warning.code, affects: regular[row], bold: false) {
                        cells.insert("\(category.swiftUIName)/false")
                        warned[row].regular.append(warning.code.rawValue)
                    }
                    if Self.warning(warning.code, affects: bold[row], bold: true) {
                        cells.insert("\(category.swiftUIName)/true")
                        warned[row].bold.append(warning.code.rawValue)
                    }
                }
                warnings.append((warning, cells))
            }
            let (text, language) = sample(for: style, fonts: &fonts)
            result.append(
                CatalogStyleData(
                    style: style, categories: categories, scalingNote: note,
                    regular: regular, bold: bold, classes: cellClasses, warned: warned, warnings: warnings,
                    text: text, language: language))
        }
        return result
    }
}
