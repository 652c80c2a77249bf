/// The maximum profile, tag `maxp`: the number of glyphs.
///
/// [OpenType spec: maxp](https://learn.microsoft.com/en-us/typography/opentype/spec/maxp).
/// Only `numGlyphs` matters here; versions 0.5 (CFF) and 1.0 (TrueType) share it.
public struct MaximumProfileTable: Hashable, Sendable {
    /// `numGlyphs`.
    public var numberOfGlyphs: UInt16

    public init(parsing reader: inout FontReader) throws(FontReadError) {
        _ = try reader.readUInt32()  // version 0x00005000 or 0x00010000
        numberOfGlyphs = try reader.readUInt16()
    }
}

extension MaximumProfileTable: FontTable {
    public static let tag = Tag.maxp
}
