import TypesetterDiagnostics

/// Penpot's tokens panel (Penpot 2.x) exports a typography's members under the Tokens Studio token types they
/// take: `{"fontFamilies": ["{font-family.default}"], "fontSizes": "{font-size.sm}", "fontWeights": "600",
/// "lineHeights": "1.1"}`. Each of these names says one Format Module member and nothing else (a typography
/// has one family list, one size, one weight, one line height), so lenient mode reads them as
/// `fontFamily`, `fontSize`, `fontWeight` and `lineHeight`, once per file in a warning; strict mode's
/// `unknown typography member` error says so.
extension TokenTree {
    /// Renames the member at `position` written under its token type's name (`fontSizes` → `fontSize`,
    /// ``ValueReader/typographyMembersByTypeName``), when the Format Module's name is not there too; reported
    /// once per file. Returns whether it renamed.
    mutating func renameTypeNamedTypographyMember(_ object: inout JSONObject, at position: Int) -> Bool {
        guard let name = ValueReader.typographyMembersByTypeName[object.members[position].key],
            !object.contains(key: name)
        else { return false }
        renameTypographyMember(
            &object, at: position, to: name, form: "typography-member-type-name",
            written: ", the token type the member takes (as Penpot exports typography)")
        return true
    }
}

extension ValueReader {
    /// Tokens Studio's type names for the typography members that take them (TokenType.swift's
    /// `lenientAliases`), as Penpot writes the members.
    static let typographyMembersByTypeName = [
        "fontFamilies": "fontFamily", "fontSizes": "fontSize", "fontWeights": "fontWeight",
        "lineHeights": "lineHeight",
    ]

    /// Strict mode's note on an unknown typography member lenient mode reads under another name.
    static func typeNamedMemberNotes(_ what: String, _ member: JSONMember) -> [Diagnostic.Note] {
        let key = member.key
        guard what == "typography", let name = typographyMembersByTypeName[key] else { return [] }
        return [
            .init(
                "lenient mode (--lenient, or options.lenient: true) reads \"\(key)\" as \"\(name)\" (Penpot writes typography members under their token types)",
                at: member.keyLocation)
        ]
    }
}
