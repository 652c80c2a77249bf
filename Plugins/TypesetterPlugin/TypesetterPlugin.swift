import Foundation
import PackagePlugin

/// Generates a target's design-token Swift on every build: a target whose folder holds a `typesetter.yml`
/// gets `DesignTokens.swift` compiled into it, rebuilt whenever a token or configuration file changes.
///
/// The configuration's `output:` paths are ignored here: a build plugin may write only into its own work
/// folder, so the plugin asks `typesetter build` for the Swift file alone (`--swift-output`). Exclude the
/// configuration and token files from the target (`exclude: ["typesetter.yml", "tokens"]`).
@main
struct TypesetterPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL
        let config = folder.appending(path: "typesetter.yml")
        guard FileManager.default.fileExists(atPath: config.path) else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "DesignTokens.swift")
        return [
            .buildCommand(
                displayName: "Typesetter: building design tokens for \(target.name)",
                executable: try context.tool(named: "typesetter").url,
                arguments: ["build", "--config", config.path, "--swift-output", output.path, "--format", "xcode"],
                inputFiles: Self.tokenFiles(in: folder),
                outputFiles: [output]
            )
        ]
    }

    /// The configuration and every JSON, YAML or font file under the target's folder.
    static func tokenFiles(in folder: URL) -> [URL] {
        let extensions: Set<String> = ["json", "yml", "yaml", "ttf", "otf", "ttc", "otc"]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [URL] = []
        while let url = enumerator.nextObject() as? URL {
            if extensions.contains(url.pathExtension.lowercased()) { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }
}
