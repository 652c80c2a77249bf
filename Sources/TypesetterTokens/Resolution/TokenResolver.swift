/// Resolves design tokens: `$extends`, aliases, `$ref` pointers and types, then every value checked against
/// its type (https://www.designtokens.org/tr/2025.10/format/).
///
/// The entry point of the Resolve stage. Several documents are merged in the order given; a later file's
/// definition of a token replaces an earlier one (reported when they differ). Resolution is a depth-first
/// walk on an explicit stack, so chains and cycles of any length cost linear time and no recursion; every
/// token of a reference cycle is reported.
public enum TokenResolver {
    /// Parses and resolves token files (already loaded, see ``TokenDocumentLoader``).
    public static func resolve(files: [SourceFile], options: ResolveOptions = ResolveOptions()) -> TokenResolution {
        var diagnostics: [Diagnostic] = []
        var tree = TokenTree(lenient: options.lenient, folding: options.gathersRepeatedForms)
        for file in files {
            // The first file is read member by member when its form allows (never in memory whole).
            if let parsedDiagnostics = tree.addStreaming(
                file, inParallel: options.parsesInParallel ?? JSONParser.readsInParallel(file),
                readsLiterals: !options.lenient && files.count == 1)
            {
                diagnostics += parsedDiagnostics
                continue
            }
            // Each document is flattened then dropped: only token values stay alive, which keeps the peak low.
            var parsed = JSONParser.parse(file)
            diagnostics += parsed.diagnostics
            tree.reserveCapacity(tokens: parsed.tokenKeyCount)
            // Handed over, not copied: the tree frees each group of the document once it is read.
            if let root = parsed.root.take() { tree.add(document: root) }
        }
        // The document's containers are freed by now; a large one leaves the heap full of free chunks.
        if files.reduce(0, { $0 + $1.bytes.count }) >= 4 << 20 { MemoryRelease.returnFreePages() }
        var resolution = resolve(tree: consume tree, options: options)
        resolution.diagnostics.insert(contentsOf: diagnostics, at: 0)
        return resolution
    }

    /// Resolves parsed documents (file roots or inline resolver sources), merged in order.
    public static func resolve(documents: [JSONNode], options: ResolveOptions = ResolveOptions()) -> TokenResolution {
        resolve(documents: documents, options: options, reportingOverrides: true)
    }

    /// `reportingOverrides: false` for a resolver context, whose sources override one another by design.
    static func resolve(documents: [JSONNode], options: ResolveOptions, reportingOverrides: Bool) -> TokenResolution {
        var tree = TokenTree(lenient: options.lenient)
        tree.reportsOverrides = reportingOverrides
        for document in documents { tree.add(document: document) }
        return resolve(tree: consume tree, options: options)
    }

    static func resolve(tree: consuming TokenTree, options: ResolveOptions) -> TokenResolution {
        tree.checkTokenGroupClashes()
        tree.applyExtends()
        if options.lenient { tree.applyLenientRewrites() }
        // The engine owns the only copy of the tree, so freeing resolved values never copies it.
        let engine = ResolutionEngine(tree: consume tree, options: options)
        engine.run()
        // The raw values were freed as they resolved: a large set returns their pages before its tokens are
        // gathered.
        if engine.tree.entries.count >= 50_000 { MemoryRelease.returnFreePages() }
        engine.leaveOutFailedTokens()
        var tokens = engine.tokenSet()
        tokens.sourceFiles = engine.tree.files
        // Moved out of the engine (not copied), so the loop below edits the only copy.
        var treeDiagnostics: [Diagnostic] = []
        swap(&treeDiagnostics, &engine.tree.diagnostics)
        if options.lenient {
            // A token or group written wrong (a bad name, a property of the wrong kind) is left out like a
            // value that cannot be read; only a document that is not an object stops lenient mode.
            for position in treeDiagnostics.indices
            where treeDiagnostics[position].severity == .error && treeDiagnostics[position].code != .documentNotObject {
                treeDiagnostics[position].severity = .warning
                treeDiagnostics[position].notes.append(.init("lenient mode leaves it out; strict mode stops here"))
            }
        }
        treeDiagnostics.append(contentsOf: engine.diagnostics)
        if options.lenient { treeDiagnostics.append(contentsOf: engine.tree.report.diagnostics) }
        return TokenResolution(tokens: tokens, diagnostics: treeDiagnostics)
    }
}

