import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Load stage: reads token files from disk (or standard input for `-`) into ``SourceFile``s.
public enum TokenDocumentLoader {
    /// Reads each path; unreadable files become `file.unreadable` errors. In lenient mode JSON5 forms in
    /// `.json` files are accepted (with a warning); `.json5` files are JSON5 in either mode.
    public static func load(
        paths: [String], lenient: Bool = false
    ) -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            switch load(path: path, lenient: lenient) {
            case .success(let file): files.append(file)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        return (files, diagnostics)
    }

    /// Reads one file.
    public static func load(path: String, lenient: Bool = false) -> Result<SourceFile, Diagnostic> {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            let syntax: JSONSyntax? = lenient ? .lenient(path: "") : nil
            return .success(SourceFile(path: "<stdin>", bytes: [UInt8](data), syntax: syntax))
        }
        if let bytes = regularFileBytes(atPath: path) {
            return .success(SourceFile(path: path, bytes: bytes, syntax: lenient ? .lenient(path: path) : nil))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason = !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "permission denied"
            return .failure(
                Diagnostic.error(.fileUnreadable, "cannot read \(path): \(reason)", at: nil).about(.init(input: path)))
        }
        return .success(SourceFile(path: path, bytes: [UInt8](data), syntax: lenient ? .lenient(path: path) : nil))
    }

    /// The bytes of a regular file, read straight into the array: `Data` and then a copy would hold a large
    /// file twice. `nil` for anything else (a folder, a pipe, a file that cannot be opened), which
    /// `FileManager` then reads or explains.
    static func regularFileBytes(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(status.st_size)
        var complete = true
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            while count < size {
                let got = read(descriptor, base + count, size - count)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else {
                    complete = got == 0
                    return
                }
                count += got
            }
        }
        guard complete else { return nil }
        // A file that grew since it was measured: the rest too.
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return got == 0 ? bytes : nil }
            bytes.append(contentsOf: chunk[..<got])
        }
    }
}

/// The token inputs as given (files, folders, globs) → the files to read, in a documented, deterministic
/// order, so that the merge order (a later definition wins) never depends on the file system.
///
/// - A file is itself (even if its name has glob characters); `-` is standard input.
/// - A folder holding `$themes.json` or `$metadata.json` is a Tokens Studio project: those two files stand
///   for it (they name their set files). Any other folder is every `.json`, `.json5`, `.tokens`, `.yml` and
///   `.yaml` file in it and its subfolders, sorted by path bytewise; names starting with `.` are skipped, and
///   so are other tools' manifests (`package.json`, `tsconfig.json`…, `notTokenFiles`), Typesetter's own
///   configurations (`typesetter.yml`, `typesetter-dark.yml`: a YAML file whose name starts with
///   `typesetter`) and the folders builds and package managers write (``isProductFolder(_:)``), so that a
///   configuration reading `.` never reads itself or its own `Generated/` output. (YAML files are read in
///   lenient mode; strict mode reports each, see ``YAMLTokenFile``.)
/// - A path with `*`, `?` or `**` (any number of folders) is a glob, its matches sorted by path bytewise.
/// A glob that matches nothing, or a folder without token files, is an error naming it.
public enum TokenInputs {
    /// The extensions a folder's token files have (`.tokens.json` is a `.json`).
    static let tokenExtensions = [".json", ".json5", ".tokens", ".yml", ".yaml"]

    public static func expand(_ inputs: [String]) -> (paths: [String], diagnostics: [Diagnostic]) {
        var paths: [String] = []
        var diagnostics: [Diagnostic] = []
        let files = FileManager.default
        for input in inputs {
            var isDirectory: ObjCBool = false
            let exists = input != "-" && files.fileExists(atPath: input, isDirectory: &isDirectory)
            if exists, isDirectory.boolValue {
                let folder = input.hasSuffix("/") ? String(input.dropLast()) : input
                // `.` names its files as they are (`tokens.json`, not `./tokens.json`), as a glob does.
                let prefix = folder == "." ? "" : folder + "/"
                let project = ["$metadata.json", "$themes.json"].map { prefix + $0 }
                    .filter { files.fileExists(atPath: $0) }
                if !project.isEmpty {
                    paths += project
                    continue
                }
                let found = tokenFiles(under: folder, prefix: prefix, skippingFolder: isProductFolder)
                if found.isEmpty {
                    diagnostics.append(
                        Diagnostic.error(
                            .inputNoMatch, "the folder \(input) holds no .json, .json5, .tokens, .yml or .yaml file",
                            at: nil
                        ).about(.init(input: input)))
                }
                paths += found
            } else if !exists, input.contains(where: { $0 == "*" || $0 == "?" }) {
                let found = glob(input)
                if found.isEmpty {
                    diagnostics.append(
                        Diagnostic.error(.inputNoMatch, "the glob \(input) matches no file", at: nil)
                            .about(.init(input: input)))
                }
                paths += found
            } else {
                paths.append(input)
            }
        }
        return (paths, diagnostics)
    }

