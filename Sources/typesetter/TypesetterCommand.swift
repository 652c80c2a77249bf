import ArgumentParser
import TypesetterDiagnostics

/// The `typesetter` command line: one subcommand per file, each a thin shell over the library modules.
@main
struct TypesetterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typesetter",
        abstract: "Typography that is right at every Dynamic Type size: tables, scaling, tokens, fonts.",
        version: Version.text,
        // By use: the project's commands first (build most of all), then the inspectors, then the engine's.
        subcommands: [Build.self, Catalog.self, Diff.self, CheckReportCommand.self, Check.self, Init.self],
        groupedSubcommands: [
            CommandGroup(
                name: "Inspection",
                subcommands: [Tokens.self, Fonts.self, DumpContext.self, Template.self, MCP.self]),
            CommandGroup(
                name: "Dynamic Type",
                subcommands: [Styles.self, Scale.self, Resolve.self, CheckContrast.self]),
        ]
    )

    /// A first argument that names no command gets the nearest one (`buidl` → build), as git and swift do;
    /// without this, the parser reports an unexpected argument.
    static func unknownCommand(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), first != "help" else { return nil }
        let names = configuration.subcommands.map { $0.configuration.commandName ?? "" }
        guard !names.contains(first) else { return nil }
        if let suggestion = NameSuggestions.closest(to: first, among: names).first {
            return "unknown command '\(first)'; did you mean '\(suggestion)'?"
        }
        return "unknown command '\(first)'; the commands are \(names.joined(separator: ", "))"
    }

    /// Runs the command line. Errors print as one line on standard error (`typesetter: error: …`) with the
    /// argument parser's exit code (64 for usage errors); help and version print on standard output.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // `typesetter --version` alone prints what the parser would, without building its argument sets by
        // reflection over the commands (most of the start-up of a parse).
        if arguments == ["--version"] {
            print(Version.text)
            return
        }
        if let message = unknownCommand(in: arguments) {
            printError("typesetter: error: \(message)")
            printError("See 'typesetter --help'.")
            Self.exit(withError: ExitCode(64))
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Self.exit(withError: nil)
            }
            let message = self.message(for: error)
            if !message.isEmpty {
                printError("typesetter: error: \(message)")
            }
            Self.exit(withError: ExitCode(code.rawValue))
        }
    }
}
