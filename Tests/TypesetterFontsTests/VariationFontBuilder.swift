@testable import TypesetterFonts

/// Builders for the variation tables (`avar`, `MVAR`, `HVAR` and their item variation store), each field
/// written with a comment, and the small two-axis variable font the variation tests share.
extension FontBuilder {
    /// One region: a (start, peak, end) tent per axis.
    typealias Region = [(Double, Double, Double)]

    /// One `ItemVariationData`: the regions its columns use, whether rows use 32/16-bit deltas
    /// (`LONG_WORDS`) instead of 16/8-bit ones, how many leading columns are wide, and the rows.
    struct VariationData {
        var regionIndexes: [UInt16]
        var longWords = false
        var wordDeltaCount: Int
        var rows: [[Int32]]
    }

    /// An item variation store, format 1.
    static func itemVariationStore(axisCount: Int, regions: [Region], data: [VariationData?]) -> [UInt8] {
        var regionList = ByteWriter()
        regionList.u16(UInt16(axisCount))  // axisCount
        regionList.u16(UInt16(regions.count))  // regionCount
        for region in regions {
            for (start, peak, end) in region {  // RegionAxisCoordinates
                regionList.i16(Int16((start * 16384).rounded()))  // startCoord (F2DOT14)
                regionList.i16(Int16((peak * 16384).rounded()))  // peakCoord
                regionList.i16(Int16((end * 16384).rounded()))  // endCoord
            }
        }
        var subtables: [[UInt8]?] = []
        for item in data {
            guard let item else { subtables.append(nil); continue }
            var w = ByteWriter()
            w.u16(UInt16(item.rows.count))  // itemCount
            w.u16(UInt16(item.wordDeltaCount) | (item.longWords ? 0x8000 : 0))  // wordDeltaCount (+ LONG_WORDS)
            w.u16(UInt16(item.regionIndexes.count))  // regionIndexCount
            for index in item.regionIndexes { w.u16(index) }  // regionIndexes[]
            for row in item.rows {  // deltaSets[]
                for (column, delta) in row.enumerated() {
                    let wide = column < item.wordDeltaCount
                    switch (item.longWords, wide) {
                    case (true, true): w.u32(UInt32(bitPattern: delta))
                    case (false, false): w.u8(UInt8(bitPattern: Int8(delta)))
                    default: w.i16(Int16(delta))
                    }
                }
            }
            subtables.append(w.bytes)
        }
        let headerLength = 8 + data.count * 4
        var w = ByteWriter()
        w.u16(1)  // format
        w.u32(UInt32(headerLength))  // variationRegionListOffset
        w.u16(UInt16(data.count))  // itemVariationDataCount
        var offset = headerLength + regionList.bytes.count
        for subtable in subtables {  // itemVariationDataOffsets[] (0 = absent)
            if let subtable { w.u32(UInt32(offset)); offset += subtable.count } else { w.u32(0) }
        }
        return w.bytes + regionList.bytes + subtables.compactMap { $0 }.flatMap { $0 }
    }

    /// `avar` version 1 with one segment map (from → to, normalized) per axis.
    static func avar(_ maps: [[(Double, Double)]]) -> [UInt8] {
        var w = ByteWriter()
        w.u16(1); w.u16(0)  // majorVersion, minorVersion
        w.u16(0)  // reserved
        w.u16(UInt16(maps.count))  // axisCount
        for map in maps {
            w.u16(UInt16(map.count))  // positionMapCount
            for (from, to) in map {
                w.i16(Int16((from * 16384).rounded()))  // fromCoordinate (F2DOT14)
                w.i16(Int16((to * 16384).rounded()))  // toCoordinate
            }
        }
        return w.bytes
    }

    /// `MVAR` with value records (tag, outer, inner), sorted by tag as the spec requires, and `store`.
    static func mvar(records: [(String, UInt16, UInt16)], store: [UInt8]?) -> [UInt8] {
        var w = ByteWriter()
        w.u16(1); w.u16(0)  // majorVersion, minorVersion
        w.u16(0)  // reserved
        w.u16(8)  // valueRecordSize
        w.u16(UInt16(records.count))  // valueRecordCount
        w.u16(store == nil ? 0 : UInt16(12 + records.count * 8))  // itemVariationStoreOffset
        for (tag, outer, inner) in records.sorted(by: { $0.0 < $1.0 }) {
            w.tag(tag)  // valueTag
            w.u16(outer)  // deltaSetOuterIndex
            w.u16(inner)  // deltaSetInnerIndex
        }
        return w.bytes + (store ?? [])
    }

