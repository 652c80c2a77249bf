/// The character-to-glyph mapping, tag `cmap`: which characters a face covers.
///
/// [OpenType spec: cmap](https://learn.microsoft.com/en-us/typography/opentype/spec/cmap).
/// Parsing reads the encoding records and picks one Unicode subtable in the order FreeType and
/// fonts.md prefer: (3,10), (0,6), (0,4), (3,1), (0,3), (0,2), (0,1), (0,0), skipping subtables whose
/// format is not 4 or 12. Lookups read the subtable in place (binary search, no allocation).
/// A format 14 subtable (Unicode variation sequences, e.g. in Noto CJK) is located and answered by
/// ``variationGlyph(for:selector:)``.
public struct CharacterToGlyphIndexMappingTable: Sendable {
    /// One encoding record: platform, encoding and the subtable's format.
    public struct EncodingRecord: Hashable, Sendable {
        public var platformID: UInt16
        public var encodingID: UInt16
        public var format: UInt16
        var offset: Int
    }

    /// Every encoding record whose subtable format could be read.
    public private(set) var encodingRecords: [EncodingRecord] = []
    /// The record of the subtable used for lookups, `nil` when none of format 4 or 12 is usable.
    public private(set) var selected: EncodingRecord?
    private var subtable: Subtable?
    private var variations: FontReader?

    private enum Subtable: Sendable {
        /// Format 4: segment arrays located in `reader`.
        case segmentMapping(reader: FontReader, segmentCount: Int)
        /// Format 12: `groupCount` groups of 12 bytes from offset 16.
        case segmentedCoverage(reader: FontReader, groupCount: Int)
    }

    static let preference: [(UInt16, UInt16)] = [(3, 10), (0, 6), (0, 4), (3, 1), (0, 3), (0, 2), (0, 1), (0, 0)]

    public init(parsing reader: inout FontReader) throws(FontReadError) {
        let table = reader
        _ = try reader.readUInt16()  // version 0
        let count = Int(try reader.readUInt16())
        for _ in 0..<count {
            let platformID = try reader.readUInt16()
            let encodingID = try reader.readUInt16()
            let offset = Int(try reader.readUInt32())
            // A record pointing outside the table is dropped: the other subtables may still be good.
            guard let format = try? table.uint16(at: offset) else { continue }
            encodingRecords.append(
                EncodingRecord(platformID: platformID, encodingID: encodingID, format: format, offset: offset))
        }
        if let record = encodingRecords.first(where: { $0.platformID == 0 && $0.encodingID == 5 && $0.format == 14 }) {
            variations = try? table.window(from: record.offset)
        }
        for (platformID, encodingID) in Self.preference {
            for record in encodingRecords where record.platformID == platformID && record.encodingID == encodingID {
                if let parsed = try? Self.subtable(table, record) {
                    subtable = parsed
                    selected = record
                    return
                }
            }
        }
    }

    private static func subtable(_ table: FontReader, _ record: EncodingRecord) throws(FontReadError) -> Subtable? {
        switch record.format {
        case 4:
            // format, length, language, segCountX2 … the subtable's own length is often wrong in real
            // fonts (it is 16 bits and overflows in big fonts), so the window runs to the table's end.
            let sub = try table.window(from: record.offset)
            let segmentCount = Int(try sub.uint16(at: 6)) / 2
            // endCode[n], reservedPad, startCode[n], idDelta[n], idRangeOffset[n] must all be present.
            _ = try sub.uint16(at: 14 + segmentCount * 8)
            return .segmentMapping(reader: sub, segmentCount: segmentCount)
        case 12:
            let sub = try table.window(from: record.offset)
            let groupCount = Int(try sub.uint32(at: 12))
            let (size, overflow) = groupCount.multipliedReportingOverflow(by: 12)
            guard !overflow, size <= sub.count - 16 else {
                throw .invalidTable(.cmap, reason: "format 12 group count \(groupCount) exceeds the table")
            }
            return .segmentedCoverage(reader: sub, groupCount: groupCount)
        default:
            return nil
        }
    }

    /// Whether a Unicode subtable of a supported format was found.
    public var hasUnicodeMapping: Bool { subtable != nil }

    /// The glyph for `codePoint`, or `nil` when the face does not map it (glyph 0, `.notdef`).
    public func glyph(for codePoint: UInt32) -> UInt16? {
        let glyph: UInt16?
        switch subtable {
        case .segmentMapping(let reader, let segmentCount):
            glyph = try? Self.lookupFormat4(reader, segmentCount, codePoint)
        case .segmentedCoverage(let reader, let groupCount):
            glyph = try? Self.lookupFormat12(reader, groupCount, codePoint)
        case nil:
            glyph = nil
        }
        guard let glyph, glyph != 0 else { return nil }
        return glyph
    }

