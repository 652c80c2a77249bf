import TypesetterDiagnostics

/// `output.json`: the design-system model as JSON, the context templates see (`typesetter dump-context`).
struct ModelJSONOutput: BuildOutput {
    var key: String { "json" }

    func emit(at path: String, _ build: OutputContext) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        // Marked at the top, so a later build knows it wrote it (``OwnershipMark``).
        let comment = build.header + ": change the tokens or the configuration and run `typesetter build`."
        let text = TemplateContext.json(build.model, options: build.config.options, comment: comment)
        return ([OutputFile(path: path, text: text)], [])
    }
}
