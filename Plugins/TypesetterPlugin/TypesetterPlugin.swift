import Foundation
import PackagePlugin

/// Generates a target's design-token Swift on every build: a target whose folder holds a `typesetter.yml`
/// gets `DesignTokens.swift` compiled into it, rebuilt whenever a token or configuration file changes.
///
/// The configuration's `output:` paths are ignored here: a build plugin may write only into its own work
/// folder, so the plugin asks `typesetter build` for the Swift file alone (`--swift-output`). A path given on
/// the command line is taken as asked, so the work folder, outside the project, needs no
/// `options.allowOutputsOutside`. Exclude the configuration and token files from the target
/// (`exclude: ["typesetter.yml", "tokens"]`).
///
/// Inputs are the configuration and every token and font file under the folder, so changing a token or
/// replacing a font file rebuilds. Xcode app targets (no Package.swift) use the same command through
/// `XcodeBuildToolPlugin` (compiled only by Xcode, which has `XcodeProjectPlugin`).
@main
struct TypesetterPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            folder: target.directoryURL, targetName: target.name, workFolder: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "typesetter").url
        )
    }

    /// The build command for a target whose `folder` holds a `typesetter.yml`; none otherwise.
    static func commands(folder: URL, targetName: String, workFolder: URL, tool: URL) throws -> [Command] {
        let config = folder.appending(path: "typesetter.yml")
        guard FileManager.default.fileExists(atPath: config.path) else { return [] }
        let output = workFolder.appending(path: "DesignTokens.swift")
        return [
            .buildCommand(
                displayName: "Typesetter: building design tokens for \(targetName)",
                executable: tool,
                arguments: ["build", "--config", config.path, "--swift-output", output.path, "--format", "xcode"],
                inputFiles: Self.tokenFiles(in: folder),
                outputFiles: [output]
            )
        ]
    }

    /// The configuration and every JSON, YAML or font file under the target's folder.
    static func tokenFiles(in folder: URL) -> [URL] {
        let extensions: Set<String> = ["json", "json5", "jsonc", "yml", "yaml", "ttf", "otf", "ttc", "otc"]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [URL] = []
        while let url = enumerator.nextObject() as? URL {
            if extensions.contains(url.pathExtension.lowercased()) { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension TypesetterPlugin: XcodeBuildToolPlugin {
        /// An Xcode app target: the folder of the `typesetter.yml` among the target's files, else
        /// `<project>/<target name>/`, the folder Xcode creates for a target's sources.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let listed = target.inputFiles.first { $0.url.lastPathComponent == "typesetter.yml" }
            let folder =
                listed?.url.deletingLastPathComponent()
                ?? context.xcodeProject.directoryURL.appending(path: target.displayName)
            return try Self.commands(
                folder: folder, targetName: target.displayName, workFolder: context.pluginWorkDirectoryURL,
                tool: try context.tool(named: "typesetter").url
            )
        }
    }
#endif
