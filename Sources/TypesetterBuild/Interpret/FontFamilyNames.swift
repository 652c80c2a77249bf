import Foundation

/// Font family names as people write them: CSS `font-family` lists, quoted names, and the closest names
/// to suggest when a family is not in the font folders.
enum FontFamilyNames {
    /// The families of a token's `fontFamily`, first choice first.
    ///
    /// Each entry may itself be a CSS `font-family` list in one string (`"Open Sans, sans-serif"`,
    /// `"-apple-system, BlinkMacSystemFont, 'Segoe UI', sans-serif"`): it is split at commas outside quotes,
    /// and names lose their surrounding quotes and spaces. No font has a comma in its family name, so the
    /// split never misreads a real name. Empty names are left out.
    static func list(_ entries: [String]) -> [String] {
        var names: [String] = []
        for entry in entries {
            var current = ""
            var quote: Character?
            for character in entry {
                if let open = quote {
                    if character == open { quote = nil } else { current.append(character) }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == "," {
                    names.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
            }
            names.append(current)
        }
        return names.map { trimmed($0, .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// `text.trimmingCharacters(in: set)` for `.whitespaces` or `.whitespacesAndNewlines`, without Foundation's
    /// work when the text starts and ends with a printable ASCII character other than a space (nearly every
    /// name and keyword, read once per token).
    static func trimmed(_ text: String, _ set: CharacterSet) -> String {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last, (0x21...0x7E).contains(first),
            (0x21...0x7E).contains(last)
        else { return text.trimmingCharacters(in: set) }
        return text
    }

    /// At most `limit` names from `candidates` close to `name`, closest first: names that differ by a few
    /// edits (at most a third of the longer name's letters, and at least 2), or that contain the other
    /// (`"Noto Sans CJK"` ~ `"Noto Sans CJK JP"`). Case, spaces, hyphens and underscores are ignored.
    /// Never a list of everything: a catalog of hundreds of families gives only the few that are close.
    static func closest(to name: String, among candidates: [String], limit: Int = 5) -> [String] {
        let key = comparisonKey(name)
        guard !key.isEmpty else { return [] }
        var scored: [(distance: Int, name: String)] = []
        var seen = Set<String>()
        for candidate in candidates where seen.insert(candidate).inserted {
            let other = comparisonKey(candidate)
            guard !other.isEmpty else { continue }
            let allowed = max(2, max(key.count, other.count) / 3)
            let distance = editDistance(key, other, limit: allowed)
            if distance <= allowed {
                scored.append((distance, candidate))
            } else if key.count >= 4, other.count >= 4, other.contains(key) || key.contains(other) {
                scored.append((allowed + abs(key.count - other.count), candidate))
            }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return scored.prefix(limit).map(\.name)
    }

    private static func comparisonKey(_ name: String) -> [Character] {
        Array(name.lowercased().filter { !" -_".contains($0) })
    }

    /// Levenshtein distance, or any number above `limit` once the distance must exceed it.
    private static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
