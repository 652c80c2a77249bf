@testable import TypesetterFonts

/// Big-endian byte writer for building font tables in tests.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func u8(_ value: UInt8) { bytes.append(value) }
    mutating func u16(_ value: UInt16) { bytes += [UInt8(value >> 8), UInt8(value & 0xFF)] }
    mutating func i16(_ value: Int16) { u16(UInt16(bitPattern: value)) }
    mutating func u24(_ value: UInt32) {
        bytes += [UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
    mutating func u32(_ value: UInt32) { u16(UInt16(value >> 16)); u16(UInt16(value & 0xFFFF)) }
    mutating func fixed(_ value: Double) { u32(UInt32(bitPattern: Int32((value * 65536).rounded()))) }
    mutating func tag(_ text: String) {
        bytes += Array(text.utf8.prefix(4)) + Array(repeating: 0x20, count: max(0, 4 - text.utf8.count))
    }
    mutating func zeros(_ count: Int) { bytes += Array(repeating: 0, count: count) }
    mutating func pad4() { while bytes.count % 4 != 0 { bytes.append(0) } }
}

/// Assembles small but valid OpenType fonts table by table, each field written with a comment.
enum FontBuilder {
    /// `head`, 54 bytes.
    static func head(unitsPerEm: UInt16 = 1000, macStyle: UInt16 = 0) -> [UInt8] {
        var w = ByteWriter()
        w.u16(1); w.u16(0)  // majorVersion, minorVersion
        w.fixed(1.5)  // fontRevision
        w.u32(0)  // checksumAdjustment
        w.u32(0x5F0F_3CF5)  // magicNumber
        w.u16(0x0003)  // flags
        w.u16(unitsPerEm)  // unitsPerEm
        w.zeros(16)  // created, modified
        w.i16(0); w.i16(-200); w.i16(1000); w.i16(900)  // xMin, yMin, xMax, yMax
        w.u16(macStyle)  // macStyle
        w.u16(8)  // lowestRecPPEM
        w.i16(2)  // fontDirectionHint
        w.i16(0)  // indexToLocFormat
        w.i16(0)  // glyphDataFormat
        return w.bytes
    }

    /// `hhea`, 36 bytes.
    static func hhea(
        ascender: Int16 = 800, descender: Int16 = -200, lineGap: Int16 = 90, numberOfHMetrics: UInt16 = 3
    ) -> [UInt8] {
        var w = ByteWriter()
        w.u16(1); w.u16(0)  // majorVersion, minorVersion
        w.i16(ascender)  // ascender
        w.i16(descender)  // descender
        w.i16(lineGap)  // lineGap
        w.u16(600)  // advanceWidthMax
        w.i16(0); w.i16(0); w.i16(600)  // minLeftSideBearing, minRightSideBearing, xMaxExtent
        w.i16(1); w.i16(0); w.i16(0)  // caretSlopeRise, caretSlopeRun, caretOffset
        w.zeros(8)  // reserved ×4
        w.i16(0)  // metricDataFormat
        w.u16(numberOfHMetrics)  // numberOfHMetrics
        return w.bytes
    }

    /// `maxp` version 0.5 (CFF), 6 bytes.
    static func maxp(numberOfGlyphs: UInt16 = 4) -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0000_5000)  // version 0.5
        w.u16(numberOfGlyphs)  // numGlyphs
        return w.bytes
    }

    /// `OS/2` of `version`, cut to `length` bytes when given (a short table).
    static func os2(
        version: UInt16 = 4, weightClass: UInt16 = 400, widthClass: UInt16 = 5, fsSelection: UInt16 = 0x0040,
        typo: (Int16, Int16, Int16) = (750, -250, 100), win: (UInt16, UInt16) = (900, 300),
        xHeight: Int16 = 500, capHeight: Int16 = 700, length: Int? = nil
    ) -> [UInt8] {
        var w = ByteWriter()
        w.u16(version)  // version
        w.i16(500)  // xAvgCharWidth
        w.u16(weightClass)  // usWeightClass
        w.u16(widthClass)  // usWidthClass
        w.u16(0)  // fsType
        w.zeros(20)  // ySubscript*, ySuperscript*, yStrikeout* (10 × int16)
        w.i16(0)  // sFamilyClass
        w.zeros(10)  // panose
        w.zeros(16)  // ulUnicodeRange1-4
        w.tag("TEST")  // achVendID
        w.u16(fsSelection)  // fsSelection
        w.u16(0x20); w.u16(0xFFFF)  // usFirstCharIndex, usLastCharIndex  (68 bytes: Apple's version 0)
        w.i16(typo.0)  // sTypoAscender
        w.i16(typo.1)  // sTypoDescender
        w.i16(typo.2)  // sTypoLineGap
        w.u16(win.0)  // usWinAscent
        w.u16(win.1)  // usWinDescent (78 bytes: version 0)
        w.u32(1); w.u32(0)  // ulCodePageRange1-2 (86 bytes: version 1)
        w.i16(xHeight)  // sxHeight
        w.i16(capHeight)  // sCapHeight
        w.u16(0); w.u16(0x20); w.u16(1)  // usDefaultChar, usBreakChar, usMaxContext (96 bytes: versions 2-4)
        if version >= 5 { w.u16(0); w.u16(0xFFFF) }  // usLower/UpperOpticalPointSize
        if let length { return Array(w.bytes.prefix(length)) }
        return w.bytes
    }

    /// One name record to write: platform, encoding, language, name ID and the text.
    struct Name {
        var platformID: UInt16 = 3
        var encodingID: UInt16 = 1
        var languageID: UInt16 = 0x409
        var nameID: UInt16
        var text: String = ""
        /// Raw bytes instead of encoding `text` (undecodable or malformed strings).
        var raw: [UInt8]? = nil
    }

    /// `name` version 0 with `names` in the given order.
    static func name(_ names: [Name]) -> [UInt8] {
        var storage: [UInt8] = []
        var records = ByteWriter()
        for name in names {
            let encoded: [UInt8]
            if let raw = name.raw {
                encoded = raw
            } else if name.platformID == 1 {
                encoded = name.text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }  // ASCII only
            } else {
                encoded = name.text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            }
            records.u16(name.platformID)  // platformID
            records.u16(name.encodingID)  // encodingID
            records.u16(name.languageID)  // languageID
            records.u16(name.nameID)  // nameID
            records.u16(UInt16(encoded.count))  // length
            records.u16(UInt16(storage.count))  // stringOffset (into storage)
            storage += encoded
        }
        var w = ByteWriter()
        w.u16(0)  // version
        w.u16(UInt16(names.count))  // count
        w.u16(UInt16(6 + names.count * 12))  // storageOffset
        return w.bytes + records.bytes + storage
    }

    /// Standard names for family/style/PostScript name.
    static func names(
        family: String = "Test Sans", subfamily: String = "Regular", postScript: String = "TestSans-Regular",
        typographicFamily: String? = nil, typographicSubfamily: String? = nil, extra: [Name] = []
    ) -> [UInt8] {
        var list = [
            Name(nameID: 1, text: family), Name(nameID: 2, text: subfamily),
            Name(nameID: 4, text: family + " " + subfamily), Name(nameID: 6, text: postScript),
        ]
        if let typographicFamily { list.append(Name(nameID: 16, text: typographicFamily)) }
        if let typographicSubfamily { list.append(Name(nameID: 17, text: typographicSubfamily)) }
        return name(list + extra)
    }

    /// `cmap` with one (3,1) format 4 subtable for `mapping` (code point → glyph), using idDelta
    /// segments, plus an idRangeOffset segment for `rangeMapped` (consecutive code points with arbitrary
    /// glyphs), and optional (3,10) format 12 and (0,5) format 14 subtables.
    static func cmap(
        mapping: [(UInt16, UInt16)] = [(0x41, 1), (0x42, 2)], rangeMapped: (start: UInt16, glyphs: [UInt16])? = nil,
        format12: [(UInt32, UInt32, UInt32)]? = nil,
        format14: [(selector: UInt32, defaults: [UInt32], mappings: [(UInt32, UInt16)])]? = nil
    ) -> [UInt8] {
        // Format 4: one idDelta segment per mapping, the idRangeOffset segment, then the 0xFFFF end segment.
        struct Segment { var start: UInt16; var end: UInt16; var delta: UInt16; var glyphs: [UInt16]? }
        var segments = mapping.sorted { $0.0 < $1.0 }.map {
            Segment(start: $0.0, end: $0.0, delta: $0.1 &- $0.0, glyphs: nil)
        }
        if let rangeMapped {
            segments.append(
                Segment(
                    start: rangeMapped.start, end: rangeMapped.start + UInt16(rangeMapped.glyphs.count) - 1, delta: 0,
                    glyphs: rangeMapped.glyphs))
            segments.sort { $0.start < $1.start }
        }
        segments.append(Segment(start: 0xFFFF, end: 0xFFFF, delta: 1, glyphs: nil))
        let count = segments.count
        var glyphArray: [UInt16] = []
        var rangeOffsets: [UInt16] = []
        for (index, segment) in segments.enumerated() {
            if let glyphs = segment.glyphs {
                // Offset from this idRangeOffset entry to its first glyph in glyphIdArray.
                rangeOffsets.append(UInt16((count - index) * 2 + glyphArray.count * 2))
                glyphArray += glyphs
            } else {
                rangeOffsets.append(0)
            }
        }
        var f4 = ByteWriter()
        f4.u16(4)  // format
        f4.u16(UInt16(16 + count * 8 + glyphArray.count * 2))  // length
        f4.u16(0)  // language
        f4.u16(UInt16(count * 2))  // segCountX2
        f4.u16(0); f4.u16(0); f4.u16(0)  // searchRange, entrySelector, rangeShift (unused by readers)
        for segment in segments { f4.u16(segment.end) }  // endCode[]
        f4.u16(0)  // reservedPad
        for segment in segments { f4.u16(segment.start) }  // startCode[]
        for segment in segments { f4.u16(segment.delta) }  // idDelta[]
        for offset in rangeOffsets { f4.u16(offset) }  // idRangeOffset[]
        for glyph in glyphArray { f4.u16(glyph) }  // glyphIdArray[]

        var subtables: [(UInt16, UInt16, [UInt8])] = [(3, 1, f4.bytes)]
        if let format12 {
            var f12 = ByteWriter()
            f12.u16(12); f12.u16(0)  // format, reserved
            f12.u32(UInt32(16 + format12.count * 12))  // length
            f12.u32(0)  // language
            f12.u32(UInt32(format12.count))  // numGroups
            // startCharCode, endCharCode, startGlyphID
            for (start, end, glyph) in format12 { f12.u32(start); f12.u32(end); f12.u32(glyph) }
            subtables.append((3, 10, f12.bytes))
        }
        if let format14 {
            var header = ByteWriter()
            var body: [UInt8] = []
            let headerLength = 10 + format14.count * 11
            header.u16(14)  // format
            var records = ByteWriter()
            for record in format14 {
                records.u24(record.selector)  // varSelector
                var defaultOffset: UInt32 = 0
                if !record.defaults.isEmpty {
                    defaultOffset = UInt32(headerLength + body.count)
                    var d = ByteWriter()
                    d.u32(UInt32(record.defaults.count))  // numUnicodeValueRanges
                    for value in record.defaults { d.u24(value); d.u8(0) }  // startUnicodeValue, additionalCount
                    body += d.bytes
                }
                var nonDefaultOffset: UInt32 = 0
                if !record.mappings.isEmpty {
                    nonDefaultOffset = UInt32(headerLength + body.count)
                    var n = ByteWriter()
                    n.u32(UInt32(record.mappings.count))  // numUVSMappings
                    for (value, glyph) in record.mappings { n.u24(value); n.u16(glyph) }  // unicodeValue, glyphID
                    body += n.bytes
                }
                records.u32(defaultOffset)  // defaultUVSOffset
                records.u32(nonDefaultOffset)  // nonDefaultUVSOffset
            }
            header.u32(UInt32(headerLength + body.count))  // length
            header.u32(UInt32(format14.count))  // numVarSelectorRecords
            subtables.append((0, 5, header.bytes + records.bytes + body))
        }
        var w = ByteWriter()
        w.u16(0)  // version
        w.u16(UInt16(subtables.count))  // numTables
        var offset = 4 + subtables.count * 8
        for (platform, encoding, data) in subtables {
            w.u16(platform); w.u16(encoding)  // platformID, encodingID
            w.u32(UInt32(offset))  // subtableOffset
            offset += data.count
        }
        for (_, _, data) in subtables { w.bytes += data }
        return w.bytes
    }

    /// `hmtx`: advance/bearing pairs then bearings only.
    static func hmtx(advances: [UInt16] = [500, 600, 700], extraBearings: Int = 1) -> [UInt8] {
        var w = ByteWriter()
        for advance in advances { w.u16(advance); w.i16(10) }  // advanceWidth, lsb
        for _ in 0..<extraBearings { w.i16(5) }  // leftSideBearings[]
        return w.bytes
    }

    /// `post` version 3.0, 32 bytes.
    static func post(italicAngle: Double = 0, fixedPitch: Bool = false) -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0003_0000)  // version 3.0
        w.fixed(italicAngle)  // italicAngle
        w.i16(-100); w.i16(50)  // underlinePosition, underlineThickness
        w.u32(fixedPitch ? 1 : 0)  // isFixedPitch
        w.zeros(16)  // min/maxMemType42, min/maxMemType1
        return w.bytes
    }

    /// `fvar` with `axes` (tag, min, default, max) and instances (subfamily name ID, coordinates,
    /// optional PostScript name ID); `withPostScriptNames` picks the 4·axisCount + 6 record size.
    static func fvar(
        axes: [(String, Double, Double, Double)], instances: [(UInt16, [Double], UInt16?)], withPostScriptNames: Bool
    ) -> [UInt8] {
        var w = ByteWriter()
        let instanceSize = axes.count * 4 + (withPostScriptNames ? 6 : 4)
        w.u16(1); w.u16(0)  // majorVersion, minorVersion
        w.u16(16)  // axesArrayOffset
        w.u16(2)  // reserved
        w.u16(UInt16(axes.count))  // axisCount
        w.u16(20)  // axisSize
        w.u16(UInt16(instances.count))  // instanceCount
        w.u16(UInt16(instanceSize))  // instanceSize
        for (index, axis) in axes.enumerated() {
            w.tag(axis.0)  // axisTag
            w.fixed(axis.1)  // minValue
            w.fixed(axis.2)  // defaultValue
            w.fixed(axis.3)  // maxValue
            w.u16(0)  // flags
            w.u16(UInt16(256 + index))  // axisNameID
        }
        for instance in instances {
            w.u16(instance.0)  // subfamilyNameID
            w.u16(0)  // flags
            for value in instance.1 { w.fixed(value) }  // coordinates[]
            if withPostScriptNames { w.u16(instance.2 ?? 0xFFFF) }  // postScriptNameID
        }
        return w.bytes
    }

    /// The tables of a typical small font.
    static func standardTables(
        head: [UInt8] = head(), hhea: [UInt8] = hhea(), os2: [UInt8]? = os2(), name: [UInt8]? = names(),
        cmap: [UInt8]? = cmap(), hmtx: [UInt8]? = hmtx(), post: [UInt8]? = post(), fvar: [UInt8]? = nil
    ) -> [(String, [UInt8])] {
        var tables: [(String, [UInt8])] = [("head", head), ("hhea", hhea), ("maxp", maxp())]
        if let os2 { tables.append(("OS/2", os2)) }
        if let name { tables.append(("name", name)) }
        if let cmap { tables.append(("cmap", cmap)) }
        if let hmtx { tables.append(("hmtx", hmtx)) }
        if let post { tables.append(("post", post)) }
        if let fvar { tables.append(("fvar", fvar)) }
        return tables
    }

    /// An sfnt: offset table, table records (sorted by tag), then the tables, 4-byte aligned.
    /// `base` is the file offset the font will start at (non-zero inside a collection).
    static func sfnt(_ tables: [(String, [UInt8])], version: UInt32 = 0x4F54_544F, base: Int = 0) -> [UInt8] {
        let sorted = tables.sorted { $0.0 < $1.0 }
        var w = ByteWriter()
        w.u32(version)  // sfntVersion ('OTTO' by default)
        w.u16(UInt16(sorted.count))  // numTables
        w.u16(0); w.u16(0); w.u16(0)  // searchRange, entrySelector, rangeShift
        let offset = 12 + sorted.count * 16
        var body: [UInt8] = []
        for (tag, data) in sorted {
            w.tag(tag)  // tableTag
            w.u32(0)  // checksum (not verified)
            w.u32(UInt32(base + offset + body.count))  // offset (absolute)
            w.u32(UInt32(data.count))  // length
            body += data
            while body.count % 4 != 0 { body.append(0) }
        }
        return w.bytes + body
    }

    /// A font file from standard tables.
    static func font(_ tables: [(String, [UInt8])] = standardTables()) -> [UInt8] { sfnt(tables) }

    /// A TTC holding `faces` (each a table list); each face's directory offset and table offsets are
    /// absolute from the start of the collection.
    static func collection(_ faces: [[(String, [UInt8])]]) -> [UInt8] {
        let headerLength = 12 + faces.count * 4
        var bodies: [[UInt8]] = []
        var offsets: [Int] = []
        var position = headerLength
        for tables in faces {
            offsets.append(position)
            let face = sfnt(tables, base: position)
            bodies.append(face)
            position += face.count
        }
        var w = ByteWriter()
        w.tag("ttcf")  // ttcTag
        w.u16(1); w.u16(0)  // majorVersion, minorVersion
        w.u32(UInt32(faces.count))  // numFonts
        for offset in offsets { w.u32(UInt32(offset)) }  // tableDirectoryOffsets[]
        return w.bytes + bodies.flatMap { $0 }
    }
}
