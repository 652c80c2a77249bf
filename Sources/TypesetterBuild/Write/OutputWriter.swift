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
/// 3. Changed files are first written beside their targets under temporary names. Then, one file at a time,
///    the previous file is renamed aside to a backup name and the new one renamed into place (each rename
///    is atomic); `.colorset` folders the build no longer produces (the asset catalog is Typesetter's own)
///    are renamed aside the same way. Only when every step succeeded are the backups removed.
/// 4. If any step fails, everything done so far is undone in reverse order (backups renamed back, new
///    files removed, temporary files removed), so the previous outputs are exactly as they were. If undoing
///    itself fails, the error says which file was not restored and where its previous version is kept.
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
        /// A step failed and undoing an earlier step failed too: `restoreFailures` says what is not as it was.
        case partiallyRestored(path: String, reason: String, restoreFailures: [String])

        public var description: String {
            switch self {
            case .outsideOutputs(let path):
                "refusing to write \(path): it is outside the configured outputs; nothing was written"
            case .failed(let path, let reason):
                "could not write \(path): \(reason); previous outputs are untouched"
            case .partiallyRestored(let path, let reason, let restoreFailures):
                "could not write \(path): \(reason); undoing the write failed too, so some outputs are not as they were: "
                    + restoreFailures.joined(separator: "; ")
            }
        }
    }

    /// One step of the commit phase, kept so it can be undone.
    private enum Step {
        /// `target` (a file or a colorset folder) was renamed to `backup`.
        case movedAside(target: String, backup: String)
        /// A new file was renamed into place at `target`.
        case placed(target: String)
    }

    public func write(_ outputs: [OutputFile]) throws(WriteError) -> Report {
        let normalized = outputs.map { OutputFile(path: FilePath.normalize($0.path), contents: $0.contents) }
        for output in normalized where !isAllowed(output.path) {
            throw .outsideOutputs(output.path)
        }
        var report = Report()
        var changed: [(output: OutputFile, existed: Bool)] = []
        for output in normalized.sorted(by: { $0.path < $1.path }) {
            let previous = fileSystem.read(output.path)
            if previous == output.contents {
                report.unchanged.append(output.path)
            } else {
                changed.append((output, previous != nil))
            }
        }
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max))"
        func sibling(_ path: String, _ suffix: String) -> String {
            FilePath.join(FilePath.directory(of: path), ".\(FilePath.name(of: path)).typesetter-\(token)\(suffix)")
        }

        // Stage every changed file under a temporary name.
        var staged: [(temporary: String, target: String, existed: Bool)] = []
        func discardStaged() {
            for file in staged { try? fileSystem.remove(file.temporary) }
        }
        // Folders this write creates (the outermost new one of each path), removed again if it fails.
        var newFolders: [String] = []
        func discardNewFolders() {
            for folder in newFolders.reversed() { try? fileSystem.remove(folder) }
        }
        var createdFolders: Set<String> = []
        for (output, existed) in changed {
            let folder = FilePath.directory(of: output.path)
            let temporary = sibling(output.path, "")
            do {
                if createdFolders.insert(folder).inserted {
                    var outermostNew: String?
                    var ancestor = folder
                    while fileSystem.list(ancestor) == nil, FilePath.directory(of: ancestor) != ancestor {
                        outermostNew = ancestor
                        ancestor = FilePath.directory(of: ancestor)
                    }
                    try fileSystem.createDirectory(folder)
                    if let outermostNew { newFolders.append(outermostNew) }
                }
                try fileSystem.write(temporary, output.contents)
            } catch {
                try? fileSystem.remove(temporary)
                discardStaged()
                discardNewFolders()
                throw .failed(path: output.path, reason: "\(error)")
            }
            staged.append((temporary, output.path, existed))
        }

        // Commit: move previous files and stale colorsets aside, new files into place; undo all on failure.
        var steps: [Step] = []
        func undo(after path: String, _ error: any Error) -> WriteError {
            var restoreFailures: [String] = []
            for step in steps.reversed() {
                switch step {
                case .placed(let target):
                    do { try fileSystem.remove(target) } catch {
                        restoreFailures.append("\(target) could not be removed (\(error))")
                    }
                case .movedAside(let target, let backup):
                    do { try fileSystem.rename(backup, target) } catch {
                        restoreFailures.append(
                            "\(target) could not be restored (\(error)); its previous version is \(backup)")
                    }
                }
            }
            discardStaged()
            discardNewFolders()
            if restoreFailures.isEmpty { return .failed(path: path, reason: "\(error)") }
            return .partiallyRestored(path: path, reason: "\(error)", restoreFailures: restoreFailures)
        }
        for file in staged {
            do {
                if file.existed {
                    let backup = sibling(file.target, ".previous")
                    try fileSystem.rename(file.target, backup)
                    steps.append(.movedAside(target: file.target, backup: backup))
                }
                try fileSystem.rename(file.temporary, file.target)
                steps.append(.placed(target: file.target))
            } catch {
                throw undo(after: file.target, error)
            }
        }
        var staleColorsets: [String] = []
        for folder in folders {
            // The first component under the folder of every file produced there.
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            let produced = Set(
                normalized.compactMap { output -> Substring? in
                    guard output.path.hasPrefix(prefix) else { return nil }
                    return output.path.dropFirst(prefix.count).split(separator: "/").first
                })
            for name in (fileSystem.list(folder) ?? []).sorted() where name.hasSuffix(".colorset") {
                guard !produced.contains(Substring(name)) else { continue }
                let path = FilePath.join(folder, name)
                do {
                    let backup = sibling(path, ".previous")
                    try fileSystem.rename(path, backup)
                    steps.append(.movedAside(target: path, backup: backup))
                    staleColorsets.append(path)
                } catch {
                    throw undo(after: path, error)
                }
            }
        }

        // Every step succeeded: the backups go. A backup that cannot be removed is a stray hidden file
        // beside the outputs, not a wrong output, so it does not fail the build.
        for step in steps {
            if case .movedAside(_, let backup) = step { try? fileSystem.remove(backup) }
        }
        report.written = staged.map(\.target)
        report.removed = staleColorsets
        return report
    }

    private func isAllowed(_ path: String) -> Bool {
        if files.contains(path) { return true }
        return folders.contains { folder in path != folder && FilePath.isInside(path, folder: folder) }
    }
}
