/// Lenient mode's rewrites of whole forms, made on the merged tree before anything is resolved: each turns a
/// form other tools write into the Format Module's, so the readers in Values/ and Resolution/ see only DTCG.
///
/// Every rewrite is counted in the tree's ``LenientReport`` under its form and file, so a file that writes one
/// form 5,000 times gives one warning with the count and the first place. The forms, each in the file of the
/// tool that writes it:
/// - references: Tokens Studio's `$group.token` (TokensStudio.swift), Style Dictionary's `{group.token.value}`
///   (StyleDictionary.swift), inside whole values and inside strings (`"$space.2 * 2"`, `"{a.value} {b.value}"`);
/// - typography members written in kebab or snake case (`font-size`, `line_height`) and their synonyms
///   (`lineSpacing`, `tracking`), here; under the token types they take (`fontSizes`, Penpot.swift).
extension TokenTree {
    /// Applies the tree rewrites of ``LenientForm/all``, in its order (lenient mode only; the caller checks).
    mutating func applyLenientRewrites() {
        for rewrite in LenientForm.treeRewrites { rewrite(&self) }
    }

    /// The references in an older syntax and the typography members under other names, in every token's value.
    mutating func rewriteValues() {
        for index in entries.indices {
            let isTypography =
                entries[index].explicitType == .typography
                || (entries[index].explicitType == nil && entries[index].groupType == .typography)
            // Rewritten in place: the node is taken out, changed and put back, so it is never copied.
            var node = entries[index].valueNode
            entries[index].valueNode = JSONNode(.null, at: node.location)
            rewrite(&node, typographyMembers: isTypography, depth: 0)
            entries[index].valueNode = node
        }
    }

    private mutating func rewrite(_ node: inout JSONNode, typographyMembers: Bool, depth: Int) {
        guard depth < JSONParser.maximumDepth else { return }
        switch node.value {
        case .string(let text):
            if let rewritten = rewriteReferences(text, at: node.location) { node.value = .string(rewritten) }
        case .object(var object):
            // A JSON Pointer as JSON Schema tools write it (JSONPointerFiles.swift).
            if let read = readPointerForm(object, at: node.location) {
                node = read
                return
            }
            node.value = .null
            if typographyMembers { renameTypographyMembers(&object) }
            for position in object.members.indices {
                rewrite(&object.members[position].value, typographyMembers: false, depth: depth + 1)
            }
            node.value = .object(object)
        case .array(var items):
            node.value = .null
            for position in items.indices { rewrite(&items[position], typographyMembers: false, depth: depth + 1) }
            node.value = .array(items)
        default:
            break
        }
    }

    /// The string with every reference in an older syntax rewritten, or `nil` when there is none.
    private mutating func rewriteReferences(_ text: String, at location: SourceLocation) -> String? {
        var changed: String?
        // `"{core.color.white} "`: a whole reference with spaces around it (typed by hand in a plugin).
        // (The bytes first: the characters are asked only of a string that starts or ends with a space.)
        if text.utf8.first == 0x20 || text.utf8.last == 0x20, let first = text.first, let last = text.last,
            first == " " || last == " "
        {
            let trimmed = text.trimmingSpaces
            if case .reference = ReferenceSyntax.parseAlias(trimmed) {
                report.add(
                    .lenientForm, "reference-spaces:\(location.path)", at: location,
                    fixIt: .init("remove the spaces", replacement: "\"\(trimmed)\"")
                ) { count in
                    "\(LenientReport.count(count, "reference")) with spaces around it, such as \"\(text)\"; read without them (a reference is the whole value)"
                }
                changed = trimmed
            }
        }
        if text.utf8.contains(0x24), let rewritten = rewriteTokensStudioAliases(changed ?? text, at: location) {
            changed = rewritten
        }
        let current = changed ?? text
        if current.utf8.contains(0x7B), let rewritten = rewriteStyleDictionaryValueReferences(current, at: location) {
            changed = rewritten
        }
        return changed
    }

    /// Whether `path` names a token (or a token through the case of its first group, as the resolver allows).
    func namesToken(_ path: Substring) -> Bool { entryIndex(forKey: String(path)) != nil }

    // MARK: Typography members

    /// `font-size` → `fontSize`, `line_height` → `lineHeight`, `lineSpacing` → `lineHeight`: members of a
    /// typography value written in another case or under a synonym (``typographyMember(named:)``), renamed
    /// when the name is not already present.
    private mutating func renameTypographyMembers(_ object: inout JSONObject) {
        for position in object.members.indices {
            let key = object.members[position].key
            // Penpot's `fontSizes`, `lineHeights`: the member under its token type's name (Penpot.swift).
            if renameTypeNamedTypographyMember(&object, at: position) { continue }
            guard !Self.typographyMemberNames.contains(key), let name = Self.typographyMember(named: key),
                name != key, !object.contains(key: name)
            else {
                continue
            }
            renameTypographyMember(
                &object, at: position, to: name, form: "typography-member-case",
                written: " (kebab or snake case, or a synonym)")
        }
    }

    /// Renames the member at `position` to the Format Module's `name`, counted once per `form` and file; `how`
    /// follows the name as written in the warning.
    mutating func renameTypographyMember(
        _ object: inout JSONObject, at position: Int, to name: String, form: String, written how: String
    ) {
        let key = object.members[position].key
        let location = object.members[position].keyLocation
        report.add(
            .lenientForm, "\(form):\(location.path)", at: location,
            fixIt: .init("use the Format Module name", replacement: "\"\(name)\"")
        ) { count in
            "\(LenientReport.count(count, "typography member")) written as \"\(key)\" and the like\(how); read as the Format Module's \"\(name)\"…"
        }
        object.members[position].key = name
    }
}

extension LenientForm {
    /// References in an older syntax (Tokens Studio's `$group.token`, Style Dictionary's `{group.token.value}`,
    /// spaces around a reference), JSON Pointers as JSON Schema tools write them, and typography members in
    /// kebab or snake case or under a synonym: rewritten in every token's value.
    static let valueRewrites = LenientForm("value-rewrites") { $0.rewriteValues() }
}
