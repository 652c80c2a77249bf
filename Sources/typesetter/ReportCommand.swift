import ArgumentParser
import TypesetterBuild
import TypesetterTokens

/// `typesetter report`: the checks as a grid, per style and size, with the share of users each style passes for.
struct CheckReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Print every style's checks at the twelve Dynamic Type sizes, with the share of users affected.",
        discussion: """
            Reads the configuration like `build` (writing nothing) and prints, per typography style, a row of \
            twelve cells — pass, warn (a warning) or fail (an error) — and the share of users for whom the style \
            passes every check, from `population:` in the configuration (a coarse estimate when it has none). \
            A style that an error in its tokens or fonts left out is listed too, marked as not checked; the \
            other styles are still checked. The diagnostics go to standard error as text. Exit status: 0 when \
            every finding is a warning, 1 with any error.
            """)

    @Option(name: [.customShort("c"), .long], help: "The configuration file.")
    var config = "typesetter.yml"

    @Option(help: "Output format: text (a grid) or json.")
    var format: ReportFormat = .text

    enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func run() throws {
        let result = BuildPipeline.run(configPath: config, write: false)
        if !result.diagnostics.isEmpty { writeError(DiagnosticRenderer.render(result.diagnostics, as: .text)) }
        guard let checks = result.checks else {
            printError("report failed: nothing could be checked (the errors above come first)")
            throw ExitCode(1)
        }
        switch format {
        case .text: print(CheckGrid.text(checks), terminator: "")
        case .json: print(CheckGrid.json(checks), terminator: "")
        }
        if result.hasErrors { throw ExitCode(1) }
    }
}
