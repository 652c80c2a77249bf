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
