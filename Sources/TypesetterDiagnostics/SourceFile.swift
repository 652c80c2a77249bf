import Foundation

/// The bytes of one loaded source file (tokens, resolver, configuration), so that diagnostics can quote the
/// source line without re-reading the file.
///
/// Every file is given a number when it is created. A ``SourceLocation`` stores that number rather than a
/// reference to the file, so the hundreds of thousands of locations in a large document are plain values
/// that cost no reference counting when they are created, copied and freed.
public final class SourceFile: Sendable, Hashable {
    /// The path as given by the user (or a synthetic name such as `<stdin>` or `resolver.json#/sets/a`).
    public let path: String
    /// The file's bytes exactly as read.
    public let bytes: [UInt8]
    /// This file's number in ``SourceFileRegistry``.
    let id: UInt32
    /// This file's number, which ``SourceLocation/init(fileID:line:column:)`` takes.
    package var fileID: UInt32 { id }
    /// How the JSON reader reads it: JSON (with JSONC warnings), JSON5 by its `.json5` extension, or JSON5
    /// forms reported as warnings in lenient mode.
    public let syntax: JSONSyntax

    /// A file with its bytes, read as its extension says (``JSONSyntax/init(path:)``) unless told.
    public init(path: String, bytes: [UInt8], syntax: JSONSyntax? = nil) {
        self.path = path
        self.bytes = bytes
        self.syntax = syntax ?? JSONSyntax(path: path)
        id = SourceFileRegistry.shared.reserve(path: path)
        SourceFileRegistry.shared.register(self)
    }

    /// A file from text (tests, standard input).
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// A file from text, read in `syntax`.
    public convenience init(path: String, text: String, syntax: JSONSyntax) {
        self.init(path: path, bytes: Array(text.utf8), syntax: syntax)
    }

    /// A stand-in for a file that is no longer loaded: its path, no bytes.
    fileprivate init(unloadedPath path: String, id: UInt32) {
        self.path = path
        bytes = []
        self.id = id
        syntax = .json
    }

    /// Files are the same when they are the same load of one path.
    public static func == (lhs: SourceFile, rhs: SourceFile) -> Bool { lhs.id == rhs.id }
    /// Hashes the load's number.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The text of the 1-based line `line`, without its line break; empty when out of range.
    ///
    /// Scans from the start of the file: for one line. Quoting many lines of a file (a long diagnostic
    /// run) goes through ``lineStarts()``, computed once, and ``text(ofLine:lineStarts:)``.
    public func text(ofLine line: Int) -> String {
        guard line >= 1 else { return "" }
        var current = 1
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count, current < line {
            if bytes[index] == 0x0A {
                current += 1
                start = index + 1
            }
            index += 1
        }
        guard current == line else { return "" }
        return text(from: start)
    }

    /// The byte offset where each line starts (line 1 at index 0): one pass over the file.
    public func lineStarts() -> [Int] {
        var starts = [0]
        // Each line break found with `memchr`, which reads many bytes at a time (a 20 MB export has 800,000).
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        return starts
    }

    /// The text of the 1-based line `line` found through `lineStarts` (this file's ``lineStarts()``), in
    /// time proportional to the line's length; empty when out of range.
    public func text(ofLine line: Int, lineStarts: [Int]) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        return text(from: lineStarts[line - 1])
    }

    private func text(from start: Int) -> String {
        guard start <= bytes.count else { return "" }
        var end = start
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// The JSON dialect a file is read in.
public enum JSONSyntax: Sendable, Hashable {
    /// RFC 8259, plus JSONC comments and trailing commas, each a warning. Other JSON5 forms are errors.
    case json
    /// JSON5 forms accepted, the first one in the file reported as a warning (lenient mode, `.json` files).
    case jsonAcceptingJSON5
    /// JSON5 (https://spec.json5.org), silently: the file's `.json5` extension says what it is.
    case json5

    /// `.json5` for files named so, `.json` otherwise.
    public init(path: String) {
        self = path.lowercased().hasSuffix(".json5") ? .json5 : .json
    }

    /// The dialect for a file at `path` in lenient mode: JSON5 forms in a `.json` file are accepted (warned).
    public static func lenient(path: String) -> JSONSyntax {
        JSONSyntax(path: path) == .json5 ? .json5 : .jsonAcceptingJSON5
    }
}

/// Every ``SourceFile`` created in this process, by number: the path of each (kept) and the file itself
/// (held weakly, so a file's bytes are freed with its last user). What stays is a path per load.
final class SourceFileRegistry: @unchecked Sendable {
    static let shared = SourceFileRegistry()

    private struct Entry {
        var path: String
        weak var file: SourceFile?
    }

    /// Guards `entries`.
    private let lock = NSLock()
    private var entries: [Entry] = []

    func reserve(path: String) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        entries.append(Entry(path: path, file: nil))
        return UInt32(entries.count - 1)
    }

    func register(_ file: SourceFile) {
        lock.lock()
        defer { lock.unlock() }
        entries[Int(file.id)].file = file
    }

    /// The file numbered `id`: the loaded one, or a stand-in with its path and no bytes once it was freed.
    func file(_ id: UInt32) -> SourceFile {
        // The file read in place (every diagnostic made asks for its file): its path only when it is gone.
        lock.lock()
        let file = entries[Int(id)].file
        let path = file == nil ? entries[Int(id)].path : ""
        lock.unlock()
        return file ?? SourceFile(unloadedPath: path, id: id)
    }

    func path(_ id: UInt32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return entries[Int(id)].path
    }
}

/// Where a key or value starts: file, 1-based line, and 1-based column counted in Unicode scalars.
///
/// A plain value (the file is referred to by number), so copying one costs nothing. ``file`` is the loaded
/// file while anything holds it — a ``Diagnostic`` and a ``TokenSet`` hold the files they point into — and
/// otherwise a stand-in with the path and no text.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    package let fileID: UInt32
    /// 1-based line.
    public let line: Int32
    /// 1-based column, in Unicode scalars.
    public let column: Int32

    /// A location.
    public init(file: SourceFile, line: Int32, column: Int32) {
        fileID = file.id
        self.line = line
        self.column = column
    }

    /// A location in the file numbered `fileID` (a ``SourceFile``'s ``SourceFile/fileID``): for readers that
    /// make hundreds of thousands of locations, without touching the file object (whose reference count, shared
    /// with the registry's weak reference, is slow to change).
    package init(fileID: UInt32, line: Int32, column: Int32) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    /// The file.
    public var file: SourceFile { SourceFileRegistry.shared.file(fileID) }

    /// The path of the file.
    public var path: String { SourceFileRegistry.shared.path(fileID) }

    /// `path:line:column`, the form editors and Xcode understand.
    public var description: String { "\(path):\(line):\(column)" }
}
