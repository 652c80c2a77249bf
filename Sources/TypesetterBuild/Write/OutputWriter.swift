import Foundation

/// One file the build wants on disk.
public struct OutputFile: Hashable, Sendable {
    public var path: String
    public var contents: [UInt8]
    /// A file the build needs to exist but that others may write with the same meaning (an asset catalog's
    /// own `Contents.json`, which Xcode writes too): one Typesetter did not write is kept as it is.
    public var isShared: Bool

    public init(path: String, contents: [UInt8], isShared: Bool = false) {
        self.path = path
        self.contents = contents
        self.isShared = isShared
    }

    public init(path: String, text: String, isShared: Bool = false) {
        self.init(path: path, contents: Array(text.utf8), isShared: isShared)
    }
}

/// The Write stage: all or nothing, only what changed, only what Typesetter wrote, never outside the outputs.
///
/// 1. Every file must be one of the configured output files or inside a configured output folder (the
///    asset catalog, the catalog site); paths are compared after lexical normalization, so a token named
///    `../../x` cannot climb out. Anything else fails the whole write before a byte is written.
/// 2. Everything from here on holds a lock on ``lockFolder`` (the project's folder), so two builds at once
///    take turns and the outputs end as one build's complete result.
/// 3. Files whose contents are already on disk are left alone, so Xcode sees no change and rebuilds nothing.
/// 4. A file that exists but does not carry Typesetter's mark (``OwnershipMark``) is not replaced: the write
///    fails before a byte is written, naming each such file and the setting that points at it, unless
///    ``force`` is set. A file an earlier version wrote without the mark is recognised by its content and
///    taken over. A ``OutputFile/isShared`` file (an asset catalog's own `Contents.json`) that someone else
///    wrote is kept as it is.
/// 5. Changed files are first written beside their targets under temporary names. Then, one file at a time,
///    the previous file is renamed aside to a backup name and the new one renamed into place (each rename
///    is atomic); what Typesetter wrote in an output folder and the build no longer produces (a colorset, a
///    catalog file) is renamed aside the same way. What it did not write is kept, and listed in the report.
///    Only when every step succeeded are the backups removed.
/// 6. If any step fails, everything done so far is undone in reverse order (backups renamed back, new
///    files removed, temporary files removed), so the previous outputs are exactly as they were. If undoing
///    itself fails, the error says which file was not restored and where its previous version is kept.
public struct OutputWriter: Sendable {
    /// A configured output: a file, or a folder the build fills.
    public struct Target: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            case file
            /// An asset catalog (`….xcassets`), perhaps shared with the app's own colors, images and icon:
            /// a `.colorset` the build no longer produces is removed when Typesetter wrote it and it holds
            /// nothing else.
            case assetCatalog
            /// A folder whose file `marker` lists the files the build wrote there (the catalog site): a listed
            /// file the build no longer produces is removed.
            case listedFolder(marker: String)
        }

        public var path: String
        /// The setting that names it (`output.swift`, `--swift-output`), for messages.
        public var setting: String
        public var kind: Kind

        public init(_ path: String, setting: String, kind: Kind = .file) {
            self.path = FilePath.normalize(path)
            self.setting = setting
            self.kind = kind
        }
    }

    public var fileSystem: FileSystem
    public var targets: [Target]
    /// Replace existing files that do not carry the mark (`--force`).
    public var force: Bool
    /// The folder locked while writing (the project's), or `nil` for none.
    public var lockFolder: String?

    public init(fileSystem: FileSystem = .local, targets: [Target], force: Bool = false, lockFolder: String? = nil) {
        self.fileSystem = fileSystem
        self.targets = targets
        self.force = force
        self.lockFolder = lockFolder
    }

    /// What a write did.
    public struct Report: Hashable, Sendable {
        public var written: [String] = []
        /// Files already as the build would write them, and shared files someone else wrote.
        public var unchanged: [String] = []
        public var removed: [String] = []
        /// What the build no longer produces in an output folder but did not remove: Typesetter did not
        /// write it, or it holds files Typesetter did not write.
        public var kept: [Kept] = []
    }

    /// An entry of an output folder left in place.
    public struct Kept: Hashable, Sendable {
        public var path: String
        /// The setting of the folder that holds it.
        public var setting: String
        /// Names inside it that Typesetter did not write; empty when the entry itself carries no mark.
        public var foreignContents: [String]

        public init(path: String, setting: String, foreignContents: [String]) {
            self.path = path
            self.setting = setting
            self.foreignContents = foreignContents
        }
    }

    /// An existing file the write would have replaced, and the setting that points at it.
    public struct Refusal: Hashable, Sendable {
        public var path: String
        public var setting: String

        public init(path: String, setting: String) {
            self.path = path
            self.setting = setting
        }
    }

    public enum WriteError: Error, CustomStringConvertible, Sendable, Equatable {
        case outsideOutputs(String)
        /// Existing files without the mark; nothing was written.
        case notOwned([Refusal])
        case failed(path: String, reason: String)
        /// A step failed and undoing an earlier step failed too: `restoreFailures` says what is not as it was.
        case partiallyRestored(path: String, reason: String, restoreFailures: [String])

        public var description: String {
            switch self {
            case .outsideOutputs(let path):
                "refusing to write \(path): it is outside the configured outputs; nothing was written"
            case .notOwned(let refusals):
                refusals.map { "\($0.setting) would replace \($0.path), which Typesetter did not write" }.joined(
                    separator: "; ") + "; nothing was written"
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
        let normalized = outputs.map {
            OutputFile(path: FilePath.normalize($0.path), contents: $0.contents, isShared: $0.isShared)
        }
        var owners: [String: Target] = [:]
        for output in normalized {
            guard let target = target(of: output.path) else { throw .outsideOutputs(output.path) }
            owners[output.path] = target
        }
        var unlock: (@Sendable () -> Void)?
        if let lockFolder {
            do { unlock = try fileSystem.lock(lockFolder) } catch {
                throw .failed(path: lockFolder, reason: "\(error)")
            }
        }
        defer { unlock?() }

        // What the output folders held before, and what of it goes: read before anything changes.
        let listed = Dictionary(
            targets.compactMap { target -> (String, Set<String>)? in
                guard case .listedFolder(let marker) = target.kind else { return nil }
                return (target.path, listedFiles(in: target.path, marker: marker))
            }, uniquingKeysWith: { first, _ in first })
        var report = Report()
        var changed: [(output: OutputFile, existed: Bool)] = []
        var refusals: [Refusal] = []
        for output in normalized.sorted(by: { $0.path < $1.path }) {
            guard let previous = fileSystem.read(output.path) else {
                changed.append((output, false))
                continue
            }
            if previous == output.contents {
                report.unchanged.append(output.path)
                continue
            }
            let owner = owners[output.path]
            let isOwn =
                OwnershipMark.isMarked(previous) || OwnershipMark.isEarlierVersion(previous, of: output.contents)
                || owner.flatMap { listed[$0.path]?.contains(FilePath.relative(output.path, to: $0.path)) } == true
            if isOwn {
                changed.append((output, true))
            } else if output.isShared {
                report.unchanged.append(output.path)
            } else if force {
                changed.append((output, true))
            } else {
                refusals.append(Refusal(path: output.path, setting: owner?.setting ?? output.path))
            }
        }
        guard refusals.isEmpty else { throw .notOwned(refusals) }
        var stale: [String] = []
        for target in targets where target.kind != .file {
            let produced = Set(
                normalized.compactMap { output in
                    output.path != target.path && FilePath.isInside(output.path, folder: target.path)
                        ? FilePath.relative(output.path, to: target.path) : nil
                })
            switch target.kind {
            case .file: break
            case .assetCatalog:
                sweepColorsets(of: target, producing: produced, stale: &stale, kept: &report.kept)
            case .listedFolder:
                sweepListedFolder(
                    target, listing: listed[target.path] ?? [], producing: produced, stale: &stale,
                    kept: &report.kept)
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
        // Folders known to exist (found, or created with their ancestors): a new colorset's catalog folder is
        // listed once, not once per colorset, which with thousands of colorsets would cost their square.
        var existingFolders: Set<String> = []
        for (output, existed) in changed {
            let folder = FilePath.directory(of: output.path)
            let temporary = sibling(output.path, "")
            do {
                if !existingFolders.contains(folder) {
                    var outermostNew: String?
                    var ancestor = folder
                    while !existingFolders.contains(ancestor), fileSystem.list(ancestor) == nil,
                        FilePath.directory(of: ancestor) != ancestor
                    {
                        outermostNew = ancestor
                        ancestor = FilePath.directory(of: ancestor)
                    }
                    try fileSystem.createDirectory(folder)
                    if let outermostNew { newFolders.append(outermostNew) }
                    var created = folder
                    while existingFolders.insert(created).inserted, FilePath.directory(of: created) != created {
                        created = FilePath.directory(of: created)
                    }
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

        // Commit: move previous files aside and new files into place, then stale entries aside; undo all on
        // failure.
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
        for path in stale {
            do {
                let backup = sibling(path, ".previous")
                try fileSystem.rename(path, backup)
                steps.append(.movedAside(target: path, backup: backup))
            } catch {
                throw undo(after: path, error)
            }
        }

        // Every step succeeded: the backups go. A backup that cannot be removed is a stray hidden file
        // beside the outputs, not a wrong output, so it does not fail the build.
        for step in steps {
            if case .movedAside(_, let backup) = step { try? fileSystem.remove(backup) }
        }
        report.written = staged.map(\.target)
        report.removed = stale
        return report
    }

    /// The configured file at `path`, or the output folder that holds it.
    private func target(of path: String) -> Target? {
        targets.first { target in
            switch target.kind {
            case .file: path == target.path
            case .assetCatalog, .listedFolder: path != target.path && FilePath.isInside(path, folder: target.path)
            }
        }
    }

    /// The stale colorsets of an asset catalog: each `.colorset` the build does not produce is removed when
    /// its `Contents.json` carries the mark and it holds nothing else; the app's own colors (and a colorset
    /// holding a file of the user's) are kept. Images, icons and other entries are never looked at.
    private func sweepColorsets(
        of target: Target, producing produced: Set<String>, stale: inout [String], kept: inout [Kept]
    ) {
        let producedEntries = Set(produced.compactMap { $0.split(separator: "/").first.map(String.init) })
        for name in (fileSystem.list(target.path) ?? []).sorted() where name.hasSuffix(".colorset") {
            guard !producedEntries.contains(name) else { continue }
            let path = FilePath.join(target.path, name)
            // Finder's folder settings are not the user's content.
            let contents = (fileSystem.list(path) ?? []).filter { $0 != ".DS_Store" }.sorted()
            guard contents.contains("Contents.json"),
                let json = fileSystem.read(FilePath.join(path, "Contents.json")), OwnershipMark.isMarked(json)
            else {
                kept.append(Kept(path: path, setting: target.setting, foreignContents: []))
                continue
            }
            let foreign = contents.filter { $0 != "Contents.json" }
            if foreign.isEmpty {
                stale.append(path)
            } else {
                kept.append(Kept(path: path, setting: target.setting, foreignContents: foreign))
            }
        }
    }

    /// The stale files of a listed folder: the files its marker lists that the build does not produce go;
    /// other files beside the ones it writes (the folder itself and the folders of its files) are kept.
    private func sweepListedFolder(
        _ target: Target, listing: Set<String>, producing produced: Set<String>, stale: inout [String],
        kept: inout [Kept]
    ) {
        for name in listing.subtracting(produced).sorted() {
            let path = FilePath.join(target.path, name)
            let isFile =
                fileSystem.list(FilePath.directory(of: path))?.contains(FilePath.name(of: path)) == true
                && fileSystem.list(path) == nil
            if isFile { stale.append(path) }
        }
        for folder in Set(["."] + produced.map(FilePath.directory(of:))).sorted() {
            let folderPath = FilePath.join(target.path, folder)
            for name in (fileSystem.list(folderPath) ?? []).sorted() where !name.hasPrefix(".") {
                let path = FilePath.join(folderPath, name)
                let relative = FilePath.relative(path, to: target.path)
                guard !produced.contains(relative), !listing.contains(relative), fileSystem.list(path) == nil else {
                    continue
                }
                kept.append(Kept(path: path, setting: target.setting, foreignContents: []))
            }
        }
    }

    /// The files a listed folder's marker names, when the marker carries the mark; only paths inside the
    /// folder count, so an edited marker cannot make the build remove anything elsewhere.
    private func listedFiles(in folder: String, marker: String) -> Set<String> {
        guard let bytes = fileSystem.read(FilePath.join(folder, marker)), OwnershipMark.isMarked(bytes) else {
            return []
        }
        var files: Set<String> = []
        // `\r\n` is one newline Character, so a checkout that turned the lines into CRLF reads the same.
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let name = String(line)
            guard !name.hasPrefix("#"), !name.isEmpty else { continue }
            let path = FilePath.join(folder, name)
            guard path != folder, FilePath.isInside(path, folder: folder) else { continue }
            files.insert(FilePath.relative(path, to: folder))
        }
        return files
    }
}
