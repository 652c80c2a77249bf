import ArgumentParser
import Foundation
import TypesetterBuild
import TypesetterTokens

/// `typesetter check`: reads design tokens and reports every problem; exit 1 if any is an error.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check design token files (DTCG Format and Resolver Modules 2025.10).",
        discussion: """
            Files are merged in the order given. With --config (or with no file, in a folder that has a \
            typesetter.yml), checks the tokens a configuration names, read as `build` reads them (its lenient, \
            unitlessDimension and remBase options; --rem-base and --lenient given with it win), without the fonts \
            and checks a build adds. Diagnostics go to standard error (text, xcode) or standard output (json, \
            sarif, junit). Exit status: 0 without errors (warnings allowed), 1 with any error.
            """)

    @OptionGroup var inputs: TokenInputArguments

    @Option(
        name: [.customShort("c"), .long],
        help: ArgumentHelp("Check the tokens a configuration names, as `build` reads them.", valueName: "config"))
    var config: String?

    @OptionGroup var warningLimit: WarningLimit

    @Option(help: DiagnosticOutputFormat.help)
    var format: DiagnosticOutputFormat = .text

    mutating func validate() throws {
        if config != nil, !inputs.isEmpty {
            throw ValidationError("--config names the token files: give it alone, without files or --resolver.")
        }
        if inputs.isEmpty && config == nil {
            // In a project's folder, what `build` reads.
            guard FileManager.default.fileExists(atPath: ConfigSearch.defaultName) else {
                throw ValidationError(
                    "Give at least one token file, --resolver or --config (there is no \(ConfigSearch.defaultName) here)."
                )
            }
            config = ConfigSearch.defaultName
        }
    }

    func run() throws {
        var paths = inputs.files
        var resolverPath = inputs.resolver
        var options = inputs.options
        if let config {
            let (read, diagnostics) = ConfigReader.read(path: config)
            guard let read else {
                printDiagnostics(
                    diagnostics, format: format, summary: "check failed: the configuration could not be read")
                throw ExitCode(1)
            }
            paths = read.tokens
            resolverPath = read.resolver
            options = ResolveOptions(
                lenient: read.options.lenient || inputs.lenient, unitlessDimension: read.options.unitlessDimension,
                remBase: inputs.remBase ?? read.options.remBase)
        }
        // Listed aggregated (without --verbose): repeats of a form are gathered as they are read.
        options.gathersRepeatedForms = !warningLimit.verbose
        let result = TokenPipeline.run(paths: paths, resolverPath: resolverPath, options: options)
        defer { ProcessEnd.keep(result) }
        let exceeded = printDiagnostics(
            result.diagnostics, format: format, summary: TokenPipeline.summary(result),
            maxWarnings: warningLimit.maxWarnings, verbose: warningLimit.verbose)
        if result.hasErrors || exceeded { throw ExitCode(1) }
    }
}

extension DimensionValue.Unit: ExpressibleByArgument {}
