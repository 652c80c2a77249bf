import Foundation
import PackagePlugin

/// Writes `BuildStamp.swift` into the `typesetter` target on every build: the commit the package is checked out
/// at (`git rev-parse --short=12 HEAD`, `-modified` when tracked files differ from it), which `--version` of a
/// development build prints, and the commit's tag (a build of tag `v1.2.3` whose `Version.number` is 1.2.3 is
/// that release: what Mint builds). Without Git or a checkout both are empty. The file is rewritten only when
/// its text changes, so an unchanged commit does not recompile the target.
@main
struct VersionStamp: BuildToolPlugin {
    /// `$1` the package folder, `$2` the file to write.
    static let script = #"""
        commit=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null) || commit=""
        tag=""
        if [ -n "$commit" ] && [ -n "$(git -C "$1" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
            commit="$commit-modified"
        elif [ -n "$commit" ]; then
            tag=$(git -C "$1" describe --tags --exact-match HEAD 2>/dev/null | head -n 1) || tag=""
        fi
        text="/// Written by the VersionStamp plugin at build time.
        enum BuildStamp {
            /// The commit this build is of; empty when unknown.
            static let commit = \"$commit\"
            /// The tag of that commit when the files are as committed (v1.2.3), else empty.
            static let tag = \"$tag\"
        }"
        [ "$(cat "$2" 2>/dev/null)" = "$text" ] || printf '%s\n' "$text" > "$2"
        """#

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let folder = context.pluginWorkDirectoryURL.appending(path: "Stamp")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return [
            .prebuildCommand(
                displayName: "Stamping the typesetter build with its commit",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [
                    "-c", Self.script, "stamp", context.package.directoryURL.path,
                    folder.appending(path: "BuildStamp.swift").path,
                ],
                outputFilesDirectory: folder
            )
        ]
    }
}
