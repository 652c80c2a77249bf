/// The horizontal metrics variations table, tag `HVAR`: advance-width deltas per glyph.
///
/// [OpenType spec: HVAR](https://learn.microsoft.com/en-us/typography/opentype/spec/hvar).
/// Without an advance-width mapping the glyph ID is the inner index into the store's first subtable
/// (outer 0), as the spec says. Side-bearing mappings are not read: widths need only advances.
public struct HorizontalMetricsVariationsTable: Sendable {
    public let store: ItemVariationStore
    /// `advanceWidthMappingOffset`'s map, `nil` for the implicit glyph → (0, glyph) mapping.
    public let advanceWidthMapping: DeltaSetIndexMap?

    public init(parsing reader: inout FontReader) throws(FontReadError) {
        let table = reader
        try Self.readMajorVersion(from: &reader)
        let storeOffset = Int(try reader.readUInt32())
        let advanceMappingOffset = Int(try reader.readUInt32())
        _ = try reader.readUInt32()  // lsbMappingOffset
        _ = try reader.readUInt32()  // rsbMappingOffset
        guard storeOffset != 0 else { throw .invalidTable(.hvar, reason: "no item variation store") }
        store = try ItemVariationStore(parsing: try table.window(from: storeOffset), in: .hvar)
        advanceWidthMapping =
            advanceMappingOffset == 0
            ? nil : try DeltaSetIndexMap(parsing: try table.window(from: advanceMappingOffset), in: .hvar)
    }

    /// The unrounded advance delta of `glyph` at region `scalars`.
    public func advanceDelta(of glyph: UInt16, scalars: [Double]) throws(FontReadError) -> Double {
        let index = advanceWidthMapping?.index(of: Int(glyph)) ?? (outer: 0, inner: Int(glyph))
        return try store.delta(outer: index.outer, inner: index.inner, scalars: scalars)
    }
}

extension HorizontalMetricsVariationsTable: FontTable {
    public static let tag = Tag.hvar
}
