/// One token as written, before resolution.
///
/// What most tokens lack (a lenient type name, `$deprecated`, `$extensions`) is kept in one optional box
/// (``TokenEntryExtras``), so that a large set's entries carry 8 bytes for them instead of 48.
///
/// (The properties are declared in the order that packs them tightest: 96 bytes an entry rather than 112.)
struct TokenEntry {
    /// `$value`, or the token's `$ref` wrapped as `{"$ref": …}`.
    var valueNode: JSONNode
    var key: String
    var description: String?
    var path: [String]
    private var extras: TokenEntryExtras?
    var location: SourceLocation
    var explicitType: TokenType?
    var groupType: TokenType?
    /// Its properties were invalid (already reported): references to it fail quietly.
    var broken = false
    /// Lenient mode: written with `value` for `$value` (Tokens Studio, Style Dictionary).
    var isLegacyForm = false

    init(
        path: [String], key: String, location: SourceLocation, valueNode: JSONNode, explicitType: TokenType?,
        groupType: TokenType?, dataTypeName: String?, description: String?, deprecated: Deprecation?,
        extensions: JSONObject?, broken: Bool = false, isLegacyForm: Bool = false
    ) {
        self.path = path
        self.key = key
        self.location = location
        self.valueNode = valueNode
        self.explicitType = explicitType
        self.groupType = groupType
        self.description = description
        self.broken = broken
        self.isLegacyForm = isLegacyForm
        if dataTypeName != nil || deprecated != nil || extensions != nil {
            extras = TokenEntryExtras(dataTypeName: dataTypeName, deprecated: deprecated, extensions: extensions)
        }
    }

    /// The box, unshared, to change (copy on write: a copied entry keeps its own values).
    private mutating func ownExtras() -> TokenEntryExtras {
        if let extras, isKnownUniquelyReferenced(&self.extras) { return extras }
        let copy = TokenEntryExtras(
            dataTypeName: extras?.dataTypeName, deprecated: extras?.deprecated, extensions: extras?.extensions)
        extras = copy
        return copy
    }

    /// Lenient mode: the type name as written when it is not a Format Module name (`string`, `letterSpacing`,
    /// `custom-fontStyle`), the token's own or else its group's.
    var dataTypeName: String? {
        get { extras?.dataTypeName }
        set { ownExtras().dataTypeName = newValue }
    }
    var deprecated: Deprecation? {
        get { extras?.deprecated }
        set { ownExtras().deprecated = newValue }
    }
    var extensions: JSONObject? {
        get { extras?.extensions }
        set { ownExtras().extensions = newValue }
    }
    /// Lenient mode: written as a Tokens Studio `letterSpacing` token, whose percentages and ems stay relative.
    var isLetterSpacing: Bool { dataTypeName == "letterSpacing" }
    /// Lenient mode: written as a Figma plugin text style (`custom-fontStyle`), whose bare numbers are px.
    var isFigmaTextStyle: Bool { dataTypeName == "custom-fontStyle" }
    /// Lenient mode: written as a Tokens Studio or Style Dictionary line height, which may be a length.
    var isLineHeight: Bool { dataTypeName == "lineHeights" || dataTypeName == "lineHeight" }
}

/// The rarely set parts of a ``TokenEntry``.
final class TokenEntryExtras {
    var dataTypeName: String?
    var deprecated: Deprecation?
    var extensions: JSONObject?

    init(dataTypeName: String?, deprecated: Deprecation?, extensions: JSONObject?) {
        self.dataTypeName = dataTypeName
        self.deprecated = deprecated
        self.extensions = extensions
    }
}

/// One group as written.
struct GroupEntry {
    var path: [String]
    var location: SourceLocation
    /// The effective `$type`: its own, or inherited from an enclosing group.
    var type: TokenType?
    /// Whether the group sets `$type` itself.
    var ownType = false
    var deprecated: Deprecation?
    var extends: JSONNode?
    /// `$extensions` as written (the Interpret stage reads `com.typesetter.component` from it).
    var extensions: JSONObject?
}
