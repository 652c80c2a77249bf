import Foundation
import TypesetterTokens

/// Where to look for a configuration that is not where a command was told to read it: a command run in the
/// wrong folder (`cd Examples/Showcase && typesetter build`, whose configuration is in
/// `Sources/ShowcaseTokens/`) gets the exact option that reads it instead of "create one".
///
/// The usual places are the folders above the current one, up to the project's (the nearest with a
/// `Package.swift`, an `.xcodeproj` or `.git`), and those below it, a few levels down, leaving out hidden
/// folders and build products. Nothing is read from what is found: a command reads only the configuration it
/// is given, so that a run never picks another project's by surprise.
public enum ConfigSearch {
    /// The name `typesetter init` writes and the commands read by default.
    public static let defaultName = "typesetter.yml"
    /// How deep below the current folder to look.
    static let depth = 4

    /// The diagnostic for a configuration that cannot be read at `path`, with the configurations found in the
    /// usual places when `path` is the default name.
    public static func unreadable(_ path: String, currentDirectory: String) -> Diagnostic {
        let create = "create one with `typesetter init`, or `typesetter init --from PATH` for the tokens you have"
        guard path == defaultName else {
            return Diagnostic(
                .error, .configUnreadable, "cannot read the configuration file \(path); \(create)", at: nil)
        }
        let found = candidates(from: currentDirectory)
        switch found.count {
        case 0:
            return Diagnostic(
                .error, .configUnreadable,
                "no \(defaultName) in this folder, above it in the project or below it; \(create)", at: nil)
        case 1:
            return Diagnostic(
                .error, .configUnreadable,
                "no \(defaultName) in this folder, but there is \(found[0]): pass `-c \(found[0])` to use it",
                at: nil)
        default:
            let listed =
                found.prefix(5).joined(separator: ", ") + (found.count > 5 ? " and \(found.count - 5) more" : "")
            return Diagnostic(
                .error, .configUnreadable,
                "no \(defaultName) in this folder, but there are \(listed): pass one with `-c PATH`", at: nil)
        }
    }

    /// The configurations in the usual places, as paths relative to `currentDirectory`: those above first
    /// (nearest first), then those below in breadth-first, sorted order.
    static func candidates(from currentDirectory: String) -> [String] {
        let files = FileManager.default
        var found: [String] = []
        // Above, up to the project folder.
        var folder = FilePath.normalize(currentDirectory)
        var climbed = ""
        while true {
            let names = (try? files.contentsOfDirectory(atPath: folder)) ?? []
            if !climbed.isEmpty, names.contains(defaultName) { found.append(climbed + defaultName) }
            let isProject = names.contains { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") }
            let parent = FilePath.directory(of: folder)
            if isProject || parent == folder { break }
            folder = parent
            climbed += "../"
        }
        // Below, breadth first.
        var level = [""]
        for _ in 0..<depth {
            var next: [String] = []
            for relative in level {
                let absolute = relative.isEmpty ? currentDirectory : FilePath.join(currentDirectory, relative)
                for name in ((try? files.contentsOfDirectory(atPath: absolute)) ?? []).sorted() {
                    guard !name.hasPrefix("."), !TokenInputs.isProductFolder(name) else { continue }
                    let path = relative.isEmpty ? name : relative + "/" + name
                    var isDirectory: ObjCBool = false
                    guard files.fileExists(atPath: FilePath.join(currentDirectory, path), isDirectory: &isDirectory),
                        isDirectory.boolValue
                    else { continue }
                    if files.fileExists(atPath: FilePath.join(currentDirectory, path + "/" + defaultName)) {
                        found.append(path + "/" + defaultName)
                    }
                    next.append(path)
                }
            }
            level = next
        }
        return found
    }
}
