/// An item variation store: the deltas `MVAR`, `HVAR` (and `GDEF`, `COLR`, …) add to default values at a
/// position in the design space.
///
/// [OpenType spec: Item variation store](https://learn.microsoft.com/en-us/typography/opentype/spec/otvarcommonformats#item-variation-store).
/// Regions are parsed up front (they are few); the delta rows stay in the file and are read on demand,
/// each read bounds-checked, since `HVAR` stores may hold one row per glyph.
public struct ItemVariationStore: Sendable {
    /// One axis of a region: the tent `start`–`peak`–`end` in normalized coordinates.
    public struct RegionAxis: Hashable, Sendable {
        public var start: Double
        public var peak: Double
        public var end: Double

        /// The axis' factor for `coordinate`, per the spec's scalar algorithm: 1 when the axis does not
        /// constrain the region (peak 0, or an invalid tent), 0 outside the tent, linear inside it.
        public func scalar(at coordinate: Double) -> Double {
            if start > peak || peak > end { return 1 }
            if start < 0 && end > 0 && peak != 0 { return 1 }
            if peak == 0 || coordinate == peak { return 1 }
            if coordinate <= start || coordinate >= end { return 0 }
            if coordinate < peak { return (coordinate - start) / (peak - start) }
            return (end - coordinate) / (end - peak)
        }
    }

    /// One `ItemVariationData` subtable: which regions its columns use, and where its rows are.
    struct DataSubtable: Sendable {
        /// The delta rows, from the first to the end of the store.
        var rows: FontReader
        var itemCount: Int
        /// The columns stored wide: 16-bit (32-bit with `longWords`); the others take half that.
        var wordDeltaCount: Int
        var longWords: Bool
        /// The region of each column.
        var regionIndexes: [Int]

        /// The bytes of one row.
        var rowSize: Int {
            let wide = longWords ? 4 : 2
            return wordDeltaCount * wide + (regionIndexes.count - wordDeltaCount) * (wide / 2)
        }
    }

    /// The regions, each one tent per axis (`VariationRegionList`).
    public let regions: [[RegionAxis]]
    /// The subtables by outer index; `nil` where the store's offset is null (every delta it would hold is 0).
    let subtables: [DataSubtable?]
    private let tag: Tag

    /// Parses the store in `reader` (a window starting at the store); `tag` names the table that holds
    /// it in errors.
    public init(parsing reader: FontReader, in tag: Tag) throws(FontReadError) {
        self.tag = tag
        let format = try reader.uint16(at: 0)
        guard format == 1 else { throw .invalidTable(tag, reason: "item variation store format \(format) is unknown") }
        let regionListOffset = Int(try reader.uint32(at: 2))
        let dataCount = Int(try reader.uint16(at: 6))

        var regionReader = try reader.window(from: regionListOffset)
        let axisCount = Int(try regionReader.readUInt16())
        let regionCount = Int(try regionReader.readUInt16())
        // All region records must be present before anything is allocated for them.
        _ = try regionReader.bytes(at: 4, count: regionCount * axisCount * 6)
        var regions: [[RegionAxis]] = []
        regions.reserveCapacity(regionCount)
        for _ in 0..<regionCount {
            var axes: [RegionAxis] = []
            axes.reserveCapacity(axisCount)
            for _ in 0..<axisCount {
                let start = try regionReader.readF2Dot14()
                let peak = try regionReader.readF2Dot14()
                let end = try regionReader.readF2Dot14()
                axes.append(RegionAxis(start: start, peak: peak, end: end))
            }
            regions.append(axes)
        }
        self.regions = regions

        var subtables: [DataSubtable?] = []
        subtables.reserveCapacity(dataCount)
        for index in 0..<dataCount {
            let offset = Int(try reader.uint32(at: 8 + index * 4))
            guard offset != 0 else {
                subtables.append(nil)
                continue
            }
            var data = try reader.window(from: offset)
            let itemCount = Int(try data.readUInt16())
            let wordField = try data.readUInt16()
            let regionIndexCount = Int(try data.readUInt16())
            let longWords = wordField & 0x8000 != 0
            let wordDeltaCount = Int(wordField & 0x7FFF)
            guard wordDeltaCount <= regionIndexCount else {
                throw .invalidTable(
                    tag,
                    reason:
                        "item variation data \(index) has \(wordDeltaCount) word deltas for \(regionIndexCount) regions"
                )
            }
            var regionIndexes: [Int] = []
            regionIndexes.reserveCapacity(min(regionIndexCount, data.remaining / 2))
            for _ in 0..<regionIndexCount {
                let region = Int(try data.readUInt16())
                guard region < regionCount else {
                    throw .invalidTable(
                        tag, reason: "item variation data \(index) uses region \(region) of \(regionCount)")
                }
                regionIndexes.append(region)
            }
            subtables.append(
                DataSubtable(
                    rows: try data.window(from: data.offset), itemCount: itemCount, wordDeltaCount: wordDeltaCount,
                    longWords: longWords, regionIndexes: regionIndexes))
        }
        self.subtables = subtables
    }

