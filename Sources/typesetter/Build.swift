import ArgumentParser
import Foundation
import TypesetterBuild
import TypesetterDiagnostics

/// `typesetter build`: tokens and fonts in, Swift (and an asset catalog, a font list, a JSON model) out.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build Swift, an asset catalog and a font list from design tokens and font files.",
        discussion: """
            Reads the configuration (see `typesetter init`), checks the tokens against the font files and \
            Apple's Dynamic Type rules at all twelve sizes, and writes only the files whose content changed. \
            On an error nothing is written and previous outputs stay as they were (but see lenient mode below). It replaces and removes \
            only files it wrote (they carry its mark): an existing output file without the mark is an error \
            unless --force is given. Outputs stay inside the project (the nearest folder above the \
            configuration with a Package.swift, an .xcodeproj or .git) unless options.allowOutputsOutside is \
            set. In lenient mode an error of one typography style's own (an implausible value, a missing face) \
            leaves that style out, and the others are built and written (build.styles-left-out). Exit status: 0 \
            without errors (warnings allowed), 1 with any error (unless options.failOnLeftOutStyles is false \
            and every error is a left-out style's).
            """)

    @OptionGroup var configFile: ConfigurationFile

    @OptionGroup var warningLimit: WarningLimit

    @Option(help: DiagnosticOutputFormat.help)
    var format: DiagnosticOutputFormat = .text

    @Option(
        name: .customLong("swift-output"),
        help: ArgumentHelp("Write only the Swift file, to this path (used by the SwiftPM plugin).", valueName: "path"))
    var swiftOutput: String?

    @Flag(help: "Check and emit, but write nothing.")
    var dryRun = false

    @Flag(help: "Replace existing output files that Typesetter did not write (they carry no Typesetter mark).")
    var force = false

    @Flag(help: "Print the time each stage took.")
    var timings = false

    func run() throws {
        let result = BuildPipeline.run(
            configPath: configFile.path, write: !dryRun, force: force,
            outputs: swiftOutput.map { .swift(at: $0) } ?? .configured, warnsWithoutOutputs: true,
            gathersRepeatedForms: !warningLimit.verbose)
        let exceeded = printDiagnostics(
            result.diagnostics, format: format, summary: BuildSummary.text(result, dryRun: dryRun),
            maxWarnings: warningLimit.maxWarnings, checks: result.checks, verbose: warningLimit.verbose)
        if timings {
            for (stage, seconds) in result.timings {
                printError("\(stage): \(String(format: "%.1f", seconds * 1000)) ms")
            }
        }
        if result.fails || exceeded { throw ExitCode(1) }
    }
}
