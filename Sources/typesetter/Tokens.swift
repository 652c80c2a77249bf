import ArgumentParser
import TypesetterTokens

/// `typesetter tokens`: prints the resolved tokens (path, type, value, alias chain) as JSON.
struct Tokens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Print resolved design tokens as JSON: path, type, resolved value and alias chain.",
        discussion: "Diagnostics go to standard error; with any error nothing is printed and the exit status is 1.")

    @OptionGroup var inputs: TokenInputArguments

    @OptionGroup var warningLimit: WarningLimit

    @Option(help: "Output format (json).")
    var format: JSONOnlyFormat = .json

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("Give at least one token file or --resolver.") }
    }

    func run() throws {
        let result = TokenPipeline.run(
            paths: inputs.files, resolverPath: inputs.resolver, options: inputs.options)
        let exceeded = printDiagnostics(
            result.diagnostics, format: .text, maxWarnings: warningLimit.maxWarnings, verbose: warningLimit.verbose)
        if result.hasErrors || exceeded { throw ExitCode(1) }
        print(TokenPipeline.tokensJSON(result), terminator: "")
    }
}
