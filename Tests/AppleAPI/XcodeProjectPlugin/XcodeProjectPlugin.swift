// Transcription of the XcodeProjectPlugin API the build plugin uses for Xcode app targets
// (Plugins/TypesetterPlugin). XcodeProjectPlugin ships only inside Xcode, on top of SwiftPM's PackagePlugin; it
// has no page on developer.apple.com. The declarations follow Xcode's own module interface
// (`XcodeProjectPlugin.swiftmodule/arm64-apple-macos.swiftinterface`, Xcode 14.1, which a public gist reproduces:
// https://gist.github.com/ikesyo/f152bf8ee60b1c9bff2e757b01a95fa9) plus the URL forms Xcode 15.3 and later add
// beside the `Path` ones (`XcodeProject.directoryURL`, `XcodePluginContext.pluginWorkDirectoryURL`), which
// adopters' plugins use with `XcodeBuildToolPlugin`. `PackagePlugin` itself is not transcribed: the check
// compiles against the toolchain's real module. Bodies are placeholders: only the declarations are checked.

import Foundation
import PackagePlugin

/// An Xcode project: `XcodePluginContext.xcodeProject`.
public struct XcodeProject {
    public typealias ID = String
    public let id: XcodeProject.ID
    public let displayName: String
    /// The folder that holds the `.xcodeproj` (Path form, the only one before Xcode 15.3).
    public let directory: PackagePlugin.Path
    /// The folder that holds the `.xcodeproj`, as a URL (Xcode 15.3+).
    public let directoryURL: URL
    public let filePaths: PackagePlugin.PathList
    public let targets: [XcodeTarget]
}

/// A target of an Xcode project: what `XcodeBuildToolPlugin.createBuildCommands(context:target:)` receives.
public struct XcodeTarget {
    public typealias ID = String
    public let id: XcodeTarget.ID
    public let displayName: String
    /// The target's source and resource files (PackagePlugin's `FileList` of `File`s, each with `url` and `type`).
    public let inputFiles: PackagePlugin.FileList
}

/// What Xcode passes to a build-tool plugin for an Xcode project target.
public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    /// A folder the plugin and its commands may write to (Path form).
    public let pluginWorkDirectory: PackagePlugin.Path
    /// A folder the plugin and its commands may write to, as a URL (Xcode 15.3+).
    public let pluginWorkDirectoryURL: URL
    /// The executable `name` among the plugin's declared tool dependencies.
    public func tool(named name: String) throws -> PluginContext.Tool {
        throw PluginContextError.toolNotFound(name: name)
    }
}

/// A build-tool plugin's entry point for Xcode project targets, beside `BuildToolPlugin`'s for package targets.
public protocol XcodeBuildToolPlugin: Plugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin's entry point for Xcode projects, beside `CommandPlugin`'s for packages
/// (Plugins/TypesetterCommandPlugin).
public protocol XcodeCommandPlugin: Plugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
