import Foundation

// Resolution of a resolver document: every context's sources parsed once, merged in resolution order and
// resolved into one token set per context.

extension TokenResolver {
    /// Reads a resolver document and resolves every context (up to ``ResolverDocument/maximumContexts``).
    /// `baseFiles` are merged before the resolver's own sources in every context.
    public static func resolve(
        resolver file: SourceFile, baseFiles: [SourceFile] = [], options: ResolveOptions = ResolveOptions()
    ) -> ResolverResolution {
        var reader = ResolverReader(file: file)
        let document = reader.read()
        guard let document, !reader.diagnostics.containsErrors else {
            return ResolverResolution(document: document, contexts: [], diagnostics: reader.diagnostics)
        }
        var cache = SourceCache(lenient: options.lenient)
        var contexts: [(ResolverContext, TokenResolution)] = []
        for context in document.contexts {
            contexts.append(
                (context, resolve(document, context: context, baseFiles: baseFiles, options: options, cache: &cache)))
        }
        return ResolverResolution(
            document: document, contexts: contexts, diagnostics: reader.diagnostics + cache.diagnostics)
    }

    /// Resolves one context of a resolver document.
    public static func resolve(
        _ document: ResolverDocument, context: ResolverContext, baseFiles: [SourceFile] = [],
        options: ResolveOptions = ResolveOptions()
    ) -> TokenResolution {
        var cache = SourceCache(lenient: options.lenient)
        var resolution = resolve(document, context: context, baseFiles: baseFiles, options: options, cache: &cache)
        resolution.diagnostics = cache.diagnostics + resolution.diagnostics
        return resolution
    }

    private static func resolve(
        _ document: ResolverDocument, context: ResolverContext, baseFiles: [SourceFile], options: ResolveOptions,
        cache: inout SourceCache
    ) -> TokenResolution {
        var diagnostics: [Diagnostic] = []
        var roots: [JSONNode] = []
        for file in baseFiles {
            let parsed = cache.parse(file)
            diagnostics += parsed.diagnostics
            if let root = parsed.root { roots.append(root) }
        }
        let sets = Dictionary(
            document.resolutionOrder.compactMap { item -> (String, ResolverDocument.TokenSetDefinition)? in
                if case .set(let set) = item { return (set.name, set) }
                return nil
            }, uniquingKeysWith: { first, _ in first })
        for item in document.resolutionOrder {
            switch item {
            case .set(let set):
                roots += cache.documents(set.sources, relativeTo: document.file, sets: sets, depth: 0)
            case .modifier(let modifier):
                let chosen = context[modifier.name] ?? modifier.defaultContext ?? modifier.contextNames.first
                if let sources = modifier.contexts.first(where: { $0.name == chosen })?.sources {
                    roots += cache.documents(sources, relativeTo: document.file, sets: sets, depth: 0)
                }
            }
        }
        var resolution = resolve(documents: roots, options: options, reportingOverrides: false)
        resolution.diagnostics = diagnostics + resolution.diagnostics
        return resolution
    }
}

/// Loads and parses each referenced file once per resolver run.
struct SourceCache {
    var parsed: [String: JSONParser.Result] = [:]
    var diagnostics: [Diagnostic] = []
    var sets: [String: ResolverDocument.TokenSetDefinition] = [:]
    /// The files read, kept loaded for the run: a location names its file by number only, so without this a
    /// diagnostic found while resolving (after the file's last other user is gone) could not quote its line.
    var files: [SourceFile] = []
    /// Lenient mode: JSON5 forms in the `.json` files named are accepted (with a warning).
    var lenient = false

    mutating func parse(_ file: SourceFile) -> JSONParser.Result {
        if let cached = parsed[file.path] { return cached }
        files.append(file)
        let result = JSONParser.parse(file)
        parsed[file.path] = result
        return result
    }

    mutating func documents(
        _ sources: [ResolverDocument.Source], relativeTo resolver: SourceFile,
        sets: [String: ResolverDocument.TokenSetDefinition], depth: Int
    ) -> [JSONNode] {
        var roots: [JSONNode] = []
        for source in sources {
            switch source {
            case .inline(let node):
                roots.append(node)
            case .file(let path, let location):
                let directory = (resolver.path as NSString).deletingLastPathComponent
                let full = path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
                if parsed[full] == nil {
                    switch TokenDocumentLoader.load(path: full, lenient: lenient) {
                    case .success(let file):
                        let result = parse(file)
                        diagnostics += result.diagnostics
                    case .failure(var diagnostic):
                        diagnostic.location = location
                        diagnostics.append(diagnostic)
                        parsed[full] = JSONParser.Result(root: nil, diagnostics: [])
                    }
                }
                if let root = parsed[full]?.root { roots.append(root) }
            case .set(let name, _):
                // Set cycles were rejected when the document was read; depth is a second guard.
                if depth < 64, let set = sets[name] {
                    roots += documents(set.sources, relativeTo: resolver, sets: sets, depth: depth + 1)
                }
            }
        }
        return roots
    }
}