    /// Format 4: binary search over `endCode`, then `idDelta` or the `idRangeOffset` indirection.
    static func lookupFormat4(
        _ sub: FontReader, _ segmentCount: Int, _ codePoint: UInt32
    ) throws(FontReadError) -> UInt16? {
        guard codePoint <= 0xFFFF, segmentCount > 0 else { return nil }
        let code = UInt16(codePoint)
        let endCodes = 14
        let startCodes = endCodes + segmentCount * 2 + 2
        let idDeltas = startCodes + segmentCount * 2
        let idRangeOffsets = idDeltas + segmentCount * 2
        var low = 0
        var high = segmentCount
        while low < high {
            let middle = (low + high) / 2
            if try sub.uint16(at: endCodes + middle * 2) < code { low = middle + 1 } else { high = middle }
        }
        guard low < segmentCount else { return nil }
        let start = try sub.uint16(at: startCodes + low * 2)
        guard start <= code else { return nil }
        let delta = try sub.uint16(at: idDeltas + low * 2)
        let rangeOffsetPosition = idRangeOffsets + low * 2
        let rangeOffset = Int(try sub.uint16(at: rangeOffsetPosition))
        if rangeOffset == 0 {
            return code &+ delta  // modulo 65536, as the spec says
        }
        // The offset is relative to the idRangeOffset entry itself (the spec's pointer trick).
        let glyphPosition = rangeOffsetPosition + rangeOffset + Int(code - start) * 2
        let glyph = try sub.uint16(at: glyphPosition)
        return glyph == 0 ? 0 : glyph &+ delta
    }

    /// Format 12: binary search over sequential map groups.
    static func lookupFormat12(
        _ sub: FontReader, _ groupCount: Int, _ codePoint: UInt32
    ) throws(FontReadError) -> UInt16? {
        // SequentialMapGroup records from offset 16: startCharCode, endCharCode, startGlyphID (uint32 each).
        let group = try search(codePoint, count: groupCount) { index throws(FontReadError) in
            (try sub.uint32(at: 16 + index * 12), try sub.uint32(at: 16 + index * 12 + 4))
        }
        guard let group else { return nil }
        let startCode = try sub.uint32(at: 16 + group * 12)
        let startGlyph = try sub.uint32(at: 16 + group * 12 + 8)
        let (glyph, overflow) = startGlyph.addingReportingOverflow(codePoint - startCode)
        guard !overflow, glyph <= 0xFFFF else { return nil }
        return UInt16(glyph)
    }

