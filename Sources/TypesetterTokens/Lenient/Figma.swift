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
    mutating func readTypographyGroups() {
        // The style's path → its member tokens by typography member name, in the order first seen.
        var stylesFound: [[String]: [(member: String, index: Int)]] = [:]
        var order: [[String]] = []
        for index in entries.indices {
            let path = entries[index].path
            guard let name = path.last, let (member, prefix) = Self.typographyMemberAndPrefix(name) else {
                continue
            }
            let style = Array(path.dropLast()) + (prefix.map { [$0] } ?? [])
            guard !style.isEmpty else { continue }
            if stylesFound[style] == nil { order.append(style) }
            stylesFound[style, default: []].append((member, index))
        }
        // Short names (`size`, `family`, `weight`, `leading`) say a member only beside a token a full name already
        // makes a style's (REI Cedar's `text.default.body1.size` beside `line-spacing`; Fluent's `Body.Font.Size`
        // beside `Line Height`): alone, `size` or `weight` may mean anything.
        for index in entries.indices {
            let path = entries[index].path
            guard path.count > 1, let member = Self.shortTypographyMembers[path[path.count - 1].lowercased()] else {
                continue
            }
            let style = Array(path.dropLast())
            guard let found = stylesFound[style], !found.contains(where: { $0.member == member }) else { continue }
            stylesFound[style]?.append((member, index))
        }
        for path in order {
            let key = path.joined(separator: ".")
            guard let members = stylesFound[path], entryIndex(forKey: key) == nil,
                members.contains(where: { $0.member == "fontSize" }),
                Set(members.map(\.member)).count >= 2
            else { continue }
            // Siblings named by a prefix have no group of their own; one that has a group is a real group.
            let group = groups[key]
            let isPrefix = members.contains { entries[$0.index].path.count == path.count }
            if isPrefix ? group != nil : group == nil { continue }
            var object = JSONObject()
            var seen: Set<String> = []
            for (member, index) in members where seen.insert(member).inserted {
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
            let firstLocation = entries[members[0].index].location
            let location = group?.location ?? firstLocation
            report.add(.lenientForm, "typography-group:\(location.path)", at: location) { count in
                "\(LenientReport.count(count, isPrefix ? "set" : "group")) of separate tokens (fontSize, lineHeight, fontWeight…), such as \"\(key)\", read as typography styles: Figma variables cannot hold a composite; the Format Module writes one typography token"
            }
            setEntryIndex(entries.count, forKey: key)
            entries.append(
                TokenEntry(
                    path: path, key: key, location: location,
                    valueNode: JSONNode(.object(object), at: firstLocation), explicitType: .typography,
                    groupType: nil, dataTypeName: nil, description: nil, deprecated: group?.deprecated,
                    extensions: group?.extensions))
        }
    }

    /// The typography member a token's name stands for, and the style's own name when the member is its
    /// suffix: `line-height` → (lineHeight, nil); `small-regular-font-size` → (fontSize, "small-regular");
    /// `bodyLineHeight` → (lineHeight, "body"). `nil` for any other name.
    static func typographyMemberAndPrefix(_ name: String) -> (String, String?)? {
        if let member = typographyMember(named: name) { return (member, nil) }
        let characters = Array(name)
        for position in characters.indices.dropFirst() {
            let character = characters[position]
            let separated = character == "-" || character == "_" || character == " "
            // A suffix starts after a separator, or at a capital in camel case.
            guard separated || (character.isUppercase && characters[position - 1].isLowercase) else { continue }
            let suffix = String(characters[(separated ? position + 1 : position)...])
            guard !suffix.isEmpty, let member = typographyMember(named: suffix) else { continue }
            return (member, String(characters[..<position]))
        }
        return nil
    }

    /// The typography member a token's name stands for (`font-size`, `Font Size`, `fontSize` → `fontSize`;
    /// `line-spacing` → `lineHeight`), or `nil`.
    static func typographyMember(named name: String) -> String? {
        var name = name
        // Names are mostly ASCII: lowercased byte by byte, without a string per character.
        if let normalized = name.withUTF8({ asciiNormalizedMemberName($0) }) {
            return typographyMembersByNormalizedName[normalized]
        }
        var normalized = ""
        for character in name where character != "-" && character != "_" && character != " " {
            normalized += character.lowercased()
        }
        return typographyMembersByNormalizedName[normalized]
    }

    /// The name without `-`, `_` and spaces, lowercased, when it is all ASCII (the same as lowercasing each
    /// character then); `nil` otherwise.
    private static func asciiNormalizedMemberName(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte == 0x2D || byte == 0x5F || byte == 0x20 { continue }
            normalized.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }
        return String(decoding: normalized, as: UTF8.self)
    }

    /// Names that are a typography member only beside one a full name makes (``readTypographyGroups()``).
    static let shortTypographyMembers = [
        "size": "fontSize", "family": "fontFamily", "weight": "fontWeight", "leading": "lineHeight",
    ]

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
