/// Every token and group of the documents given, flattened by dotted path. Later documents replace earlier
/// definitions of the same token (reported when they differ).
struct TokenTree {
    var entries = TokenEntries()
    var indexByKey = KeyIndex()
    var groups: [String: GroupEntry] = [:]
    var groupOrder: [String] = []
    var lenient: Bool
    /// Whether a later document redefining a token differently is reported (`merge.conflict`). Not in a
    /// resolver document, where later sources override earlier ones by design (a dark theme redefines the
    /// colors).
    var reportsOverrides = true
    var diagnostics: [Diagnostic] = []
    /// The files of the documents added.
    var files: [SourceFile] = []
    /// Lenient mode: repeated findings, reported once each (shared with the value reader).
    let report = LenientReport()
    /// When set, repeats of a legacy form (a `value` without `$` on every token) are counted on the first
    /// one as they are found instead of kept one by one (``ResolveOptions/gathersRepeatedForms``).
    var folding: DiagnosticFolding?
    /// Lenient mode: scalars written in a group without `value` (REI Cedar's `options.space.one-x: "16px"`),
    /// set aside unless a token refers to them (``readReferencedBareValues()``), by dotted key.
    var bareValues: [String: BareValue] = [:]
    /// While one file is read into the empty tree: its keys are distinct, so they are recorded unchecked and
    /// indexed when it is read (``KeyIndex/appendDistinct(_:position:)``); nothing looks a key up meanwhile.
    var indexesInBulk = false
    /// While one file is read in strict mode, the only file of the run: a value that refers to nothing is
    /// read when its token is added, if it reads without a finding (``literalValue(_:as:)``).
    var readsLiteralsEarly = false
    /// Where the gathered warning of each legacy property and file is (``warnLegacyProperty(_:at:)``).
    var legacyPropertyWarnings: [LegacyPropertyKey: Int] = [:]
    /// The files JSON Pointers name, each found once (shared with the value reader).
    let pointerFiles = PointerFiles()
    /// The reader of ``literalValue(_:as:)``, made when first needed.
    var literalReader: ValueReader?

    init(lenient: Bool, folding: Bool = false) {
        self.lenient = lenient
        self.folding = folding ? DiagnosticFolding() : nil
    }

    /// The entry of the token `key`, if there is one.
    func entryIndex(forKey key: String) -> Int? {
        indexByKey.position(of: key) { entries[$0].key.isSameKey(as: key) }
    }

    /// Records `position` as the entry of the token `key` (the next entry to be appended, or the one it has).
    mutating func setEntryIndex(_ position: Int, forKey key: String) {
        let entries = self.entries
        indexByKey.set(position, forKey: key) { entries[$0].key.isSameKey(as: key) }
    }

    /// Reports a warning that a large export may repeat for every token: folded into the first of its form
    /// when ``folding`` is set, appended otherwise.
    mutating func warnRepeatable(_ diagnostic: Diagnostic) {
        if folding == nil {
            diagnostics.append(diagnostic)
        } else {
            folding?.append(diagnostic, to: &diagnostics)
        }
    }

    /// Makes room for `tokens` tokens (an estimate), so the tables do not grow and rehash step by step.
    mutating func reserveCapacity(tokens: Int) {
        // Only before the first document: later ones grow geometrically as usual.
        guard entries.isEmpty, tokens > 0, tokens <= 50_000_000 else { return }
        entries.reserveCapacity(tokens)
        indexByKey.reserveCapacity(tokens)
    }

    private struct PendingGroup {
        var object: JSONObject
        var location: SourceLocation
        var path: [String]
        var type: TokenType?
        var deprecated: Deprecation?
        /// The type name as written when `type` is ``TokenType/data``.
        var dataTypeName: String? = nil
        /// `type` is a Tokens Studio group's `type` without `$` (this group's or one above it).
        var legacyType = false
    }

