// The parts of ``ResolutionEngine`` that act on resolved values: the tokens lenient mode leaves out, Tokens
// Studio color modifiers, values kept as data, and the resolved set handed over.
extension ResolutionEngine {
    // MARK: Left out (lenient)

    /// Records a token that did not resolve: its own failure, or one it inherits from a token it uses.
    func noteLeftOut(_ token: Int, dependencies: ArraySlice<Int>, reportedFrom reported: Int) {
        if diagnostics.count > reported {
            firstDiagnostic[token] = reported
            return
        }
        guard let failed = dependencies.first(where: { !tree.entries[$0].isResolved }) else { return }
        let root = leftOutRoot[failed] ?? failed
        leftOutRoot[token] = root
        dependents[root, default: []].append(token)
    }

    /// Lenient mode: one token whose value cannot be read never blocks the others. Its errors become warnings,
    /// the token is left out, and so is every token that uses it, listed once on its first diagnostic.
    /// Strict mode keeps the errors: the specification has no way to leave a token out.
    func leaveOutFailedTokens() {
        guard lenient else { return }
        var notes: [Int: [Diagnostic.Note]] = [:]
        for (root, position) in firstDiagnostic {
            let users = dependents[root] ?? []
            var text = "lenient mode leaves \"\(tree.entries[root].key)\" out"
            if !users.isEmpty {
                let names = users.prefix(5).map { "\"\(tree.entries[$0].key)\"" }.joined(separator: ", ")
                let more = users.count > 5 ? " and \(users.count - 5) more" : ""
                text += ", with the \(LenientReport.count(users.count, "token")) that use it: \(names)\(more)"
            }
            notes[position] = [.init(text + "; strict mode stops here")]
        }
        for position in diagnostics.indices where diagnostics[position].severity == .error {
            diagnostics[position].severity = .warning
            if let extra = notes[position] { diagnostics[position].notes += extra }
        }
    }

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

    // MARK: Values

    /// Reads every `$extensions["studio.tokens"].modify`, following a modifier written as a reference
    /// (`"modify": "{modifier}"`) to the raw value of the token it names.
    func findColorModifiers() {
        for index in tree.entries.indices {
            guard var node = tree.entries[index].extensions?["studio.tokens"]?.object?["modify"] else { continue }
            var hops = 0
            while case .string(let text) = node.value,
                case .reference(let reference) = ReferenceSyntax.parseAlias(text),
                hops < 16, let target = tokenIndex(forKey: reference.tokenKey, at: nil)
            {
                node = tree.entries[target].valueNode
                hops += 1
                // A token holding a modifier has no Format Module type: kept as data, not a missing type.
                if tree.entries[target].explicitType == nil, tree.entries[target].groupType == nil, node.object != nil {
                    tree.entries[target].explicitType = .data
                    tree.entries[target].dataTypeName = "color modifier"
                }
            }
            guard let object = node.object else {
                diagnostics.append(
                    .error(
                        .invalidValue,
                        "a Tokens Studio color modifier must be an object {\"type\", \"value\", \"space\"} or a reference to a token holding one",
                        at: node.location))
                tree.entries[index].broken = true
                continue
            }
            colorModifiers[index] = object
        }
    }

    /// Replaces a resolved color with its modified color, or reports why the modifier cannot apply.
    func applyColorModifier(_ index: Int, _ object: JSONObject) {
        guard let value = tree.entries[index].resolvedValue else { return }  // the value's own problem is reported
        let location = object.members.first?.value.location ?? tree.entries[index].location
        func fail(_ message: String, at place: SourceLocation? = nil) {
            diagnostics.append(.error(.invalidValue, message, at: place ?? location))
            tree.entries[index].resolvedValue = nil
        }
        guard case .color(let color) = value else {
            return fail("a Tokens Studio color modifier is on a \(value.type) token; it modifies colors only")
        }
        let kinds = ColorModifier.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        guard let kindName = object["type"]?.string, let kind = ColorModifier.Kind(rawValue: kindName) else {
            return fail("a color modifier's \"type\" must be one of \(kinds)", at: object["type"]?.location)
        }
        let spaceName = object["space"]?.string ?? (kind == .alpha ? "srgb" : "")
        guard let space = ColorModifier.spaces[spaceName] else {
            return fail(
                "a color modifier's \"space\" must be srgb, hsl, lch or p3 (sd-transforms leaves the color unmodified otherwise)",
                at: object["space"]?.location)
        }
        var reader = self.reader
        reader.diagnostics.removeAll(keepingCapacity: true)
        reader.knownAliases = aliasSites[aliasSites.endIndex...]
        defer { diagnostics += reader.diagnostics }
        guard let amountNode = object["value"] else { return fail("a color modifier needs \"value\", the amount") }
        // An amount may name a token kept as data (Tokens Studio's `"type": "other"`) that holds a number.
        if case .string(let text) = amountNode.value, case .reference(let reference) = ReferenceSyntax.parseAlias(text),
            let target = tokenIndex(forKey: reference.tokenKey, at: nil),
            case .data(_, let json)? = tree.entries[target].resolvedValue,
            let number = Double(json)
        {
            return finish(amount: number)
        }
        guard case .number(let amount)? = reader.read(.number, amountNode) else {
            if reader.diagnostics.isEmpty {
                fail("a color modifier's \"value\" must be a number", at: amountNode.location)
            }
            tree.entries[index].resolvedValue = nil
            return
        }
        finish(amount: amount)

        func finish(amount: Double) {
            var mixColor: ColorValue?
            if kind == .mix {
                guard let colorNode = object["color"] else {
                    return fail("a mix modifier needs \"color\", the color to mix with")
                }
                guard case .color(let read)? = reader.read(.color, colorNode) else {
                    tree.entries[index].resolvedValue = nil
                    return
                }
                mixColor = read
            }
            let modifier = ColorModifier(kind: kind, space: space, amount: amount, mixColor: mixColor)
            guard let modified = modifier.apply(to: color) else {
                return fail("the color modifier cannot convert this color to \(spaceName)")
            }
            tree.entries[index].resolvedValue = .color(modified)
            tree.report.add(.lenientForm, "color-modifier:\(kindName)", at: location) { count in
                "\(LenientReport.count(count, "token")) with a Tokens Studio \(kindName) color modifier, computed as sd-transforms does; the Format Module has no modifiers: write the resulting color"
            }
        }
    }

    /// A token of a type the Format Module does not define (lenient): its value kept as written, counted for
    /// the one warning per type name.
    func keptAsData(_ index: Int, _ node: JSONNode, as form: String? = nil) -> TokenValue {
        let name = form ?? tree.entries[index].dataTypeName ?? "unknown"
        let note = TokenType.dataTypeNotes[name] ?? TokenType.formatModuleTypesNote
        tree.report.add(.lenientKeptAsData, name, at: tree.entries[index].location, note: note) { count in
            form != nil
                ? "\(LenientReport.count(count, "token")) written as a \(name) kept as data; Typesetter does not use them"
                : "\(LenientReport.count(count, "token")) of type \"\(ReferenceSyntax.clip(name))\" kept as data; Typesetter does not use them (write a Format Module type to use one)"
        }
        return .data(type: name, json: node.jsonText)
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
