import TypesetterDiagnostics

/// `output.fontList`: the font files the styles use, one per line, for Info.plist `UIAppFonts`.
struct FontListOutput: BuildOutput {
    var key: String { "fontList" }

    func emit(at path: String, _ build: OutputContext) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        // Marked at the top, so a later build knows it wrote it (``OwnershipMark``).
        let lines = ["# \(build.header): lines starting with # are comments."] + build.model.fontFiles
        return ([OutputFile(path: path, text: lines.map { $0 + "\n" }.joined())], [])
    }
}
