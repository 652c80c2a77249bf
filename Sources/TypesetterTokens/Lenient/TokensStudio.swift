/// Tokens Studio's forms that lenient mode rewrites on the merged tree (``TokenTree/applyLenientRewrites()``).
extension TokenTree {
    /// Tokens Studio's first alias syntax, `$group.token` (still written by older exports, MetaMask's among
    /// them): as a whole value (`"$fontSize.7"`) or inside one (`"$space.2 * 2"`, a fontFamily
    /// `"$fontFamilies.body"`). A `$` run becomes `{group.token}` only when it names a token, so a `$` in
    /// ordinary text (`"$9.99"`) stays as written. `nil` when nothing changed.
    mutating func rewriteTokensStudioAliases(_ text: String, at location: SourceLocation) -> String? {
        let characters = Array(text)
        var result = ""
        var changed = false
        var position = 0
        while position < characters.count {
            let character = characters[position]
            guard character == "$", position + 1 < characters.count,
                Self.isAliasCharacter(characters[position + 1]), characters[position + 1] != "."
            else {
                result.append(character)
                position += 1
                continue
            }
            var end = position + 1
            while end < characters.count, Self.isAliasCharacter(characters[end]) { end += 1 }
            // A path does not end with a dot (`"$size.1."` ends a sentence).
            var pathEnd = end
            while pathEnd > position + 1, characters[pathEnd - 1] == "." { pathEnd -= 1 }
            let path = String(characters[(position + 1)..<pathEnd])
            guard namesToken(Substring(path)) else {
                result.append(character)
                position += 1
                continue
            }
            result += "{\(path)}"
            changed = true
            position = pathEnd
        }
        guard changed else { return nil }
        let written = text.count > 40 ? String(text.prefix(40)) + "…" : text
        report.add(
            .lenientForm, "tokens-studio-dollar-alias:\(location.path)", at: location,
            fixIt: .init("use the Format Module reference", replacement: "\"\(result)\"")
        ) { count in
            "\(LenientReport.count(count, "value")) written with Tokens Studio's $-aliases, such as \"\(written)\"; the Format Module writes \"\(result)\""
        }
        return result
    }

    /// Characters of a `$` alias path: letters, digits, `_`, `-` and the dots between names.
    static func isAliasCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-" || character == "."
    }
}