/// The depth-first resolution of one merged tree.
///
/// Its state is only touched by its own methods, one at a time, on one thread; no access to a property
/// overlaps another (the value reader's lookups run between them, never during one). So the run-time
/// exclusivity checks, paid on every property access of a class, are turned off for the hot tables.
final class ResolutionEngine {
    @exclusivity(unchecked) var tree: TokenTree
    let options: ResolveOptions
    var lenient: Bool { options.lenient }
    @exclusivity(unchecked) var inCycle: [Bool]
    @exclusivity(unchecked) var aliasTarget: [Int32]
    @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
    /// Gathers repeats of a form in ``diagnostics`` when ``ResolveOptions/gathersRepeatedForms`` is set.
    @exclusivity(unchecked) var folding: DiagnosticFolding?
    /// The containers `collectDependencies` has open: an object's members or an array's items, and how many
    /// are left to visit (one buffer for all tokens).
    @exclusivity(unchecked) private var frames: [(members: [JSONMember], items: [JSONNode], remaining: Int)] = []
    /// The aliases inside composite values that `collectDependencies` found, with their targets, for the
    /// tokens on the resolution stack: a stack in step with `pending`. The value reader takes a token's own
    /// from here instead of parsing and looking each up a second time.
    @exclusivity(unchecked) var aliasSites: [KnownAlias] = []

    init(tree: TokenTree, options: ResolveOptions) {
        self.tree = tree
        self.options = options
        folding = options.gathersRepeatedForms ? DiagnosticFolding() : nil
        inCycle = Array(repeating: false, count: tree.entries.count)
        aliasTarget = Array(repeating: -1, count: tree.entries.count)
    }

    /// Lenient mode: the Tokens Studio color modifier objects by token, read before any value is resolved
    /// (a modifier written as a reference names another token's raw value).
    @exclusivity(unchecked) var colorModifiers: [Int: JSONObject] = [:]

    /// Per token: 0 new, -1 done, and on the stack its position there plus one (one table, 4 bytes a token).
    @exclusivity(unchecked) var state: [Int32] = []

    func run() {
        if lenient { findColorModifiers() }
        let count = tree.entries.count
        state = [Int32](repeating: 0, count: count)
        // The dependency lists of the tokens on the stack, one after another: a frame's list runs from its
        // `start` to the next frame's (the end, for the top frame). No array per token.
        var pending: [Int] = []
        var stack: [(token: Int, start: Int, next: Int, sites: Int)] = []
        func push(_ token: Int) {
            state[token] = Int32(stack.count + 1)
            let start = pending.count
            let sites = aliasSites.count
            collectDependencies(of: token, into: &pending)
            stack.append((token, start, start, sites))
        }
        for start in 0..<count where state[start] == 0 {
            push(start)
            while let frame = stack.last {
                if frame.next < pending.count {
                    let dependency = pending[frame.next]
                    stack[stack.count - 1].next += 1
                    switch state[dependency] {
                    case 0:
                        push(dependency)
                    case let position where position > 0:
                        reportCycle(stack[Int(position - 1)...].map(\.token))
                    default:
                        break
                    }
                    continue
                }
                stack.removeLast()
                state[frame.token] = -1
                let reported = diagnostics.count
                compute(frame.token, knownAliases: frame.sites)
                if lenient, !tree.entries[frame.token].isResolved {
                    noteLeftOut(frame.token, dependencies: pending[frame.start...], reportedFrom: reported)
                }
                pending.removeSubrange(frame.start...)
                aliasSites.removeSubrange(frame.sites...)
            }
        }
    }