    /// Each region's scalar at `coordinates` (normalized, in `fvar` axis order; missing axes are 0).
    public func regionScalars(at coordinates: [Double]) -> [Double] {
        regions.map { axes in
            var product = 1.0
            for (index, axis) in axes.enumerated() {
                product *= axis.scalar(at: index < coordinates.count ? coordinates[index] : 0)
                if product == 0 { break }
            }
            return product
        }
    }

    /// The delta of item (`outer`, `inner`) with `scalars` from ``regionScalars(at:)``, unrounded.
    ///
    /// The index `0xFFFF/0xFFFF` (`NO_VARIATION_INDEX`) has no delta. Any other index the store does not
    /// hold is an error: it means the table that points here is corrupt.
    public func delta(outer: Int, inner: Int, scalars: [Double]) throws(FontReadError) -> Double {
        if outer == 0xFFFF && inner == 0xFFFF { return 0 }
        guard outer >= 0, outer < subtables.count else {
            throw .invalidTable(
                tag,
                reason:
                    "delta-set index \(outer)/\(inner) is past the \(subtables.count) item variation data subtable(s)")
        }
        guard let subtable = subtables[outer] else { return 0 }
        guard inner >= 0, inner < subtable.itemCount else {
            throw .invalidTable(
                tag,
                reason: "delta-set index \(outer)/\(inner) is past the \(subtable.itemCount) item(s) of its subtable")
        }
        let rowSize = subtable.rowSize
        var row = try subtable.rows.window(at: inner * rowSize, count: rowSize)
        var total = 0.0
        for (column, region) in subtable.regionIndexes.enumerated() {
            let value: Int
            if column < subtable.wordDeltaCount {
                value = subtable.longWords ? Int(try row.readInt32()) : Int(try row.readInt16())
            } else {
                value = subtable.longWords ? Int(try row.readInt16()) : Int(try row.readInt8())
            }
            let scalar = region < scalars.count ? scalars[region] : 0
            if scalar != 0 { total += scalar * Double(value) }
        }
        return total
    }
}

/// A delta-set index map: glyph (or other item) number → (outer, inner) index into an item variation store.
///
/// [OpenType spec: DeltaSetIndexMap](https://learn.microsoft.com/en-us/typography/opentype/spec/otvarcommonformats#associating-target-items-to-variation-data).
/// Read in place. An item past the end of the map uses the last entry, as the spec requires.
public struct DeltaSetIndexMap: Sendable {
    private let reader: FontReader
    private let entrySize: Int
    private let innerBitCount: Int
    private let dataOffset: Int
    /// The number of entries.
    public let count: Int

    public init(parsing reader: FontReader, in tag: Tag) throws(FontReadError) {
        let format = try reader.uint8(at: 0)
        let entryFormat = try reader.uint8(at: 1)
        switch format {
        case 0:
            count = Int(try reader.uint16(at: 2))
            dataOffset = 4
        case 1:
            count = Int(try reader.uint32(at: 2))
            dataOffset = 6
        default:
            throw .invalidTable(tag, reason: "delta-set index map format \(format) is unknown")
        }
        entrySize = Int((entryFormat & 0x30) >> 4) + 1
        innerBitCount = Int(entryFormat & 0x0F) + 1
        guard count > 0 else { throw .invalidTable(tag, reason: "delta-set index map is empty") }
        // Every entry must be present: checked once, so lookups cannot fail later.
        _ = try reader.window(at: dataOffset, count: count * entrySize)
        self.reader = reader
    }

    /// The (outer, inner) index of `item`.
    public func index(of item: Int) -> (outer: Int, inner: Int) {
        let position = dataOffset + min(max(item, 0), count - 1) * entrySize
        var entry: UInt32 = 0
        for byte in 0..<entrySize {
            entry = entry << 8 | UInt32((try? reader.uint8(at: position + byte)) ?? 0)
        }
        return (Int(entry >> UInt32(innerBitCount)), Int(entry & ((1 << UInt32(innerBitCount)) - 1)))
    }
}
