import TypesetterBuild
import TypesetterDiagnostics

/// The line `typesetter build` prints at the end.
enum BuildSummary {
    static func text(_ result: BuildPipeline.Result, dryRun: Bool) -> String {
        let errors = result.diagnostics.count(of: .error)
        let warnings = result.diagnostics.count(of: .warning)
        var problems = "\(plural(errors, "error")), \(plural(warnings, "warning"))"
        if let checks = result.checks, !checks.styles.isEmpty { problems += "; \(checks.summary)" }
        guard let model = result.model, !result.isStopped else {
            return "build failed: \(problems); nothing was written"
        }
        var parts = [
            plural(model.typography.count, "typography style"),
            plural(model.fontFamilies.count, "font family", "font families"),
            plural(model.colors.count, "color"), plural(model.dimensions.count, "dimension"),
        ]
        // Components are counted only when the tokens have some.
        if !model.components.isEmpty { parts.append(plural(model.components.count, "component")) }
        let contents = parts.joined(separator: ", ")
        guard let report = result.writeReport, !dryRun else {
            return "\(contents); \(problems); \(plural(result.outputs.count, "file")) not written (dry run)"
        }
        var files = "\(plural(report.written.count, "file")) written, \(report.unchanged.count) unchanged"
        if !report.removed.isEmpty { files += ", \(report.removed.count) removed" }
        return "\(contents); \(problems); \(files)"
    }
}

/// `1 error`, `2 errors`; `words` for an irregular plural (`font families`).
func plural(_ count: Int, _ word: String, _ words: String? = nil) -> String {
    "\(count) \(count == 1 ? word : words ?? word + "s")"
}
