import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory typesetter build` (or `check`, `catalog`, `report`, any
/// command with its options): runs the typesetter command in the package's folder, so a project that takes the
/// build plugin gets the whole command without installing it. With no arguments it runs `typesetter build`.
/// In Xcode (File › Packages or the project's context menu) it runs in the project's folder.
@main
struct TypesetterCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.run(try context.tool(named: "typesetter").url, arguments, in: context.package.directoryURL)
    }

    /// Runs `tool` with `arguments` (`build` when none) in `folder`, its output passed through; a status other
    /// than 0 fails the plugin with the command line and the status.
    static func run(_ tool: URL, _ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments.isEmpty ? ["build"] : arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let line = (["typesetter"] + (process.arguments ?? [])).joined(separator: " ")
            let how =
                process.terminationReason == .exit
                ? "exited with status \(process.terminationStatus)"
                : "was stopped by signal \(process.terminationStatus)"
            Diagnostics.error("\(line) \(how)")
            throw CommandFailure(message: "\(line) \(how)")
        }
    }

    struct CommandFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension TypesetterCommandPlugin: XcodeCommandPlugin {
        /// In an Xcode project: runs in the project's folder.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try Self.run(try context.tool(named: "typesetter").url, arguments, in: context.xcodeProject.directoryURL)
        }
    }
#endif