    /// Lenient mode: for a token that failed with its own diagnostics, where the first of them is; for one that
    /// failed only because a token it uses did, that token (followed to the first that failed on its own).
    var leftOutRoot: [Int: Int] = [:]
    var firstDiagnostic: [Int: Int] = [:]
    var dependents: [Int: [Int]] = [:]

    private func reportCycle(_ members: [Int]) {
        for (position, member) in members.enumerated() where !inCycle[member] {
            inCycle[member] = true
            let next = members[(position + 1) % members.count]
            let entry = tree.entries[member]
            let message =
                members.count == 1
                ? "token \"\(entry.key)\" refers to itself"
                : "reference cycle: \"\(entry.key)\" refers to \"\(tree.entries[next].key)\", which leads back to \"\(entry.key)\" (a cycle of \(members.count) tokens)"
            diagnostics.append(
                .error(
                    .referenceCycle, message, at: entry.valueNode.location,
                    notes: [.init("token defined here", at: entry.location)]))
        }
    }

    /// Appends the tokens a token's value refers to (whole values and composite members) to `result`.
    private func collectDependencies(of index: Int, into result: inout [Int]) {
        if lenient, !colorModifiers.isEmpty, let modifier = colorModifiers[index] {
            for member in modifier.members {
                guard let text = member.value.string else { continue }
                switch ReferenceSyntax.parseAlias(text) {
                case .reference(let reference):
                    if let target = tokenIndex(forKey: reference.tokenKey, at: member.value.location) {
                        result.append(target)
                    }
                case .malformed:
                    for key in Arithmetic.referencedKeys(text) {
                        if let target = tokenIndex(forKey: key, at: member.value.location) { result.append(target) }
                    }
                case .notAReference: break
                }
            }
        }
        // Fast path for the commonest value, a whole-value alias: no work list.
        if case .string(let text) = tree.entries[index].valueNode.value {
            switch ReferenceSyntax.parseAlias(text) {
            case .reference(let reference):
                guard let target = tokenIndex(forKey: reference.tokenKey, at: tree.entries[index].valueNode.location)
                else { return }
                aliasTarget[index] = Int32(target)
                result.append(target)
            case .malformed:
                guard lenient else { return }
                for key in Arithmetic.referencedKeys(text) {
                    if let target = tokenIndex(forKey: key, at: tree.entries[index].valueNode.location) {
                        result.append(target)
                    }
                }
            case .notAReference:
                break
            }
            return
        }
        // A depth-first walk that visits a container's elements last to first, then each element's own
        // elements before the element before it: the order of a work list popped from the end (the order
        // dependencies, hence cycle reports, have always had). Containers are walked in place by index, so
        // scalars and strings are never copied onto a list.
        func visitString(_ text: String, at location: SourceLocation) {
            switch ReferenceSyntax.parseAlias(text) {
            case .reference(let reference):
                if let target = tokenIndex(forKey: reference.tokenKey, at: location) {
                    result.append(target)
                    aliasSites.append(KnownAlias(location: location, text: text, target: Int32(target)))
                }
            case .malformed:
                if lenient {
                    for key in Arithmetic.referencedKeys(text) {
                        if let target = tokenIndex(forKey: key, at: location) { result.append(target) }
                    }
                }
            case .notAReference: break
            }
        }
        func visitPointer(_ object: JSONObject, wholeValue: Bool) {
            if let pointer = object["$ref"]?.string,
                case .success(let reference) = ReferenceSyntax.parsePointer(pointer)
            {
                if let target = tokenIndex(forKey: reference.tokenKey, at: tree.entries[index].valueNode.location) {
                    result.append(target)
                    if wholeValue { aliasTarget[index] = Int32(target) }
                }
            }
        }
        frames.removeAll(keepingCapacity: true)
        switch tree.entries[index].valueNode.value {
        case .object(let object):
            visitPointer(object, wholeValue: true)
            frames.append((object.members, [], object.members.count))
        case .array(let items):
            frames.append(([], items, items.count))
        default:
            return
        }
        while !frames.isEmpty {
            let top = frames.count - 1
            guard frames[top].remaining > 0 else {
                frames.removeLast()
                continue
            }
            frames[top].remaining -= 1
            let position = frames[top].remaining
            let child = frames[top].members.isEmpty ? frames[top].items[position] : frames[top].members[position].value
            switch child.value {
            case .string(let text):
                visitString(text, at: child.location)
            case .object(let object):
                visitPointer(object, wholeValue: false)
                frames.append((object.members, [], object.members.count))
            case .array(let items):
                frames.append(([], items, items.count))
            default: break
            }
        }
    }

