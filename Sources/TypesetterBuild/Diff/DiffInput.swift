import Foundation
import TypesetterCore
import TypesetterTokens

/// The two sides of `typesetter diff` (and of `typesetter mcp`'s `diff` tool): each input a configuration file,
/// a tokens file or folder, or `git:REV` (the configuration as it was at a revision), built without writing
/// anything into a model and its checks.
public enum DiffInput {
    /// Why an input cannot be compared: one sentence that says what to pass instead.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
        /// The build's errors, when the input was found but could not be built.
        public var diagnostics: [Diagnostic]

        init(_ description: String, diagnostics: [Diagnostic] = []) {
            self.description = description
            self.diagnostics = diagnostics
        }
    }

    /// Whether a path names a configuration (`.yml` or `.yaml`) rather than tokens.
    public static func isConfiguration(_ path: String) -> Bool { path.hasSuffix(".yml") || path.hasSuffix(".yaml") }

    /// The configuration a `git:REV` or tokens input is read with: `new`'s or `old`'s when one is a configuration
    /// file, else `fallback` (`--config`).
    public static func configuration(old: String, new: String, fallback: String) -> String {
        [new, old].first { !$0.hasPrefix("git:") && isConfiguration($0) } ?? fallback
    }

    /// The changes from `old` to `new`; `scratch` is a folder for revisions checked out and configurations
    /// written for token inputs, which the caller removes.
    public static func compare(
        old: String, new: String, configuration: String, scratch: URL
    ) throws(Failure) -> (diff: TokenDiff, config: BuildConfig) {
        let before = try build(old, configuration: configuration, scratch: scratch.appendingPathComponent("old"))
        let after = try build(new, configuration: configuration, scratch: scratch.appendingPathComponent("new"))
        let diff = TokenDiff(
            old: before.side, new: after.side, population: after.config.population,
            resolution: ResolutionOptions.standard)
        return (diff, after.config)
    }

    /// Builds one input (writing nothing) into a model and its checks.
    public static func build(
        _ input: String, configuration: String, scratch: URL
    ) throws(Failure) -> (side: TokenDiff.Side, config: BuildConfig) {
        let path = try configurationPath(for: input, configuration: configuration, scratch: scratch)
        let result = BuildPipeline.run(configPath: path, write: false, outputs: .modelOnly)
        guard let model = result.model, let config = result.config, !result.isStopped else {
            throw Failure(
                "\(input) could not be built (the errors above); nothing was compared",
                diagnostics: result.diagnostics.filter { $0.severity == .error })
        }
        return (TokenDiff.Side(model: model, checks: result.checks), config)
    }

    /// The configuration to build for an input: itself, one written for a tokens file or folder, or the
    /// configuration as it was at a revision (the repository's files at that revision, in `scratch`).
    public static func configurationPath(
        for input: String, configuration: String, scratch: URL
    ) throws(Failure) -> String {
        let manager = FileManager.default
        if input.hasPrefix("git:") {
            return try checkout(revision: String(input.dropFirst(4)), configuration: configuration, into: scratch)
        }
        guard manager.fileExists(atPath: input) else {
            throw Failure("\(input) does not exist: pass a configuration, a tokens file or folder, or git:REV")
        }
        if isConfiguration(input) { return input }
        let absolute = URL(fileURLWithPath: input).standardizedFileURL.path
        let file = scratch.appendingPathComponent("typesetter.yml")
        do {
            try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data("tokens: [\(JSONWriter.quote(absolute))]\n".utf8).write(to: file)
        } catch {
            throw Failure("cannot write a configuration for \(input) in \(scratch.path): \(error.localizedDescription)")
        }
        return file.path
    }

    /// The repository's files at `revision` (`git archive`) in `folder`, and the configuration's path there.
    public static func checkout(revision: String, configuration: String, into folder: URL) throws(Failure) -> String {
        let directory = URL(fileURLWithPath: configuration).standardizedFileURL.deletingLastPathComponent()
        let root = try git(["rev-parse", "--show-toplevel"], in: directory).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let rootURL = URL(fileURLWithPath: root).resolvingSymlinksInPath()
        let configPath = URL(fileURLWithPath: configuration).standardizedFileURL.resolvingSymlinksInPath().path
        guard configPath.hasPrefix(rootURL.path + "/") else {
            throw Failure("\(configuration) is not inside the git repository at \(root)")
        }
        let relative = String(configPath.dropFirst(rootURL.path.count + 1))
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure("cannot create \(folder.path): \(error.localizedDescription)")
        }
        let archive = folder.appendingPathComponent("revision.tar").path
        _ = try git(["archive", "--format=tar", "-o", archive, revision], in: rootURL)
        _ = try run("/usr/bin/env", ["tar", "-xf", archive, "-C", folder.path], in: rootURL)
        let checkedOut = folder.appendingPathComponent(relative).path
        guard FileManager.default.fileExists(atPath: checkedOut) else {
            throw Failure("\(relative) does not exist at revision \(revision)")
        }
        return checkedOut
    }

    private static func git(_ arguments: [String], in directory: URL) throws(Failure) -> String {
        try run("/usr/bin/env", ["git"] + arguments, in: directory)
    }

    /// Runs a tool; its standard output, or a failure with its standard error.
    private static func run(_ tool: String, _ arguments: [String], in directory: URL) throws(Failure) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure("\(arguments.prefix(2).joined(separator: " ")) failed: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure("\(arguments.prefix(2).joined(separator: " ")) failed: \(text)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
