/// Which combinations of themes or modes to resolve when every combination would be too many.
///
/// Tokens Studio theme groups and Figma variable collections combine: one context per choice of one theme
/// (mode) from each group. A Figma file with 13 collections of up to 27 modes makes hundreds of millions of
/// combinations, each a full resolution. Refusing would leave the team with nothing; so past
/// ``TokensStudioProject/maximumContexts`` the contexts read are the default (each group's first choice), each
/// choice with every other group at its default, and each combination the configuration names
/// (``ResolveOptions/requestedContexts``, from `appearances:`), which together reach every theme and mode and
/// every appearance the build asks for. A warning says so.
enum ContextSelection {
    /// The groups' choices to resolve, as one index per group: every combination when there are at most
    /// `limit`, else the reduced selection above (`requested` maps a group's name to a choice's name; names
    /// that do not exist are skipped here and reported by the configuration's check).
    static func combinations(
        _ groups: [(name: String, choices: [String])], requested: [[String: String]], limit: Int
    ) -> (indices: [[Int]], reduced: Bool) {
        let total = TokensStudioProject.combinationCount(groups.map(\.choices.count))
        guard groups.allSatisfy({ !$0.choices.isEmpty }) else { return ([], false) }
        if total <= limit {
            var result: [[Int]] = [[]]
            for group in groups {
                result = result.flatMap { partial in group.choices.indices.map { partial + [$0] } }
            }
            return (result, false)
        }
        let defaults = Array(repeating: 0, count: groups.count)
        var result = [defaults]
        var seen: Set<[Int]> = [defaults]
        for (position, group) in groups.enumerated() {
            for choice in group.choices.indices.dropFirst() {
                var combination = defaults
                combination[position] = choice
                if seen.insert(combination).inserted { result.append(combination) }
            }
        }
        for request in requested {
            var combination = defaults
            for (name, choice) in request {
                guard let position = groups.firstIndex(where: { $0.name == name }),
                    let index = groups[position].choices.firstIndex(of: choice)
                else { continue }
                combination[position] = index
            }
            if seen.insert(combination).inserted { result.append(combination) }
        }
        return (result, true)
    }

    /// The warning for a reduced selection.
    static func reducedWarning(total: Int, read: Int, what: String, at location: SourceLocation?) -> Diagnostic {
        .warning(
            .lenientForm,
            "\(what) make \(total == Int.max ? "more than \(Int.max)" : "\(total)") combinations, too many to resolve each; \(read) are read: the defaults, each \(what.hasPrefix("the Figma") ? "mode" : "theme") with the others at their defaults, and the combinations `appearances:` in the configuration names",
            at: location,
            notes: [
                .init(
                    "name the combination an appearance needs in the configuration (`appearances: { dark: { Theme: Dark, Brand: B } }`) to have it read"
                )
            ])
    }
}
