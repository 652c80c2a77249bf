/// Forms of Figma exports (lenient mode): text styles written as groups of separate tokens, rewritten on the
/// merged tree (``TokenTree/applyLenientRewrites()``), and the plugins' shadow members (`shadowType`,
/// `radius`). The Figma variables API and plugin dumps as whole documents are read by ``FigmaVariables``.
extension TokenTree {
    /// Figma variables cannot hold a composite, so a text style exported from variables (and the Figma
    /// "Design Tokens" plugin's typography export) is a group of separate tokens: `heading/lg/font-size`,
    /// `…/line-height`, `…/font-weight`. Theo and flat Style Dictionary files write the same as siblings named
    /// by a shared prefix: `small-regular-font-size`, `small-regular-line-height`. Such a group (or prefix)
    /// whose tokens include a font size and at least one other typography member is read as a typography token
    /// at the group's path (or the prefix's, `small-regular`), its members referring to those tokens (which
    /// stay as they are), reported once per file. A path that is already a token or a group is left alone.
    /// Member names split over two levels (`typography.body-1.font.size`) are read the same (+SplitMembers).
    mutating func readTypographyGroups() {
        // The styles found, in the order first seen, each with its member tokens by typography member name and
        // found by its dotted key, read from each token's key (names have no dot): no token's path is split.
        struct Style {
            var key: String
            var members: [(member: String, index: Int)]
            /// Named by a prefix of its tokens' names (`small-regular` of `small-regular-font-size`).
            var isPrefix: Bool
            /// Has a member whose name is split over two path levels (`font.size`, +SplitMembers).
            var isSplit = false
        }
        var styles: [Style] = []
        var positions: [String: Int] = [:]
        // The tokens whose names may be short member names, read again below (few, so most keys are read once).
        var shortNames: [Int] = []
        // The tokens whose member name is split over their last two path levels, read once the styles of whole
        // names are known (+SplitMembers).
        var splitNames: [SplitMember] = []
        for index in entries.indices {
            let (group, name) = Self.groupAndName(entries[index].key)
            if group != nil, Self.mayBeShortTypographyMember(name) { shortNames.append(index) }
            guard let (member, prefix) = Self.typographyMemberAndPrefix(name) else {
                if let group, let split = Self.splitTypographyMember(group: group, name: name) {
                    splitNames.append(SplitMember(split, index: index))
                }
                continue
            }
            let key: String
            switch (group, prefix) {
            case (nil, nil): continue
            case (let group?, nil): key = String(group)
            case (nil, let prefix?): key = prefix
            case (let group?, let prefix?): key = "\(group).\(prefix)"
            }
            if let position = positions[key] {
                styles[position].members.append((member, index))
                styles[position].isPrefix = styles[position].isPrefix || prefix != nil
            } else {
                positions[key] = styles.count
                styles.append(Style(key: key, members: [(member, index)], isPrefix: prefix != nil))
            }
        }
        // Names split over two levels (`font` + `size`) make a style of the group above both, unless the first
        // level is a style of whole names already (Fluent's `Body.Font.Size` beside `Body.Font.Line Height`).
        for split in splitNames where positions[split.group] == nil {
            if let position = positions[split.key] {
                styles[position].members.append((split.member, split.index))
                styles[position].isSplit = true
            } else {
                positions[split.key] = styles.count
                styles.append(
                    Style(key: split.key, members: [(split.member, split.index)], isPrefix: false, isSplit: true))
            }
        }
        // Short names (`size`, `family`, `weight`, `leading`) say a member only beside a token a full name already
        // makes a style's (REI Cedar's `text.default.body1.size` beside `line-spacing`; Fluent's `Body.Font.Size`
        // beside `Line Height`): alone, `size` or `weight` may mean anything.
        for index in shortNames {
            let (group, name) = Self.groupAndName(entries[index].key)
            guard let group, let member = Self.shortTypographyMembers[name.lowercased()],
                let position = positions[String(group)],
                !styles[position].members.contains(where: { $0.member == member })
            else { continue }
            styles[position].members.append((member, index))
        }
        // What a style family keeps once above its sizes, and sizes of short names below it (+SharedMembers).
        let (shared, sizes) = sharedMemberGroups(styles: styles.map { ($0.key, $0.members) }, shortNames: shortNames)
        styles += sizes.map { Style(key: $0.key, members: $0.members, isPrefix: false) }
        for style in styles {
            let key = style.key
            let inherited = Self.sharedMembers(above: key, lacking: style.members.map(\.member), in: shared)
            let members = style.members + inherited
            guard entryIndex(forKey: key) == nil, members.contains(where: { $0.member == "fontSize" }),
                style.members.contains(where: { $0.member != style.members[0].member })
            else { continue }
            // Siblings named by a prefix have no group of their own; one that has a group is a real group.
            let group = groups[key]
            let isPrefix = style.isPrefix
            if isPrefix ? group != nil : group == nil { continue }
            var object = JSONObject()
            // A few members a style: a list, not a set to hash each into.
            var seen: [String] = []
            for (member, index) in members where !seen.contains(member) {
                seen.append(member)
                let location = entries[index].location
                // The five Format Module members refer to their tokens; the others (fontStyle, textCase…) are
                // kept as written, which is how a typography holds them, when written as a literal.
                let value: JSONNode
                if ValueReader.typographyMembers.contains(member) {
                    value = JSONNode(.string("{\(entries[index].key)}"), at: location)
                } else if entries[index].valueNode.string.map({ $0.hasPrefix("{") }) != true {
                    value = entries[index].valueNode
                } else {
                    continue
                }
                object.members.append(JSONMember(key: member, keyLocation: location, value: value))
            }
            reportSharedMembers(inherited, of: key)
            let firstLocation = entries[members[0].index].location
            let location = group?.location ?? firstLocation
            if style.isSplit {
                reportSplitMembers(of: key, at: location)
            } else {
                report.add(.lenientForm, "typography-group:\(location.path)", at: location) { count in
                    "\(LenientReport.count(count, isPrefix ? "set" : "group")) of separate tokens (fontSize, lineHeight, fontWeight…), such as \"\(key)\", read as typography styles: Figma variables cannot hold a composite; the Format Module writes one typography token"
                }
            }
            setEntryIndex(entries.count, forKey: key)
            entries.append(
                TokenEntry(
                    path: nil, key: key, location: location,
                    valueNode: JSONNode(.object(object), at: firstLocation), explicitType: .typography,
                    groupType: nil, dataTypeName: nil, description: nil, deprecated: group?.deprecated,
                    extensions: group?.extensions))
        }
    }

