import TypesetterTokens
import Yams

extension ConfigReader {
    /// `themes:` keys.
    static let themeKeys = ["by"]
}

extension ConfigReader.Reader {
    /// `themes: { by: brand }` or `themes: { by: [brand, density] }`: the modifiers (theme groups,
    /// collections) whose every combination of contexts becomes a theme. Whether they exist is checked
    /// against the tokens by the build (``ThemeSelection``).
    mutating func readThemes(_ node: Node) -> BuildConfig.Themes? {
        guard let mapping = expectMapping(node, what: "themes", keys: ConfigReader.themeKeys) else { return nil }
        guard let by = mapping.first(where: { $0.key == "by" })?.value else {
            return invalid(
                "themes needs `by`: the modifier, theme group or collection each theme is (`by: brand`), or a list of them (`by: [brand, density]`)",
                at: node)
        }
        let modifiers: [String]
        switch by {
        case .sequence(let sequence):
            modifiers = sequence.compactMap { string($0, what: "an entry of themes.by") }
            guard modifiers.count == sequence.count else { return nil }
        default:
            guard let modifier = string(by, what: "themes.by") else { return nil }
            modifiers = [modifier]
        }
        guard !modifiers.isEmpty else {
            return invalid(
                "themes.by is empty: name the modifiers, theme groups or collections the themes vary by", at: by)
        }
        var seen: Set<String> = []
        for modifier in modifiers where !seen.insert(modifier).inserted {
            return invalid("themes.by names \"\(modifier)\" twice", at: by)
        }
        return BuildConfig.Themes(modifiers: modifiers, location: mark(by))
    }

    /// An appearance chooses among the contexts that stay the same across themes: choosing one of a theme
    /// modifier's would make every theme that one.
    mutating func checkThemes(_ themes: BuildConfig.Themes, against appearances: BuildConfig.Appearances) {
        let chosen: [(String, [String: String]?)] = [
            ("any", appearances.any), ("dark", appearances.dark), ("highContrast", appearances.highContrast),
            ("darkHighContrast", appearances.darkHighContrast),
        ]
        for (name, choice) in chosen {
            for modifier in themes.modifiers where choice?[modifier] != nil {
                diagnostics.append(
                    Diagnostic(
                        .error, .configInvalid,
                        "appearances.\(name) chooses \"\(modifier)\", which `themes.by` makes vary per theme; leave it out of appearances (each theme reads its own \(modifier))",
                        at: appearances.locations[name]))
            }
        }
    }
}
