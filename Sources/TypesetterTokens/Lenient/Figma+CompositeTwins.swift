/// A text style exported twice (lenient mode): the Figma "Design Tokens" plugin (lukasoppermann) writes each
/// text style as a composite token (`font.title1.regular`, `custom-fontStyle`) and again as a group of
/// separate member tokens (`typography.title1.regular.fontSize`, `….lineHeight`…), under another top-level
/// group. Read as ``TokenTree/readTypographyGroups()`` reads such groups, every style would be built twice.
///
/// A group of member tokens is the composite's twin when a composite typography token has the same path but
/// for its first name, and every typography member both write has the same literal value (a font size among
/// them): numbers equal, a px string read as its number, names equal but for case. A reference on either side
/// is not compared, so no twin is found; nor when one value differs (a mobile and a desktop style of one name
/// are two styles). A twin is not made a style; the composite is the style, and the member tokens stay
/// tokens. One warning per file counts them.
extension TokenTree {
    /// The composite typography tokens (an object value, typed typography) by their key without its first
    /// name: `font.title1.regular` → `title1.regular`.
    func compositeTypographyByRest() -> [String: [Int]] {
        var composites: [String: [Int]] = [:]
        for index in entries.indices {
            let entry = entries[index]
            guard (entry.explicitType ?? entry.groupType) == .typography, entry.valueNode.object != nil,
                let dot = entry.key.firstIndex(of: ".")
            else { continue }
            composites[String(entry.key[entry.key.index(after: dot)...]), default: []].append(index)
        }
        return composites
    }

    /// The composite twin of the group of member tokens at `key` (see the type's documentation), or `nil`.
    func compositeTwin(
        of key: String, members: [(member: String, index: Int)], in composites: [String: [Int]]
    ) -> Int? {
        guard let dot = key.firstIndex(of: "."), let candidates = composites[String(key[key.index(after: dot)...])]
        else { return nil }
        let first = key[..<dot]
        return candidates.first { candidate in
            let compositeKey = entries[candidate].key
            guard !compositeKey.hasPrefix(first + "."), let object = entries[candidate].valueNode.object else {
                return false
            }
            var written: [String: JSONNode] = [:]
            for member in object.members {
                if let name = Self.typographyMember(named: member.key) { written[name] = member.value }
            }
            var compared: Set<String> = []
            for (member, index) in members where ValueReader.typographyMembers.contains(member) {
                guard let composite = written[member] else { continue }
                guard let mine = Self.comparableLiteral(entries[index].valueNode),
                    mine == Self.comparableLiteral(composite)
                else { return false }
                compared.insert(member)
            }
            return compared.contains("fontSize") && compared.count >= 2
        }
    }

    /// A literal as twins compare it: a number (a JSON number, a number string with `px` or none, or the
    /// `value` of a `{value, unit}` object), or a name lowercased; `nil` for a reference or anything else.
    static func comparableLiteral(_ node: JSONNode) -> String? {
        switch node.value {
        case .number(let number):
            return formatted(number)
        case .string(let text):
            guard !text.contains("{") else { return nil }
            var trimmed = text.trimmingSpaces
            if trimmed.hasSuffix("px") { trimmed.removeLast(2) }
            if let number = Double(trimmed) { return formatted(number) }
            return text.trimmingSpaces.lowercased()
        case .object(let object):
            guard let value = object["value"] ?? object["$value"], value.number != nil || value.string != nil else {
                return nil
            }
            return comparableLiteral(value)
        default:
            return nil
        }
    }

    /// Reports, once per file, a group of member tokens read once, as its composite twin.
    mutating func reportCompositeTwin(_ key: String, of composite: String, at location: SourceLocation) {
        report.add(.lenientForm, "typography-twin:\(location.path)", at: location) { count in
            "\(LenientReport.count(count, "group")) of separate tokens (fontSize, lineHeight, fontWeight…), such as \"\(key)\", repeat a composite typography token member for member (\"\(composite)\"), as the Figma Design Tokens plugin exports each text style twice: each style is read once, as its composite; the separate tokens stay tokens"
        }
    }
}
