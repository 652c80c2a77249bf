import TypesetterCore
import TypesetterTokens

/// `themes:` against the tokens: every combination of the theme modifiers' contexts (theme groups'
/// themes, collections' modes), each a ``Theme`` named from its contexts, the default first.
enum ThemeSelection {
    /// At most this many themes: each is resolved, interpreted and checked in full, and generated.
    static let maximumThemes = 64

    /// Names a theme cannot have: `Theme`'s own members.
    static let reservedNames: Set<String> = [
        "name", "selections", "typography", "colors", "dimensions", "fixedDimensions", "color", "scaled",
        "fixedDimension", "values", "all", "init", "self", "Type", "Protocol",
    ]

    /// What the tokens have: each modifier's default context, and its contexts (`nil`: no such modifier).
    struct Modifiers {
        var defaults: [ResolverContext.Selection]
        var contextNames: (String) -> [String]?
    }

    /// The themes, the default (each modifier's default context) first, then the others in the order of
    /// `themes.by` and of each modifier's contexts; `nil` after an error at `themes.by`.
    static func themes(
        _ themes: BuildConfig.Themes, of modifiers: Modifiers, diagnostics: inout [Diagnostic]
    ) -> [Theme]? {
        var contexts: [[String]] = []
        for modifier in themes.modifiers {
            guard let names = modifiers.contextNames(modifier), !names.isEmpty else {
                let known = modifiers.defaults.map { "\"\($0.modifier)\"" }
                diagnostics.append(
                    Diagnostic(
                        .error, .configInvalid,
                        known.isEmpty
                            ? "themes.by names \"\(modifier)\", but these tokens have no modifiers, theme groups or collections: give a resolver document, a Tokens Studio project with themes, or a Figma variables export with modes"
                            : "themes.by names \"\(modifier)\", which these tokens do not have; modifiers, theme groups or collections: \(known.joined(separator: ", "))",
                        at: themes.location))
                return nil
            }
            contexts.append(names)
        }
        let count = contexts.reduce(1) { $0.multipliedReportingOverflow(by: $1.count).partialValue }
        guard count <= maximumThemes else {
            diagnostics.append(
                Diagnostic(
                    .error, .configInvalid,
                    "themes.by makes \(count) themes, more than the \(maximumThemes) a build generates; theme by fewer modifiers",
                    at: themes.location))
            return nil
        }
        // Every combination, the first modifier varying slowest.
        var combinations: [[Theme.Selection]] = [[]]
        for (modifier, names) in zip(themes.modifiers, contexts) {
            combinations = combinations.flatMap { prefix in names.map { prefix + [Theme.Selection(modifier, $0)] } }
        }
        let defaults = zip(themes.modifiers, contexts).map { modifier, names in
            modifiers.defaults.first { $0.modifier == modifier }?.context ?? names.first ?? ""
        }
        if let index = combinations.firstIndex(where: { $0.map(\.context) == defaults }), index > 0 {
            combinations.insert(combinations.remove(at: index), at: 0)
        }
        var names: Set<String> = []
        return combinations.enumerated().map { index, selections in
            var name = SwiftNames.memberName(selections.map(\.context))
            if name.isEmpty { name = "theme\(index + 1)" }
            if reservedNames.contains(name) { name += "Theme" }
            let base = name
            var suffix = 2
            while !names.insert(name).inserted {
                name = "\(base)_\(suffix)"
                suffix += 1
            }
            return Theme(name: name, selections: selections)
        }
    }
}
