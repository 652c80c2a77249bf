/// Where a problem is in a file that has no lines to quote, such as a font: its path, and the face of a
/// collection and the table concerned when known.
public struct FileLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path as given.
    public var path: String
    /// The face within a collection (`.ttc`), when the problem concerns one face.
    public var faceIndex: Int?
    /// The table concerned, e.g. `OS/2`.
    public var table: String?

    public init(path: String, faceIndex: Int? = nil, table: String? = nil) {
        self.path = path
        self.faceIndex = faceIndex
        self.table = table
    }

    /// `path`, `path#1` for face 1 of a collection, then `, table OS/2` when a table is named.
    public var description: String {
        var text = path
        if let faceIndex { text += "#\(faceIndex)" }
        if let table { text += ", table \(table)" }
        return text
    }
}
