extension FontFile {
    /// One face of a collection (`ttcf`) as a font file of its own: the face's table directory rewritten with
    /// new offsets, then each table's bytes (shared tables included), each padded to four bytes. What a web
    /// page needs, since `@font-face` cannot pick a face from a collection.
    ///
    /// Table checksums are kept (the bytes are unchanged); `head.checkSumAdjustment` is left as it was, which
    /// browsers and CoreText do not check. A single font is returned as it is. Every offset and length is
    /// read through ``FontReader``, so a damaged directory throws instead of reading past the end.
    public func standaloneFace(at index: Int) throws(FontReadError) -> [UInt8] {
        let face = try face(at: index)
        let reader = bytes.reader
        guard kind == .collection else { return try reader.bytes(at: 0, count: reader.count) }
        let records = face.directory.records
        guard !records.isEmpty else {
            throw .invalidTable(Tag(rawValue: face.directory.sfntVersion), reason: "the face has no tables")
        }
        // The offset table: sfnt version and the binary-search fields, copied.
        var out = try reader.bytes(at: face.directoryOffset, count: 12)
        var tables: [[UInt8]] = []
        var dataOffset = 12 + 16 * records.count
        for (number, record) in records.enumerated() {
            let entry = face.directoryOffset + 12 + 16 * number
            out += try reader.bytes(at: entry, count: 8)  // tag and checksum
            Self.append32(dataOffset, to: &out)
            Self.append32(record.length, to: &out)
            tables.append(try reader.bytes(at: record.offset, count: record.length))
            dataOffset += (record.length + 3) & ~3
        }
        for table in tables {
            out += table
            out += Array(repeating: 0, count: ((table.count + 3) & ~3) - table.count)
        }
        return out
    }

    private static func append32(_ value: Int, to out: inout [UInt8]) {
        out += [
            UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
        ]
    }
}
