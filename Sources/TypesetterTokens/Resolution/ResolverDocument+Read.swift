extension ResolverDocument {
    /// Reads a resolver document without resolving any context, for callers that resolve only the
    /// contexts they need (`typesetter build` resolves one per color appearance).
    public static func read(_ file: SourceFile) -> (document: ResolverDocument?, diagnostics: [Diagnostic]) {
        var reader = ResolverReader(file: file)
        let document = reader.read()
        return (reader.diagnostics.containsErrors ? nil : document, reader.diagnostics)
    }
}
