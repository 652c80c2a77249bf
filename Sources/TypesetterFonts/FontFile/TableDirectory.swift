/// The table directory of one face: which tables exist and where.
///
/// [OpenType spec: table directory](https://learn.microsoft.com/en-us/typography/opentype/spec/otff#table-directory).
/// Offsets are absolute from the start of the file (which is what makes collections share tables).
/// Records are sorted by tag in valid fonts; lookups do not rely on that.
public struct TableDirectory: Hashable, Sendable {
    /// One table record.
    public struct Record: Hashable, Sendable {
        public var tag: Tag
        public var offset: Int
        public var length: Int
    }

    /// `sfntVersion`: 0x00010000, 'true' or 'OTTO'.
    public var sfntVersion: UInt32
    public var records: [Record]

    public init(parsing reader: inout FontReader) throws(FontReadError) {
        sfntVersion = try reader.readUInt32()
        let count = Int(try reader.readUInt16())
        try reader.skip(6)  // searchRange, entrySelector, rangeShift
        records = []
        records.reserveCapacity(count)
        for _ in 0..<count {
            let tag = try reader.readTag()
            _ = try reader.readUInt32()  // checksum, not verified (fontTools and FreeType do not either)
            let offset = Int(try reader.readUInt32())
            let length = Int(try reader.readUInt32())
            records.append(Record(tag: tag, offset: offset, length: length))
        }
    }

    /// The record for `tag`, if present.
    public func record(_ tag: Tag) -> Record? {
        records.first { $0.tag == tag }
    }
}
