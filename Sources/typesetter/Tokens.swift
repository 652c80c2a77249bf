import ArgumentParser
import TypesetterTokens

/// `typesetter tokens`: prints the resolved tokens (path, type, value, alias chain) as JSON.
struct Tokens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Print resolved design tokens as JSON: path, type, resolved value and alias chain.",
        discussion: "Diagnostics go to standard error; with any error nothing is printed and the exit status is 1.")

    @Argument(
        help:
            "Token files (DTCG JSON or JSON5; YAML with --lenient), folders and globs (tokens/**/*.json), merged in order (a folder or glob sorted by path); - reads standard input."
    )
    var files: [String] = []

    @Option(help: "A Resolver Module document; one token set per context is printed.")
    var resolver: String?

    @Flag(help: "Accept legacy and Tokens Studio forms, each reported as a warning.")
    var lenient = false

    @Option(help: "With --lenient: the unit of a dimension written as a bare number (px or rem).")
    var unitlessDimension: DimensionValue.Unit = .px

    @OptionGroup var warningLimit: WarningLimit

    @Option(help: "Output format (json).")
    var format: JSONOnlyFormat = .json

    func validate() throws {
        if files.isEmpty && resolver == nil { throw ValidationError("Give at least one token file or --resolver.") }
    }

    func run() throws {
        let result = TokenPipeline.run(
            paths: files, resolverPath: resolver,
            options: ResolveOptions(lenient: lenient, unitlessDimension: unitlessDimension))
        let exceeded = printDiagnostics(
            result.diagnostics, format: .text, maxWarnings: warningLimit.maxWarnings, verbose: warningLimit.verbose)
        if result.hasErrors || exceeded { throw ExitCode(1) }
        print(TokenPipeline.tokensJSON(result), terminator: "")
    }
}
