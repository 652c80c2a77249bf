/// The path of a token: its group names then its own name. `$root` stays in the path
/// (https://www.designtokens.org/tr/2025.10/format/#root-tokens-in-groups).
///
/// Kept as one string, the dotted form, when no name has a dot (every path the Format Module allows, since
/// names cannot hold one): not an array of names, which a set of a million tokens would allocate a million
/// times, and 16 bytes in a token. ``names`` splits it when asked. Other paths (a name with a dot, no name)
/// are kept as their names, each after its length, behind U+FFFF, a noncharacter that no dotted form is
/// allowed to start with.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    private static let marker: Unicode.Scalar = "\u{FFFF}"
    private let storage: String

    public init(_ names: [String]) {
        if let first = names.first, first.unicodeScalars.first != Self.marker,
            !names.contains(where: { $0.utf8.contains(UInt8(ascii: ".")) })
        {
            storage = names.joined(separator: ".")
        } else {
            storage = String(Self.marker) + names.map { "\($0.utf8.count):\($0)" }.joined()
        }
    }

    /// The path whose names are `key` split at its dots (the caller knows no name has a dot).
    init(dottedKey key: String) {
        if key.utf8.first == 0xEF, key.unicodeScalars.first == Self.marker {
            self.init(TokenEntry.split(key))
        } else {
            self.init(storage: key)
        }
    }

    private init(storage: String) { self.storage = storage }

    /// Paths are equal when their names are (canonically equivalent, as strings compare).
    public static func == (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.isDotted && rhs.isDotted ? lhs.storage == rhs.storage : lhs.names == rhs.names
    }

    public func hash(into hasher: inout Hasher) {
        // A dotted form and a path kept by its names are never equal (one has a name with a dot, or none).
        if isDotted { hasher.combine(storage) } else { hasher.combine(names) }
    }

    private var isDotted: Bool { storage.unicodeScalars.first != Self.marker }

    /// The group names then the token's name.
    public var names: [String] {
        get {
            if isDotted { return TokenEntry.split(storage) }
            var names: [String] = []
            var rest = storage.utf8.dropFirst(3)  // the marker, three bytes in UTF-8
            while let colon = rest.firstIndex(of: UInt8(ascii: ":")),
                let length = Int(String(decoding: rest[..<colon], as: UTF8.self))
            {
                let name = rest[rest.index(after: colon)...].prefix(length)
                names.append(String(decoding: name, as: UTF8.self))
                rest = rest[name.endIndex...]
            }
            return names
        }
        set { self = TokenPath(newValue) }
    }

    /// The names joined by dots, the form curly-brace references use (`color.accent.$root`).
    public var dotted: String { isDotted ? storage : names.joined(separator: ".") }
    public var description: String { dotted }

    /// In the order of the names, name by name (a path before the longer ones it starts); two dotted forms are
    /// compared in place, without splitting them.
    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        guard lhs.isDotted, rhs.isDotted else { return lhs.names.lexicographicallyPrecedes(rhs.names) }
        let left = lhs.storage
        let right = rhs.storage
        var leftStart = left.startIndex
        var rightStart = right.startIndex
        while true {
            // The dots are found byte by byte (as the key was split): a dot is a whole scalar, so the indices
            // are valid positions in the string.
            let leftEnd = left.utf8[leftStart...].firstIndex(of: UInt8(ascii: ".")) ?? left.endIndex
            let rightEnd = right.utf8[rightStart...].firstIndex(of: UInt8(ascii: ".")) ?? right.endIndex
            let leftName = left[leftStart..<leftEnd]
            let rightName = right[rightStart..<rightEnd]
            if leftName != rightName { return leftName < rightName }
            guard leftEnd < left.endIndex, rightEnd < right.endIndex else {
                return leftEnd == left.endIndex && rightEnd < right.endIndex
            }
            leftStart = left.utf8.index(after: leftEnd)
            rightStart = right.utf8.index(after: rightEnd)
        }
    }
}

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

/// The resolved tokens of one document set (or of one resolver context), in document order.
public struct TokenSet: Sendable {
    public private(set) var tokens: [ResolvedToken]
    /// The groups that have `$extensions`, in document order.
    public internal(set) var groups: [ResolvedGroup] = []
    private var indexByPath: KeyIndex
    /// The files the tokens were read from, kept loaded so that a diagnostic made later at a token's
    /// location can still quote the line (a location refers to its file by number only).
    var sourceFiles: [SourceFile] = []

