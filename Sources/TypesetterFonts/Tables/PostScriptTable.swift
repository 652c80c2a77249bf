/// The PostScript table, tag `post`: italic angle and fixed pitch.
///
/// [OpenType spec: post](https://learn.microsoft.com/en-us/typography/opentype/spec/post).
/// Glyph names (versions 2.0/2.5) are not read.
public struct PostScriptTable: Hashable, Sendable {
    /// `italicAngle` in degrees counter-clockwise from vertical: negative for forward-leaning italics.
    public var italicAngle: Double
    /// `underlinePosition`.
    public var underlinePosition: Int16
    /// `underlineThickness`.
    public var underlineThickness: Int16
    /// `isFixedPitch` is non-zero for monospaced fonts.
    public var isFixedPitch: Bool

    /// Reads the 32-byte header common to all versions.
    public init(parsing reader: inout FontReader) throws(FontReadError) {
        _ = try reader.readUInt32()  // version
        italicAngle = try reader.readFixed()
        underlinePosition = try reader.readInt16()
        underlineThickness = try reader.readInt16()
        isFixedPitch = try reader.readUInt32() != 0
    }
}

extension PostScriptTable: FontTable {
    public static let tag = Tag.post
}
