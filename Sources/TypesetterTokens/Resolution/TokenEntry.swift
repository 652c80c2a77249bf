/// One token as written, before resolution.
///
/// What most tokens lack (a lenient type name, `$deprecated`, `$extensions`) is kept in one optional box
/// (``TokenEntryExtras``), so that a large set's entries carry 8 bytes for them instead of 48. The path is not
/// stored: it is the key split at its dots (names have none), so a large set has no array of names per token
/// while it is read and resolved (19 MB for 300,000 tokens); a path that is not its key's (none the tree makes
/// today) is kept in the box.
///
/// An entry holds its value as written until the token resolves, then the resolved value in the same place
/// (``content``): no table of resolved values beside the entries. (The properties are declared in the order
/// that packs them tightest.)
struct TokenEntry {
    /// The value as written, then as resolved.
    private var content: Content
    var key: String
    var description: String?
    private var extras: TokenEntryExtras?
    var location: SourceLocation
    var explicitType: TokenType?
    var groupType: TokenType?
    /// Its properties were invalid (already reported): references to it fail quietly.
    var broken = false
    /// Lenient mode: written with `value` for `$value` (Tokens Studio, Style Dictionary).
    var isLegacyForm = false

    /// `path` `nil`: the key split at its dots (the caller knows no name has a dot).
    init(
        path: [String]?, key: String, location: SourceLocation, valueNode: JSONNode, explicitType: TokenType?,
        groupType: TokenType?, dataTypeName: String?, description: String?, deprecated: Deprecation?,
        extensions: JSONObject?, broken: Bool = false, isLegacyForm: Bool = false
    ) {
        self.key = key
        self.location = location
        content = .written(valueNode)
        self.explicitType = explicitType
        self.groupType = groupType
        self.description = description
        self.broken = broken
        self.isLegacyForm = isLegacyForm
        if dataTypeName != nil || deprecated != nil || extensions != nil {
            extras = TokenEntryExtras(dataTypeName: dataTypeName, deprecated: deprecated, extensions: extensions)
        }
        if let path, !Self.isKey(key, of: path) { ownExtras().path = path }
    }

    /// The group names then the token's name: the key split at its dots (``isKey(_:of:)``), unless set apart.
    /// Set it after the key when both change.
    var path: [String] {
        get {
            if let path = extras?.path { return path }
            return Self.split(key)
        }
        set {
            if Self.isKey(key, of: newValue) {
                if extras?.path != nil { ownExtras().path = nil }
            } else {
                ownExtras().path = newValue
            }
        }
    }

    /// The path as a ``TokenPath``: the key itself, unless the path was set apart.
    var tokenPath: TokenPath {
        if let path = extras?.path { return TokenPath(path) }
        return TokenPath(dottedKey: key)
    }

    /// The names of a dotted key: `key.split(separator: ".", omittingEmptySubsequences: false)`, read over
    /// contiguous bytes into an array of the exact size (gathering a large set's tokens splits every key).
    static func split(_ key: String) -> [String] {
        func names(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
            var names: [String] = []
            var dots = 0
            for byte in bytes where byte == UInt8(ascii: ".") { dots += 1 }
            names.reserveCapacity(dots + 1)
            var start = 0
            for position in bytes.indices where bytes[position] == UInt8(ascii: ".") {
                names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
                start = position + 1
            }
            names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return names
        }
        var key = key
        return key.withUTF8(names)
    }

    /// Whether `key` is `path` joined by dots and no name has a dot, so that splitting the key gives the path
    /// back (compared byte by byte, without joining).
    static func isKey(_ key: String, of path: [String]) -> Bool {
        guard !path.isEmpty else { return false }  // "" splits to [""]
        var bytes = key.utf8.makeIterator()
        for (position, name) in path.enumerated() {
            if position > 0, bytes.next() != UInt8(ascii: ".") { return false }
            for byte in name.utf8 where byte == UInt8(ascii: ".") || bytes.next() != byte { return false }
        }
        return bytes.next() == nil
    }

    private enum Content {
        /// `$value`, or the token's `$ref` wrapped as `{"$ref": …}`, until the token is resolved.
        case written(JSONNode)
        case resolved(TokenValue)
        /// Resolution left it without a value (its problem is reported), or its value was handed over.
        case none
    }

    /// `$value` as written, or the token's `$ref` wrapped as `{"$ref": …}`; `null` once the token was resolved.
    var valueNode: JSONNode {
        get {
            if case .written(let node) = content { return node }
            return JSONNode(.null, at: location)
        }
        set { content = .written(newValue) }
    }

    /// The resolved value: `nil` until the token is resolved, and when it could not be. Setting it drops the
    /// value as written.
    var resolvedValue: TokenValue? {
        get {
            if case .resolved(let value) = content { return value }
            return nil
        }
        set { content = newValue.map(Content.resolved) ?? .none }
    }

    /// Whether the token resolved to a value.
    var isResolved: Bool {
        if case .resolved = content { return true }
        return false
    }

    /// Frees the value as written, if it is still there (a token that did not resolve).
    mutating func dropWrittenValue() {
        if case .written = content { content = .none }
    }

    /// The resolved value, moved out (the entry keeps none).
    mutating func takeResolvedValue() -> TokenValue? {
        guard case .resolved(let value) = content else { return nil }
        content = .none
        return value
    }

    /// The box, unshared, to change (copy on write: a copied entry keeps its own values).
    private mutating func ownExtras() -> TokenEntryExtras {
        if let extras, isKnownUniquelyReferenced(&self.extras) { return extras }
        let copy = TokenEntryExtras(
            dataTypeName: extras?.dataTypeName, deprecated: extras?.deprecated, extensions: extras?.extensions)
        copy.path = extras?.path
        copy.groupTypeIsLegacy = extras?.groupTypeIsLegacy ?? false
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
    /// Lenient mode: `groupType` is a Tokens Studio group's `type` (without `$`); a value that is not of it is
    /// typed by the value instead (Lenient/TokensStudio+GroupType.swift). In the box: few tokens have one.
    var groupTypeIsLegacy: Bool {
        get { extras?.groupTypeIsLegacy ?? false }
        set { if newValue != groupTypeIsLegacy { ownExtras().groupTypeIsLegacy = newValue } }
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
    /// The path, when it is not the key split at its dots (``TokenEntry/path``).
    var path: [String]?
    var groupTypeIsLegacy = false

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