    init(tokens: [ResolvedToken], dottedPaths: [String]) {
        self.tokens = tokens
        var index = KeyIndex()
        // A set's paths are distinct (they were the tree's keys).
        index.reserveCapacity(tokens.count)
        for (position, path) in dottedPaths.enumerated() { index.appendDistinct(path, position: position) }
        index.indexAppended()
        self.indexByPath = index
    }

    /// Tokens with their index already built (dotted path to position in `tokens`).
    init(tokens: [ResolvedToken], indexByPath: KeyIndex) {
        self.tokens = tokens
        self.indexByPath = indexByPath
    }

    public var count: Int { tokens.count }

    /// The token at a dotted path (`"color.brand.primary"`).
    public subscript(dotted: String) -> ResolvedToken? {
        let tokens = self.tokens
        let found = indexByPath.position(of: dotted) {
            $0 < tokens.count && tokens[$0].path.dotted.isSameKey(as: dotted)
        }
        guard let position = found else { return nil }
        return tokens[position]
    }

    public subscript(path: TokenPath) -> ResolvedToken? { self[path.dotted] }

    /// The tokens a token's value came through, nearest first: `a → b → c` gives `[b, c]` for `a`.
    /// Computed on demand, so a million-long chain costs nothing until asked for.
    public func aliasChain(of path: TokenPath) -> [TokenPath] {
        var chain: [TokenPath] = []
        var seen: Set<String> = [path.dotted]
        var current = self[path]?.aliasTarget
        while let next = current, seen.insert(next.dotted).inserted {
            chain.append(next)
            current = self[next]?.aliasTarget
        }
        return chain
    }
}

/// Options for ``TokenResolver``.
public struct ResolveOptions: Sendable, Hashable {
    /// Accept legacy and Tokens Studio forms, each reported as a warning naming the modern form.
    public var lenient: Bool
    /// Lenient mode: the unit a dimension written as a bare number (`16`, `"16"`, `{"value": 16, "unit": ""}`)
    /// is taken to have. Each such value is reported with the unit assumed.
    public var unitlessDimension: DimensionValue.Unit
    /// Lenient mode: pixels per rem, where a line height in pixels meets a font size in rem and where CSS
    /// `clamp()` adds rem to viewport units (the CSS default 16; the build sets it from `options.remBase`).
    public var remBase: Double
    /// Lenient mode: the combinations of themes or modes the build needs (its `appearances:`, modifier or
    /// group → context), read even when the combinations are too many to read all (``ContextSelection``), and
    /// the combined contexts of themes without groups (`theme: "iOS + Dark"`).
    public var requestedContexts: [[String: String]]
    /// Gather repeats of one legacy form in a file as they are found: one warning whose
    /// ``Diagnostic/occurrences`` counts them, instead of one per token — what
    /// ``DiagnosticAggregation/aggregate(_:)`` would make of them, at a fraction of the memory. For callers that
    /// list diagnostics aggregated (the CLI without `--verbose`); a run over several contexts does not fold.
    public var gathersRepeatedForms = false
    /// Whether the first file is parsed on a thread of its own while its members are read
    /// (``JSONParser/parsePipelined(_:rootMembers:)``); `nil`: when ``JSONParser/readsInParallel(_:)`` says
    /// so. The result is the same either way (tests read small files both ways).
    var parsesInParallel: Bool?

    public init(
        lenient: Bool = false, unitlessDimension: DimensionValue.Unit = .px, remBase: Double = 16,
        requestedContexts: [[String: String]] = []
    ) {
        self.lenient = lenient
        self.unitlessDimension = unitlessDimension
        self.remBase = remBase
        self.requestedContexts = requestedContexts
    }
}

/// The outcome of resolving: the tokens that resolved, and every diagnostic. The set is usable only when
/// ``isValid`` (no errors); tokens that failed are absent from it.
public struct TokenResolution: Sendable {
    public var tokens: TokenSet
    public var diagnostics: [Diagnostic]
    public var isValid: Bool { !diagnostics.containsErrors }
}