    /// Adds one document (a file's root object, or an inline resolver source).
    ///
    /// The document is consumed: each group's members are freed once the group is read (only the tokens'
    /// values stay), so the whole document and the flattened tree are never in memory together.
    mutating func add(document: consuming JSONNode) {
        let location = document.location
        let file = location.file
        if !files.contains(file) { files.append(file) }
        let kind = document.value.kindDescription
        guard let root = Self.rootGroup(consume document) else {
            diagnostics.append(
                .error(
                    .documentNotObject, "a token document must be a JSON object, not \(kind)", at: location))
            return
        }
        var pending = [root]
        var isRoot = true
        while let group = pending.popLast() {
            let groupKey = group.path.joined(separator: ".")
            var type = group.type
            var dataTypeName = group.dataTypeName
            var deprecated = group.deprecated
            var extends: JSONNode?
            var groupExtensions: JSONObject?
            var ownType = false
            for position in group.object.members.indices
            where group.object.members[position].key.startsWithDollar && group.object.members[position].key != "$root" {
                let member = group.object.members[position]
                switch member.key {
                case "$type":
                    var name: String?
                    if let parsed = readType(member, dataTypeName: &name) {
                        type = parsed
                        dataTypeName = name
                        ownType = true
                    }
                case "$description":
                    if lenient, case .null = member.value.value {
                        noteNullDescription(member)
                    } else if member.value.string == nil {
                        reportWrongKind("$description", of: member, mustBe: "a string")
                    }
                case "$deprecated":
                    if let parsed = readDeprecated(member) { deprecated = parsed.deprecation }
                case "$extensions":
                    if let object = member.value.object {
                        groupExtensions = object
                    } else {
                        reportWrongKind("$extensions", of: member, mustBe: "an object")
                    }
                case "$extends":
                    extends = member.value
                case "$schema" where isRoot:
                    break
                case "$themes", "$metadata":
                    // Tokens Studio single-file exports keep these beside the token sets.
                    diagnostics.append(
                        .warning(
                            .lenientForm, "\(member.key) is Tokens Studio metadata, not tokens; ignored",
                            at: member.keyLocation))
                default:
                    if case .object(let object) = member.value.value, object["$value"] != nil || object["$ref"] != nil {
                        diagnostics.append(
                            .error(
                                .invalidName,
                                "token name \"\(member.key)\" must not start with '$' (reserved for DTCG properties)",
                                at: member.keyLocation))
                    } else {
                        diagnostics.append(
                            .warning(
                                .unknownProperty, "unknown group property \"\(member.key)\" ignored",
                                at: member.keyLocation))
                    }
                }
            }
            isRoot = false
            // Tokens Studio's `type` without `$` on a group (Lenient/TokensStudio+GroupType.swift).
            let legacyType = lenient && !ownType ? readLegacyGroupType(group.object) : nil
            let legacyTyped = legacyType != nil || (group.legacyType && !ownType)
            if let legacyType { (type, dataTypeName, ownType) = (legacyType.type, legacyType.dataTypeName, true) }
            if groups[groupKey] == nil { groupOrder.append(groupKey) }
            var entry = groups[groupKey] ?? GroupEntry(path: group.path, location: group.location)
            entry.location = group.location
            if type != group.type || entry.type == nil { entry.type = type }
            entry.ownType = entry.ownType || ownType
            entry.deprecated = deprecated
            if let extends { entry.extends = extends }
            if let groupExtensions { entry.extensions = groupExtensions }
            groups[groupKey] = entry

            var children: [PendingGroup] = []
            for position in group.object.members.indices
            where !group.object.members[position].key.startsWithDollar || group.object.members[position].key == "$root"
            {
                // Members are read in place (a copy of each would retain and release its parts).
                let name = group.object.members[position].key
                if legacyType != nil, name == "type" { continue }
                if lenient,
                    group.object.members[position].value.object == nil
                        || name == "extensions",
                    let metadata = lenientGroupMetadata(group.object.members[position])
                {
                    if case .extensions(let object) = metadata, groups[groupKey]?.extensions == nil {
                        groups[groupKey]?.extensions = object
                    }
                    let member = group.object.members[position]
                    if member.value.string != nil || member.value.number != nil, !name.containsReferenceSyntax {
                        bareValues[groupKey.isEmpty ? name : groupKey + "." + name] = BareValue(
                            path: group.path + [name], node: member.value, keyLocation: member.keyLocation,
                            groupType: type, groupDataTypeName: dataTypeName)
                    }
                    continue
                }
                if name.isEmpty || name.containsReferenceSyntax {
                    diagnostics.append(
                        .error(
                            .invalidName,
                            "token and group names must not be empty or contain '{', '}' or '.': \"\(ReferenceSyntax.clip(name))\"",
                            at: group.object.members[position].keyLocation))
                    continue
                }
                guard case .object(let object) = group.object.members[position].value.value else {
                    let member = group.object.members[position]
                    reportWrongKind(
                        "\"\(name)\"", named: name, of: member, mustBe: "a token or a group (an object)",
                        notes: Self.legacyGroupTypeNotes(member, in: group.object))
                    continue
                }
                if object.contains(key: "$value") || object.contains(key: "$ref")
                    || (lenient && object["value"] != nil && !isGroupLike(object))
                    || (lenient && Self.aliasOf(object) != nil)
                {
                    // The dotted key equals `(group.path + [name]).joined(separator: ".")`, built from the
                    // group's key; the names were checked to have no dot, so the key gives the path back.
                    let key = groupKey.isEmpty ? name : groupKey + "." + name
                    addToken(
                        object, keyLocation: group.object.members[position].keyLocation, key: key,
                        groupType: type, groupDataTypeName: dataTypeName, legacyGroupType: legacyTyped,
                        deprecated: deprecated)
                } else {
                    let member = group.object.members[position]
                    let path = group.path + [name]
                    if path.count >= JSONParser.maximumDepth { continue }
                    children.append(
                        PendingGroup(
                            object: object, location: member.keyLocation, path: path, type: type,
                            deprecated: deprecated, dataTypeName: dataTypeName, legacyType: legacyTyped))
                }
            }
            // Document order: the stack pops last first.
            pending.append(contentsOf: children.reversed())
        }
    }

