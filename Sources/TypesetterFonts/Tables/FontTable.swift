/// A table a face reads by its tag (`FontFace.table(_:)` with its type): what it is called in the table
/// directory, and how it parses itself from a window over its bytes.
///
/// Tables that need another table to be read (`hmtx` needs `hhea`'s `numberOfHMetrics`) are not
/// `FontTable`s; the face reads them by name (``FontFace/horizontalMetrics()``).
public protocol FontTable: Sendable {
    /// The table's tag, e.g. `OS/2`.
    static var tag: Tag { get }

    /// Parses the table from `reader`, a window over exactly its bytes.
    init(parsing reader: inout FontReader) throws(FontReadError)
}

extension FontTable {
    /// Reads the `majorVersion` and `minorVersion` (uint16 each) a versioned table starts with and returns the
    /// major version. A major version outside `supported` lays the table out otherwise, so it throws; any minor
    /// version is read, since minor versions only add to a layout.
    @discardableResult
    static func readMajorVersion(
        from reader: inout FontReader, supported: ClosedRange<UInt16> = 1...1
    ) throws(FontReadError) -> UInt16 {
        let majorVersion = try reader.readUInt16()
        _ = try reader.readUInt16()  // minorVersion
        guard supported.contains(majorVersion) else {
            throw .invalidTable(tag, reason: "unknown version \(majorVersion)")
        }
        return majorVersion
    }
}
