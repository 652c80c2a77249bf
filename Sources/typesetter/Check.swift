import ArgumentParser
import TypesetterTokens

/// `typesetter check`: reads design tokens and reports every problem; exit 1 if any is an error.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check design token files (DTCG Format and Resolver Modules 2025.10).",
        discussion: """
            Files are merged in the order given. Diagnostics go to standard error (text, xcode) or standard \
            output (json). Exit status: 0 without errors (warnings allowed), 1 with any error.
            """)

    @Argument(
        help:
            "Token files (DTCG JSON or JSON5; YAML with --lenient), folders and globs (tokens/**/*.json), merged in order (a folder or glob sorted by path); - reads standard input."
    )
    var files: [String] = []

    @Option(help: "A Resolver Module document; every context is checked.")
    var resolver: String?

    @Flag(help: "Accept legacy and Tokens Studio forms, each reported as a warning.")
    var lenient = false

    @Option(help: "With --lenient: the unit of a dimension written as a bare number (px or rem).")
    var unitlessDimension: DimensionValue.Unit = .px

    @OptionGroup var warningLimit: WarningLimit

    @Option(help: DiagnosticOutputFormat.help)
    var format: DiagnosticOutputFormat = .text

    func validate() throws {
        if files.isEmpty && resolver == nil { throw ValidationError("Give at least one token file or --resolver.") }
    }

    func run() throws {
        let result = TokenPipeline.run(
            paths: files, resolverPath: resolver,
            options: ResolveOptions(lenient: lenient, unitlessDimension: unitlessDimension))
        let exceeded = printDiagnostics(
            result.diagnostics, format: format, summary: TokenPipeline.summary(result),
            maxWarnings: warningLimit.maxWarnings, verbose: warningLimit.verbose)
        if result.hasErrors || exceeded { throw ExitCode(1) }
    }
}

extension DimensionValue.Unit: ExpressibleByArgument {}