    /// The document's root object as the first group to read, or `nil` when the document is not an object.
    /// The document is consumed so that the returned group holds the only reference to its members.
    private static func rootGroup(_ document: consuming JSONNode) -> PendingGroup? {
        let node = consume document
        guard case .object(let object) = node.value else { return nil }
        return PendingGroup(object: object, location: node.location, path: [], type: nil, deprecated: nil)
    }

    /// A name defined as a token in one place and a group in another (checked once, after all documents).
    mutating func checkTokenGroupClashes() {
        for key in groupOrder where !key.isEmpty {
            guard let index = entryIndex(forKey: key), let group = groups[key] else { continue }
            diagnostics.append(
                .error(
                    .valueAndChildren, "\"\(key)\" is a group here but a token elsewhere", at: group.location,
                    notes: [.init("defined as a token here", at: entries[index].location)]))
            entries[index].broken = true
            // A broken token has no value, whenever it was read.
            if entries[index].isResolved { entries[index].resolvedValue = nil }
        }
    }

    /// A property whose value is not of the kind it must be (`$type must be a string, not an array`), at the
    /// value. `property` is its name as the message gives it (the Format Module's, also for a legacy key), and
    /// the diagnostic's subject member (`named`, when the message quotes a member's name).
    mutating func reportWrongKind(
        _ property: String, named name: String? = nil, of member: JSONMember, mustBe what: String,
        notes: [Diagnostic.Note] = []
    ) {
        diagnostics.append(
            Diagnostic.error(
                .invalidProperty, "\(property) must be \(what), not \(member.value.value.kindDescription)",
                at: member.value.location, notes: notes
            ).about(.init(member: name ?? property)))
    }