    /// `HVAR` with `store` and, when given, an advance-width mapping (format 0, 1-byte entries with a
    /// 4-bit inner index: outer << 4 | inner).
    static func hvar(store: [UInt8], advanceMapping: [(outer: UInt8, inner: UInt8)]?) -> [UInt8] {
        var map = ByteWriter()
        if let advanceMapping {
            map.u8(0)  // format
            map.u8(0x03)  // entryFormat: 1-byte entries, 4 inner bits
            map.u16(UInt16(advanceMapping.count))  // mapCount
            for entry in advanceMapping { map.u8(entry.outer << 4 | entry.inner) }  // mapData[]
        }
        var w = ByteWriter()
        w.u16(1); w.u16(0)  // majorVersion, minorVersion
        w.u32(20)  // itemVariationStoreOffset
        w.u32(advanceMapping == nil ? 0 : UInt32(20 + store.count))  // advanceWidthMappingOffset
        w.u32(0); w.u32(0)  // lsbMappingOffset, rsbMappingOffset
        return w.bytes + store + map.bytes
    }

    /// The variable test font: axes `wght` 100–400–900 and `wdth` 75–100–125; `avar` bending `wght`
    /// (−0.5 → −0.75, 0.5 → 0.25); `MVAR` moving the typo metrics, win metrics, cap and x-height;
    /// `HVAR` with a mapping into two subtables, one of them `LONG_WORDS`.
    ///
    /// Regions: 0 = wght max (0, 1, 1); 1 = wght min (−1, −1, 0); 2 = wdth max; 3 = wdth max with an
    /// intermediate wght peak at 0.5 (0, 0.5, 1). `hheaLikeTypo` makes `hhea` equal the typo metrics
    /// (750/−250/100), so that instancing moves `hhea` too.
    static func variableFont(hheaLikeTypo: Bool = false, avar withAvar: Bool = true) -> [UInt8] {
        let regions: [Region] = [
            [(0, 1, 1), (0, 0, 0)],
            [(-1, -1, 0), (0, 0, 0)],
            [(0, 0, 0), (0, 1, 1)],
            [(0, 0.5, 1), (0, 1, 1)],
        ]
        // MVAR rows: one per metric, columns = regions 0, 1, 2, 3; first column 16-bit, others 8-bit.
        let metrics = VariationData(
            regionIndexes: [0, 1, 2, 3], wordDeltaCount: 1,
            rows: [
                [60, -20, 10, 5],  // 0 hasc
                [-30, 10, 0, 0],  // 1 hdsc
                [10, 0, 0, -4],  // 2 hlgp
                [40, -12, 0, 3],  // 3 cpht
                [25, -7, 8, 0],  // 4 xhgt
                [300, -50, 0, 0],  // 5 hcla
                [20, 0, 0, 0],  // 6 hcld
            ])
        let mvar = mvar(
            records: [
                ("hasc", 0, 0), ("hdsc", 0, 1), ("hlgp", 0, 2), ("cpht", 0, 3), ("xhgt", 0, 4), ("hcla", 0, 5),
                ("hcld", 0, 6),
            ],
            store: itemVariationStore(axisCount: 2, regions: regions, data: [metrics]))
        // HVAR: subtable 0 (16/8-bit) for .notdef and B, subtable 1 (LONG_WORDS, 32/16-bit) for A.
        let small = VariationData(
            regionIndexes: [0, 1, 2], wordDeltaCount: 0,
            rows: [
                [0, 0, 0],  // (0, 0): glyph 0
                [50, -25, 15],  // (0, 1): glyph 2 'B' and glyph 3 (past the map's end)
            ])
        let long = VariationData(
            regionIndexes: [0, 2, 3], longWords: true, wordDeltaCount: 1,
            rows: [
                [120, 30, -11]  // (1, 0): glyph 1 'A'
            ])
        let hvar = hvar(
            store: itemVariationStore(axisCount: 2, regions: regions, data: [small, long]),
            advanceMapping: [(0, 0), (1, 0), (0, 1)])
        var tables = standardTables(
            hhea: hheaLikeTypo ? hhea(ascender: 750, descender: -250, lineGap: 100) : hhea(),
            name: names(
                family: "Vary Sans", postScript: "VarySans-Regular",
                extra: [Name(nameID: 256, text: "Weight"), Name(nameID: 257, text: "Width")]),
            fvar: fvar(
                axes: [("wght", 100, 400, 900), ("wdth", 75, 100, 125)], instances: [], withPostScriptNames: true))
        tables.append(("MVAR", mvar))
        tables.append(("HVAR", hvar))
        if withAvar {
            tables.append(
                ("avar", avar([[(-1, -1), (-0.5, -0.75), (0, 0), (0.5, 0.25), (1, 1)], [(-1, -1), (0, 0), (1, 1)]])))
        }
        return sfnt(tables, version: 0x0001_0000)
    }
}

