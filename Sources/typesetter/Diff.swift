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
            and the share of users affected. --page FILE also writes a page with before and after side by side. \
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
            "Output format: text, json, or markdown (a table for a pull-request comment).", valueName: "format"))
    var format: DiffFormat = .text

    @Option(
        help: ArgumentHelp(
            "Also write the changes, before and after side by side, to this HTML file.", valueName: "file"))
    var page: String?

    enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    func run() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let other = [new, old].first { !$0.hasPrefix("git:") && Self.isConfiguration($0) } ?? config
        let before = try build(old, configuration: other, scratch: scratch.appendingPathComponent("old"))
        let after = try build(new, configuration: other, scratch: scratch.appendingPathComponent("new"))
        let diff = TokenDiff(
            old: before.side, new: after.side, population: after.config.population,
            resolution: ResolutionOptions.standard)
        switch format {
        case .text: print(diff.text, terminator: "")
        case .json: print(diff.json, terminator: "")
        case .markdown: print(diff.markdown, terminator: "")
        }
        if let page {
            let html = diff.page(
                title: after.config.options.namespace, before: old, after: new, sample: after.config.catalog.sample)
            do {
                try Data(html.utf8).write(to: URL(fileURLWithPath: page))
            } catch {
                printError("typesetter: error: cannot write the page to \(page): \(error.localizedDescription)")
                throw ExitCode(2)
            }
        }
        if diff.isWorse { throw ExitCode(1) }
    }

    static func isConfiguration(_ path: String) -> Bool { path.hasSuffix(".yml") || path.hasSuffix(".yaml") }

    /// Builds one input (writing nothing) into a model and its checks; an input that cannot be built prints
    /// its diagnostics and exits 2.
    private func build(
        _ input: String, configuration: String, scratch: URL
    ) throws -> (side: TokenDiff.Side, config: BuildConfig) {
        let path = try configurationPath(for: input, configuration: configuration, scratch: scratch)
        let result = BuildPipeline.run(configPath: path, write: false, outputs: .modelOnly)
        guard let model = result.model, let config = result.config, !result.isStopped else {
            writeError(DiagnosticRenderer.render(result.diagnostics.filter { $0.severity == .error }, as: .text))
            printError("typesetter: error: \(input) could not be built (the errors above); nothing was compared")
            throw ExitCode(2)
        }
        return (TokenDiff.Side(model: model, checks: result.checks), config)
    }

    /// The configuration to build for an input: itself, one written for a tokens file or folder, or the
    /// configuration as it was at a revision (the repository's files at that revision, in `scratch`).
    private func configurationPath(for input: String, configuration: String, scratch: URL) throws -> String {
        let manager = FileManager.default
        if input.hasPrefix("git:") {
            return try Self.checkout(revision: String(input.dropFirst(4)), configuration: configuration, into: scratch)
        }
        guard manager.fileExists(atPath: input) else {
            throw ValidationError("\(input) does not exist: pass a configuration, a tokens file or folder, or git:REV")
        }
        if Self.isConfiguration(input) { return input }
        try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
        let absolute = URL(fileURLWithPath: input).standardizedFileURL.path
        let file = scratch.appendingPathComponent("typesetter.yml")
        try Data("tokens: [\(JSONWriter.quote(absolute))]\n".utf8).write(to: file)
        return file.path
    }

    /// The repository's files at `revision` (`git archive`) in `folder`, and the configuration's path there.
    static func checkout(revision: String, configuration: String, into folder: URL) throws -> String {
        let directory = URL(fileURLWithPath: configuration).standardizedFileURL.deletingLastPathComponent()
        let root = try git(["rev-parse", "--show-toplevel"], in: directory).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let rootURL = URL(fileURLWithPath: root).resolvingSymlinksInPath()
        let configPath = URL(fileURLWithPath: configuration).standardizedFileURL.resolvingSymlinksInPath().path
        guard configPath.hasPrefix(rootURL.path + "/") else {
            throw ValidationError("\(configuration) is not inside the git repository at \(root)")
        }
        let relative = String(configPath.dropFirst(rootURL.path.count + 1))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let archive = folder.appendingPathComponent("revision.tar").path
        _ = try git(["archive", "--format=tar", "-o", archive, revision], in: rootURL)
        _ = try run("/usr/bin/env", ["tar", "-xf", archive, "-C", folder.path], in: rootURL)
        let checkedOut = folder.appendingPathComponent(relative).path
        guard FileManager.default.fileExists(atPath: checkedOut) else {
            throw ValidationError("\(relative) does not exist at revision \(revision)")
        }
        return checkedOut
    }

    private static func git(_ arguments: [String], in directory: URL) throws -> String {
        try run("/usr/bin/env", ["git"] + arguments, in: directory)
    }

    /// Runs a tool; its standard output, or a validation error with its standard error.
    private static func run(_ tool: String, _ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ValidationError("\(arguments.prefix(2).joined(separator: " ")) failed: \(text)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
