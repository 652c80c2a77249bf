/// The OS/2 and Windows metrics table, tag `OS/2`: weight, width, style bits, typo and win metrics.
///
/// [OpenType spec: OS/2](https://learn.microsoft.com/en-us/typography/opentype/spec/os2).
/// Real files are sometimes shorter than their version says (Apple's original version 0 ends after
/// `usLastCharIndex`, 68 bytes). Fields are read only when present: a field past the end is `nil`
/// and ``isTruncated`` reports the mismatch, instead of failing the whole table.
public struct OS2Table: Hashable, Sendable {
    /// `version`, 0...5.
    public var version: UInt16
    /// `xAvgCharWidth`.
    public var averageCharacterWidth: Int16
    /// `usWeightClass`: 1...1000 in valid fonts (some old fonts store 1...9 or other values).
    public var weightClass: UInt16
    /// `usWidthClass`: 1 (ultra-condensed) … 5 (normal) … 9 (ultra-expanded).
    public var widthClass: UInt16
    /// `fsType`: embedding permissions.
    public var fsType: UInt16
    /// `achVendID`.
    public var vendorID: Tag
    /// `fsSelection`: bit 0 italic, 5 bold, 6 regular, 7 USE_TYPO_METRICS, 9 oblique.
    public var fsSelection: UInt16
    /// `sTypoAscender`, `sTypoDescender`, `sTypoLineGap` (absent in a 68-byte version 0 table).
    public var typoAscender: Int16?
    public var typoDescender: Int16?
    public var typoLineGap: Int16?
    /// `usWinAscent`, `usWinDescent` (both positive; the descent is below the baseline).
    public var winAscent: UInt16?
    public var winDescent: UInt16?
    /// `sxHeight`, `sCapHeight` (version 2 and later).
    public var xHeight: Int16?
    public var capHeight: Int16?
    /// The table is shorter than its version requires; present fields were still read.
    public var isTruncated: Bool

    public init(parsing reader: inout FontReader) throws(FontReadError) {
        let table = reader
        version = try table.uint16(at: 0)
        averageCharacterWidth = try table.int16(at: 2)
        weightClass = try table.uint16(at: 4)
        widthClass = try table.uint16(at: 6)
        fsType = try table.uint16(at: 8)
        // ySubscript… yStrikeout…, sFamilyClass, panose[10], ulUnicodeRange1-4: offsets 10…57.
        vendorID = Tag(rawValue: try table.uint32(at: 58))
        fsSelection = try table.uint16(at: 62)
        // usFirstCharIndex 64, usLastCharIndex 66: the 68-byte end of Apple's original version 0.
        func optional16(_ offset: Int) -> UInt16? { try? table.uint16(at: offset) }
        typoAscender = optional16(68).map { Int16(bitPattern: $0) }
        typoDescender = optional16(70).map { Int16(bitPattern: $0) }
        typoLineGap = optional16(72).map { Int16(bitPattern: $0) }
        winAscent = optional16(74)
        winDescent = optional16(76)
        // ulCodePageRange1-2 at 78…85 (version 1), then sxHeight 86, sCapHeight 88 (version 2+).
        if version >= 2 {
            xHeight = optional16(86).map { Int16(bitPattern: $0) }
            capHeight = optional16(88).map { Int16(bitPattern: $0) }
        } else {
            xHeight = nil
            capHeight = nil
        }
        let required: Int
        switch version {
        case 0: required = 78
        case 1: required = 86
        case 2, 3, 4: required = 96
        default: required = 100
        }
        isTruncated = table.count < required
    }

    /// `fsSelection` bit 0.
    public var isItalic: Bool { fsSelection & 0x0001 != 0 }
    /// `fsSelection` bit 5.
    public var isBold: Bool { fsSelection & 0x0020 != 0 }
    /// `fsSelection` bit 7, USE_TYPO_METRICS.
    public var useTypoMetrics: Bool { fsSelection & 0x0080 != 0 }
    /// `fsSelection` bit 9 (version 4+ meaning; set only in such fonts).
    public var isOblique: Bool { fsSelection & 0x0200 != 0 }
}

extension OS2Table: FontTable {
    public static let tag = Tag.os2
}
