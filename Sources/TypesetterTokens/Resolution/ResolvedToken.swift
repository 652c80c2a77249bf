/// `$deprecated` (https://www.designtokens.org/tr/2025.10/format/#deprecated): a token is deprecated,
/// optionally with an explanation. `false` on a token cancels a group's deprecation.
public struct Deprecation: Sendable, Hashable {
    public var message: String?
    public init(message: String?) { self.message = message }
}

/// One token after resolution: what the next stage (`typesetter build`) codes against.
///
/// (The properties are declared in the order that packs them tightest, the small ones in the value's padding:
/// 128 bytes a token, which a set of a million tokens feels; a path is one string, not an array of names.)
public struct ResolvedToken: Sendable {
    /// The value with every alias, `$ref` and composite member resolved.
    public var value: TokenValue
    public var type: TokenType
    /// Where the token's definition (its name) is.
    public var location: SourceLocation
    public var path: TokenPath
    public var description: String?
    public var deprecated: Deprecation?
    /// `$extensions` exactly as written (vendor data is kept, never interpreted).
    public var extensions: JSONObject?
    /// The token this one's whole value refers to, if its `$value` is a reference. Follow with
    /// ``TokenSet/aliasChain(of:)`` for the whole chain.
    public var aliasTarget: TokenPath?
}

/// A group that has `$extensions`, kept after resolution so later stages can read group-level choices
/// (a component group's `com.typesetter.component`).
public struct ResolvedGroup: Sendable {
    public var path: TokenPath
    /// `$extensions` exactly as written.
    public var extensions: JSONObject
    /// Where the group's name is.
    public var location: SourceLocation
}

/// The outcome of resolving: the tokens that resolved, and every diagnostic. The set is usable only when
/// ``isValid`` (no errors); tokens that failed are absent from it.
public struct TokenResolution: Sendable {
    public var tokens: TokenSet
    public var diagnostics: [Diagnostic]
    public var isValid: Bool { !diagnostics.containsErrors }
}
