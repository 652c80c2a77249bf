import ArgumentParser
import Foundation
import TypesetterBuild
import TypesetterCore
import TypesetterDiagnostics

/// `typesetter diff OLD NEW`: what a token change does to every style, component, color and dimension at
/// every size, and whether anything got worse.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract:
            "Show what changed between two token inputs at every Dynamic Type size, and whether anything got worse.",
        discussion: """
            OLD and NEW are each a configuration file (typesetter.yml), a tokens file or folder, or git:REV: the \
            configuration (NEW's, or --config) as it was at a git revision. Both are built without writing \
            anything; the command prints each change to a style (size, line height, tracking, weight, face at \
            each size, with and without Bold Text), component (contrast in each state and appearance), color \
            (each appearance) and dimension, each check that starts or stops finding something, with the sizes \
            and the share of users affected. More than ten changes are summarized first (counts by area, worse \
            first), then each change is listed once with the tokens it applies to (--verbose adds every change, \
            one a line); Markdown stays within a pull-request comment's 65,536 characters, its rows in \
            collapsible sections as far as they fit (--format json lists them all). --page FILE also writes a \
            page with before and after side by side. \
            Exit status: 0 when nothing got worse, 1 when a check starts warning or failing or a token is \
            removed, 2 when an input cannot be built.
            """)

    @Argument(help: ArgumentHelp("The input before the change.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The input after the change.", valueName: "new"))
    var new: String

    @Option(name: [.customShort("c"), .long], help: "The configuration a git:REV input reads, when NEW is not one.")
    var config = "typesetter.yml"

    @Option(
        help: ArgumentHelp(
            "Output format: text, json, or markdown (for a pull-request comment, within its 65,536 characters).",
            valueName: "format"))
    var format: DiffFormat = .text

    @Option(
        help: ArgumentHelp(
            "Also write the changes, before and after side by side, to this HTML file.", valueName: "file"))
    var page: String?

    @Flag(
        help:
            "List every change one a line after the summary and groups of a long diff (text; JSON always lists every change)."
    )
    var verbose = false

    enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    func run() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let other = DiffInput.configuration(old: old, new: new, fallback: config)
        let diff: TokenDiff
        let after: BuildConfig
        do {
            (diff, after) = try DiffInput.compare(old: old, new: new, configuration: other, scratch: scratch)
        } catch let failure {
            // An input that cannot be built prints its errors and exits 2; one that cannot be found is a usage error.
            guard !failure.diagnostics.isEmpty else { throw ValidationError(failure.description) }
            writeError(DiagnosticRenderer.render(failure.diagnostics, as: .text))
            printError("typesetter: error: \(failure.description)")
            throw ExitCode(2)
        }
        switch format {
        case .text: print(diff.text(verbose: verbose), terminator: "")
        case .json: print(diff.json, terminator: "")
        case .markdown: print(diff.markdown(command: commandLine), terminator: "")
        }
        if let page {
            let html = diff.page(title: after.options.namespace, before: old, after: new, sample: after.catalog.sample)
            do {
                try Data(html.utf8).write(to: URL(fileURLWithPath: page))
            } catch {
                printError("typesetter: error: cannot write the page to \(page): \(error.localizedDescription)")
                throw ExitCode(2)
            }
        }
        if diff.isWorse { throw ExitCode(1) }
    }

    /// This diff's command line, for the Markdown's pointer to the full report.
    var commandLine: String {
        let words = ["typesetter", "diff", old, new] + (config == "typesetter.yml" ? [] : ["-c", config])
        return words.map(Self.shellWord).joined(separator: " ")
    }

    /// A word as a shell reads it back: as is when it has nothing a shell treats specially, else in single quotes.
    static func shellWord(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                CharacterSet.alphanumerics.contains($0) && $0.isASCII || "_-./:@=+,".unicodeScalars.contains($0)
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
