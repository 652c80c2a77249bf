/// The bytes of one loaded token file, shared by every ``SourceLocation`` that points into it, so that
/// diagnostics can quote the source line without re-reading the file.
public final class SourceFile: Sendable, Hashable {
    /// The path as given by the user (or a synthetic name such as `<stdin>` or `resolver.json#/sets/a`).
    public let path: String
    /// The file's bytes exactly as read.
    public let bytes: [UInt8]

    /// A file with its bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// A file from text (tests, standard input).
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Files are the same when they are the same object (one load of one path).
    public static func == (lhs: SourceFile, rhs: SourceFile) -> Bool { lhs === rhs }
    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The text of the 1-based line `line`, without its line break; empty when out of range.
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
        var end = start
        while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// Where a key or value starts: file, 1-based line, and 1-based column counted in Unicode scalars.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public let file: SourceFile
    /// 1-based line.
    public let line: Int32
    /// 1-based column, in Unicode scalars.
    public let column: Int32

    /// A location.
    public init(file: SourceFile, line: Int32, column: Int32) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The path of the file.
    public var path: String { file.path }

    /// `path:line:column`, the form editors and Xcode understand.
    public var description: String { "\(file.path):\(line):\(column)" }
}
