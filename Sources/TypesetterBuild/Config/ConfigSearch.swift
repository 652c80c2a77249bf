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
        guard path == defaultName else { return unreadableGiven(path, currentDirectory: currentDirectory) }
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

    /// What to do when no configuration can be read.
    static let create = "create one with `typesetter init`, or `typesetter init --from PATH` for the tokens you have"

    /// A path given with `-c` that cannot be read: what is there instead (nothing, a folder, a file that cannot
    /// be read), and the configurations beside it, the closest name first: a mistyped name gets the right one.
    static func unreadableGiven(_ path: String, currentDirectory: String) -> Diagnostic {
        func error(_ message: String) -> Diagnostic { Diagnostic(.error, .configUnreadable, message, at: nil) }
        let files = FileManager.default
        let absolute = FilePath.join(currentDirectory, path)
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: absolute, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                return error(
                    "cannot read the configuration file \(path): it exists but cannot be read; check its permissions")
            }
            guard files.fileExists(atPath: FilePath.join(absolute, defaultName)) else {
                return error("\(path) is a folder, not a configuration file, and holds no \(defaultName); \(create)")
            }
            let inside = FilePath.join(path, defaultName)
            return error(
                "\(path) is a folder, not a configuration file; pass `-c \(inside)` to use the \(defaultName) in it")
        }
        let folder = FilePath.directory(of: path)
        guard files.fileExists(atPath: FilePath.directory(of: absolute), isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            return error("the configuration file \(path) does not exist: there is no folder \(folder); \(create)")
        }
        let beside = configurations(in: FilePath.directory(of: absolute), closestTo: FilePath.name(of: path)).map {
            folder == "." && !path.hasPrefix("./") ? $0 : FilePath.join(folder, $0)
        }
        switch beside.count {
        case 0:
            return error("the configuration file \(path) does not exist, and no configuration is beside it; \(create)")
        case 1:
            return error(
                "the configuration file \(path) does not exist; beside it is \(beside[0]): pass `-c \(beside[0])` to use it"
            )
        default:
            let listed =
                beside.prefix(5).joined(separator: ", ") + (beside.count > 5 ? " and \(beside.count - 5) more" : "")
            return error(
                "the configuration file \(path) does not exist; beside it are \(listed): pass one with `-c PATH`")
        }
    }

    /// The names of the configurations in `folder`: YAML files with a `tokens:` or `resolver:` line at their
    /// top level (a YAML token file has neither), the names closest to `name` first, then the others in order.
    static func configurations(in folder: String, closestTo name: String) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().filter { file in
            guard !file.hasPrefix("."), file.hasSuffix(".yml") || file.hasSuffix(".yaml"),
                let text = try? String(contentsOfFile: FilePath.join(folder, file), encoding: .utf8)
            else { return false }
            return text.split(separator: "\n").contains { $0.hasPrefix("tokens:") || $0.hasPrefix("resolver:") }
        }
        let closest = NameSuggestions.closest(to: name, among: names, limit: names.count, maximumDistance: 6)
        return closest + names.filter { !closest.contains($0) }
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