    /// One reader for all tokens (its lookup closure is allocated once).
    lazy var reader: ValueReader = {
        var reader = ValueReader(
            lenient: lenient, lookup: { [unowned self] reference, location in self.lookup(reference, at: location) },
            valueOfToken: { [unowned self] target in
                self.tree.entries[target].resolvedValue.map(ReferencedValue.value) ?? .failed
            })
        reader.unitlessDimension = options.unitlessDimension
        reader.remBase = options.remBase
        reader.report = tree.report
        reader.pointerReading = { [unowned self] pointer, referrer in self.tree.pointerReading(pointer, from: referrer)
        }
        return reader
    }()

    /// Root group names by their lowercase form (lenient mode), made when first needed.
    private lazy var rootGroupsByLowercase: [String: [String]] = {
        var names: [String: [String]] = [:]
        for key in tree.groups.keys where !key.contains(".") { names[key.lowercased(), default: []].append(key) }
        return names
    }()

    /// The token a reference's key names; in lenient mode also through ``keyWithRootGroupCase(_:)``, which is
    /// reported (once per reference: dependencies are collected once per token, at `location`).
    @inline(__always) func tokenIndex(forKey key: String, at location: SourceLocation?) -> Int? {
        if let index = tree.entryIndex(forKey: key) { return index }
        guard lenient, let found = keyWithRootGroupCase(key) else { return nil }
        if let location {
            let written = String(key.prefix { $0 != "." })
            let actual = String(found.prefix { $0 != "." })
            tree.report.add(.lenientForm, "root-case:\(written)", at: location) { count in
                "\(LenientReport.count(count, "reference")) name the group \"\(written)\", which is written \"\(actual)\" (the Figma Design Tokens plugin lowercases collection names in references); read as \"\(actual)\""
            }
        }
        return tree.entryIndex(forKey: found)
    }

    /// `key` with its first name replaced by the one root group that differs from it only in case, when the
    /// result names a token.
    private func keyWithRootGroupCase(_ key: String) -> String? {
        let first = key.prefix { $0 != "." }
        guard first.count < key.count, first == first.lowercased(),
            let candidates = rootGroupsByLowercase[first.lowercased()],
            candidates.count == 1,
            let actual = candidates.first, actual != first
        else { return nil }
        let found = actual + key.dropFirst(first.count)
        return tree.entryIndex(forKey: found) != nil ? found : nil
    }

    /// Resolves token `index`, then applies its color modifier, if any (lenient mode).
    private func compute(_ index: Int, knownAliases: Int) {
        computeValue(index, knownAliases: knownAliases)
        if lenient, !colorModifiers.isEmpty, let modifier = colorModifiers[index] {
            applyColorModifier(index, modifier)
        }
    }

