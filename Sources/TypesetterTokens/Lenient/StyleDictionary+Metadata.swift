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
            noteMissingDollar("extensions", form: "group-extensions", at: member.keyLocation) { count in
                "\(LenientReport.count(count, "group")) with \"extensions\" without '$'; read as \"$extensions\" (vendor data)"
            }
            return .extensions(object)
        case .null:
            report.add(.lenientForm, "group-null:\(file)", at: member.keyLocation) { count in
                "\(LenientReport.count(count, "member")) of groups \(count == 1 ? "is" : "are") null, such as \"\(ReferenceSyntax.clip(member.key))\" (placeholders, or descriptions left empty); set aside: a token or group is an object"
            }
            return .ignored
        default:
            let family = LenientReport.Family(key: "group-scalar:\(file)", member: member.key) { names, occurrences in
                let shown = names.prefix(3).map { "\"\(ReferenceSyntax.clip($0))\"" }.joined(separator: ", ")
                return
                    "\(LenientReport.count(occurrences, "group member")) set to a string or number, under \(names.count) names (\(shown) and \(names.count - 3) more): metadata such as comments, or values without \"value\" (a build output such as Style Dictionary's json/nested?); set aside: a token is an object with \"value\", and the Format Module writes metadata as \"$description\" or in \"$extensions\""
            }
            report.add(
                .lenientForm, Self.groupScalarName(member.key, in: file), at: member.keyLocation, family: family
            ) { count in
                "\(LenientReport.count(count, "group")) with \"\(ReferenceSyntax.clip(member.key))\" set to \(member.value.value.kindDescription) (metadata such as a comment); set aside: the Format Module writes metadata as \"$description\" or in \"$extensions\""
            }
            return .ignored
        }
    }

    /// A group property written without its `$` (`extensions`, Tokens Studio's `type`) and read as the Format
    /// Module's, counted once per `form` and file.
    mutating func noteMissingDollar(
        _ property: String, form: String, at location: SourceLocation, message: @escaping (Int) -> String
    ) {
        report.add(
            .lenientForm, "\(form):\(location.path)", at: location,
            fixIt: .init("add the '$'", replacement: "\"$\(property)\""), message: message)
    }

    /// The tally of a group's scalar member set aside (taken back if a token refers to it).
    static func groupScalarName(_ key: String, in file: String) -> String { "group-scalar:\(key):\(file)" }

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

extension TokenTree {
    /// Tokens Studio `value` may also be a child token named "value": it is one when it has `$value`, or
    /// `value` and nothing but token properties. An object value with other members (a color modifier's
    /// `{"type": "alpha", "value": 0.3, "space": "srgb"}`) is the outer token's value.
    func isGroupLike(_ object: JSONObject) -> Bool {
        guard case .object(let inner)? = object["value"]?.value else { return false }
        if inner["$value"] != nil { return true }
        guard inner["value"] != nil else { return false }
        return inner.members.allSatisfy { member in
            member.key.hasPrefix("$") || Self.tokenProperties.contains(member.key)
                || Self.styleDictionaryMetadata.contains(member.key)
        }
    }

    /// A token's members in Tokens Studio and Style Dictionary form, besides the metadata.
    static let tokenProperties: Set<String> = ["value", "type", "description", "comment", "extensions"]

    enum LenientMetadata {
        case description(String)
        case extensions(JSONObject)
        case ignored
    }

    /// Members Style Dictionary, its transforms and the Figma plugins put inside a token beside `value`: never
    /// child tokens. The ignored ones are reported once per name for the run (they are on every token of such
    /// files and have no fix-it); `comment` and `extensions`, which have one, where each is.
    static let styleDictionaryMetadata: Set<String> = [
        "attributes", "themeable", "filePath", "isSource", "original", "name", "path", "key",
    ]

    /// `comment` (a description), `extensions` (vendor data) and Style Dictionary's bookkeeping members;
    /// `nil` for any other member.
    mutating func readLenientMetadata(_ member: JSONMember, in object: JSONObject) -> LenientMetadata? {
        switch member.key {
        case "comment":
            guard let text = member.value.string, object["$description"] == nil, object["description"] == nil else {
                return nil
            }
            warnRepeatable(
                .warning(
                    .lenientForm,
                    "\"comment\" is Style Dictionary's description; the Format Module writes \"$description\"",
                    at: member.keyLocation,
                    fixIt: .init("use the Format Module property", replacement: "\"$description\"")))
            return .description(text)
        case "extensions":
            guard let extensionObject = member.value.object, object["$extensions"] == nil else { return nil }
            warnRepeatable(
                .warning(
                    .lenientForm,
                    "\"extensions\" without '$' is a legacy form; the Format Module writes \"$extensions\"",
                    at: member.keyLocation, fixIt: .init("add the '$'", replacement: "\"$extensions\"")))
            return .extensions(extensionObject)
        case let name where Self.styleDictionaryMetadata.contains(name):
            report.add(.lenientForm, name, at: member.keyLocation) { count in
                "Style Dictionary metadata \"\(name)\" (\(LenientReport.count(count, "token"))) is not part of the Format Module; ignored (vendor data belongs in \"$extensions\")"
            }
            return .ignored
        default:
            return nil
        }
    }
}

extension TokenTree {
    /// The target of Fluent UI's token pipeline alias, `{"aliasOf": "Global.Font.Size.300"}`, when an object
    /// is one (no `value` of its own); `nil` otherwise.
    static func aliasOf(_ object: JSONObject) -> String? {
        // `aliasOf` first: this is asked of every group object in lenient mode, and few have one.
        guard let target = object["aliasOf"]?.string, !target.isEmpty, !target.contains("{"),
            !object.contains(key: "$value"), !object.contains(key: "value")
        else { return nil }
        return target
    }

    /// `aliasOf` read as the reference it means, reported once per file; `nil` when the object has a value
    /// of its own (then `aliasOf` is metadata).
    mutating func aliasOfReference(_ member: JSONMember, in object: JSONObject) -> JSONNode? {
        guard let target = Self.aliasOf(object) else { return nil }
        let reference = "{\(target)}"
        report.add(
            .lenientForm, "alias-of:\(member.keyLocation.path)", at: member.keyLocation,
            fixIt: .init("use the Format Module reference", replacement: "\"$value\": \"\(reference)\"")
        ) { count in
            "\(LenientReport.count(count, "token")) written as {\"aliasOf\": \"\(target)\"} (Fluent UI's token pipeline), read as the reference \"\(reference)\"; the Format Module writes \"$value\": \"\(reference)\""
        }
        return JSONNode(.string(reference), at: member.value.location)
    }
}

extension TokenTree {
    /// Fluent UI's token pipeline gives a token values per platform beside its own
    /// (`{"value": 10, "platform": {"ios": {"value": 12}}}`): the iOS one is what an iOS app uses, read in
    /// place of the token's, reported once per file. `nil` when `platform` has no iOS value.
    mutating func iOSPlatformValue(_ member: JSONMember) -> JSONNode? {
        guard let ios = member.value.object?["ios"]?.object, let value = ios["value"] ?? ios["$value"] else {
            return nil
        }
        report.add(.lenientForm, "platform-ios:\(member.keyLocation.path)", at: member.keyLocation) { count in
            "\(LenientReport.count(count, "token")) with an iOS value under \"platform\" (Fluent UI's token pipeline); the iOS value is read (the Format Module writes one value per token: keep a set per platform)"
        }
        return value
    }
}
