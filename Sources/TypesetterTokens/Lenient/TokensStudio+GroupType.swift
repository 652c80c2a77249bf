import TypesetterDiagnostics

/// Tokens Studio gives a group's `type` (without `$`, in its legacy form) to every token in the group that has
/// none, as the Format Module's group `$type` does: `"fontSizes": {"type": "fontSizes", "sm": {"value": "14"}}`.
/// The plugin writes it so itself when the tokens of a group share a type (its `inheritTypeLevel`). Lenient mode
/// reads such a `type` as the group's `$type` when it names a type Typesetter reads (the Format Module's, or a
/// Tokens Studio name such as `fontSizes` or `sizing`) and the group holds tokens or groups; any other `type`
/// string stays metadata, set aside. Strict mode's error on the member says what lenient mode reads.
extension TokenTree {
    /// The type a group's `type` member gives its tokens, and the name as written when it is not the Format
    /// Module's (``TokenType/lenientAliases``); `nil` when the group has no such member. Reported once per file.
    mutating func readLegacyGroupType(_ group: JSONObject) -> (type: TokenType, dataTypeName: String?)? {
        guard let member = group.members.first(where: { $0.key == "type" }), let name = member.value.string,
            let type = TokenType.formatModule(name) ?? TokenType.lenientAliases[name],
            group.members.contains(where: { $0.value.object != nil })
        else { return nil }
        noteMissingDollar("type", form: "group-type", at: member.keyLocation) { count in
            "\(LenientReport.count(count, "group")) with \"type\" without '$', such as \"\(name)\" (Tokens Studio's type for the tokens of a group that have none); read as the group's \"$type\""
        }
        var dataTypeName: String?
        // The name is checked (a Tokens Studio name is warned about as on a token).
        _ = readType(member, dataTypeName: &dataTypeName)
        return (type, dataTypeName)
    }

    /// Strict mode's note on a group's `type` string lenient mode reads as the group's `$type` (when the group
    /// holds tokens or groups for it to type).
    static func legacyGroupTypeNotes(_ member: JSONMember, in group: JSONObject) -> [Diagnostic.Note] {
        guard member.key == "type", let name = member.value.string,
            TokenType.formatModule(name) ?? TokenType.lenientAliases[name] != nil,
            group.members.contains(where: { $0.value.object != nil })
        else { return [] }
        return [
            .init(
                "lenient mode (--lenient, or options.lenient: true) reads it as the group's \"$type\" (Tokens Studio gives a group's \"type\" to its tokens)",
                at: member.value.location)
        ]
    }
}