    /// The type a `$type` names. Lenient mode reads a name it does not know as ``TokenType/data`` and gives
    /// the name in `dataTypeName`.
    mutating func readType(_ member: JSONMember, dataTypeName: inout String?) -> TokenType? {
        guard case .string(let name) = member.value.value else {
            reportWrongKind("$type", of: member, mustBe: "a string")
            return nil
        }
        if let type = TokenType.formatModule(name) { return type }
        if lenient, let type = TokenType.lenientAliases[name] {
            dataTypeName = name
            warnRepeatable(
                .warning(
                    .lenientForm,
                    "type \"\(name)\" is a Tokens Studio, Style Dictionary or Figma name; the Format Module writes \"\(type)\"",
                    at: member.value.location, fixIt: .init("use the Format Module type", replacement: "\"\(type)\"")))
            return type
        }
        if lenient {
            dataTypeName = name
            return .data
        }
        var notes: [Diagnostic.Note] = []
        if let type = TokenType.lenientAliases[name] {
            notes.append(.init("the Format Module type is \"\(type)\" (or pass --lenient)"))
        }
        diagnostics.append(
            .error(
                .unknownType,
                "unknown $type \"\(ReferenceSyntax.clip(name))\"; expected one of \(TokenType.formatModuleTypes.map(\.rawValue).joined(separator: ", "))",
                at: member.value.location, notes: notes))
        return nil
    }

    struct DeprecatedValue { var deprecation: Deprecation? }

    mutating func readDeprecated(_ member: JSONMember) -> DeprecatedValue? {
        switch member.value.value {
        case .bool(let flag): return DeprecatedValue(deprecation: flag ? Deprecation(message: nil) : nil)
        case .string(let message): return DeprecatedValue(deprecation: Deprecation(message: message))
        default:
            reportWrongKind("$deprecated", of: member, mustBe: "true, false or a string")
            return nil
        }
    }

