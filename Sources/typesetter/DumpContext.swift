import ArgumentParser
import TypesetterBuild
import TypesetterDiagnostics

/// `typesetter dump-context`: the design-system model a build works from, as JSON.
struct DumpContext: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump-context",
        abstract: "Print what a template receives (the design-system model) as JSON, with its schema version.")

    @OptionGroup var configFile: ConfigurationFile

    @Option(help: "Output format (json).")
    var format: JSONOnlyFormat = .json

    func run() throws {
        let result = BuildPipeline.run(configPath: configFile.path, write: false)
        printDiagnostics(result.diagnostics, format: .text)
        guard let model = result.model, let options = result.config?.options, !result.isStopped else {
            throw ExitCode(1)
        }
        print(TemplateContext.json(model, options: options), terminator: "")
        if result.fails { throw ExitCode(1) }
    }
}
