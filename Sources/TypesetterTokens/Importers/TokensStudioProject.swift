import Foundation

/// Tokens Studio projects (lenient mode), read as Tokens Studio and sd-transforms' `permutateThemes` do.
///
/// - `$metadata.json` lists the token sets in order (`tokenSetOrder`); `$themes.json` lists themes, each
///   selecting sets as `"enabled"` (output), `"source"` (serves references, not output) or `"disabled"`.
///   Both sit beside the set files: set `core/colors` is `core/colors.json`.
/// - A single-file export is one JSON whose top-level keys are set names, with `$themes` and `$metadata`
///   inside.
/// - Themes with a `group` combine: one context per combination, one theme from each group (groups of 8, 3
///   and 2 themes make 48 contexts). A theme without a group, beside grouped ones, is always applied (a
///   group of its own; sd-transforms rejects this mix). Without any group each theme is one context.
/// - A set name is a file boundary, not part of token paths: sets merge at the root, so `{colors.red}`
///   finds `colors.red` in set `core`. Later sets override earlier ones by design (not reported).
///
/// The Resolver Module's sets and modifiers are the modern form of the same idea.
enum TokensStudioProject {
    /// More contexts than this is an error rather than minutes of work (each is a full resolution).
    static let maximumContexts = 4096

    struct Theme {
        var name: String
        var group: String?
        /// Selected sets in the theme's order; `true` for `"source"`.
        var sets: [(name: String, sourceOnly: Bool)]
        var location: SourceLocation
    }

    static func isProjectFile(_ path: String) -> Bool {
        path.hasSuffix("$metadata.json") || path.hasSuffix("$themes.json")
    }

    /// Whether a file is a single-file Tokens Studio export: its bytes name `"$themes"` or `"$metadata"` (a
    /// byte search, so ordinary files are not parsed twice), or it is one without either (+LegacySets.swift).
    static func isSingleFileExport(_ file: SourceFile) -> Bool {
        contains(file.bytes, Array("\"$themes\"".utf8)) || contains(file.bytes, Array("\"$metadata\"".utf8))
            || isLegacySingleFileExport(file)
    }