    private mutating func addToken(
        _ object: JSONObject, keyLocation: SourceLocation, key: String, groupType: TokenType?,
        groupDataTypeName: String?, legacyGroupType: Bool, deprecated: Deprecation?
    ) {
        var broken = false
        var explicitType: TokenType?
        var dataTypeName: String?
        var description: String?
        var tokenDeprecated = deprecated
        var extensions: JSONObject?
        var valueNode: JSONNode?
        var refNode: JSONNode?
        var platformValue: JSONNode?
        for position in object.members.indices {
            // Read in place: a copy of the member would retain and release its parts.
            var property = object.members[position].key
            if lenient, property == "aliasOf", let reference = aliasOfReference(object.members[position], in: object) {
                valueNode = reference
                continue
            }
            if lenient, property == "platform", let ios = iOSPlatformValue(object.members[position]) {
                platformValue = ios
                continue
            }
            if lenient, !property.startsWithDollar,
                let metadata = readLenientMetadata(object.members[position], in: object)
            {
                switch metadata {
                case .description(let text): description = description ?? text
                case .extensions(let extensionObject): extensions = extensions ?? extensionObject
                case .ignored: break
                }
                continue
            }
            if lenient, let modern = Self.modernName(property), !object.contains(key: modern) {
                warnLegacyProperty(property, at: object.members[position].keyLocation)
                property = modern
            }
            switch property {
            case "$value": valueNode = object.members[position].value
            case "$ref": refNode = object.members[position].value
            case "$type":
                if let type = readType(object.members[position], dataTypeName: &dataTypeName) {
                    explicitType = type
                } else {
                    broken = true
                }
            case "$description":
                if let text = object.members[position].value.string {
                    description = text
                } else if lenient, case .null = object.members[position].value.value {
                    noteNullDescription(object.members[position])
                } else {
                    reportWrongKind("$description", of: object.members[position], mustBe: "a string")
                    broken = true
                }
            case "$deprecated":
                if let parsed = readDeprecated(object.members[position]) {
                    tokenDeprecated = parsed.deprecation
                } else {
                    broken = true
                }
            case "$extensions":
                if let extensionObject = object.members[position].value.object {
                    extensions = extensionObject
                } else {
                    reportWrongKind("$extensions", of: object.members[position], mustBe: "an object")
                    broken = true
                }
            default:
                if lenient, case .object = object.members[position].value.value, !property.hasPrefix("$") {
                    noteTokenMetadata(object.members[position])
                    continue
                }
                if case .object = object.members[position].value.value, !property.hasPrefix("$") {
                    diagnostics.append(
                        .error(
                            .valueAndChildren,
                            "token \"\(key)\" has a $value, so it cannot also have children like \"\(ReferenceSyntax.clip(object.members[position].key))\"",
                            at: object.members[position].keyLocation))
                } else if lenient, !property.hasPrefix("$") {
                    diagnostics.append(
                        .warning(
                            .lenientForm,
                            "unknown token property \"\(ReferenceSyntax.clip(object.members[position].key))\" ignored",
                            at: object.members[position].keyLocation))
                    continue
                } else {
                    diagnostics.append(
                        .error(
                            .unknownProperty,
                            "unknown token property \"\(ReferenceSyntax.clip(object.members[position].key))\"; tokens have $value, $type, $description, $deprecated, $extensions",
                            at: object.members[position].keyLocation))
                }
                broken = true
            }
        }
        if let platformValue { valueNode = platformValue }
        if valueNode != nil, refNode != nil {
            diagnostics.append(
                .error(.invalidProperty, "token \"\(key)\" has both $value and $ref; use one", at: keyLocation))
            broken = true
        }
        if case .null? = valueNode?.value {
            diagnostics.append(
                .error(
                    .missingValue, "$value of token \"\(key)\" must not be null", at: valueNode?.location ?? keyLocation
                ))
            broken = true
        }
        if lenient, valueNode?.object == nil,
            (explicitType ?? groupType) == .typography,
            (explicitType == nil ? groupDataTypeName : dataTypeName) == "font"
        {
            // `font` names a text style only when its value is one (an object); Telekom's `font` tokens are
            // family names (and a group's `font` gives its tokens the same reading). Kept as data, which a
            // reference then reads as the type it needs.
            (explicitType, dataTypeName) = (.data, "font")
        }
        let value: JSONNode
        if let valueNode {
            value = valueNode
        } else if let refNode {
            value = JSONNode(
                .object(JSONObject(members: [JSONMember(key: "$ref", keyLocation: refNode.location, value: refNode)])),
                at: refNode.location)
        } else {
            return
        }
        var entry = TokenEntry(
            path: nil, key: key, location: keyLocation, valueNode: value, explicitType: explicitType,
            groupType: groupType, dataTypeName: explicitType == nil ? groupDataTypeName : dataTypeName,
            description: description, deprecated: tokenDeprecated,
            extensions: extensions, broken: broken, isLegacyForm: valueNode != nil && object["$value"] == nil)
        if legacyGroupType, explicitType == nil { entry.groupTypeIsLegacy = true }
        if readsLiteralsEarly, !broken, let type = explicitType ?? groupType,
            let literal = literalValue(value, as: type)
        {
            entry.resolvedValue = literal
        }
        if indexesInBulk {
            indexByKey.appendDistinct(key, position: entries.count)
            entries.append(entry)
        } else if let existing = entryIndex(forKey: key) {
            let previous = entries[existing]
            if reportsOverrides,
                previous.explicitType != entry.explicitType || !previous.valueNode.sameContent(as: entry.valueNode)
            {
                diagnostics.append(
                    .warning(
                        .mergeConflict,
                        "token \"\(key)\" is defined differently in an earlier file; this later definition wins",
                        at: keyLocation, notes: [.init("previously defined here", at: previous.location)]))
            }
            entries[existing] = entry
        } else {
            setEntryIndex(entries.count, forKey: key)
            entries.append(entry)
        }
    }
}

extension String {
    /// Whether the name has '{', '}' or '.', which would make it impossible to refer to (read over contiguous
    /// bytes: iterating the UTF-8 view costs several times more per byte).
    var containsReferenceSyntax: Bool {
        func scan<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
            bytes.contains { $0 == 0x7B || $0 == 0x7D || $0 == 0x2E }
        }
        return utf8.withContiguousStorageIfAvailable(scan) ?? scan(utf8)
    }

    /// Exactly `hasPrefix("$")`, with a byte check first: most names do not start with '$', and rejecting
    /// them by their first byte avoids a Unicode-aware comparison per name.
    var startsWithDollar: Bool { utf8.first == 0x24 && hasPrefix("$") }
}