    /// The group's key and the name of a dotted key: `a.b.c` → (`a.b`, `c`), `c` → (nil, `c`).
    static func groupAndName(_ key: String) -> (group: Substring?, name: Substring) {
        // The last dot, found in the key's bytes where they are contiguous (always, for a key read from a file).
        let dot =
            key.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.lastIndex(of: UInt8(ascii: ".")).map { key.utf8.index(key.utf8.startIndex, offsetBy: $0) }
            } ?? key.utf8.lastIndex(of: UInt8(ascii: "."))
        guard let dot else { return (nil, key[...]) }
        return (key[..<dot], key[key.utf8.index(after: dot)...])
    }

    /// Whether `name` may be one of ``shortTypographyMembers`` once lowercased: any name beyond ASCII, and an
    /// ASCII name of their lengths (4 to 7), so that most names are not lowercased only to be looked up.
    private static func mayBeShortTypographyMember(_ name: Substring) -> Bool {
        !name.utf8.allSatisfy { $0 < 0x80 } || (4...7).contains(name.utf8.count)
    }

    /// The typography member a token's name stands for, and the style's own name when the member is its
    /// suffix: `line-height` → (lineHeight, nil); `small-regular-font-size` → (fontSize, "small-regular");
    /// `bodyLineHeight` → (lineHeight, "body"). `nil` for any other name.
    static func typographyMemberAndPrefix(_ name: Substring) -> (String, String?)? {
        if let member = typographyMember(named: name) { return (member, nil) }
        // Names are mostly ASCII: read byte by byte, without an array of characters.
        var name = name
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.withUTF8 { asciiMemberAndPrefix($0) } }
        let characters = Array(name)
        for position in characters.indices.dropFirst() {
            // A suffix starts after a separator, or at a capital in camel case.
            let character = characters[position]
            let separated = character == "-" || character == "_" || character == " "
            guard separated || (character.isUppercase && characters[position - 1].isLowercase) else { continue }
            let suffix = String(characters[(separated ? position + 1 : position)...])
            guard !suffix.isEmpty, let member = typographyMember(named: suffix[...]) else { continue }
            return (member, String(characters[..<position]))
        }
        return nil
    }

    /// ``typographyMemberAndPrefix(_:)`` for an ASCII name, where each byte is a character.
    private static func asciiMemberAndPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, String?)? {
        for position in bytes.indices.dropFirst() {
            let byte = bytes[position]
            let separated = byte == 0x2D || byte == 0x5F || byte == 0x20
            let camel = byte >= 0x41 && byte <= 0x5A && bytes[position - 1] >= 0x61 && bytes[position - 1] <= 0x7A
            guard separated || camel else { continue }
            let suffix = UnsafeBufferPointer(rebasing: bytes[(separated ? position + 1 : position)...])
            guard !suffix.isEmpty, let normalized = asciiNormalizedMemberName(suffix),
                let member = typographyMembersByNormalizedName[normalized]
            else { continue }
            return (member, String(decoding: UnsafeBufferPointer(rebasing: bytes[..<position]), as: UTF8.self))
        }
        return nil
    }

    /// The typography member a token's name stands for (`font-size`, `Font Size`, `fontSize` → `fontSize`;
    /// `line-spacing` → `lineHeight`), or `nil`.
    static func typographyMember(named name: some StringProtocol) -> String? {
        typographyMembersByNormalizedName[normalizedMemberName(name)]
    }

    /// The name as member names are compared: without `-`, `_` and spaces, lowercased (`Font Size` →
    /// `fontsize`).
    static func normalizedMemberName(_ name: some StringProtocol) -> String {
        var name = Substring(name)
        // Names are mostly ASCII: lowercased byte by byte, without a string per character.
        if let normalized = name.withUTF8({ asciiNormalizedMemberName($0) }) { return normalized }
        var normalized = ""
        for character in name where character != "-" && character != "_" && character != " " {
            normalized += character.lowercased()
        }
        return normalized
    }

    /// The name without `-`, `_` and spaces, lowercased, when it is all ASCII (the same as lowercasing each
    /// character then); `nil` otherwise.
    private static func asciiNormalizedMemberName(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        // Written straight into the string's storage (short names need none of their own): no array between.
        return String(unsafeUninitializedCapacity: bytes.count) { normalized in
            var count = 0
            for byte in bytes where byte != 0x2D && byte != 0x5F && byte != 0x20 {
                normalized[count] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                count += 1
            }
            return count
        }
    }

    /// Names that are a typography member only beside one a full name makes (``readTypographyGroups()``).
    static let shortTypographyMembers = [
        "size": "fontSize", "family": "fontFamily", "weight": "fontWeight", "leading": "lineHeight",
    ]

    /// The names ``typographyMember(named:)`` gives back as they are (`fontSize`, `textCase`): what most
    /// typography values write, told by one look-up.
    static let typographyMemberNames = Set(
        typographyMembersByNormalizedName.values.filter { typographyMember(named: $0) == $0 })

    static let typographyMembersByNormalizedName: [String: String] = {
        var names: [String: String] = [:]
        for member in ValueReader.typographyMembers + ValueReader.typographyExtras.sorted() {
            names[member.lowercased()] = member
        }
        names["linespacing"] = "lineHeight"
        names["tracking"] = "letterSpacing"
        return names
    }()
}

