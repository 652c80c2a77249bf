import ArgumentParser
import Foundation

#if MCP
    import TypesetterMCP
#endif

/// `typesetter mcp`: the design system served to coding agents over the Model Context Protocol (stdio).
struct MCP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the design system to coding agents over the Model Context Protocol (stdio).",
        discussion: """
            Speaks MCP on standard input and output until the client closes them. The tools list_styles, get_style, \
            search_tokens, check, diff and usage answer from the configuration built as `build` builds it \
            (writing nothing); the resources typesetter://styles and typesetter://catalog give the style list and \
            the catalog's overview. The configuration is built again when it, a token file or a font file \
            changes, so the next call sees the change. Bad input is a tool error that names the valid values, \
            and nothing is written. Add it to an agent as the command `typesetter` with the arguments `mcp \
            --config path/to/typesetter.yml`.
            """)

    @OptionGroup var configFile: ConfigurationFile

    func validate() throws {
        guard FileManager.default.fileExists(atPath: configFile.path) else {
            throw ValidationError(
                "there is no configuration at \(configFile.path): pass --config path/to/typesetter.yml (typesetter init writes one)"
            )
        }
    }

    func run() throws {
        #if MCP
            let source = DesignSystemSource(configPath: configFile.path)
            let version = TypesetterCommand.configuration.version
            let outcome = Outcome()
            // The command line is synchronous; the server runs on the concurrency pool until the client hangs up.
            Task.detached {
                do {
                    try await DesignSystemServer.serve(source: source, version: version)
                    outcome.finish(nil)
                } catch {
                    outcome.finish(error)
                }
            }
            if let error = outcome.wait() {
                printError("typesetter: error: the MCP server stopped: \(error)")
                throw ExitCode(1)
            }
        #else
            // Linux's static release binary (Scripts/build-release) is built without the `MCP` trait.
            printError(
                "typesetter: error: this typesetter was built without the MCP server (the `MCP` trait, which Scripts/build-release leaves out of the static Linux binary); build it with `swift build -c release --product typesetter`"
            )
            throw ExitCode(1)
        #endif
    }

    /// How the server ended, handed from its task to the waiting command.
    private final class Outcome: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var error: (any Error)?

        func finish(_ error: (any Error)?) {
            lock.withLock { self.error = error }
            done.signal()
        }

        func wait() -> (any Error)? {
            done.wait()
            return lock.withLock { error }
        }
    }
}
