import TypesetterDiagnostics

/// Tokens Studio gives a group's `type` (without `$`, in its legacy form) to every token in the group that has
/// none, as the Format Module's group `$type` does: `"fontSizes": {"type": "fontSizes", "sm": {"value": "14"}}`.
/// The plugin writes it so itself when the tokens of a group share a type (its `inheritTypeLevel`). Lenient mode
/// reads such a `type` as the group's `$type` when it names a type Typesetter reads (the Format Module's, or a
/// Tokens Studio name such as `fontSizes` or `sizing`) and the group holds tokens or groups; any other `type`
/// string stays metadata, set aside. The type reaches subgroups, as the plugin's reader (`checkForTokens`)
/// passes it down; a value that is not of it is typed by the value, as without the `type`. Strict mode's error
/// on the member says what lenient mode reads.
extension TokenTree {
    /// The type a group's `type` member gives its tokens, and the name as written when it is not the Format
    /// Module's (``TokenType/lenientAliases``); `nil` when the group has no such member. Reported once per file.
    mutating func readLegacyGroupType(_ group: JSONObject) -> (type: TokenType, dataTypeName: String?)? {
        guard let member = group.members.first(where: { $0.key == "type" }),
            let (name, type) = Self.legacyGroupType(member, in: group)
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
    /// holds tokens or groups for it to type: ``legacyGroupType(_:in:)``, the check lenient mode makes).
    static func legacyGroupTypeNotes(_ member: JSONMember, in group: JSONObject) -> [Diagnostic.Note] {
        guard member.key == "type", Self.legacyGroupType(member, in: group) != nil else { return [] }
        return [
            .init(
                "lenient mode (--lenient, or options.lenient: true) reads it as the group's \"$type\" (Tokens Studio gives a group's \"type\" to its tokens)",
                at: member.value.location)
        ]
    }

    /// The one check both modes make: `type` names a type Typesetter reads, and the object is a group that
    /// holds tokens or groups for it to type. An object with `value` or `$value` is a token (Tokens Studio's
    /// `{"type": "dimension", "value": 12}`, whose `type` is its own), and a member that is metadata
    /// (`extensions`, `$extensions`, Style Dictionary's `attributes`) is no content, even when an object.
    private static func legacyGroupType(_ member: JSONMember, in group: JSONObject) -> (String, TokenType)? {
        guard let name = member.value.string,
            let type = TokenType.formatModule(name) ?? TokenType.lenientAliases[name],
            !group.contains(key: "value"), !group.contains(key: "$value"),
            group.members.contains(where: { isGroupContent($0) })
        else { return nil }
        return (name, type)
    }

    /// A member that may be a token or a group: an object, not a property (`$extensions`) nor metadata.
    private static func isGroupContent(_ member: JSONMember) -> Bool {
        guard member.value.object != nil else { return false }
        if member.key.startsWithDollar { return member.key == "$root" }
        return member.key != "extensions" && !styleDictionaryMetadata.contains(member.key)
    }
}

extension ResolutionEngine {
    /// A token under a Tokens Studio group's `type` whose value is not of that type (a `{"value": "24px"}` in
    /// a subgroup of a `color` group): read as the type its value says, as it is without the group's `type`
    /// (``inferredType(_:_:)``), reported once per file, instead of left out. `nil` (the error stands) when
    /// the value says no other type, or does not read as it either.
    func readMisfitOfLegacyGroupType(
        _ index: Int, _ node: JSONNode, groupType: TokenType, reader: inout ValueReader, from first: Int
    ) -> TokenValue? {
        guard let type = inferableType(index, node), type != groupType else { return nil }
        var retry = reader
        retry.diagnostics.removeSubrange(first...)
        guard let value = retry.read(type, node) else { return nil }
        reader = retry
        let entry = tree.entries[index]
        let written = entry.dataTypeName ?? "\(groupType)"
        tree.report.add(.lenientForm, "legacy-group-type-misfit:\(entry.location.path)", at: entry.location) {
            count in
            "\(LenientReport.count(count, "token")) under a group's \"type\": \"\(written)\" whose value is not one, such as \"\(entry.key)\", read as \(type) from the value, as without the group's \"type\"; the Format Module writes \"$type\" on the token"
        }
        return value
    }
}