    /// Whether `needle` occurs in `bytes` (also how ``FigmaVariables`` recognises an export).
    /// Every file is searched so (a large export several times): the next place of the needle's second byte is
    /// found with `memchr`, which reads many bytes at a time, and only there is the whole needle compared. The
    /// second byte, since the needles are quoted names and a quote is in every few bytes of JSON.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, bytes.count >= needle.count else { return false }
        let anchor = needle.count > 1 ? 1 : 0
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                guard let base = haystack.baseAddress, let needleBase = needle.baseAddress else { return false }
                // Where the needle may start: 0 through `last`; its anchor byte is `anchor` bytes further.
                let last = haystack.count - needle.count
                var start = 0
                while start <= last {
                    guard let found = memchr(base + start + anchor, Int32(needle[anchor]), last - start + 1) else {
                        return false
                    }
                    let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) - anchor
                    if memcmp(base + index, needleBase, needle.count) == 0 { return true }
                    start = index + 1
                }
                return false
            }
        }
    }

    /// Whether `paths` (already loaded as `files`) make a Tokens Studio project.
    static func isProject(paths: [String], files: [SourceFile]) -> Bool {
        paths.contains(where: isProjectFile) || files.contains(where: isSingleFileExport)
    }

    /// Loads, parses and resolves a project: every file parsed once, one resolution per context.
    static func run(paths: [String], options: ResolveOptions) -> TokenPipeline.Result {
        var diagnostics: [Diagnostic] = []
        var explicit: [JSONNode] = []
        var order: [String]?
        var themes: [Theme]?
        /// Set documents by name, and the folder their files are in.
        var sets: [String: [JSONNode]] = [:]
        var setFolder: String?
        var keptFiles: [SourceFile] = []

        func parse(_ path: String) -> JSONNode? {
            switch TokenDocumentLoader.load(path: path, lenient: true) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            case .success(let file):
                keptFiles.append(file)
                let parsed = JSONParser.parse(file)
                diagnostics += parsed.diagnostics
                return parsed.root
            }
        }
        func folder(of path: String) -> String {
            let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            return folder.isEmpty ? "" : folder + "/"
        }

        let hasProjectFiles = paths.contains(where: isProjectFile)
        for path in paths {
            if path.hasSuffix("$metadata.json") {
                guard let root = parse(path) else { continue }
                order = readOrder(root, diagnostics: &diagnostics)
                setFolder = setFolder ?? folder(of: path)
            } else if path.hasSuffix("$themes.json") {
                guard let root = parse(path) else { continue }
                themes = readThemes(root, diagnostics: &diagnostics)
                setFolder = setFolder ?? folder(of: path)
            } else {
                guard let root = parse(path) else { continue }
                guard let object = root.object, object.contains(key: "$themes") || object.contains(key: "$metadata")
                else {
                    // Without either, the file's top-level groups may still be its sets (+LegacySets.swift).
                    if !hasProjectFiles, let legacy = legacySets(root), let object = root.object {
                        diagnostics.append(legacySetsWarning(legacy, at: object.members.first?.keyLocation))
                        for member in object.members { sets[member.key] = [member.value] }
                        order = (order ?? []) + legacy.names
                    } else {
                        explicit.append(root)
                    }
                    continue
                }
                // A single-file export: every other top-level member is a set.
                for member in object.members {
                    switch member.key {
                    case "$themes": themes = readThemes(member.value, diagnostics: &diagnostics)
                    case "$metadata": order = readOrder(member.value, diagnostics: &diagnostics)
                    default: sets[member.key] = [member.value]
                    }
                }
                if order == nil { order = object.members.map(\.key).filter { !$0.hasPrefix("$") } }
            }
        }

        // A folder with no theme and no $metadata.json: its files are the sets (TokensStudioProject+FolderSets.swift).
        if let setFolder, readsFolderAsSets(paths: paths, themes: themes, in: setFolder) {
            order = folderSetOrder(setFolder, diagnostics: &diagnostics)
        }

        /// A set's documents: from the single-file export, or its file beside `$themes.json`, or the files of
        /// its folder (read once each).
        var missing: Set<String> = []
        var tokensExtensionSets: [(name: String, location: SourceLocation?)] = []
        func set(_ name: String, at location: SourceLocation?) -> [JSONNode]? {
            if let known = sets[name] { return known }
            guard let setFolder, !missing.contains(name) else { return nil }
            let path = setFolder + name + ".json"
            // `<set>.json`, or `<set>.tokens.json` (TokensStudioProject+TokensExtension.swift), or a folder.
            let file = Self.setFile(name, in: setFolder)
            if let file, file != path {
                tokensExtensionSets.append((name, location))
            }
            let files = file.map { [$0] } ?? folderSet(setFolder + name)
            guard let files else {
                // Lenient mode, as everything here: the themes that select it are read without it.
                missing.insert(name)
                diagnostics.append(
                    .warning(
                        .fileUnreadable, "token set \"\(name)\" has no file \(path)", at: location,
                        notes: [.init("the themes that select it are read without it")]))
                return nil
            }
            if files.count > 1 || files.first.map({ $0 != path && $0 != file }) == true {
                diagnostics.append(
                    .warning(
                        .lenientForm,
                        "token set \"\(name)\" is the folder \(setFolder + name)/ (\(files.count) files, read in path order), not a file \(path)",
                        at: location))
            }
            var documents: [JSONNode] = []
            for file in files { if let root = parse(file) { documents.append(root) } }
            sets[name] = documents
            if documents.isEmpty { missing.insert(name) }
            return documents.isEmpty ? nil : documents
        }

        let contexts = combinations(
            themes ?? [], requested: options.requestedContexts, diagnostics: &diagnostics)
        var results: [(context: ResolverContext?, tokens: TokenSet)] = []
        var perContext: [[Diagnostic]] = []
        if contexts.isEmpty {
            // `$metadata.json` alone: every set, in its order, all output.
            let documents = explicit + (order ?? []).flatMap { set($0, at: nil) ?? [] }
            let resolution = TokenResolver.resolve(documents: documents, options: options, reportingOverrides: false)
            results.append((nil, resolution.tokens))
            perContext.append(resolution.diagnostics)
        }
        // Sets no theme of a context selects, read only to name them in a note (UnselectedSets.swift).
        var unselectedDocuments: [String: [JSONNode]?] = [:]
        for (context, chosen) in contexts {
            // Enabled wins over source when two themes of a combination select the same set differently.
            var sourceOnly: [String: Bool] = [:]
            var names: [String] = []
            var locations: [String: SourceLocation] = [:]
            for theme in chosen {
                for (name, isSource) in theme.sets {
                    if let earlier = sourceOnly[name] {
                        sourceOnly[name] = earlier && isSource
                    } else {
                        sourceOnly[name] = isSource
                        names.append(name)
                        locations[name] = theme.location
                    }
                }
            }
            if let order {
                names = order.filter { sourceOnly[$0] != nil } + names.filter { !order.contains($0) }
            }
            var documents = explicit
            var outputPaths: Set<String> = []
            var sourcePaths: Set<String> = []
            var sourceSets: [(name: String, documents: [JSONNode])] = []
            for name in names {
                let setDocuments = set(name, at: locations[name]) ?? []
                if sourceOnly[name] == true { sourceSets.append((name, setDocuments)) }
                for document in setDocuments {
                    documents.append(document)
                    if sourceOnly[name] == true {
                        collectTokenPaths(document, into: &sourcePaths)
                    } else {
                        collectTokenPaths(document, into: &outputPaths)
                    }
                }
            }
            let resolution = TokenResolver.resolve(documents: documents, options: options, reportingOverrides: false)
            var contextDiagnostics = resolution.diagnostics
            noteUnselectedSets(&contextDiagnostics, unselected: (order ?? []).filter { sourceOnly[$0] == nil }) {
                name in
                if let known = sets[name] { return known }
                if let read = unselectedDocuments[name] { return read }
                let read = unselectedSet(name, in: setFolder)
                unselectedDocuments[name] = read
                return read
            }
            let output = withoutSourceOnly(
                resolution.tokens, sourceOnly: sourcePaths.subtracting(outputPaths), sourceSets: sourceSets,
                diagnostics: &contextDiagnostics)
            results.append((context, output))
            perContext.append(contextDiagnostics)
        }
        for index in results.indices { results[index].tokens.sourceFiles += keptFiles }
        if let first = tokensExtensionSets.first {
            diagnostics.append(
                Self.tokensExtensionWarning(first: first.name, count: tokensExtensionSets.count, at: first.location))
        }
        let merged = ContextDiagnostics.merge(perContext, contexts: results.map(\.context))
        return TokenPipeline.Result(diagnostics: diagnostics + merged, contexts: results)
    }

    /// The `.json` files under `folder`, sorted by path, when it is a folder holding any (a set kept as a folder
    /// of files, as Workday's canvas-tokens-studio keeps `base/`); `nil` otherwise.
    static func folderSet(_ folder: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
            let enumerator = FileManager.default.enumerator(atPath: folder)
        else { return nil }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".json") { files.append(folder + "/" + relative) }
        }
        return files.isEmpty ? nil : files.sorted()
    }

    /// How many combinations of one choice from each of groups of these sizes there are, saturating: a
    /// product past Int.max is simply too many (also for ``FigmaVariables``' modes).
    static func combinationCount(_ sizes: [Int]) -> Int {
        sizes.reduce(1) { product, size in
            let (result, overflow) = product.multipliedReportingOverflow(by: size)
            return overflow ? Int.max : result
        }
    }

    /// One context per combination of one theme from each group, groups in order of first appearance (past
    /// ``maximumContexts``, the selection ``ContextSelection`` makes). Themes without any group are one
    /// context each, and the configuration may combine them: an appearance asking for `theme: "iOS + Dark"`
    /// adds a context applying both themes' sets, in that order.
    static func combinations(
        _ themes: [Theme], requested: [[String: String]] = [], diagnostics: inout [Diagnostic]
    ) -> [(ResolverContext, [Theme])] {
        guard !themes.isEmpty else { return [] }
        guard themes.contains(where: { $0.group != nil }) else {
            var contexts = themes.map {
                (ResolverContext(selections: [.init(modifier: "theme", context: $0.name)]), [$0])
            }
            for request in requested {
                guard let value = request["theme"], value.contains("+") else { continue }
                let names = value.split(separator: "+").map { String($0).trimmingSpaces }
                let chosen = names.compactMap { name in themes.first { $0.name == name } }
                guard chosen.count == names.count, !contexts.contains(where: { $0.0.selections[0].context == value })
                else { continue }
                contexts.append((ResolverContext(selections: [.init(modifier: "theme", context: value)]), chosen))
            }
            return contexts
        }
        var groups: [(name: String, themes: [Theme])] = []
        for theme in themes {
            let group = theme.group ?? theme.name
            if let index = groups.firstIndex(where: { $0.name == group }) {
                groups[index].themes.append(theme)
            } else {
                groups.append((group, [theme]))
            }
        }
        let selection = ContextSelection.combinations(
            groups.map { ($0.name, $0.themes.map(\.name)) }, requested: requested, limit: maximumContexts)
        if selection.reduced {
            diagnostics.append(
                ContextSelection.reducedWarning(
                    total: combinationCount(groups.map(\.themes.count)), read: selection.indices.count,
                    what: "$themes.json's theme groups", at: themes.first?.location))
        }
        return selection.indices.map { indices in
            let chosen = zip(groups, indices).map { $0.themes[$1] }
            let selections = zip(groups, chosen).map { ResolverContext.Selection(modifier: $0.name, context: $1.name) }
            return (ResolverContext(selections: selections), chosen)
        }
    }

    static func readOrder(_ root: JSONNode, diagnostics: inout [Diagnostic]) -> [String]? {
        guard let names = root.object?["tokenSetOrder"]?.array?.compactMap(\.string) else {
            diagnostics.append(
                .error(
                    .invalidValue, "$metadata needs \"tokenSetOrder\": an array of token set names", at: root.location))
            return nil
        }
        diagnostics.append(
            .warning(
                .lenientForm,
                "Tokens Studio $metadata: \(names.count) token sets loaded in its order; the Resolver Module writes this as sets in a resolutionOrder",
                at: root.location))
        return names
    }

    static func readThemes(_ root: JSONNode, diagnostics: inout [Diagnostic]) -> [Theme]? {
        guard let items = root.array else {
            diagnostics.append(.error(.invalidValue, "$themes must be an array of themes", at: root.location))
            return nil
        }
        var themes: [Theme] = []
        for item in items {
            guard let object = item.object, let name = object["name"]?.string,
                let selected = object["selectedTokenSets"]?.object
            else {
                diagnostics.append(
                    .error(.invalidValue, "a theme needs \"name\" and \"selectedTokenSets\"", at: item.location))
                continue
            }
            let sets = selected.members.compactMap { member -> (String, Bool)? in
                switch member.value.string {
                case "enabled": (member.key, false)
                case "source": (member.key, true)
                default: nil
                }
            }
            themes.append(Theme(name: name, group: object["group"]?.string, sets: sets, location: item.location))
        }
        let groups = Set(themes.compactMap(\.group)).count
        let contexts = themes.contains { $0.group != nil } ? "combined across \(groups) groups" : "each a context"
        diagnostics.append(
            .warning(
                .lenientForm,
                "Tokens Studio $themes: \(themes.count) themes \(contexts); the Resolver Module writes themes as modifiers",
                at: root.location))
        return themes
    }

    /// The dotted paths of the tokens in a set document (objects with `$value`, or `value` in Tokens Studio
    /// form), walked with an explicit stack.
    static func collectTokenPaths(_ root: JSONNode, into paths: inout Set<String>) {
        var stack: [(JSONObject, String)] = []
        if let object = root.object { stack.append((object, "")) }
        while let (object, prefix) = stack.popLast() {
            for member in object.members where !member.key.hasPrefix("$") {
                guard let child = member.value.object else { continue }
                let path = prefix.isEmpty ? member.key : prefix + "." + member.key
                if child.contains(key: "$value") || child.contains(key: "value") {
                    paths.insert(path)
                } else {
                    stack.append((child, path))
                }
            }
        }
    }

    /// `tokens` without those defined only by `"source"` sets.
    static func withoutSourceOnly(_ tokens: TokenSet, sourceOnly: Set<String>) -> TokenSet {
        guard !sourceOnly.isEmpty else { return tokens }
        let kept = tokens.tokens.filter { !sourceOnly.contains($0.path.dotted) }
        var set = TokenSet(tokens: kept, dottedPaths: kept.map(\.path.dotted))
        set.sourceFiles = tokens.sourceFiles
        set.groups = tokens.groups
        return set
    }
}