extension FontBuilder {
    /// The three-axis test font "Vary Axes": `wght` 100–400–900, `wdth` 75–100–125 and `opsz` 14–14–32 (the
    /// default at the minimum, as Inter 4 and Roboto Flex have it), with `MVAR` and `HVAR` deltas on every
    /// axis and one intermediate region mixing `opsz` and `wght`, and two named instances with PostScript
    /// names: "Condensed Bold" (700, 75, 14) and "Display" (400, 100, 32). `usWidthClass` 5.
    ///
    /// Regions: 0 = wght max; 1 = wght min; 2 = wdth max; 3 = wdth min; 4 = opsz max; 5 = opsz peak 0.5
    /// (0, 0.5, 1) with wght max. `hhea` equals the typo metrics, so instancing moves `hhea` too.
    static func variableAxesFont() -> [UInt8] {
        let regions: [Region] = [
            [(0, 1, 1), (0, 0, 0), (0, 0, 0)],
            [(-1, -1, 0), (0, 0, 0), (0, 0, 0)],
            [(0, 0, 0), (0, 1, 1), (0, 0, 0)],
            [(0, 0, 0), (-1, -1, 0), (0, 0, 0)],
            [(0, 0, 0), (0, 0, 0), (0, 1, 1)],
            [(0, 1, 1), (0, 0, 0), (0, 0.5, 1)],
        ]
        // MVAR rows: one per metric, columns = regions 0…5; the first column 16-bit, the others 8-bit.
        let metrics = VariationData(
            regionIndexes: [0, 1, 2, 3, 4, 5], wordDeltaCount: 1,
            rows: [
                [60, -20, 10, -12, -80, 7],  // 0 hasc: opsz max pulls the ascender down
                [-30, 10, 0, 4, 40, -3],  // 1 hdsc
                [10, 0, 0, 0, 100, 9],  // 2 hlgp: large sizes get a looser line gap
                [40, -12, 6, -9, -30, 5],  // 3 cpht
                [25, -7, 8, -11, -45, 0],  // 4 xhgt
                [300, -50, 20, -20, 0, 0],  // 5 hcla
                [20, 0, 0, 0, 0, 0],  // 6 hcld
            ])
        let mvar = mvar(
            records: [
                ("hasc", 0, 0), ("hdsc", 0, 1), ("hlgp", 0, 2), ("cpht", 0, 3), ("xhgt", 0, 4), ("hcla", 0, 5),
                ("hcld", 0, 6),
            ],
            store: itemVariationStore(axisCount: 3, regions: regions, data: [metrics]))
        // HVAR: one subtable, a row per glyph (.notdef, A, B); wdth widens, opsz narrows, wght widens.
        let advances = VariationData(
            regionIndexes: [0, 1, 2, 3, 4, 5], wordDeltaCount: 2,
            rows: [
                [0, 0, 0, 0, 0, 0],  // glyph 0
                [120, -40, 90, -60, -25, 13],  // glyph 1 'A'
                [300, -45, 110, -70, -33, -9],  // glyph 2 'B'
            ])
        let hvar = hvar(
            store: itemVariationStore(axisCount: 3, regions: regions, data: [advances]),
            advanceMapping: [(0, 0), (0, 1), (0, 2)])
        var tables = standardTables(
            hhea: hhea(ascender: 750, descender: -250, lineGap: 100),
            name: names(
                family: "Vary Axes", postScript: "VaryAxes-Regular",
                extra: [
                    Name(nameID: 256, text: "Weight"), Name(nameID: 257, text: "Width"),
                    Name(nameID: 258, text: "Optical size"),
                    Name(nameID: 259, text: "Condensed Bold"), Name(nameID: 260, text: "VaryAxes-CondensedBold"),
                    Name(nameID: 261, text: "Display"), Name(nameID: 262, text: "VaryAxes-Display"),
                ]),
            fvar: fvar(
                axes: [("wght", 100, 400, 900), ("wdth", 75, 100, 125), ("opsz", 14, 14, 32)],
                instances: [(259, [700, 75, 14], 260), (261, [400, 100, 32], 262)], withPostScriptNames: true))
        tables.append(("MVAR", mvar))
        tables.append(("HVAR", hvar))
        tables.append(
            (
                "avar",
                avar([
                    [(-1, -1), (-0.5, -0.75), (0, 0), (0.5, 0.25), (1, 1)], [(-1, -1), (0, 0), (1, 1)],
                    [(-1, -1), (0, 0), (0.5, 0.7), (1, 1)],
                ])
            ))
        return sfnt(tables, version: 0x0001_0000)
    }
}
