/// Style Dictionary's forms that lenient mode rewrites on the merged tree (``TokenTree/applyLenientRewrites()``).
extension TokenTree {
    /// Style Dictionary 3's references name the value member: `{color.base.red.value}`. In the Format Module
    /// the token itself is named, `{color.base.red}`. A reference is rewritten only when the path with
    /// `.value` names no token and the path without it does, wherever it is in the string (shorthands such as
    /// `"{space.sm.value} {space.lg.value}"`, `rgba({color.value}, 0.5)`). `nil` when nothing changed.
    mutating func rewriteStyleDictionaryValueReferences(_ text: String, at location: SourceLocation) -> String? {
        guard text.contains(".value}") else { return nil }
        var result = ""
        var changed = false
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let inner = rest[rest.index(after: open)..<close]
            if inner.hasSuffix(".value"), !namesToken(inner), namesToken(inner.dropLast(6)) {
                result += "{\(inner.dropLast(6))}"
                changed = true
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        guard changed else { return nil }
        report.add(
            .lenientForm, "style-dictionary-value-reference:\(location.path)", at: location,
            fixIt: .init("use the Format Module reference", replacement: "\"\(result)\"")
        ) { count in
            "\(LenientReport.count(count, "value")) with Style Dictionary 3 references to \".value\", such as \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\"; the Format Module names the token: \"\(result)\""
        }
        return result
    }
}
