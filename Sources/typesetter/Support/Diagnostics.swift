import ArgumentParser
import TypesetterDiagnostics

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

/// `--max-warnings N`, shared by the commands that read tokens (check, tokens, build).
struct WarningLimit: ParsableArguments {
    @Option(help: ArgumentHelp("Fail (exit 1) when there are more than this many warnings.", valueName: "count"))
    var maxWarnings: Int?

    func validate() throws {
        if let maxWarnings, maxWarnings < 0 {
            throw ValidationError("--max-warnings must be 0 or more, not \(maxWarnings)")
        }
    }
}

/// Prints diagnostics the way every command does: text and xcode forms on standard error followed by the
/// summary line (and, for a long run, the counts by code) on standard output, if there is a summary; JSON on standard output,
/// alone (so it stays parseable).
///
/// Returns whether the run fails `--max-warnings` (said on standard error in every format).
@discardableResult
func printDiagnostics(
    _ diagnostics: [Diagnostic], format: DiagnosticOutputFormat, summary: String? = nil, maxWarnings: Int? = nil
) -> Bool {
    let rendered = DiagnosticRenderer.render(diagnostics, as: format.diagnosticFormat)
    let exceeded = DiagnosticTally.maxWarningsExceeded(diagnostics, limit: maxWarnings)
    if format == .json {
        print(rendered, terminator: "")
    } else {
        // Written as rendered (it ends with a line break): a long run's text is tens of megabytes, not
        // worth copying twice to trim and re-add the last line break.
        if !rendered.isEmpty { writeError(rendered.hasSuffix("\n") ? rendered : rendered + "\n") }
        // The counts go with the summary line; a command without one (tokens) keeps standard output for
        // its JSON, so they go to standard error.
        let tally = DiagnosticTally.lines(diagnostics)
        if let summary {
            print(summary)
            for line in tally { print(line) }
        } else {
            for line in tally { printError(line) }
        }
    }
    if let exceeded { printError("error: \(exceeded)") }
    return exceeded != nil
}
