/// The one normaliser of typography member names: the Format Module member a key stands for, however a tool
/// writes it (`font-size`, `Font Size`, `line_height`, `lineSpacing`, `tracking`, Tokens Studio's and Penpot's
/// plural type names `lineHeights`, `FontSizes`). Lenient mode renames members by the same table
/// (`TokenTree.typographyMember(named:)`: LenientRewrites.swift, Penpot.swift), and the Check stage finds the
/// member a finding is about with this, so both read a name alike.
public enum TypographyMemberName {
    /// The member `key` names (`"fontSize"`, `"lineHeight"`, or a member beyond the five such as
    /// `"textCase"`), or `nil` when it names none.
    public static func member(_ key: String) -> String? {
        if let member = TokenTree.typographyMember(named: key) ?? ValueReader.typographyMembersByTypeName[key] {
            return member
        }
        let normalized = TokenTree.normalizedMemberName(key)
        guard normalized.hasSuffix("s") else { return nil }
        return TokenTree.typographyMembersByNormalizedName[String(normalized.dropLast())]
    }
}