extension ValueReader {
    /// Tokens Studio (`x`, `y`, `type: "innerShadow"`) and Figma plugin (`radius`, `shadowType`) shadow
    /// members under their Format Module names, and a missing `blur` or `spread` (Style Dictionary) as 0.
    /// Each rename is reported where it is, with its fix-it.
    mutating func lenientShadow(_ object: JSONObject, at node: JSONNode) -> JSONObject {
        var members: [JSONMember] = []
        members.reserveCapacity(object.members.count + 2)
        for member in object.members {
            var renamed = member
            switch member.key {
            case "x" where object["offsetX"] == nil: renamed.key = "offsetX"
            case "y" where object["offsetY"] == nil: renamed.key = "offsetY"
            case "radius" where object["blur"] == nil: renamed.key = "blur"
            case "type" where object["inset"] == nil, "shadowType" where object["inset"] == nil:
                guard case .string(let kind) = member.value.value, kind == "innerShadow" || kind == "dropShadow" else {
                    break
                }
                renamed.key = "inset"
                renamed.value = JSONNode(.bool(kind == "innerShadow"), at: member.value.location)
                diagnostics.append(
                    .warning(
                        .lenientForm,
                        "shadow member \"\(member.key)\": \"\(kind)\" is a Tokens Studio or Figma form; the Format Module writes \"inset\": \(kind == "innerShadow")",
                        at: member.keyLocation,
                        fixIt: .init("use the Format Module member", replacement: "\"inset\": \(kind == "innerShadow")")
                    ))
                members.append(renamed)
                continue
            default: break
            }
            if renamed.key != member.key {
                let modern = renamed.key
                diagnostics.append(
                    .warning(
                        .lenientForm,
                        "shadow member \"\(member.key)\" is a Tokens Studio or Figma form; the Format Module writes \"\(modern)\"",
                        at: member.keyLocation,
                        fixIt: .init("use the Format Module member", replacement: "\"\(modern)\"")))
            }
            members.append(renamed)
        }
        var result = JSONObject(members: members)
        for missing in ["blur", "spread"]
        where result[missing] == nil && (result["offsetX"] != nil || result["offsetY"] != nil) {
            diagnostics.append(
                .warning(
                    .lenientForm,
                    "shadow has no \"\(missing)\"; read as 0, and the Format Module writes \"\(missing)\": {\"value\": 0, \"unit\": \"px\"}",
                    at: node.location))
            result.members.append(
                JSONMember(
                    key: missing, keyLocation: node.location,
                    value: JSONNode(
                        .object(
                            JSONObject(members: [
                                JSONMember(
                                    key: "value", keyLocation: node.location,
                                    value: JSONNode(.number(0), at: node.location)),
                                JSONMember(
                                    key: "unit", keyLocation: node.location,
                                    value: JSONNode(.string("px"), at: node.location)),
                            ])), at: node.location)))
        }
        return result
    }
}

