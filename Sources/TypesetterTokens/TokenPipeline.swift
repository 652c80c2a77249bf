import TypesetterCore

/// The design-token reader in one call, for the CLI and for `typesetter build`: Load → Parse → Resolve.
///
/// Token files are merged in the order given. With a resolver document, every context is resolved
/// (the files given are merged before the resolver's sources in each).
public enum TokenPipeline {
    /// The outcome of a run.
    public struct Result: Sendable {
        /// Every diagnostic, each once, in the order found.
        public var diagnostics: [Diagnostic]
        /// One resolved set per context; a single entry with a `nil` context without a resolver.
        public var contexts: [(context: ResolverContext?, tokens: TokenSet)]
        /// Whether any diagnostic is an error (the CLI exits 1).
        public var hasErrors: Bool { diagnostics.containsErrors }
        /// The number of errors.
        public var errorCount: Int { diagnostics.count(of: .error) }
        /// The number of warnings.
        public var warningCount: Int { diagnostics.count(of: .warning) }
    }

    /// Loads, parses and resolves `paths` (and the resolver document at `resolverPath`, if any).
    ///
    /// Paths may be files, folders and globs (``TokenInputs``). In lenient mode, a Tokens Studio project
    /// (`$metadata.json`, `$themes.json`, or a single-file export) is read as ``TokensStudioProject`` says,
    /// and a Figma variables export (REST API or plugin dump) as ``FigmaVariables`` says.
    /// In strict mode, errors in a file written in Style Dictionary or Tokens Studio form get one note
    /// suggesting lenient mode, and a Figma plugin's dump of variables or styles is not read: one error says
    /// that lenient mode reads it.
    public static func run(
        paths inputs: [String], resolverPath: String? = nil, options: ResolveOptions = ResolveOptions()
    ) -> Result {
        let (paths, inputDiagnostics) = TokenInputs.expand(inputs)
        var result = runExpanded(paths: paths, resolverPath: resolverPath, options: options)
        // Inserted in front, not concatenated: the (possibly hundreds of thousands of) diagnostics after them
        // move instead of being copied.
        result.diagnostics.insert(contentsOf: inputDiagnostics, at: 0)
        if !options.lenient, let note = lenientSuggestion(result.diagnostics) { result.diagnostics.append(note) }
        if !options.lenient {
            result.diagnostics += TokensStudioProject.legacySetNotes(paths: paths, after: result.diagnostics)
        }
        return result
    }

    /// Whether strict mode rejected the Style Dictionary / Tokens Studio form: a `value` or `type` key read
    /// as a token or group name (`"value" must be a token or a group…`), or an error in a Tokens Studio
    /// `$themes.json` / `$metadata.json`.
    static func lenientSuggestion(_ diagnostics: [Diagnostic]) -> Diagnostic? {
        let legacy = diagnostics.first { diagnostic in
            guard diagnostic.severity == .error else { return false }
            if diagnostic.code == .invalidProperty, let member = diagnostic.subject?.member,
                member == "value" || member == "type"
            {
                return true
            }
            guard let path = diagnostic.location?.path else { return false }
            return TokensStudioProject.isProjectFile(path)
        }
        guard let legacy else { return nil }
        return Diagnostic(
            .note, .lenientSuggested,
            "these tokens look like Style Dictionary or Tokens Studio form (value/type without $); --lenient (or options.lenient: true in the configuration) reads them, each rewrite a warning",
            at: legacy.location)
    }

    static func runExpanded(paths: [String], resolverPath: String?, options plainOptions: ResolveOptions) -> Result {
        // Repeats are folded only in a run of one context (where no merge across contexts compares them).
        var options = plainOptions
        options.gathersRepeatedForms = false
        if options.lenient, resolverPath == nil, paths.contains(where: TokensStudioProject.isProjectFile) {
            return TokensStudioProject.run(paths: paths, options: options)
        }
        var (files, loadDiagnostics) = TokenDocumentLoader.load(paths: paths, lenient: options.lenient)
        if !options.lenient { loadDiagnostics += FigmaVariables.setAsidePluginDumps(&files) }
        if options.lenient, resolverPath == nil, files.contains(where: TokensStudioProject.isSingleFileExport) {
            return TokensStudioProject.run(paths: paths, options: options)
        }
        if options.lenient, resolverPath == nil, files.contains(where: FigmaVariables.isExport) {
            return FigmaVariables.run(files: files, loadDiagnostics: loadDiagnostics, options: options)
        }
        guard let resolverPath else {
            var resolution = TokenResolver.resolve(files: files, options: plainOptions)
            var diagnostics = resolution.diagnostics
            resolution.diagnostics = []
            diagnostics.insert(contentsOf: loadDiagnostics, at: 0)
            return Result(diagnostics: diagnostics, contexts: [(nil, resolution.tokens)])
        }
        switch TokenDocumentLoader.load(path: resolverPath) {
        case .failure(let diagnostic):
            return Result(diagnostics: loadDiagnostics + [diagnostic], contexts: [])
        case .success(let resolverFile):
            let resolution = TokenResolver.resolve(resolver: resolverFile, baseFiles: files, options: options)
            return Result(
                diagnostics: loadDiagnostics + resolution.allDiagnostics,
                contexts: resolution.contexts.map { ($0.context, $0.resolution.tokens) })
        }
    }
}

