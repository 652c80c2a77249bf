import TypesetterCore
import TypesetterTokens

extension BuildPipeline {
    /// One theme's token sets: its name and contexts (`nil` in a build without `themes:`) and the inputs of
    /// the Interpret stage, one token set per appearance.
    struct ThemeInputs {
        var theme: Theme?
        var inputs: Interpreter.Inputs
    }

    /// The token sets of every theme, the default first: one theme without `themes:` (the files merged in
    /// order, or one context per appearance), else one per combination of the theme modifiers' contexts, each
    /// with the appearances' choices. `nil` after an error that leaves nothing to build.
    static func resolveThemes(
        _ config: BuildConfig, options: ResolveOptions, result: inout Result
    ) -> [ThemeInputs]? {
        guard let resolverPath = config.resolver else {
            let run = TokenPipeline.run(paths: config.tokens, options: options)
            result.diagnostics += placed(run.diagnostics, config)
            guard let first = run.contexts.first else { return nil }
            guard let themes = config.themes else {
                warnOfUnchosenContexts(run, config: config, diagnostics: &result.diagnostics)
                // With a first context to fall back on, there are inputs.
                let chosen = inputs(of: run, first: first.tokens, config, overlay: [:], result: &result)
                if let chosen { warnOfTypographyElsewhere(run, reading: chosen.any, config, &result.diagnostics) }
                return chosen.map { [ThemeInputs(theme: nil, inputs: $0)] }
            }
            let modifiers = ThemeSelection.Modifiers(
                defaults: first.context?.selections ?? [],
                contextNames: { modifier in
                    run.contexts.compactMap { $0.context?[modifier] }.reduce(into: [String]()) { names, name in
                        if !names.contains(name) { names.append(name) }
                    }
                })
            return combine(themes, of: modifiers, result: &result) { theme, overlay, result in
                let reported = result.diagnostics.count
                if let found = inputs(of: run, first: nil, config, overlay: overlay, result: &result) { return found }
                // Theme groups and collections combine in full, so this is a choice of the appearances' that no
                // context has with this theme's; said here unless the appearance was reported.
                if result.diagnostics.count == reported {
                    let contexts = theme.selections.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
                    result.diagnostics.append(
                        Diagnostic(
                            .error, .configInvalid,
                            "the tokens have no context for the theme \(theme.name) (\(contexts)) with `appearances.any`'s choices",
                            at: themes.location))
                }
                return nil
            }
        }
        guard let document = resolverDocument(resolverPath, config, result: &result) else { return nil }
        // The same problem found in several contexts is reported once; one found in only some of them
        // names those (ContextDiagnostics), after every appearance of every theme is resolved.
        var perContext: [[Diagnostic]] = []
        var resolved: [ResolverContext] = []
        func contextInputs(overlay: [String: String], result: inout Result) -> Interpreter.Inputs? {
            Interpreter.Inputs(config.appearances) { name, choice in
                guard let choice else { return nil }
                guard
                    let selections = AppearanceSelection.selections(
                        choice.merging(overlay) { _, theme in theme }, defaults: document.defaultContext.selections,
                        contextNames: { modifier in document.modifiers.first { $0.name == modifier }?.contextNames },
                        at: config.appearances.locations[name], diagnostics: &result.diagnostics)
                else { return nil }
                let context = ResolverContext(selections: selections)
                let resolution = TokenResolver.resolve(document, context: context, options: options)
                perContext.append(resolution.diagnostics)
                resolved.append(context)
                return resolution.tokens
            }
        }
        let themed: [ThemeInputs]?
        if let themes = config.themes {
            let modifiers = ThemeSelection.Modifiers(
                defaults: document.defaultContext.selections,
                contextNames: { modifier in document.modifiers.first { $0.name == modifier }?.contextNames })
            themed = combine(themes, of: modifiers, result: &result) { _, overlay, result in
                contextInputs(overlay: overlay, result: &result)
            }
        } else {
            themed = contextInputs(overlay: [:], result: &result).map { [ThemeInputs(theme: nil, inputs: $0)] }
        }
        var seen = Set(result.diagnostics)
        let merged = ContextDiagnostics.merge(perContext, contexts: resolved)
        for diagnostic in merged where seen.insert(diagnostic).inserted { result.diagnostics.append(diagnostic) }
        return themed
    }

    /// The resolver document at `path`, read, or `nil` after reporting why not.
    private static func resolverDocument(
        _ path: String, _ config: BuildConfig, result: inout Result
    ) -> ResolverDocument? {
        let file: SourceFile
        switch TokenDocumentLoader.load(path: path) {
        case .failure(let diagnostic):
            result.diagnostics += placed([diagnostic], config)
            return nil
        case .success(let loaded):
            file = loaded
        }
        let (document, diagnostics) = ResolverDocument.read(file)
        result.diagnostics += diagnostics
        return document
    }

    /// The appearances' token sets among the contexts of token files (Tokens Studio themes, Figma modes), with
    /// a theme's choices over the appearances'. When no context matches `any`'s choice: `first` (the first
    /// context's tokens, as a build without themes reads), or `nil` for a theme, which has no such fallback.
    private static func inputs(
        of run: TokenPipeline.Result, first: TokenSet?, _ config: BuildConfig, overlay: [String: String],
        result: inout Result
    ) -> Interpreter.Inputs? {
        Interpreter.Inputs(config.appearances, any: first) { name, choice in
            AppearanceSelection.tokens(
                choice.map { $0.merging(overlay) { _, theme in theme } }, of: run,
                at: config.appearances.locations[name], diagnostics: &result.diagnostics)
        }
    }

