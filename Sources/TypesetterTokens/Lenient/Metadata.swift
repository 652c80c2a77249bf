/// Metadata that exports write beside tokens and groups without the `$` the Format Module reserves for it:
/// Style Dictionary's `comment` and `attributes`, Workday's `_comment` and `deprecatedValues`, the Figma
/// plugins' `description: null` and `extensions` holding keys with dots (`org.lukasoppermann.figmaDesignTokens`),
/// and placeholders (`"0": null`). None of these is a token or a group; lenient mode sets them aside, once per
/// form and file, instead of reading them as tokens that are wrong.
extension TokenTree {
    enum GroupMetadata {
        /// Vendor data of the group, as `$extensions`.
        case extensions(JSONObject)
        /// Not a token, not a group, not used.
        case ignored
    }

    /// What a member of a group that is not a token or group is, or `nil` when it may be one (an object).
    mutating func lenientGroupMetadata(_ member: JSONMember) -> GroupMetadata? {
        let file = member.keyLocation.path
        switch member.value.value {
        case .object(let object):
            // `extensions` as a group's vendor data: an object whose members are not tokens.
            guard member.key == "extensions", !object.contains(key: "$value"), !object.contains(key: "value")
            else { return nil }
            report.add(
                .lenientForm, "group-extensions:\(file)", at: member.keyLocation,
                fixIt: .init("add the '$'", replacement: "\"$extensions\"")
            ) { count in
                "\(LenientReport.count(count, "group")) with \"extensions\" without '$'; read as \"$extensions\" (vendor data)"
            }
            return .extensions(object)
        case .null:
            report.add(.lenientForm, "group-null:\(file)", at: member.keyLocation) { count in
                "\(LenientReport.count(count, "member")) of groups \(count == 1 ? "is" : "are") null, such as \"\(ReferenceSyntax.clip(member.key))\" (placeholders, or descriptions left empty); set aside: a token or group is an object"
            }
            return .ignored
        default:
            report.add(.lenientForm, "group-scalar:\(member.key):\(file)", at: member.keyLocation) { count in
                "\(LenientReport.count(count, "group")) with \"\(ReferenceSyntax.clip(member.key))\" set to \(member.value.value.kindDescription) (metadata such as a comment); set aside: the Format Module writes metadata as \"$description\" or in \"$extensions\""
            }
            return .ignored
        }
    }

    /// An object member beside a token's value that is not one of its properties (`deprecatedValues`,
    /// `attributes`, a nested vendor record): the token's metadata, set aside. Style Dictionary reads an object
    /// with a `value` as a token and goes no deeper, so nothing under it is a token either.
    mutating func noteTokenMetadata(_ member: JSONMember) {
        let file = member.keyLocation.path
        report.add(.lenientForm, "token-object-member:\(member.key):\(file)", at: member.keyLocation) { count in
            "\(LenientReport.count(count, "token")) with \"\(ReferenceSyntax.clip(member.key))\" beside the value, an object that is not a token property; set aside as metadata (Style Dictionary reads no tokens inside a token; the Format Module writes vendor data in \"$extensions\")"
        }
    }

    /// A description of `null` (the Figma plugins write one for every style without a description): no
    /// description.
    mutating func noteNullDescription(_ member: JSONMember) {
        report.add(.lenientForm, "null-description:\(member.keyLocation.path)", at: member.value.location) { count in
            "\(LenientReport.count(count, "description")) written as null; read as no description (the Format Module's $description is a string)"
        }
    }
}
