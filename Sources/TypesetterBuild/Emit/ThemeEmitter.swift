import TypesetterCore

/// The Emit stage of a themed build: one `Theme` per combination of the theme modifiers, holding only the
/// values that differ from the generated members (the default theme's), so what every theme shares is written
/// once; and, in the asset catalog, a folder per theme with the colorsets whose colors differ.
struct ThemeEmitter {
    /// `public ` or the like, with its space.
    var access: String
    /// The emitter of the generated members, for the expressions of the values.
    var swift: SwiftEmitter

    /// Each theme's values that differ from the default theme's, by token path.
    struct Differences {
        var typography: [(path: String, style: TypographyStyle)] = []
        var colors: [ColorEntry] = []
        var scaled: [(path: String, value: ScaledValue)] = []
        var fixed: [(path: String, points: Double)] = []

        /// What `model` changes of `base`, in token order.
        init(_ model: DesignSystem, from base: DesignSystem) {
            let styles = Dictionary(base.typography.map { ($0.origin.path, $0.typography) }) { first, _ in first }
            typography = model.typography.filter { entry in
                styles[entry.origin.path].map { $0 != entry.typography } ?? false
            }
            .map { ($0.origin.path, $0) }
            let colorValues = Dictionary(base.colors.map { ($0.origin.path, $0.color) }) { first, _ in first }
            colors = model.colors.filter { entry in colorValues[entry.origin.path].map { $0 != entry.color } ?? false }
            let dimensions = Dictionary(base.dimensions.map { ($0.origin.path, $0) }) { first, _ in first }
            for entry in model.dimensions {
                guard let own = dimensions[entry.origin.path],
                    own.points != entry.points || own.textStyle != entry.textStyle
                else { continue }
                // The member's kind decides: a scaled member stays scaled, a plain number stays a number.
                if let style = own.textStyle {
                    scaled.append((entry.origin.path, ScaledValue(entry.points, relativeTo: entry.textStyle ?? style)))
                } else {
                    fixed.append((entry.origin.path, entry.points))
                }
            }
        }
    }

    /// The `Theme` members, after the generated members (which are the first theme's values).
    func emit(_ themes: [BuildPipeline.ThemedModel], into out: inout SourceWriter) {
        guard let base = themes.first?.model else { return }
        out.line("")
        out.line("// MARK: - Themes")
        out.line("")
        out.line(
            "/// The themes, one per combination of \(themes[0].theme.selections.map(\.modifier).joined(separator: ", "))."
        )
        out.line("/// Each holds what it changes of the members above (the default theme's values); apply one with")
        out.line(
            "/// `.typesetterTheme(.\(SwiftNames.escaped(themes[0].theme.name)))`, or look values up with `typography(_:)`, `color(_:)`,"
        )
        out.line("/// `scaled(_:)` and `fixedDimension(_:default:)`.")
        out.line("extension Theme {")
        out.indent { out in
            for (index, themed) in themes.enumerated() {
                let theme = themed.theme
                let contexts = theme.selections.map { "\($0.modifier) `\($0.context)`" }.joined(separator: ", ")
                out.line("/// \(index == 0 ? "The default theme: " : "")\(contexts.replacingBackticks).")
                var arguments = [
                    "name: \(SwiftNames.stringLiteral(theme.name))",
                    "selections: [\(theme.selections.map { ".init(\(SwiftNames.stringLiteral($0.modifier)), \(SwiftNames.stringLiteral($0.context)))" }.joined(separator: ", "))]",
                ]
                if index > 0 { arguments += values(Differences(themed.model, from: base)) }
                out.line(
                    "\(access)static let \(SwiftNames.escaped(theme.name)) = " + SwiftEmitter.call("Theme", arguments))
                out.line("")
            }
            out.line("/// Every theme, the default first.")
            out.line(
                "\(access)static let all: [Theme] = [\(themes.map { "." + SwiftNames.escaped($0.theme.name) }.joined(separator: ", "))]"
            )
        }
        out.line("}")
    }

    /// The `typography:`, `colors:`, `dimensions:` and `fixedDimensions:` arguments a theme's differences need.
    private func values(_ differences: Differences) -> [String] {
        var arguments: [String] = []
        func dictionary(_ label: String, _ entries: [(String, String)]) {
            guard !entries.isEmpty else { return }
            // ``SwiftEmitter/call(_:_:)`` indents an argument's first line; these are its later lines.
            let lines = entries.map { "        \(SwiftNames.stringLiteral($0.0)): \(indented($0.1))," }
            arguments.append("\(label): [\n" + lines.joined(separator: "\n") + "\n    ]")
        }
        dictionary("typography", differences.typography.map { ($0.path, swift.typographyExpression($0.style)) })
        dictionary(
            "colors",
            differences.colors.map { ($0.origin.path, swift.colorExpression($0.color, themeKey: nil)) })
        dictionary(
            "dimensions",
            differences.scaled.map {
                ($0.path, SwiftEmitter.scaledExpression($0.value))
            })
        dictionary("fixedDimensions", differences.fixed.map { ($0.path, formatNumber($0.points)) })
        return arguments
    }

    /// A multi-line expression's later lines indented as a dictionary entry's in a call's argument.
    private func indented(_ expression: String) -> String {
        expression.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            $0.offset == 0 ? String($0.element) : "        " + $0.element
        }.joined(separator: "\n")
    }

    /// The asset catalog's theme folders: for each theme but the default, a folder named after it that
    /// provides a namespace (`brandB/accent` in Interface Builder), with a colorset, all four appearances, for
    /// each color the theme changes.
    static func colorSets(_ themes: [BuildPipeline.ThemedModel], folder: String) -> [OutputFile] {
        guard let base = themes.first?.model else { return [] }
        var files: [OutputFile] = []
        let emitter = AssetCatalogEmitter()
        for themed in themes.dropFirst() {
            let colors = Differences(themed.model, from: base).colors
            guard !colors.isEmpty else { continue }
            let group = FilePath.join(folder, themed.theme.name)
            files.append(
                OutputFile(
                    path: FilePath.join(group, "Contents.json"),
                    text: "{\n" + AssetCatalogEmitter.infoMember.dropLast(1)
                        + ",\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n"))
            for entry in colors {
                files.append(
                    OutputFile(
                        path: FilePath.join(group, "\(entry.assetName).colorset/Contents.json"),
                        text: emitter.colorset(entry.color)))
            }
        }
        return files
    }
}
