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
            other styles are still checked. The diagnostics go to standard error as text. In a build with \
            `themes:`, the grid is the default theme's, or that of the theme `--theme` names. Exit status: 0 \
            when every finding is a warning, 1 with any error.
            """)

    @OptionGroup var configFile: ConfigurationFile

    @Option(
        help: ArgumentHelp(
            "Output format: text or xcode (the grid; the diagnostics on standard error in that form), json (the grid as JSON), sarif or junit (the findings, as build writes them).",
            valueName: "format"))
    var format: DiagnosticOutputFormat = .text

    @Option(
        help: ArgumentHelp(
            "In a build with `themes:`, the theme whose grid to print (its Swift name).", valueName: "name"))
    var theme: String?

    func run() throws {
        let result = BuildPipeline.run(configPath: configFile.path, write: false)
        switch format {
        case .sarif, .junit:
            printDiagnostics(result.diagnostics, format: format, checks: try checks(of: result))
            if result.fails { throw ExitCode(1) }
            return
        case .xcode: writeError(DiagnosticRenderer.render(result.diagnostics, as: .xcode))
        case .text, .json: writeError(DiagnosticRenderer.render(result.diagnostics, as: .text))
        }
        guard let checks = try checks(of: result) else {
            printError("report failed: nothing could be checked (the errors above come first)")
            throw ExitCode(1)
        }
        print(format == .json ? CheckGrid.json(checks) : CheckGrid.text(checks), terminator: "")
        if result.fails { throw ExitCode(1) }
    }

    /// The checks to print: the default theme's, or those of the theme `--theme` names (`nil` when an error
    /// stopped the run before Check).
    func checks(of result: BuildPipeline.Result) throws -> CheckReport? {
        guard let theme, result.checks != nil else { return result.checks }
        guard !result.themes.isEmpty else {
            printError("report failed: --theme \(theme) asks for a theme, and \(configFile.path) has no `themes:`")
            throw ExitCode(1)
        }
        guard let themed = result.themes.first(where: { $0.theme.name == theme }) else {
            let names = result.themes.map(\.theme.name).joined(separator: ", ")
            printError("report failed: there is no theme \(theme); the themes are \(names)")
            throw ExitCode(1)
        }
        return themed.checks
    }
}
