import TypesetterTokens

// MARK: - Themes that are layers

extension ExportInspection.Appearances {
    /// Tokens Studio themes without a group are read one at a time, each a context of one `theme` modifier, and
    /// a configuration combines them as `"A + B"` (their sets applied in the project's order). A project may
    /// split its sets into such themes as layers (Element's Compound: `Global`, one theme per platform, one per
    /// color scheme) and leave the combining to its build scripts. When the appearances' themes hold no
    /// typography and other themes do, every appearance also takes those other themes: one theme of each
    /// family of alternatives (themes that define the same tokens, such as `iOS` beside `Android` and `Web`),
    /// the one named for Apple's platforms when there is one, else the first.
    ///
    /// - Returns: the layers in the themes' order (empty when the rule does not apply), and for each layer
    ///   chosen among alternatives, those left out.
    /// `typography`: the typography tokens of each `theme` context (``typographyCounts(_:)``).
    static func themeLayers(
        _ contexts: [(context: ResolverContext?, tokens: TokenSet)], appearances: ExportInspection.Appearances,
        typography: [String: Int]
    ) -> (layers: [String], leftOut: [(kept: String, others: [String])]) {
        let none: ([String], [(kept: String, others: [String])]) = ([], [])
        guard appearances.modifier.count == 1, appearances.modifier[0].name == "theme" else { return none }
        var themes: [(name: String, paths: Set<String>, typography: Int)] = []
        for (context, tokens) in contexts {
            guard let context, context.selections.count == 1, context.selections[0].modifier == "theme" else {
                return none
            }
            let name = context.selections[0].context
            themes.append((name, Set(tokens.tokens.map { $0.path.dotted }), typography[name] ?? 0))
        }
        let chosen = Set(appearances.entries.flatMap { $0.choice.map(\.context) })
        let others = themes.filter { !chosen.contains($0.name) && kind(of: $0.name) == nil }
        guard themes.allSatisfy({ !chosen.contains($0.name) || $0.typography == 0 }),
            others.contains(where: { $0.typography > 0 })
        else { return none }
        // Families of alternatives: a theme joins the first family one of whose themes shares a token with it.
        var families: [[(name: String, paths: Set<String>, typography: Int)]] = []
        for theme in others {
            if let index = families.firstIndex(where: { $0.contains { !$0.paths.isDisjoint(with: theme.paths) } }) {
                families[index].append(theme)
            } else {
                families.append([theme])
            }
        }
        var layers: [String] = []
        var leftOut: [(kept: String, others: [String])] = []
        for family in families {
            let kept = family.first { namesApplePlatform($0.name) } ?? family[0]
            layers.append(kept.name)
            let others = family.map { $0.name }.filter { $0 != kept.name }
            if !others.isEmpty { leftOut.append((kept.name, others)) }
        }
        let order = others.map { $0.name }
        return (layers.sorted { order.firstIndex(of: $0) ?? 0 < order.firstIndex(of: $1) ?? 0 }, leftOut)
    }

    /// How many typography tokens each context of each modifier holds (the most of any combination it is in).
    static func typographyCounts(
        _ contexts: [(context: ResolverContext?, tokens: TokenSet)]
    ) -> [String: [String: Int]] {
        var counts: [String: [String: Int]] = [:]
        for (context, tokens) in contexts {
            let count = tokens.tokens.count { $0.type == .typography }
            for selection in context?.selections ?? [] {
                counts[selection.modifier, default: [:]][selection.context] = max(
                    counts[selection.modifier]?[selection.context] ?? 0, count)
            }
        }
        return counts
    }

    /// Whether a theme's name says it is for Apple's platforms (`iOS`, `iPhone`, `Apple`, `platform-ios`).
    static func namesApplePlatform(_ name: String) -> Bool {
        let words = name.lowercased().split { !$0.isLetter && !$0.isNumber }
        return words.contains { ["ios", "ipados", "iphone", "ipad", "apple", "swiftui", "uikit"].contains($0) }
    }

    /// Every appearance with `layers` applied under its theme (`"Global + iOS + Light"`).
    mutating func apply(layers: [String], leftOut: [(kept: String, others: [String])]) {
        guard !layers.isEmpty else { return }
        self.layers = layers
        for index in entries.indices {
            entries[index].choice = entries[index].choice.map {
                (modifier: $0.modifier, context: (layers + [$0.context]).joined(separator: " + "))
            }
        }
        let alternatives = leftOut.map {
            "\($0.kept) rather than \($0.others.joined(separator: " or ")), which define the same tokens"
        }
        .joined(separator: "; ")
        layerComment = [
            "The themes have no groups, so Tokens Studio applies one at a time; the appearances' themes hold no typography,",
            "so each appearance also applies \(layers.joined(separator: " and "))\(alternatives.isEmpty ? "" : " (\(alternatives))").",
        ]
    }
}
