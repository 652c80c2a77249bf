/// "Did you mean …?": the names closest to one that was not found, for every diagnostic that offers one (a
/// reference to a token that does not exist, a command or a configuration key with a typo).
public enum NameSuggestions {
    /// At most `limit` of `candidates` within a few edits of `name`, closest first (ties in the candidates'
    /// order). A candidate qualifies when at most a third of the longer name's characters (and at least one,
    /// at most `maximumDistance`) differ: `tittle` → `title`, `buidl` → `build`, never a list of everything;
    /// names shorter than three characters only when they differ in case.
    /// Case differences count as half an edit, so `Body` finds `body` before `bode`.
    public static func closest(
        to name: String, among candidates: some Sequence<String>, limit: Int = 1, maximumDistance: Int = 3
    ) -> [String] {
        let key = Array(name)
        guard !key.isEmpty else { return [] }
        var scored: [(distance: Int, order: Int, name: String)] = []
        for (order, candidate) in candidates.enumerated() where candidate != name {
            let other = Array(candidate)
            // Doubled, so a case-only difference can count half. Names under three characters get case only:
            // one edit away from `x` is every one-letter name.
            let longer = max(key.count, other.count)
            let allowed = longer < 3 ? 1 : 2 * min(maximumDistance, max(1, longer / 3))
            guard abs(key.count - other.count) * 2 <= allowed else { continue }
            let distance = editDistance(key, other, limit: allowed)
            if distance <= allowed { scored.append((distance, order, candidate)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.order < $1.order }
        return scored.prefix(limit).map(\.name)
    }

    /// Damerau–Levenshtein distance (adjacent transpositions count once, as `buidl` for `build`), doubled, with
    /// a case-only substitution counting 1; stops early once every path exceeds `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if a.isEmpty || b.isEmpty { return 2 * max(a.count, b.count) }
        func cost(_ x: Character, _ y: Character) -> Int {
            x == y ? 0 : (x.lowercased() == y.lowercased() ? 1 : 2)
        }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = (0...b.count).map { 2 * $0 }
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = 2 * i
            var rowMinimum = current[0]
            for j in 1...b.count {
                var value = min(previous[j] + 2, current[j - 1] + 2, previous[j - 1] + cost(a[i - 1], b[j - 1]))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 2)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return rowMinimum }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
