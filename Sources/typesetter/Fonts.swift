import ArgumentParser
import TypesetterFonts

/// `typesetter fonts`: what iOS will see in font files: names, weights, metrics, variable instances.
struct Fonts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "Show the faces of font files: PostScript names, families, weights, metrics, variable instances.",
        discussion: """
            Reads TrueType/OpenType fonts and collections (.ttf, .otf, .ttc, .otc); folders are scanned \
            recursively. The PostScript name is the one UIFont(name:size:) needs. With --sample, lists the \
            characters each face lacks. Exit status: 0 when every file was read, 1 when some could not be \
            (what could be read is still printed).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @Argument(help: "Font files or folders.")
    var paths: [String]

    @Option(help: "Output format: table or json.")
    var format: Format = .table

    @Option(help: "Text to check coverage for: each face lists the characters it lacks.")
    var sample: String?

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one font file or folder") }
    }

    func run() throws {
        let report = FontsReport(paths: paths, sample: sample)
        print(format == .json ? report.json() : report.table(), terminator: "")
        let problems = report.entries.flatMap(\.summary.diagnostics) + report.errors
        writeError(DiagnosticRenderer.render(problems, as: .xcode))
        if !report.errors.isEmpty { throw ExitCode(1) }
    }
}
