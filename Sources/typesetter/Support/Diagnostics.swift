import ArgumentParser
import TypesetterTokens

/// `--format` for commands that report diagnostics (check, build).
enum DiagnosticOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, xcode, json

    var diagnosticFormat: DiagnosticFormat {
        switch self {
        case .text: .text
        case .xcode: .xcode
        case .json: .json
        }
    }
}

/// `--format` for commands whose only output is JSON (tokens, dump-context).
enum JSONOnlyFormat: String, ExpressibleByArgument, CaseIterable {
    case json
}

/// Prints diagnostics the way every command does: text and xcode forms on standard error followed by the
/// summary line on standard output; JSON on standard output, alone (so it stays parseable).
func printDiagnostics(_ diagnostics: [Diagnostic], format: DiagnosticOutputFormat, summary: String? = nil) {
    let rendered = DiagnosticRenderer.render(diagnostics, as: format.diagnosticFormat)
    if format == .json {
        print(rendered, terminator: "")
        return
    }
    if !rendered.isEmpty { printError(rendered.hasSuffix("\n") ? String(rendered.dropLast()) : rendered) }
    if let summary { print(summary) }
}