    /// Resolves token `index`, whose aliases inside a composite value are on `aliasSites` from `knownAliases`.
    private func computeValue(_ index: Int, knownAliases: Int) {
        // Read as it was added (``TokenTree/literalValue(_:as:)``).
        if tree.entries[index].isResolved { return }
        defer {
            // The raw value is no longer needed once resolved: free it now, not at the end (a resolved value
            // has replaced it already).
            tree.entries[index].dropWrittenValue()
        }
        if tree.entries[index].broken || inCycle[index] { return }
        let explicitType = tree.entries[index].explicitType
        let groupType = tree.entries[index].groupType
        // A whole-value alias `"{a.b}"` whose target resolved to the type expected (or none is given): its
        // value is the target's. `collectDependencies` already parsed it and found the target, so it is not
        // parsed and looked up again. Anything else (a mismatch, a failed target) takes the full path below,
        // which reports it.
        let target = Int(aliasTarget[index])
        if target >= 0, case .string = tree.entries[index].valueNode.value,
            let resolved = tree.entries[target].resolvedValue,
            explicitType == nil || explicitType == resolved.type
        {
            tree.entries[index].resolvedValue = resolved
            return
        }
        // The key and location are read only for a diagnostic (nothing below changes this entry before then).
        var reader = self.reader
        reader.diagnostics.removeAll(keepingCapacity: true)
        reader.knownAliases = aliasSites[knownAliases...]
        let node = tree.entries[index].valueNode
        var value: TokenValue?
        if lenient {
            reader.origin = origin(of: index)
            if target >= 0, let resolved = tree.entries[target].resolvedValue,
                let passed = passThroughAlias(index, to: resolved)
            {
                tree.entries[index].resolvedValue = passed
                return
            }
            if explicitType == .data || (explicitType == nil && groupType == .data && !reader.isReference(node)) {
                tree.entries[index].resolvedValue = keptAsData(index, node)
                return
            }
            if let type = explicitType ?? groupType, let form = ValueReader.unrepresentableForm(type, node) {
                tree.entries[index].resolvedValue = keptAsData(index, node, as: form)
                return
            }
        }
        // `aliasTarget[index]` was set by `dependencies(of:)`, which sees every token before it is computed.
        if let type = explicitType {
            value = reader.read(type, node)
        } else if let found = reader.resolveIfReference(node, expecting: groupType ?? untypedReading(index, node)) {
            // (`resolveIfReference` is `nil` exactly when `isReference` is false, so one parse suffices.)
            switch found {
            case .value(let resolved): value = resolved
            case .failed: break
            default:
                reader.diagnostics.append(
                    .error(
                        .missingType,
                        "token \"\(tree.entries[index].key)\" has no $type, and its reference points to \(found.description), which has none",
                        at: tree.entries[index].location))
            }
        } else if let type = groupType {
            let first = reader.diagnostics.count
            value = reader.read(type, node)
            if value == nil, lenient, tree.entries[index].groupTypeIsLegacy {
                value = readMisfitOfLegacyGroupType(index, node, groupType: type, reader: &reader, from: first)
            }
        } else if lenient, let type = inferredType(index, node) {
            value = reader.read(type, node)
        } else {
            reader.diagnostics.append(
                .error(
                    .missingType,
                    "token \"\(tree.entries[index].key)\" has no $type: set one on the token or a group above it",
                    at: tree.entries[index].location, notes: lenientTypeNote(index, node)))
        }
        // (Not where the error already offers a reading, nor for an unknown member, which lenient mode drops.)
        if !lenient, value == nil, let type = explicitType ?? groupType,
            let position = reader.diagnostics.firstIndex(where: { $0.severity == .error }),
            reader.diagnostics[position].code != .unknownMember,
            reader.diagnostics[position].subject?.offeredReading == nil,
            let reading = lenientReading(node, as: type)
        {
            // Strict mode stays the specification; the error says how lenient mode would read the value, and
            // the fix-it writes that in the Format Module's form, which strict mode reads (a typography with
            // all five members), when there is one.
            let form = reading.formatModuleForm
            let modern = (form ?? reading).jsonText
            reader.diagnostics[position].notes.append(
                .init("lenient mode (--lenient, or options.lenient: true) reads this as \(modern)"))
            if reader.diagnostics[position].fixIt == nil, let form {
                reader.diagnostics[position].fixIt = .init("write the Format Module form", replacement: form.jsonText)
            }
        }
        appendReaderDiagnostics(reader.diagnostics, resolved: value != nil)
        tree.entries[index].resolvedValue = value
    }
}
