import ArgumentParser
import Foundation
import TypesetterBuild
import TypesetterCore
import TypesetterDiagnostics

/// `typesetter catalog`: the catalog site — every style at every size, colors, dimensions — in a folder.
struct Catalog: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Write the catalog site: every style at every Dynamic Type size, as iOS lays it out.",
        discussion: """
            Reads the configuration like `build` and writes a static site to the output folder (or \
            `output.catalog` in the configuration): index.html, its CSS, and the font files it draws with. It \
            works opened from disk, with no network. Only files whose content changed are written; on any error \
            nothing is written. The folder's typesetter-files.txt lists the files Typesetter wrote there: a later \
            run removes those it no longer needs and replaces no file it did not write, unless --force is given. Exit status: 0 without errors (warnings allowed), 1 with any error.
            """)

    @OptionGroup var configFile: ConfigurationFile

    @Option(
        help: ArgumentHelp(
            "The folder to write the site to (default: output.catalog in the configuration).", valueName: "folder"))
    var output: String?

    @OptionGroup var warningLimit: WarningLimit

    @Option(help: DiagnosticOutputFormat.help)
    var format: DiagnosticOutputFormat = .text

    @Flag(help: "Replace existing files in the folder that Typesetter did not write (they carry no Typesetter mark).")
    var force = false

    @Option(
        help:
            "Lay the styles out with this platform's Dynamic Type table: iOS (the default), watchOS, tvOS or macOS. The checks keep the iOS table."
    )
    var platform: String?

    mutating func validate() throws {
        if let platform { _ = try parsePlatform(platform) }
    }

    func run() throws {
        let platform = try platform.map { try parsePlatform($0) } ?? .iOS
        let folder: String
        if let output {
            folder = output
        } else {
            let (readConfig, diagnostics) = ConfigReader.read(path: configFile.path)
            guard let readConfig else {
                printDiagnostics(
                    diagnostics, format: format,
                    summary: "catalog failed: the configuration could not be read; nothing was written")
                throw ExitCode(1)
            }
            guard let configured = readConfig.output.catalog else {
                throw ValidationError(
                    "no output folder: pass --output DIR, or set output.catalog in \(configFile.path)")
            }
            folder = configured
        }
        let result = BuildPipeline.run(
            configPath: configFile.path, force: force, outputs: .catalog(at: output, platform: platform))
        var summary = BuildSummary.text(result, dryRun: false)
        if !result.isStopped { summary += "; catalog: \(FilePath.join(folder, "index.html"))" }
        let exceeded = printDiagnostics(
            result.diagnostics, format: format, summary: summary, maxWarnings: warningLimit.maxWarnings,
            checks: result.checks, verbose: warningLimit.verbose)
        if result.fails || exceeded { throw ExitCode(1) }
    }
}