/// Diagnostics of a run over several contexts (resolver modifiers, Tokens Studio themes): one problem found
/// in many contexts is one diagnostic, so 96 contexts do not print an error 96 times.
public enum ContextDiagnostics {
    /// The diagnostics of all contexts, each once: as is when every context has it, otherwise (an error) with
    /// a note naming the contexts that do.
    public static func merge(_ perContext: [[Diagnostic]], contexts: [ResolverContext?]) -> [Diagnostic] {
        merge(perContext, names: contexts.map { $0.map(describe) ?? "default" }, kind: "contexts")
    }

    /// The diagnostics of several runs each once, as ``merge(_:contexts:)`` does, with `names[i]` naming run
    /// `i` in the note (`in 1 of 6 themes: bCompact`); `kind` is what the runs are, plural.
    public static func merge(_ perContext: [[Diagnostic]], names: [String], kind: String) -> [Diagnostic] {
        guard perContext.count > 1 else { return perContext.first ?? [] }
        var order: [(diagnostic: Diagnostic, problem: SameProblem)] = []
        var found: [SameProblem: [Int]] = [:]
        for (index, diagnostics) in perContext.enumerated() {
            for diagnostic in diagnostics {
                let problem = SameProblem(diagnostic)
                if found[problem] == nil { order.append((diagnostic, problem)) }
                if found[problem]?.last != index { found[problem, default: []].append(index) }
            }
        }
        return order.map { diagnostic, problem in
            let indices = found[problem] ?? []
            // Lenient rewrites are about how a file is written, the same wherever it is read: only a problem
            // that some contexts have and others not (an error, a token lenient mode leaves out) says which.
            guard diagnostic.severity == .error || !diagnostic.code.isLenientRewrite,
                indices.count < perContext.count
            else { return diagnostic }
            var named = diagnostic
            let listed = indices.prefix(3).map { names[$0] }
            let more = indices.count > 3 ? " and \(indices.count - 3) more" : ""
            named.notes.append(
                Diagnostic.Note(
                    "in \(indices.count) of \(perContext.count) \(kind): \(listed.joined(separator: "; "))\(more)"))
            return named
        }
    }

    /// A diagnostic as its reader sees it: the same problem found in two runs that each loaded the file
    /// (whose locations then name different loads of it) is one.
    private struct SameProblem: Hashable {
        var severity: Diagnostic.Severity
        var code: DiagnosticCode
        var message: String
        var location: String?
        var fileLocation: FileLocation?
        var notes: [String]
        var fixIt: Diagnostic.FixIt?

        init(_ diagnostic: Diagnostic) {
            severity = diagnostic.severity
            code = diagnostic.code
            message = diagnostic.message
            location = diagnostic.location?.description
            fileLocation = diagnostic.fileLocation
            notes = diagnostic.notes.map { "\($0.location?.description ?? ""): \($0.message)" }
            fixIt = diagnostic.fixIt
        }
    }

    /// `group=theme, group=theme`.
    public static func describe(_ context: ResolverContext) -> String {
        context.selections.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
    }

}

extension TokenPipeline {
    /// Whether a file's bytes look like a Figma variables export that lenient mode reads as collections and
    /// modes (the REST API's `variableCollections`, or a plugin's array of collections with `modes`), or as a
    /// plugin's dump of variables and styles: a byte search, and a parse only of a file that may be a dump.
    public static func isFigmaVariablesExport(_ bytes: [UInt8]) -> Bool {
        FigmaVariables.isExport(bytes)
            || FigmaVariables.pluginDumpForm(SourceFile(path: "export.json", bytes: bytes, syntax: .jsonAcceptingJSON5))
                != nil
    }
}
