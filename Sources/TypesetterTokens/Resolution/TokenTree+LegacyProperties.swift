import TypesetterDiagnostics

extension TokenTree {
    struct LegacyPropertyKey: Hashable {
        var property: String
        var file: UInt32
    }

    /// Lenient mode: `value`, `type` or `description` written without '$' (Tokens Studio, Style Dictionary),
    /// one warning per place, each with the fix-it for its own place. A large export writes it on every token:
    /// gathered (``folding``), a repeat in the same file is counted where the first was gathered, without
    /// making its message again (what ``DiagnosticFolding`` would do with it).
    mutating func warnLegacyProperty(_ property: String, at location: SourceLocation) {
        let key = LegacyPropertyKey(property: property, file: location.fileID)
        if folding != nil, let position = legacyPropertyWarnings[key], position < diagnostics.count,
            diagnostics[position].code == .lenientForm
        {
            diagnostics[position].occurrences += 1
            return
        }
        let warning = Diagnostic.warning(
            .lenientForm, "\"\(property)\" without '$' is a legacy form; the Format Module writes \"$\(property)\"",
            at: location, fixIt: .init("add the '$'", replacement: "\"$\(property)\""))
        if folding != nil {
            legacyPropertyWarnings[key] = folding?.append(warning, to: &diagnostics)
        } else {
            diagnostics.append(warning)
        }
    }

    /// The Format Module's name of a legacy token property (`value` → `$value`), if `name` is one.
    static func modernName(_ name: String) -> String? {
        switch name {
        case "value": "$value"
        case "type": "$type"
        case "description": "$description"
        default: nil
        }
    }
}
