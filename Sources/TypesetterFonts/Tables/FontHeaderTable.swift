/// The font header, tag `head`: units per em and the Mac style bits.
///
/// [OpenType spec: head](https://learn.microsoft.com/en-us/typography/opentype/spec/head).
/// The magic number is not enforced: fontTools and FreeType accept fonts with a wrong one.
public struct FontHeaderTable: Hashable, Sendable {
    /// `fontRevision`, a 16.16 fixed-point version set by the font vendor.
    public var fontRevision: Double
    /// `flags`.
    public var flags: UInt16
    /// `unitsPerEm`: 16...16384 in valid fonts.
    public var unitsPerEm: UInt16
    /// `macStyle`: bit 0 bold, bit 1 italic, bit 5 condensed, bit 6 extended.
    public var macStyle: UInt16
    /// `indexToLocFormat`: 0 short, 1 long `loca` offsets.
    public var indexToLocFormat: Int16

    /// The table is 54 bytes long.
    public init(parsing reader: inout FontReader) throws(FontReadError) {
        _ = try reader.readUInt16()  // majorVersion
        _ = try reader.readUInt16()  // minorVersion
        fontRevision = try reader.readFixed()
        _ = try reader.readUInt32()  // checksumAdjustment
        _ = try reader.readUInt32()  // magicNumber (0x5F0F3CF5), not enforced
        flags = try reader.readUInt16()
        unitsPerEm = try reader.readUInt16()
        try reader.skip(16)  // created, modified (LONGDATETIME)
        try reader.skip(8)  // xMin, yMin, xMax, yMax
        macStyle = try reader.readUInt16()
        _ = try reader.readUInt16()  // lowestRecPPEM
        _ = try reader.readInt16()  // fontDirectionHint
        indexToLocFormat = try reader.readInt16()
    }

    /// `macStyle` bit 1.
    public var isItalic: Bool { macStyle & 0x0002 != 0 }
    /// `macStyle` bit 0.
    public var isBold: Bool { macStyle & 0x0001 != 0 }
}

extension FontHeaderTable: FontTable {
    public static let tag = Tag.head
}
