import Foundation

/// The file operations the build uses, as a value: ``local`` for real runs, and tests substitute failing
/// operations to prove that a failed build leaves previous outputs untouched.
public struct FileSystem: Sendable {
    public var read: @Sendable (_ path: String) -> [UInt8]?
    public var write: @Sendable (_ path: String, _ bytes: [UInt8]) throws -> Void
    /// Replaces `destination` with `source` in one step (POSIX `rename`).
    public var rename: @Sendable (_ source: String, _ destination: String) throws -> Void
    public var remove: @Sendable (_ path: String) throws -> Void
    public var createDirectory: @Sendable (_ path: String) throws -> Void
    /// The names in a folder, or `nil` when it does not exist (or is a file).
    public var list: @Sendable (_ path: String) -> [String]?
    /// Waits for, then holds, an exclusive lock on the folder `path` until the returned closure is called.
    public var lock: @Sendable (_ path: String) throws -> @Sendable () -> Void
    /// Whether a file or folder is at `path`.
    public var exists: @Sendable (_ path: String) -> Bool
    /// The folder relative paths are taken from.
    public var currentDirectory: @Sendable () -> String

    public init(
        read: @escaping @Sendable (String) -> [UInt8]?,
        write: @escaping @Sendable (String, [UInt8]) throws -> Void,
        rename: @escaping @Sendable (String, String) throws -> Void,
        remove: @escaping @Sendable (String) throws -> Void,
        createDirectory: @escaping @Sendable (String) throws -> Void,
        list: @escaping @Sendable (String) -> [String]?,
        lock: @escaping @Sendable (String) throws -> @Sendable () -> Void,
        exists: @escaping @Sendable (String) -> Bool = { FileManager.default.fileExists(atPath: $0) },
        currentDirectory: @escaping @Sendable () -> String = { FileManager.default.currentDirectoryPath }
    ) {
        self.read = read
        self.write = write
        self.rename = rename
        self.remove = remove
        self.createDirectory = createDirectory
        self.list = list
        self.lock = lock
        self.exists = exists
        self.currentDirectory = currentDirectory
    }

    /// The real file system.
    public static let local = FileSystem(
        read: { path in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return [UInt8](data)
        },
        write: { path, bytes in try writeNewFile(path, bytes) },
        rename: { source, destination in
            guard Foundation.rename(source, destination) == 0 else {
                throw FileSystemError(path: destination, reason: String(cString: strerror(errno)))
            }
        },
        remove: { path in try FileManager.default.removeItem(atPath: path) },
        createDirectory: { path in try makeDirectory(path) },
        list: { path in try? FileManager.default.contentsOfDirectory(atPath: path) },
        lock: { path in try lockFolder(path) }
    )
}

/// `flock` on the folder itself rather than on a lock file: nothing is left beside the outputs, and a lock
/// file removed while another build waits on it would let a third build in. The lock goes with the process,
/// so a build that is killed cannot leave the folder locked.
private func lockFolder(_ path: String) throws -> @Sendable () -> Void {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileSystemError(path: path, reason: String(cString: strerror(errno))) }
    while flock(descriptor, LOCK_EX) != 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        close(descriptor)
        throw FileSystemError(path: path, reason: "cannot lock the folder: \(reason)")
    }
    return {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

/// Creates `path` (which must not exist) with `bytes`. Plain POSIX calls rather than `Data.write`, which
/// calls `fsync` for every file: the writer's rename already guarantees readers never see a partial file,
/// and waiting for the disk on each of thousands of colorsets made first builds seconds slower.
private func writeNewFile(_ path: String, _ bytes: [UInt8]) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileSystemError(path: path, reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { buffer in
            Foundation.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        }
        if written < 0 {
            if errno == EINTR { continue }
            throw FileSystemError(path: path, reason: String(cString: strerror(errno)))
        }
        offset += written
    }
}

/// `mkdir -p` with POSIX calls: one `mkdir` when the parent exists, which is nearly always (a catalog
/// has one folder per color, and Foundation's version stats every component of every path).
private func makeDirectory(_ path: String) throws {
    if mkdir(path, 0o755) == 0 { return }
    switch errno {
    case EEXIST:
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw FileSystemError(path: path, reason: "exists and is not a folder")
        }
    case ENOENT:
        let parent = FilePath.directory(of: path)
        guard parent != path, parent != ".", parent != "/" else {
            throw FileSystemError(path: path, reason: String(cString: strerror(ENOENT)))
        }
        try makeDirectory(parent)
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw FileSystemError(path: path, reason: String(cString: strerror(errno)))
        }
    default:
        throw FileSystemError(path: path, reason: String(cString: strerror(errno)))
    }
}

/// A file operation that failed.
public struct FileSystemError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// Lexical path helpers: no file system access, so confinement checks cannot be fooled by what exists.
public enum FilePath {
    /// `path` resolved against `base` unless it is absolute.
    public static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty { return normalize(path) }
        return normalize(base + "/" + path)
    }

    /// The folder of `path` (`.` for a bare file name).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    public static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Removes `.` components, empty components and `name/..` pairs. A leading `..` that cannot be removed
    /// is kept, so a relative path that climbs out stays visibly outside.
    public static func normalize(_ path: String) -> String {
        if isNormalized(path) { return path }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(component)
                }
            default: parts.append(component)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` relative to `folder` when it is inside it, else `path` normalized.
    public static func relative(_ path: String, to folder: String) -> String {
        let path = normalize(path)
        let folder = normalize(folder)
        if folder == "." { return path }
        guard path != folder, isInside(path, folder: folder) else { return path }
        return String(path.dropFirst(folder.count + (folder.hasSuffix("/") ? 0 : 1)))
    }

    /// Whether `path` has no empty, `.` or `..` component and no trailing slash (most paths: checked in one
    /// pass so normalizing thousands of output paths costs nothing).
    static func isNormalized(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        return path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let last = bytes.last, last != slash else { return false }
            var start = bytes[0] == slash ? 1 : 0
            for index in start...bytes.count where index == bytes.count || bytes[index] == slash {
                let length = index - start
                if length == 0 { return false }
                if bytes[start] == dot, length == 1 || (length == 2 && bytes[start + 1] == dot) { return false }
                start = index + 1
            }
            return true
        } ?? false
    }

    /// Whether `path` is `folder` or inside it, comparing normalized paths component by component.
    public static func isInside(_ path: String, folder: String) -> Bool {
        let path = normalize(path)
        let folder = normalize(folder)
        if path == folder { return true }
        if folder == "." { return !path.hasPrefix("/") && !path.hasPrefix("..") }
        return path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
