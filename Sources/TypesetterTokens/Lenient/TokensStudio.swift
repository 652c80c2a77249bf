/// Tokens Studio's forms (lenient mode): its `$group.token` aliases, rewritten on the merged tree
/// (``TokenTree/applyLenientRewrites()``), and its font weight names (`"Bold Italic"`). The rest of Tokens Studio
/// lives beside this file: typography (TokensStudio+Typography.swift), math (TokensStudio+Math.swift), color
/// modifiers (TokensStudio+ColorModifiers.swift), references between types it substitutes as text
/// (TokensStudio+References.swift); projects with `$themes.json` are read by ``TokensStudioProject``.
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

extension ValueReader {
    /// Width words a font style name may hold beside the weight, and `cond`, as foundries abbreviate condensed
    /// in style names (Alaska's Auro: `"Cond Medium"` of Good OT).
    static let widthWords: Set<String> = [
        "condensed", "semicondensed", "extracondensed", "ultracondensed", "compressed", "narrow", "expanded",
        "semiexpanded", "extraexpanded", "ultraexpanded", "extended", "wide", "cond", "semicond", "extracond",
        "ultracond",
    ]

    /// Tokens Studio weights: `"Semi Bold"`, `"SemiBold Italic"` (italic returned apart), `"400"`, any case; a
    /// width word (`"Expanded Medium"`) is set aside (the warning shows the weight read).
    func lenientWeight(_ text: String) -> (Double, String, italic: Bool)? {
        var words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).map(String.init)
        let count = words.count
        words.removeAll { $0 == "italic" || $0 == "oblique" }
        let italic = words.count < count
        // A Figma style name may carry the width (`"Expanded Medium"`): the weight is the rest.
        words.removeAll { Self.widthWords.contains($0) }
        if words.count == 1, let number = Double(words[0]), (1...1000).contains(number) {
            return (number, formatted(number), italic)
        }
        var joined = words.joined(separator: "-")
        for (compact, hyphenated) in [
            ("semibold", "semi-bold"), ("demibold", "demi-bold"), ("extrabold", "extra-bold"),
            ("ultrabold", "ultra-bold"), ("extralight", "extra-light"), ("ultralight", "ultra-light"),
            ("extrablack", "extra-black"), ("ultrablack", "ultra-black"),
        ] where joined == compact {
            joined = hyphenated
        }
        if joined.isEmpty { joined = "regular" }
        guard let value = FontWeightValue.names[joined] else { return nil }
        return (value, joined, italic)
    }
}

extension LenientForm {
    /// A weight written as Tokens Studio and Figma name a face (`"Semi Bold"`, `"SemiBold Italic"`, `"400"`):
    /// the Format Module's weight, and the italic kept on the typography.
    static let weightName = LenientForm("weight-name", at: .fontWeightName) { reader, node, _ in
        guard case .string(let name) = node.value, let (value, weightName, italic) = reader.lenientWeight(name) else {
            return nil
        }
        let isNumber = Double(weightName) != nil
        let modern = isNumber ? weightName : "\"\(weightName)\""
        if italic {
            reader.diagnostics.append(
                .warning(
                    .lenientForm,
                    "fontWeight \"\(name)\" is a legacy form; the Format Module writes \(modern) and has no italic: the italic is kept on the typography (Typesetter reads \"$extensions\": {\"com.typesetter\": {\"italic\": true}})",
                    at: node.location, fixIt: .formatModuleForm(modern)))
        } else {
            reader.warnLenient(node, "fontWeight \"\(name)\"", modern: modern)
        }
        return .value(.fontWeight(FontWeightValue(value: value, name: isNumber ? nil : weightName, isItalic: italic)))
    }

    /// A weight that refers to a number token between 1 and 1000 (Tokens Studio's `fontWeights` written as
    /// numbers): that weight.
    static let numberAsWeight = LenientForm("number-as-weight", at: .fontWeightReference) { _, _, context in
        guard case .value(.number(let number))? = context.referenced, (1...1000).contains(number) else { return nil }
        return .value(.fontWeight(FontWeightValue(value: number)))
    }
}
