import TypesetterTokens

/// The Config stage's check of `appearances:`: each appearance's choices (modifier or theme group → context)
/// against the contexts the tokens have, with an error at the appearance's line for a choice that does not
/// exist.
enum AppearanceSelection {
    /// The token set an appearance asks for among a run's contexts: the first context (each theme group's or
    /// collection's first theme or mode) with the appearance's choices applied. Nil for no choice.
    static func tokens(
        _ choice: [String: String]?, of run: TokenPipeline.Result, at location: SourceLocation?,
        diagnostics: inout [Diagnostic]
    ) -> TokenSet? {
        guard let choice, let first = run.contexts.first else { return nil }
        guard let defaults = first.context else {
            if choice.isEmpty { return first.tokens }
            diagnostics.append(
                Diagnostic(
                    .error, .configInvalid,
                    "`appearances:` choose among contexts, and these tokens have one: give a resolver document, a Tokens Studio project with themes, or a Figma variables export with modes",
                    at: location))
            return nil
        }
        guard
            let selections = selections(
                choice, defaults: defaults.selections,
                contextNames: { modifier in
                    run.contexts.compactMap { $0.context?[modifier] }.reduce(into: [String]()) { names, name in
                        if !names.contains(name) { names.append(name) }
                    }
                }, at: location, diagnostics: &diagnostics)
        else { return nil }
        return run.contexts.first { $0.context?.selections == selections }?.tokens
    }

    /// `defaults` with an appearance's choices applied (modifier or group → context), or nil after reporting
    /// a modifier or context that does not exist. `contextNames` gives a modifier's contexts (nil: no such
    /// modifier).
    static func selections(
        _ choice: [String: String], defaults: [ResolverContext.Selection], contextNames: (String) -> [String]?,
        at location: SourceLocation?, diagnostics: inout [Diagnostic]
    ) -> [ResolverContext.Selection]? {
        var selections = defaults
        for (modifier, value) in choice.sorted(by: { $0.key < $1.key }) {
            guard let index = selections.firstIndex(where: { $0.modifier == modifier }),
                let known = contextNames(modifier)
            else {
                let names = selections.map { "\"\($0.modifier)\"" }.joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        .error, .configInvalid,
                        "appearances name \"\(modifier)\", which these tokens do not have; theme groups or collections: \(names)",
                        at: location))
                return nil
            }
            guard known.contains(value) else {
                let names = known.map { "\"\($0)\"" }.joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        .error, .configInvalid,
                        "appearances ask for \"\(value)\" of \"\(modifier)\", which does not exist; it has \(names)",
                        at: location))
                return nil
            }
            selections[index].context = value
        }
        return selections
    }
}
