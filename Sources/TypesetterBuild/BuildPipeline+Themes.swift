import TypesetterCore
import TypesetterFonts
import TypesetterTokens

extension BuildPipeline {
    /// One theme of a themed build: which it is, its design-system model and what its checks found.
    public struct ThemedModel: Sendable {
        /// The theme's name and contexts (its values are the model's).
        public var theme: Theme
        public var model: DesignSystem
        public var checks: CheckReport?
    }

    /// One theme through Interpret and Check: its model, and what each stage reported about it.
    struct Analysis {
        var model: DesignSystem
        var diagnostics: [Diagnostic]
        var checks: CheckReport?
    }

    /// Makes the themes' models agree, then names each (``SwiftNaming``): every model gets the font families
    /// of all (registered once, the default theme's first), and a token that some themes have and others not
    /// is reported, naming the themes. Returns those reports; a build with one theme only names its model.
    static func unifyThemes(_ analyses: inout [Analysis], _ themed: [ThemeInputs]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if analyses.count > 1 {
            var families: [FontFamilyEntry] = []
            var names: Set<String> = []
            for analysis in analyses {
                for entry in analysis.model.fontFamilies where names.insert(entry.family.name).inserted {
                    families.append(entry)
                }
            }
            for index in analyses.indices { analyses[index].model.fontFamilies = families }
            diagnostics = tokenDifferences(analyses.map(\.model), themed)
        }
        for index in analyses.indices {
            let tokens = themed[index].inputs.any
            analyses[index].diagnostics += SwiftNaming.assign(&analyses[index].model) { path in tokens[path]?.location }
        }
        if analyses.count > 1 { diagnostics += unthemedComponents(analyses.map(\.model), themed) }
        return diagnostics
    }

    /// Component variants whose written-out values (lengths, borders, typography and colors that are not one
    /// of the model's members) differ between a theme and the default theme: the generated code holds the
    /// default theme's, and `Theme` can only replace what is a member, so that theme would draw them wrong.
    private static func unthemedComponents(_ models: [DesignSystem], _ themed: [ThemeInputs]) -> [Diagnostic] {
        /// Every state's values without what the generated code names (and a theme replaces).
        func writtenOut(_ entry: ComponentEntry) -> [ComponentStyle.Values] {
            ComponentStyle.State.allCases.map { state in
                var values = entry.style.values(for: state)
                if entry.typographyName(state) != nil { values.typography = nil }
                if entry.colorName(.foreground, state) != nil { values.foreground = nil }
                if entry.colorName(.background, state) != nil { values.background = nil }
                return values
            }
        }
        guard let base = models.first else { return [] }
        let defaults = Dictionary(base.components.map { ($0.origin.path, writtenOut($0)) }) { first, _ in first }
        let defaultName = themed.first?.theme?.name ?? ""
        var diagnostics: [Diagnostic] = []
        for (model, theme) in zip(models, themed).dropFirst() {
            for entry in model.components {
                guard let values = defaults[entry.origin.path], values != writtenOut(entry) else { continue }
                let name = theme.theme?.name ?? ""
                let firstToken = entry.tokens.values.flatMap(\.values).sorted().first
                diagnostics.append(
                    Diagnostic(
                        .warning, .themeComponentUnthemed,
                        "the component `\(entry.origin.path)` has other values in the theme \(name) than in the default theme \(defaultName) where the generated code writes them out (lengths, borders, values that alias no typography style or color), so every theme draws \(defaultName)'s; alias a typography or color token for what varies, or keep the rest the same in every theme",
                        at: firstToken.flatMap { theme.inputs.any[$0]?.location }))
            }
        }
        return diagnostics
    }

    /// The Check stage for one theme, with the options the runtime uses by default. `tokenDiagnostics` are the
    /// earlier stages', for the styles a report lists as not checked; `sources` indexes the token files (shared
    /// by the themes, so each file is read once).
    static func check(
        _ analysis: inout Analysis, inputs: Interpreter.Inputs, after tokenDiagnostics: [Diagnostic],
        _ config: BuildConfig, _ catalog: FontCatalog, sources: TokenSourceIndex
    ) {
        var checker = Checker(
            resolution: .standard, population: config.population, severities: config.options.checks, fonts: catalog,
            defaultSample: config.catalog.sample)
        checker.categoriesLocation = config.optionLocations["categories"]
        var checks = checker.report(analysis.model, sources: sources) { path in inputs.any[path]?.location }
        checks.failedStyles = failedStyles(
            [tokenDiagnostics, analysis.diagnostics].joined(), checked: checks.styles, sources: sources)
        analysis.diagnostics += checks.diagnostics
        analysis.checks = checks
        let componentAppearances = ComponentChecker.appearances(
            darkDefined: inputs.dark != nil || inputs.darkHighContrast != nil)
        let componentChecker = ComponentChecker(
            resolution: .standard, categories: config.options.categories, appearances: componentAppearances)
        analysis.diagnostics += ComponentChecker.applying(
            config.options.checks, to: componentChecker.check(analysis.model) { path in inputs.any[path]?.location })
    }

    /// Tokens the themes do not all have, each a warning. The generated members are the default theme's, so a
    /// token only other themes have has no member and is left out (real sets do this: GitHub Primer's coarse
    /// and fine sizes add `control.minTarget.auto`); one a theme lacks keeps the default theme's value there.
    private static func tokenDifferences(_ models: [DesignSystem], _ themed: [ThemeInputs]) -> [Diagnostic] {
        func paths(_ model: DesignSystem) -> [(kind: String, path: String)] {
            model.typography.map { ("typography style", $0.origin.path) }
                + model.colors.map { ("color", $0.origin.path) }
                + model.dimensions.map { ("dimension", $0.origin.path) }
                + model.components.map { ("component", $0.origin.path) }
        }
        guard let first = models.first else { return [] }
        let defaultName = themed.first?.theme?.name ?? ""
        let defaults = paths(first)
        let defaultSet = Set(defaults.map { "\($0.kind) \($0.path)" })
        var diagnostics: [Diagnostic] = []
        for (model, theme) in zip(models, themed).dropFirst() {
            let name = theme.theme?.name ?? ""
            let own = paths(model)
            let ownSet = Set(own.map { "\($0.kind) \($0.path)" })
            // A token present in both whose interpretation failed in one is that error's, not a difference.
            for token in own
            where !defaultSet.contains("\(token.kind) \(token.path)") && themed.first?.inputs.any[token.path] == nil {
                diagnostics.append(
                    Diagnostic(
                        .warning, .themeTokenMissing,
                        "the \(token.kind) `\(token.path)` is in the theme \(name) but not in the default theme \(defaultName), whose tokens the generated members are, so it is left out; define it for \(defaultName) too to use it",
                        at: theme.inputs.any[token.path]?.location))
            }
            for token in defaults
            where !ownSet.contains("\(token.kind) \(token.path)") && theme.inputs.any[token.path] == nil {
                diagnostics.append(
                    Diagnostic(
                        .warning, .themeTokenMissing,
                        "the theme \(name) has no \(token.kind) `\(token.path)`, so it keeps the default theme \(defaultName)'s; define it for \(name) if it should differ",
                        at: themed.first?.inputs.any[token.path]?.location))
            }
        }
        return diagnostics
    }
}
