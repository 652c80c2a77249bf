/// The naming table, tag `name`: family, style, full and PostScript names.
///
/// [OpenType spec: name](https://learn.microsoft.com/en-us/typography/opentype/spec/name).
/// Records are decoded on demand. UTF-16BE (platform 0, and platform 3 encodings 0, 1 and 10) and
/// Mac Roman (platform 1 encoding 0) are decoded; other encodings (Mac Japanese, Windows Shift-JIS…)
/// and malformed strings (odd length, unpaired surrogates) are skipped, never fatal.
public struct NamingTable: Sendable {
    /// One name record as stored.
    public struct Record: Hashable, Sendable {
        public var platformID: UInt16
        public var encodingID: UInt16
        public var languageID: UInt16
        public var nameID: UInt16
        /// Offset and length of the string in the storage area.
        var offset: Int
        var length: Int
    }

    /// The well-known name IDs this reader reports.
    public enum NameID: UInt16, Sendable, CaseIterable {
        case family = 1, subfamily = 2, fullName = 4, postScriptName = 6
        case typographicFamily = 16, typographicSubfamily = 17
        case wwsFamily = 21, wwsSubfamily = 22, variationsPostScriptNamePrefix = 25
    }

    /// All records in file order.
    public private(set) var records: [Record] = []
    private let storage: FontReader

    public init(parsing reader: inout FontReader) throws(FontReadError) {
        let table = reader
        _ = try reader.readUInt16()  // version 0 or 1 (language-tag records are not needed)
        let count = Int(try reader.readUInt16())
        let stringOffset = Int(try reader.readUInt16())
        // A string offset past the table leaves an empty storage: every string then fails to decode.
        if let strings = try? table.window(from: stringOffset) {
            storage = strings
        } else {
            storage = try table.window(at: 0, count: 0)
        }
        records.reserveCapacity(count)
        for _ in 0..<count {
            let platformID = try reader.readUInt16()
            let encodingID = try reader.readUInt16()
            let languageID = try reader.readUInt16()
            let nameID = try reader.readUInt16()
            let length = Int(try reader.readUInt16())
            let offset = Int(try reader.readUInt16())
            records.append(
                Record(
                    platformID: platformID, encodingID: encodingID, languageID: languageID,
                    nameID: nameID, offset: offset, length: length))
        }
    }

    /// The decoded string of `record`, or `nil` when its encoding is not supported or it is malformed
    /// (including a string that points outside the table).
    public func string(for record: Record) -> String? {
        guard let bytes = try? storage.window(at: record.offset, count: record.length) else { return nil }
        switch (record.platformID, record.encodingID) {
        case (0, _), (3, 0), (3, 1), (3, 10):
            return Self.decodeUTF16BigEndian(bytes)
        case (1, 0):
            return Self.decodeMacRoman(bytes)
        default:
            return nil
        }
    }

    /// The English name for `nameID`, chosen as fontTools' `getDebugName` chooses: the first Windows
    /// English (3, *, 0x409) record that decodes, else the first Mac English (1, *, 0) record that decodes,
    /// else the last record that decodes. `nil` when no record decodes. Only candidates are decoded, so a
    /// lookup costs one decode in the usual case.
    public func name(_ nameID: UInt16) -> String? {
        for record in records where record.nameID == nameID && record.platformID == 3 && record.languageID == 0x409 {
            if let text = string(for: record) { return text }
        }
        for record in records where record.nameID == nameID && record.platformID == 1 && record.languageID == 0 {
            if let text = string(for: record) { return text }
        }
        for record in records.reversed() where record.nameID == nameID {
            if let text = string(for: record) { return text }
        }
        return nil
    }

    /// The English name for a well-known ID.
    public func name(_ id: NameID) -> String? { name(id.rawValue) }

    /// Strict UTF-16BE: `nil` for an odd length or an unpaired surrogate (as Python's strict codec).
    static func decodeUTF16BigEndian(_ bytes: FontReader) -> String? {
        let count = bytes.count
        guard count % 2 == 0 else { return nil }
        // Fast path: names are nearly always ASCII.
        var ascii: [UInt8] = []
        ascii.reserveCapacity(count / 2)
        var index = 0
        while index < count, let unit = try? bytes.uint16(at: index), unit < 0x80 {
            ascii.append(UInt8(unit))
            index += 2
        }
        if index >= count { return String(decoding: ascii, as: UTF8.self) }
        var units: [UInt16] = []
        units.reserveCapacity(count / 2)
        index = 0
        while index < count, let unit = try? bytes.uint16(at: index) {
            units.append(unit)
            index += 2
        }
        var text = ""
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
            case .emptyInput: break loop
            case .error: return nil
            }
        }
        return text
    }

    static func decodeMacRoman(_ bytes: FontReader) -> String {
        var text = ""
        var index = 0
        while index < bytes.count, let byte = try? bytes.uint8(at: index) {
            if byte < 0x80 {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text.unicodeScalars.append(macRomanHigh[Int(byte) - 0x80])
            }
            index += 1
        }
        return text
    }

    /// Mac OS Roman 0x80…0xFF, as Python's `mac_roman` codec (which fontTools uses) decodes them.
    static let macRomanHigh: [Unicode.Scalar] = Array(
        "ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø¿¡¬√ƒ≈∆«»…\u{00A0}ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔÒ\u{F8FF}ÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ"
            .unicodeScalars)
}

extension NamingTable: FontTable {
    public static let tag = Tag.name
}