    /// Binary search over `count` records sorted by code point: the index of the record whose codes
    /// `first...last` (as `codes` reads them) hold `value`, or `nil`. A record with `last` below `first`
    /// (malformed) holds nothing, and the search moves past it.
    static func search(
        _ value: UInt32, count: Int, codes: (Int) throws(FontReadError) -> (first: UInt32, last: UInt32)
    ) throws(FontReadError) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            let record = try codes(middle)
            if value < record.first {
                high = middle
            } else if value > record.last {
                low = middle + 1
            } else {
                return middle
            }
        }
        return nil
    }

    /// ``search(_:count:codes:)`` over records of one code point each (`key`).
    static func search(
        _ value: UInt32, count: Int, key: (Int) throws(FontReadError) -> UInt32
    ) throws(FontReadError) -> Int? {
        try search(value, count: count) { index throws(FontReadError) in
            let code = try key(index)
            return (code, code)
        }
    }

    /// Calls `body` with every code point the selected subtable maps to a glyph other than 0, in
    /// increasing order: the face's full coverage.
    ///
    /// Segments (format 4) and groups (format 12) are visited only while they increase and do not
    /// overlap, and code points stop at U+10FFFF, so a malformed table costs at most 65,536 or 1,114,112
    /// steps; the rest of such a table is ignored.
    public func forEachMapping(_ body: (UInt32, UInt16) -> Void) {
        switch subtable {
        case .segmentMapping(let reader, let segmentCount):
            try? Self.enumerateFormat4(reader, segmentCount, body)
        case .segmentedCoverage(let reader, let groupCount):
            try? Self.enumerateFormat12(reader, groupCount, body)
        case nil:
            break
        }
    }

    static func enumerateFormat4(
        _ sub: FontReader, _ segmentCount: Int, _ body: (UInt32, UInt16) -> Void
    ) throws(FontReadError) {
        let startCodes = 14 + segmentCount * 2 + 2
        let idDeltas = startCodes + segmentCount * 2
        let idRangeOffsets = idDeltas + segmentCount * 2
        var next: UInt32 = 0  // the lowest code point a later segment may start at
        for segment in 0..<segmentCount {
            let end = UInt32(try sub.uint16(at: 14 + segment * 2))
            let start = UInt32(try sub.uint16(at: startCodes + segment * 2))
            guard start >= next, start <= end else { continue }
            next = end + 1
            let delta = try sub.uint16(at: idDeltas + segment * 2)
            let rangeOffsetPosition = idRangeOffsets + segment * 2
            let rangeOffset = Int(try sub.uint16(at: rangeOffsetPosition))
            for code in start...end {
                var glyph: UInt16
                if rangeOffset == 0 {
                    glyph = UInt16(truncatingIfNeeded: code) &+ delta
                } else {
                    guard let stored = try? sub.uint16(at: rangeOffsetPosition + rangeOffset + Int(code - start) * 2)
                    else { break }
                    glyph = stored == 0 ? 0 : stored &+ delta
                }
                if glyph != 0 { body(code, glyph) }
            }
        }
    }

    static func enumerateFormat12(
        _ sub: FontReader, _ groupCount: Int, _ body: (UInt32, UInt16) -> Void
    ) throws(FontReadError) {
        var next: UInt32 = 0
        for group in 0..<groupCount {
            let base = 16 + group * 12
            let start = try sub.uint32(at: base)
            let end = min(try sub.uint32(at: base + 4), 0x10_FFFF)
            let startGlyph = try sub.uint32(at: base + 8)
            guard start >= next, start <= end else { continue }
            next = end + 1
            for code in start...end {
                let (glyph, overflow) = startGlyph.addingReportingOverflow(code - start)
                guard !overflow, glyph <= 0xFFFF else { break }
                if glyph != 0 { body(code, UInt16(glyph)) }
            }
        }
    }

    /// What format 14 says about a base character followed by a variation selector.
    public enum VariationGlyph: Hashable, Sendable {
        /// The sequence is listed as using the base character's default glyph.
        case defaultGlyph
        /// The sequence maps to this glyph.
        case glyph(UInt16)
    }

    /// Looks up the variation sequence `codePoint` + `selector` in the format 14 subtable, `nil` when
    /// the face has no such subtable or does not list the sequence.
    public func variationGlyph(for codePoint: UInt32, selector: UInt32) -> VariationGlyph? {
        guard let variations else { return nil }
        return try? Self.lookupFormat14(variations, codePoint, selector)
    }

    static func lookupFormat14(
        _ sub: FontReader, _ codePoint: UInt32, _ selector: UInt32
    ) throws(FontReadError) -> VariationGlyph? {
        // VariationSelector records from offset 10: varSelector (uint24), defaultUVSOffset, nonDefaultUVSOffset.
        let count = Int(try sub.uint32(at: 6))
        let record = try search(selector, count: count) { index throws(FontReadError) in
            try sub.uint24(at: 10 + index * 11)
        }
        guard let record else { return nil }
        let defaultOffset = Int(try sub.uint32(at: 10 + record * 11 + 3))
        let nonDefaultOffset = Int(try sub.uint32(at: 10 + record * 11 + 7))
        if defaultOffset != 0 {
            // DefaultUVS: numUnicodeValueRanges, then (startUnicodeValue uint24, additionalCount uint8).
            let ranges = Int(try sub.uint32(at: defaultOffset))
            let range = try search(codePoint, count: ranges) { index throws(FontReadError) in
                let start = try sub.uint24(at: defaultOffset + 4 + index * 4)
                return (start, start + UInt32(try sub.uint8(at: defaultOffset + 4 + index * 4 + 3)))
            }
            if range != nil { return .defaultGlyph }
        }
        if nonDefaultOffset != 0 {
            // NonDefaultUVS: numUVSMappings, then (unicodeValue uint24, glyphID uint16).
            let mappings = Int(try sub.uint32(at: nonDefaultOffset))
            let mapping = try search(codePoint, count: mappings) { index throws(FontReadError) in
                try sub.uint24(at: nonDefaultOffset + 4 + index * 5)
            }
            if let mapping { return .glyph(try sub.uint16(at: nonDefaultOffset + 4 + mapping * 5 + 3)) }
        }
        return nil
    }
}

extension CharacterToGlyphIndexMappingTable: FontTable {
    public static let tag = Tag.cmap
}
