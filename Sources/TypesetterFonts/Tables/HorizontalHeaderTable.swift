/// The horizontal header, tag `hhea`: the line metrics CoreText uses.
///
/// [OpenType spec: hhea](https://learn.microsoft.com/en-us/typography/opentype/spec/hhea).
/// Values are kept as stored; a positive `descender` (a real-world sign error) is only corrected by the
/// line-metrics policies, so reports show the file as it is.
public struct HorizontalHeaderTable: Hashable, Sendable {
    /// `ascender` in font units.
    public var ascender: Int16
    /// `descender` in font units, normally negative.
    public var descender: Int16
    /// `lineGap` in font units.
    public var lineGap: Int16
    /// `advanceWidthMax`.
    public var advanceWidthMax: UInt16
    /// `numberOfHMetrics`: how many `hmtx` entries carry an advance.
    public var numberOfHMetrics: UInt16

    /// The table is 36 bytes long.
    public init(parsing reader: inout FontReader) throws(FontReadError) {
        _ = try reader.readUInt16()  // majorVersion
        _ = try reader.readUInt16()  // minorVersion
        ascender = try reader.readInt16()
        descender = try reader.readInt16()
        lineGap = try reader.readInt16()
        advanceWidthMax = try reader.readUInt16()
        try reader.skip(22)  // minLeftSideBearing … reserved, metricDataFormat
        numberOfHMetrics = try reader.readUInt16()
    }
}

extension HorizontalHeaderTable: FontTable {
    public static let tag = Tag.hhea
}
