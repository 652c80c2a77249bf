import Foundation

/// One file the build wants on disk.
public struct OutputFile: Hashable, Sendable {
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }
}

/// The Write stage: all or nothing, only what changed, never outside the output locations.
///
/// 1. Every file must be one of the configured output files or inside a configured output folder (the
///    asset catalog); paths are compared after lexical normalization, so a token named `../../x` cannot
///    climb out. Anything else fails the whole write before a byte is written.
/// 2. Files whose contents are already on disk are left alone, so Xcode sees no change and rebuilds nothing.
/// 3. Changed files are first written beside their targets under temporary names; only when all of them are
///    written are they renamed over the targets (each rename is atomic). If anything fails, the temporary
///    files are removed and the previous outputs are untouched.
/// 4. Inside an output folder, `.colorset` folders the build no longer produces are removed (the asset
///    catalog is Typesetter's own).
public struct OutputWriter: Sendable {
    public var fileSystem: FileSystem
    /// Configured output files.
    public var files: Set<String>
    /// Configured output folders (asset catalogs), owned by the build.
    public var folders: [String]

    public init(fileSystem: FileSystem = .local, files: [String], folders: [String]) {
        self.fileSystem = fileSystem
        self.files = Set(files.map(FilePath.normalize))
        self.folders = folders.map(FilePath.normalize)
    }

    /// What a write did.
    public struct Report: Hashable, Sendable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
    }

    public enum WriteError: Error, CustomStringConvertible, Sendable {
        case outsideOutputs(String)
        case failed(path: String, reason: String)

        public var description: String {
            switch self {
            case .outsideOutputs(let path):
                "refusing to write \(path): it is outside the configured outputs; nothing was written"
            case .failed(let path, let reason):
                "could not write \(path): \(reason); previous outputs are untouched"
            }
        }
    }

    public func write(_ outputs: [OutputFile]) throws(WriteError) -> Report {
        let normalized = outputs.map { OutputFile(path: FilePath.normalize($0.path), contents: $0.contents) }
        for output in normalized where !isAllowed(output.path) {
            throw .outsideOutputs(output.path)
        }
        var report = Report()
        var changed: [OutputFile] = []
        for output in normalized.sorted(by: { $0.path < $1.path }) {
            if fileSystem.read(output.path) == output.contents {
                report.unchanged.append(output.path)
            } else {
                changed.append(output)
            }
        }

        // Stage every changed file under a temporary name.
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max))"
        var staged: [(temporary: String, target: String)] = []
        func discardStaged() {
            for file in staged { try? fileSystem.remove(file.temporary) }
        }
        var createdFolders: Set<String> = []
        for output in changed {
            let folder = FilePath.directory(of: output.path)
            let temporary = FilePath.join(folder, ".\(FilePath.name(of: output.path)).typesetter-\(token)")
            do {
                if createdFolders.insert(folder).inserted { try fileSystem.createDirectory(folder) }
                try fileSystem.write(temporary, output.contents)
            } catch {
                try? fileSystem.remove(temporary)
                discardStaged()
                throw .failed(path: output.path, reason: "\(error)")
            }
            staged.append((temporary, output.path))
        }

        // Move them into place.
        for (index, file) in staged.enumerated() {
            do {
                try fileSystem.rename(file.temporary, file.target)
                report.written.append(file.target)
            } catch {
                for remaining in staged[index...] { try? fileSystem.remove(remaining.temporary) }
                throw .failed(path: file.target, reason: "\(error)")
            }
        }

        // Remove colorsets that are no longer produced.
        for folder in folders {
            // The first component under the folder of every file produced there.
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            let produced = Set(normalized.compactMap { output -> Substring? in
                guard output.path.hasPrefix(prefix) else { return nil }
                return output.path.dropFirst(prefix.count).split(separator: "/").first
            })
            for name in (fileSystem.list(folder) ?? []).sorted() where name.hasSuffix(".colorset") {
                guard !produced.contains(Substring(name)) else { continue }
                let path = FilePath.join(folder, name)
                do {
                    try fileSystem.remove(path)
                    report.removed.append(path)
                } catch {
                    throw .failed(path: path, reason: "\(error)")
                }
            }
        }
        return report
    }

    private func isAllowed(_ path: String) -> Bool {
        if files.contains(path) { return true }
        return folders.contains { folder in path != folder && FilePath.isInside(path, folder: folder) }
    }
}
