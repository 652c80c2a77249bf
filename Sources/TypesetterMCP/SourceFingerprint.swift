import Foundation

/// What the files a build read looked like: each file's path, modification time and size, under the
/// configuration, the token files and folders, the resolver's folder and the font folders. Two fingerprints
/// differ when a file was edited, added or removed, which is when ``DesignSystemSource`` builds again.
///
/// Taken on every tool call: a stat per file, well under a millisecond for a design system's few hundred files.
struct SourceFingerprint: Equatable, Sendable {
    /// Each file or folder seen, with its modification time and size (`-1` for a path that does not exist).
    private(set) var entries: [Entry] = []

    struct Entry: Equatable, Sendable {
        var path: String
        var modified: Double
        var size: Int
    }

    /// Folders walked stop after this many entries: a token folder is never that large, and a mistaken root
    /// (`tokens: ["/"]`) must not make every call walk a whole disk.
    static let entryLimit = 20_000

    /// The fingerprint of `roots`: a file as itself, a folder with everything under it but hidden entries.
    init(roots: [String]) {
        let manager = FileManager.default
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isDirectoryKey]
        for root in roots {
            guard entries.count < Self.entryLimit else { break }
            let url = URL(fileURLWithPath: root)
            guard let values = try? url.resourceValues(forKeys: Set(keys)) else {
                entries.append(Entry(path: root, modified: -1, size: -1))
                continue
            }
            entries.append(Entry(values, path: root))
            guard values.isDirectory == true,
                let walker = manager.enumerator(at: url, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
            else { continue }
            for case let file as URL in walker {
                guard entries.count < Self.entryLimit else { break }
                guard let values = try? file.resourceValues(forKeys: Set(keys)) else { continue }
                entries.append(Entry(values, path: file.path))
            }
        }
    }

    /// The paths to watch for a configuration: itself, each token entry (a glob from its first folder without
    /// a wildcard), the resolver document's folder (its sources are beside it) and the font folders.
    static func roots(configPath: String, tokens: [String], resolver: String?, fonts: [String]) -> [String] {
        var roots = [configPath]
        for entry in tokens {
            guard entry.contains(where: { "*?[{".contains($0) }) else {
                roots.append(entry)
                continue
            }
            let fixed = entry.split(separator: "/", omittingEmptySubsequences: false)
                .prefix { !$0.contains(where: { "*?[{".contains($0) }) }
            let folder = fixed.joined(separator: "/")
            roots.append(folder.isEmpty ? "." : folder)
        }
        if let resolver {
            roots.append(resolver)
            roots.append(URL(fileURLWithPath: resolver).deletingLastPathComponent().path)
        }
        roots += fonts
        var seen: Set<String> = []
        return roots.filter { seen.insert($0).inserted }
    }
}

extension SourceFingerprint.Entry {
    init(_ values: URLResourceValues, path: String) {
        self.init(
            path: path, modified: values.contentModificationDate?.timeIntervalSinceReferenceDate ?? -1,
            size: values.fileSize ?? -1)
    }
}
