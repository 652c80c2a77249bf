/// Forms of Figma exports that lenient mode rewrites on the merged tree (``TokenTree/applyLenientRewrites()``).
///
/// (The Figma variables API and plugin dumps as whole documents are read by ``FigmaVariables``.)
extension TokenTree {
    /// Figma variables cannot hold a composite, so a text style exported from variables (and the Figma
    /// "Design Tokens" plugin's typography export) is a group of separate tokens: `heading/lg/font-size`,
    /// `…/line-height`, `…/font-weight`. A group whose own tokens include a font size and at least one other
    /// typography member is read as a typography token at the group's path, its members referring to those
    /// tokens (which stay as they are), reported once per file. A group that is also a token is left alone.
    mutating func readTypographyGroups() {
        // The group's key → its member tokens by typography member name, in the order first seen.
        var groupsFound: [String: [(member: String, index: Int)]] = [:]
        var order: [String] = []
        for index in entries.indices where entries[index].path.count > 1 {
            guard let member = Self.typographyMember(named: entries[index].path[entries[index].path.count - 1])
            else { continue }
            let parent = entries[index].path.dropLast().joined(separator: ".")
            if groupsFound[parent] == nil { order.append(parent) }
            groupsFound[parent, default: []].append((member, index))
        }
        for key in order {
            guard let members = groupsFound[key], indexByKey[key] == nil, let group = groups[key],
                members.contains(where: { $0.member == "fontSize" }),
                Set(members.map(\.member)).count >= 2
            else { continue }
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
            report.add(.lenientForm, "typography-group:\(group.location.path)", at: group.location) { count in
                "\(LenientReport.count(count, "group")) of separate tokens (fontSize, lineHeight, fontWeight…), such as \"\(key)\", read as typography styles: Figma variables cannot hold a composite; the Format Module writes one typography token"
            }
            indexByKey[key] = entries.count
            entries.append(
                TokenEntry(
                    path: group.path, key: key, location: group.location,
                    valueNode: JSONNode(.object(object), at: firstLocation), explicitType: .typography,
                    groupType: nil, dataTypeName: nil, description: nil, deprecated: group.deprecated,
                    extensions: group.extensions))
        }
    }

    /// The typography member a token's name stands for (`font-size`, `Font Size`, `fontSize` → `fontSize`;
    /// `line-spacing` → `lineHeight`), or `nil`.
    static func typographyMember(named name: String) -> String? {
        var normalized = ""
        for character in name where character != "-" && character != "_" && character != " " {
            normalized += character.lowercased()
        }
        return typographyMembersByNormalizedName[normalized]
    }

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
