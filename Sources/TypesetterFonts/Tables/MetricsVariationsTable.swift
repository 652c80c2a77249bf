/// The metrics variations table, tag `MVAR`: how font-wide metrics (ascender, cap height, …) change across
/// the design space.
///
/// [OpenType spec: MVAR](https://learn.microsoft.com/en-us/typography/opentype/spec/mvar).
/// Each value record names a metric by tag (`hasc` → `OS/2.sTypoAscender`, `cpht` → `OS/2.sCapHeight`, …)
/// and points at a delta set in the item variation store. A record whose tag the reader does not know is
/// kept: ``delta(for:scalars:)`` simply answers for the tags asked.
public struct MetricsVariationsTable: Sendable {
    /// The value records: metric tag → (outer, inner) delta-set index.
    public let records: [Tag: (outer: Int, inner: Int)]
    /// The deltas; `nil` when the table has no store (offset 0), then every delta is 0.
    public let store: ItemVariationStore?

    public init(parsing reader: inout FontReader) throws(FontReadError) {
        let table = reader
        try Self.readMajorVersion(from: &reader)
        _ = try reader.readUInt16()  // reserved
        let recordSize = Int(try reader.readUInt16())
        let recordCount = Int(try reader.readUInt16())
        let storeOffset = Int(try reader.readUInt16())
        guard recordCount == 0 || recordSize >= 8 else {
            throw .invalidTable(.mvar, reason: "value record size \(recordSize) is below 8")
        }
        var records: [Tag: (outer: Int, inner: Int)] = [:]
        for index in 0..<recordCount {
            var record = try table.window(at: 12 + index * recordSize, count: 8)
            let tag = try record.readTag()
            let outer = Int(try record.readUInt16())
            let inner = Int(try record.readUInt16())
            // Records are sorted by tag in valid fonts; with duplicates the first one wins.
            if records[tag] == nil { records[tag] = (outer, inner) }
        }
        self.records = records
        store = storeOffset == 0 ? nil : try ItemVariationStore(parsing: try table.window(from: storeOffset), in: .mvar)
    }

    /// The unrounded delta for metric `tag` at region `scalars` (from the store's
    /// ``ItemVariationStore/regionScalars(at:)``), 0 when the table has no record for it.
    public func delta(for tag: Tag, scalars: [Double]) throws(FontReadError) -> Double {
        guard let record = records[tag], let store else { return 0 }
        return try store.delta(outer: record.outer, inner: record.inner, scalars: scalars)
    }
}

extension MetricsVariationsTable {
    /// `MVAR` value tags for the metrics Typesetter uses (spec: "Value tags").
    public enum ValueTag {
        /// `hasc`: `OS/2.sTypoAscender`.
        public static let horizontalAscender = Tag(rawValue: 0x6861_7363)
        /// `hdsc`: `OS/2.sTypoDescender`.
        public static let horizontalDescender = Tag(rawValue: 0x6864_7363)
        /// `hlgp`: `OS/2.sTypoLineGap`.
        public static let horizontalLineGap = Tag(rawValue: 0x686C_6770)
        /// `hcla`: `OS/2.usWinAscent`.
        public static let horizontalClippingAscent = Tag(rawValue: 0x6863_6C61)
        /// `hcld`: `OS/2.usWinDescent`.
        public static let horizontalClippingDescent = Tag(rawValue: 0x6863_6C64)
        /// `cpht`: `OS/2.sCapHeight`.
        public static let capHeight = Tag(rawValue: 0x6370_6874)
        /// `xhgt`: `OS/2.sxHeight`.
        public static let xHeight = Tag(rawValue: 0x7868_6774)
    }
}

extension MetricsVariationsTable: FontTable {
    public static let tag = Tag.mvar
}
