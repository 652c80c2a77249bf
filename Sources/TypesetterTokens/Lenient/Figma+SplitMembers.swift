/// Text styles whose member names are split over two path levels (lenient mode).
///
/// Style Dictionary's category/type/item habit makes groups of the words of a CSS property name: Vonage's Vivid
/// writes `typography.body-1.font.size`, `….font.weight`, `….line.height`, `….letter.spacing`, each a token.
/// Such tokens, their last two names joined (`font` + `size` → `fontSize`), are a style's members as the
/// one-level names are (`heading.lg.font-size`, ``TokenTree/readTypographyGroups()``): the style is the group
/// above the two levels, with the same rules and a warning of its own, once per file. Only a joined name that
/// ends at a token counts: a scale such as `alias.font.size.0` (a member name followed by a step) is no style.
extension TokenTree {
    /// A token whose typography member name is split over its last two path levels.
    struct SplitMember {
        /// The style's key, the group above the two levels (`typography.body-1`).
        var key: String
        /// The group of the first level (`typography.body-1.font`): when it is a style of its own (Fluent's
        /// `Body.Font.Size` beside `Body.Font.Line Height`), the token is that style's member, not this one's.
        var group: String
        var member: String
        var index: Int

        init(_ split: (key: Substring, group: Substring, member: String), index: Int) {
            key = String(split.key)
            group = String(split.group)
            member = split.member
            self.index = index
        }
    }

    /// The style's key, the group of the first level and the typography member a token at `group`.`name` stands
    /// for when the member's name is split over the group's last name and `name` (`….font` + `size`); `nil`
    /// for any other token, and for one with no group above the two levels.
    static func splitTypographyMember(
        group: Substring, name: Substring
    ) -> (key: Substring, group: Substring, member: String)? {
        // Most names are no second word of a member's: one look-up, and the group read only for those that are.
        guard let firstWords = splitTypographyMembers[normalizedMemberName(name)],
            let dot = group.lastIndex(of: ".")
        else { return nil }
        let firstWord = group[group.index(after: dot)...]
        guard let member = firstWords[normalizedMemberName(firstWord)] else { return nil }
        return (group[..<dot], group, member)
    }

    /// The typography members by their second word, then their first, as ``normalizedMemberName(_:)`` writes
    /// them: `size` → `font` → `fontSize`; `spacing` → `line` → `lineHeight` (the synonym `line-spacing`).
    static let splitTypographyMembers: [String: [String: String]] = {
        var members: [String: [String: String]] = [:]
        for member in ValueReader.typographyMembers + ValueReader.typographyExtras.sorted() {
            // Each member's name is two words in camel case: split at the capital.
            guard let capital = member.firstIndex(where: \.isUppercase) else { continue }
            members[member[capital...].lowercased(), default: [:]][member[..<capital].lowercased()] = member
        }
        members["spacing", default: [:]]["line"] = "lineHeight"
        return members
    }()

    /// Reports, once per file, a style read from tokens whose member names are split over two levels.
    mutating func reportSplitMembers(of key: String, at location: SourceLocation) {
        report.add(.lenientForm, "typography-split:\(location.path)", at: location) { count in
            "\(LenientReport.count(count, "group")) of separate tokens whose member names are split over two levels (font.size, line.height, font.weight…), such as \"\(key)\", read as typography styles: Style Dictionary's category/type/item names; the Format Module writes one typography token"
        }
    }
}