    /// Every combination of `themes`' contexts with its inputs, the default first: `inputs` gets the theme and
    /// its choices (modifier → context) to put over the appearances'. `nil` after an error at `themes.by`, or
    /// when a theme has no inputs (`inputs` said why).
    private static func combine(
        _ themes: BuildConfig.Themes, of modifiers: ThemeSelection.Modifiers, result: inout Result,
        inputs: (Theme, [String: String], inout Result) -> Interpreter.Inputs?
    ) -> [ThemeInputs]? {
        guard let combinations = ThemeSelection.themes(themes, of: modifiers, diagnostics: &result.diagnostics)
        else { return nil }
        var themed: [ThemeInputs] = []
        for theme in combinations {
            let overlay = Dictionary(uniqueKeysWithValues: theme.selections.map { ($0.modifier, $0.context) })
            guard let found = inputs(theme, overlay, &result) else { return nil }
            themed.append(ThemeInputs(theme: theme, inputs: found))
        }
        return themed
    }

    /// Themes or modes the configuration does not choose among: say which one is built.
    private static func warnOfUnchosenContexts(
        _ run: TokenPipeline.Result, config: BuildConfig, diagnostics: inout [Diagnostic]
    ) {
        guard run.contexts.count > 1, config.appearances.locations.isEmpty, let chosen = run.contexts.first?.context
        else { return }
        let others = run.contexts.dropFirst().prefix(3).compactMap { $0.context.map(ContextDiagnostics.describe) }
        diagnostics.append(
            Diagnostic(
                .warning, .contextsNotChosen,
                "the tokens have \(run.contexts.count) contexts (themes or modes) and `appearances:` chooses none, so the build reads the first, \(ContextDiagnostics.describe(chosen)); the others (\(others.joined(separator: "; "))\(run.contexts.count > 4 ? "; …" : "")) are not built",
                at: nil,
                notes: [
                    .init(
                        "choose in the configuration: `appearances: { any: { <group>: <theme> }, dark: { … } }`; themes without a group combine as \"A + B\""
                    )
                ]))
    }

    /// Typography only in contexts the build does not read (Tokens Studio themes without a group, applied one
    /// at a time, where the appearances choose a color theme and the styles are in a platform theme): the
    /// build would have no styles and no error, so it says where they are and how to choose them.
    private static func warnOfTypographyElsewhere(
        _ run: TokenPipeline.Result, reading any: TokenSet, _ config: BuildConfig, _ diagnostics: inout [Diagnostic]
    ) {
        guard run.contexts.count > 1, !any.tokens.contains(where: { $0.type == .typography }) else { return }
        let elsewhere = run.contexts.compactMap { context, tokens -> (context: ResolverContext, count: Int)? in
            let count = tokens.tokens.count { $0.type == .typography }
            return count > 0 ? context.map { ($0, count) } : nil
        }
        // The example: a context named for Apple's platforms if one holds typography, added to `any`'s choice.
        guard
            let suggested = elsewhere.first(where: {
                $0.context.selections.contains { ExportInspection.Appearances.namesApplePlatform($0.context) }
            }) ?? elsewhere.first
        else { return }
        let listed = elsewhere.prefix(4).map { "\(ContextDiagnostics.describe($0.context)): \($0.count)" }
        var choice = config.appearances.any
        for selection in suggested.context.selections {
            // Themes without a group are one `theme` modifier whose contexts combine as "A + B".
            let current = choice[selection.modifier]
            choice[selection.modifier] =
                selection.modifier == "theme" && current != nil && current != selection.context
                ? "\(selection.context) + \(current ?? "")" : selection.context
        }
        let example = choice.sorted { $0.key < $1.key }.map { "\($0.key): \"\($0.value)\"" }.joined(separator: ", ")
        diagnostics.append(
            Diagnostic(
                .warning, .typographyNotChosen,
                "the contexts `appearances:` chooses hold no typography, so the build has no styles; typography tokens are in contexts it does not read (\(listed.joined(separator: "; "))\(elsewhere.count > 4 ? "; …" : ""))",
                at: config.appearances.locations["any"],
                notes: [
                    .init(
                        "choose one with each appearance, e.g. `any: { \(example) }` (themes without a group combine as \"A + B\")"
                    )
                ]))
    }
}

extension Interpreter.Inputs {
    /// Each appearance's tokens, from `tokens(name, choice)` with the appearance's name (`any`, `dark`, …) and
    /// its choice in the configuration, in that order; `any` falls back on `fallback`. `nil` without `any`'s.
    init?(
        _ appearances: BuildConfig.Appearances, any fallback: TokenSet? = nil,
        _ tokens: (String, [String: String]?) -> TokenSet?
    ) {
        guard let any = tokens("any", appearances.any) ?? fallback else { return nil }
        self.init(
            any: any, dark: tokens("dark", appearances.dark),
            highContrast: tokens("highContrast", appearances.highContrast),
            darkHighContrast: tokens("darkHighContrast", appearances.darkHighContrast))
    }
}