extension TokenTree {
    /// Figma variables exported as DTCG files keep Figma's `number` type and say what the number sizes in
    /// `$extensions["com.figma"].scopes` (HPE's `"scopes": ["LINE_HEIGHT"]` on a line height of 46). A number
    /// whose every scope is a size is a length in points, as the Figma API reads it (``FigmaVariables``): read
    /// as a px dimension, once per file, so a typography divides a line height by its size instead of reading
    /// 46 as a multiple.
    mutating func readFigmaScopedNumbers() {
        for index in entries.indices where entries[index].explicitType == .number {
            guard case .number(let number) = entries[index].valueNode.value,
                let scopes = entries[index].extensions?["com.figma"]?.object?["scopes"]?.array?.compactMap(\.string),
                !scopes.isEmpty, scopes.allSatisfy(FigmaVariables.dimensionScopes.contains)
            else { continue }
            let location = entries[index].valueNode.location
            entries[index].explicitType = .dimension
            entries[index].valueNode = JSONNode(
                .object(
                    JSONObject(members: [
                        JSONMember(key: "value", keyLocation: location, value: JSONNode(.number(number), at: location)),
                        JSONMember(key: "unit", keyLocation: location, value: JSONNode(.string("px"), at: location)),
                    ])), at: location)
            let key = entries[index].key
            report.add(.lenientForm, "figma-scoped-number:\(location.path)", at: location) { count in
                "\(LenientReport.count(count, "number token")) scoped in Figma to sizes only (\(scopes.joined(separator: ", "))), such as \"\(key)\", read as px dimensions as Figma applies them; the Format Module writes \"$type\": \"dimension\""
            }
        }
    }
}

extension LenientForm {
    /// Shadow members as Tokens Studio (`x`, `y`, `type`) and the Figma plugin (`radius`, `shadowType`) write
    /// them, and a missing `blur` or `spread` (Style Dictionary) as 0 (``ValueReader/lenientShadow(_:at:)``).
    static let shadowMembers = LenientForm("shadow-members", at: .shadowLayer) { reader, node, _ in
        guard case .object(let object) = node.value else { return nil }
        return .object(reader.lenientShadow(object, at: node))
    }
}

extension LenientForm {
    /// Text styles written as groups of separate tokens (Figma variables, the Design Tokens plugin, Theo),
    /// read as typography tokens (``TokenTree/readTypographyGroups()``).
    static let typographyGroups = LenientForm("typography-groups") { $0.readTypographyGroups() }

    /// Numbers that Figma's scopes say are sizes, read as px dimensions (``TokenTree/readFigmaScopedNumbers()``).
    static let figmaScopedNumbers = LenientForm("figma-scoped-numbers") { $0.readFigmaScopedNumbers() }
}