    /// Sorted bytewise (UTF-8), the same on every platform and locale.
    static func sorted(_ paths: [String]) -> [String] {
        paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Every file below `folder` (relative paths), skipping names that start with `.` and the folders
    /// `skippingFolder` names (not walked into).
    static func files(under folder: String, skippingFolder: (String) -> Bool = { _ in false }) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            let full = folder + "/" + relative
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                found.append(relative)
            } else if skippingFolder(name) {
                enumerator.skipDescendants()
            }
        }
        return found
    }

    /// Files other tools keep beside token files (OpenTable's token folders hold each package's manifest):
    /// never tokens, so a folder leaves them out. A path given on its own is read whatever its name.
    static let notTokenFiles: Set<String> = [
        "package.json", "package-lock.json", "composer.json", "composer.lock", "tsconfig.json", "jsconfig.json",
        "project.json", "lerna.json", "nx.json", "turbo.json", "renovate.json", ".eslintrc.json", "bower.json",
        "manifest.json", "vercel.json", "netlify.json", "deno.json", "angular.json", "firebase.json",
        "babel.config.json", "biome.json", "typedoc.json", "pnpm-lock.yaml", "pnpm-workspace.yaml",
        "docker-compose.yml", "docker-compose.yaml", "mkdocs.yml", "codecov.yml",
    ]

    /// Folders a folder's walk does not enter: npm's packages and what builds write (Typesetter's `Generated/`,
    /// where `typesetter init` puts every output; Style Dictionary's `build/` and bundlers' `dist/`; Xcode's
    /// `DerivedData`, CocoaPods' `Pods`; asset catalogs, whose `Contents.json` files are not tokens). A folder
    /// named as an input is read whatever its name.
    public static func isProductFolder(_ name: String) -> Bool {
        ["node_modules", "Generated", "build", "dist", "DerivedData", "Pods"].contains(name)
            || name.hasSuffix(".xcassets")
    }

    static func tokenFiles(
        under folder: String, prefix: String, skippingFolder: (String) -> Bool = isProductFolder
    ) -> [String] {
        let found = files(under: folder, skippingFolder: skippingFolder).filter { path in
            let name = path.split(separator: "/").last.map { $0.lowercased() } ?? path.lowercased()
            guard let fileExtension = tokenExtensions.first(where: { name.hasSuffix($0) }) else { return false }
            let isYAML = fileExtension == ".yml" || fileExtension == ".yaml"
            return !notTokenFiles.contains(name) && !name.hasPrefix("tsconfig.")
                && !(isYAML && name.hasPrefix("typesetter"))
        }
        return sorted(found.map { prefix + $0 })
    }

    /// The files matching `pattern`: the folders before its first wildcard are the root searched.
    static func glob(_ pattern: String) -> [String] {
        let components = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let firstWild = components.firstIndex { $0.contains(where: { $0 == "*" || $0 == "?" }) } ?? components.count
        let rootComponents = components[..<firstWild]
        let root = rootComponents.isEmpty ? "." : rootComponents.joined(separator: "/")
        let rest = Array(components[firstWild...])
        let prefix = rootComponents.isEmpty ? "" : (root.isEmpty ? "/" : root + "/")
        let matches = files(under: root.isEmpty ? "/" : root).filter { relative in
            matchComponents(rest, relative.split(separator: "/").map(String.init))
        }
        return sorted(matches.map { prefix + $0 })
    }

    /// Whether path components match pattern components, `**` matching any number of them. A table of
    /// (pattern position, path position) pairs, so no pattern takes more than their product in time.
    static func matchComponents(_ pattern: [String], _ path: [String]) -> Bool {
        // reachable[j]: the pattern's first i components match the path's first j.
        var reachable = [true] + Array(repeating: false, count: path.count)
        for component in pattern {
            var next = Array(repeating: false, count: path.count + 1)
            if component == "**" {
                var any = false
                for j in 0...path.count {
                    any = any || reachable[j]
                    next[j] = any
                }
            } else {
                for j in 0..<path.count where reachable[j] && matchName(Array(component.utf8), Array(path[j].utf8)) {
                    next[j + 1] = true
                }
            }
            reachable = next
        }
        return reachable[path.count]
    }

    /// `*` (any bytes) and `?` (one character) within one name; a leading `.` is matched only literally.
    static func matchName(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
        if name.first == UInt8(ascii: "."), pattern.first != UInt8(ascii: ".") { return false }
        var p = 0
        var n = 0
        var star: Int?
        var resume = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "?") || pattern[p] == name[n] {
                if pattern[p] == UInt8(ascii: "?") {
                    // One character: a whole UTF-8 sequence.
                    n += 1
                    while n < name.count, name[n] & 0xC0 == 0x80 { n += 1 }
                } else {
                    n += 1
                }
                p += 1
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = p
                resume = n
                p += 1
            } else if let starAt = star {
                p = starAt + 1
                resume += 1
                n = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}
