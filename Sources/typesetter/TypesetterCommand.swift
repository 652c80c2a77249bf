import ArgumentParser

/// The `typesetter` command line: one subcommand per file, each a thin shell over the library modules.
@main
struct TypesetterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typesetter",
        abstract: "Typography that is right at every Dynamic Type size: tables, scaling, tokens, fonts.",
        version: "0.1.0",
        subcommands: [
            // Dynamic Type engine
            Styles.self, Scale.self, Resolve.self,
            // Design tokens
            Check.self, Tokens.self,
            // Fonts
            Fonts.self,
            // Build
            Build.self, Catalog.self, CheckReportCommand.self, Init.self, DumpContext.self, Template.self,
            // Components
            CheckContrast.self,
        ]
    )

    /// Runs the command line. Errors print as one line on standard error (`typesetter: error: …`) with the
    /// argument parser's exit code (64 for usage errors); help and version print on standard output.
    static func main() {
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
