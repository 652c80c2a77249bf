/// Typography that a Tokens Studio project keeps only in `"source"` sets (lenient mode).
///
/// Tokens Studio's `"source"` means "serves references, not output" in Figma, and a project read as a whole
/// leaves such tokens out. But sd-transforms' `permutateThemes`, the documented way to build a project in code,
/// passes a theme's source sets to Style Dictionary with its enabled ones, so a code build does emit them;
/// and projects exist (PhonePe's LEGO) whose every text style sits in a set each theme marks `"source"`,
/// beside enabled sets that hold only colors. There, leaving the source sets out would build no typography at
/// all, without a word. The rule: when no enabled set of a context defines a typography and its source sets
/// do, the source sets' typographies are output, as sd-transforms outputs them, with one warning naming the
/// set. When an enabled set defines typography, source sets stay references only (Tokens Studio's meaning).
extension TokensStudioProject {
    /// `tokens` without those defined only by `"source"` sets, but for the typographies of source sets when no
    /// enabled set defines one (reported in `diagnostics`). `sourceSets` are the context's source sets in order,
    /// walked only to name the sets in the warning.
    static func withoutSourceOnly(
        _ tokens: TokenSet, sourceOnly: Set<String>, sourceSets: [(name: String, documents: [JSONNode])],
        diagnostics: inout [Diagnostic]
    ) -> TokenSet {
        guard !sourceOnly.isEmpty else { return tokens }
        var sourceTypographies: [ResolvedToken] = []
        var outputHasTypography = false
        for token in tokens.tokens where token.type == .typography {
            if sourceOnly.contains(token.path.dotted) {
                sourceTypographies.append(token)
            } else {
                outputHasTypography = true
            }
        }
        guard !outputHasTypography, let first = sourceTypographies.first else {
            return withoutSourceOnly(tokens, sourceOnly: sourceOnly)
        }
        // The set a path is in: the last that defines it, as later sets override earlier ones.
        var setOfPath: [String: String] = [:]
        for (name, documents) in sourceSets {
            var paths: Set<String> = []
            for document in documents { collectTokenPaths(document, into: &paths) }
            for path in paths { setOfPath[path] = name }
        }
        var sets: [String] = []
        for token in sourceTypographies {
            if let name = setOfPath[token.path.dotted], !sets.contains(name) { sets.append(name) }
        }
        let count = sourceTypographies.count
        let named = sets.map { "\"\($0)\"" }.joined(separator: ", ")
        diagnostics.append(
            .warning(
                .lenientForm,
                "\(count) \(count == 1 ? "typography is" : "typographies are") only in \(sets.count == 1 ? "set" : "sets") \(named), which the selected themes mark \"source\" (references only), and no \"enabled\" set defines one; output as sd-transforms' permutateThemes outputs source sets: mark \(sets.count == 1 ? "the set" : "them") \"enabled\" in $themes.json",
                at: first.location))
        var kept = sourceOnly
        for token in sourceTypographies { kept.remove(token.path.dotted) }
        return withoutSourceOnly(tokens, sourceOnly: kept)
    }
}
