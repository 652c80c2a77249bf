import ArgumentParser
import TypesetterBuild
import TypesetterDiagnostics

/// `--format` for commands that report diagnostics (check, build, catalog, report).
enum DiagnosticOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, xcode, json, sarif, junit

    var diagnosticFormat: DiagnosticFormat {
        switch self {
        case .text: .text
        case .xcode: .xcode
        case .json: .json
        case .sarif: .sarif
        case .junit: .junit
        }
    }

    /// The `--format` help of every command that reports diagnostics, so each lists what it accepts.
    static let help = ArgumentHelp(
        "Diagnostic format: text, xcode (path:line:column: error: message), json, sarif (SARIF 2.1.0) or junit (JUnit XML: a failure per error, warnings as output).",
        valueName: "format")

    /// Formats a tool reads: written alone on standard output.
    var isMachineReadable: Bool { self == .json || self == .sarif || self == .junit }
}

/// `--format` for commands whose only output is JSON (tokens, dump-context).
enum JSONOnlyFormat: String, ExpressibleByArgument, CaseIterable {
    case json
}

/// `--max-warnings N` and `--verbose`, shared by the commands that read tokens (check, tokens, build, catalog).
struct WarningLimit: ParsableArguments {
    @Option(help: ArgumentHelp("Fail (exit 1) when there are more than this many warnings.", valueName: "count"))
    var maxWarnings: Int?

    @Flag(
        help:
            "List every lenient rewrite; without it, each legacy form is one warning with a count, its files and the first place."
    )
    var verbose = false

    func validate() throws {
        if let maxWarnings, maxWarnings < 0 {
            throw ValidationError("--max-warnings must be 0 or more, not \(maxWarnings)")
        }
    }
}

/// Prints diagnostics the way every command does: text and xcode forms on standard error followed by the
/// summary line (and, for a long run, the counts by code) on standard output, if there is a summary; JSON, SARIF
/// and JUnit on standard output, alone (so they stay parseable). `checks` gives SARIF results their sizes and
/// share of users, and JUnit one case per style × check.
///
/// Returns whether the run fails `--max-warnings` (said on standard error in every format).
@discardableResult
func printDiagnostics(
    _ diagnostics: [Diagnostic], format: DiagnosticOutputFormat, summary: String? = nil, maxWarnings: Int? = nil,
    checks: CheckReport? = nil, verbose: Bool = false
) -> Bool {
    // Counts (the summary, --max-warnings) are of every warning; the listing gathers repeated lenient forms.
    let listed = verbose ? diagnostics : DiagnosticAggregation.aggregate(diagnostics)
    let rendered: String
    switch (format, checks) {
    case (.sarif, let checks?): rendered = SARIFRenderer.render(listed, properties: checks.sarifProperties())
    case (.junit, let checks?): rendered = JUnitRenderer.render(listed, cases: checks.junitCases)
    default: rendered = DiagnosticRenderer.render(listed, as: format.diagnosticFormat)
    }
    let exceeded = DiagnosticTally.maxWarningsExceeded(diagnostics, limit: maxWarnings)
    if format.isMachineReadable {
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
