// The parts of ``ResolutionEngine`` that hand the resolved set over: the reader's diagnostics, and the tokens.
extension ResolutionEngine {
    /// Appends what the value reader reported for one token. With ``folding``, the warnings of a token that
    /// resolved without an error are gathered into the first of their form (a legacy form repeated on every
    /// token of a large export); a token that failed keeps its diagnostics as they are, since
    /// ``noteLeftOut(_:dependencies:reportedFrom:)`` and ``leaveOutFailedTokens()`` find them by position.
    func appendReaderDiagnostics(_ list: [Diagnostic], resolved: Bool) {
        guard folding != nil, resolved, !list.containsErrors else {
            diagnostics += list
            return
        }
        for diagnostic in list { folding?.append(diagnostic, to: &diagnostics) }
    }

    func tokenSet() -> TokenSet {
        // When every token resolved, token positions equal entry positions, so the tree's index (key to
        // entry) is exactly the set's index (dotted path to position): hand it over instead of rebuilding it.
        var completeIndex: KeyIndex?
        if tree.entries.allSatisfy(\.isResolved), tree.indexByKey.count == tree.entries.count {
            completeIndex = tree.indexByKey
            tree.indexByKey = KeyIndex()
        }
        var tokens: [ResolvedToken] = []
        var keys: [String] = []
        tokens.reserveCapacity(tree.entries.count)
        if completeIndex == nil { keys.reserveCapacity(tree.entries.count) }
        let count = tree.entries.count
        // Where each entry's token is, when some entry has none (else the same position), and the paths of
        // the entries without a token (an alias target before the current entry may be in a released chunk).
        var tokenPosition: [Int32] = completeIndex == nil ? Array(repeating: -1, count: count) : []
        var pathsWithoutToken: [Int: TokenPath] = [:]
        func path(of entry: Int, before index: Int) -> TokenPath? {
            // An entry at or after the current one is still in its chunk; an earlier one has its token, or its
            // path was kept when it had none.
            guard entry < index else { return tree.entries[entry].tokenPath }
            let position = completeIndex == nil ? Int(tokenPosition[entry]) : entry
            return position >= 0 ? tokens[position].path : pathsWithoutToken[entry]
        }
        for index in 0..<count {
            // Each chunk of entries is freed once its tokens are made, so the entries and the tokens are never
            // both whole (``TokenEntries``).
            defer {
                if (index + 1) % TokenEntries.chunkSize == 0 || index + 1 == count {
                    tree.entries.releaseChunk(containing: index)
                }
            }
            // Move each value out as it is used, so the engine's copy does not add to the peak.
            guard let value = tree.entries[index].takeResolvedValue() else {
                pathsWithoutToken[index] = tree.entries[index].tokenPath
                continue
            }
            // Fields are read in place: copying the whole entry would retain and release each of its parts.
            if completeIndex == nil {
                keys.append(tree.entries[index].key)
                tokenPosition[index] = Int32(tokens.count)
            }
            let target = Int(aliasTarget[index])
            tokens.append(
                ResolvedToken(
                    value: value, type: value.type, location: tree.entries[index].location,
                    path: tree.entries[index].tokenPath, description: tree.entries[index].description,
                    deprecated: tree.entries[index].deprecated, extensions: tree.entries[index].extensions,
                    aliasTarget: target >= 0 && target < count ? path(of: target, before: index) : nil))
        }
        var set =
            completeIndex.map { TokenSet(tokens: tokens, indexByPath: $0) }
            ?? TokenSet(tokens: tokens, dottedPaths: keys)
        set.groups = tree.groupOrder.compactMap { key in
            guard let group = tree.groups[key], let extensions = group.extensions else { return nil }
            return ResolvedGroup(path: TokenPath(group.path), extensions: extensions, location: group.location)
        }
        return set
    }
}
