/// A font file: one face (TrueType or OpenType/CFF) or a collection (TTC/OTC) of faces.
///
/// [OpenType spec: font file](https://learn.microsoft.com/en-us/typography/opentype/spec/otff).
/// Opening reads only the header and, for a collection, the face offsets (absolute from the start of the
/// file, tables may be shared between faces). Each face's table directory is read by ``face(at:)``;
/// tables themselves are parsed when asked for.
public struct FontFile: Sendable {
    /// The outline flavour of an sfnt.
    public enum Kind: String, Hashable, Sendable {
        /// `0x00010000` or `true`: TrueType outlines (`glyf`).
        case trueType
        /// `OTTO`: CFF or CFF2 outlines.
        case cff
        /// `ttcf`: a collection of faces.
        case collection
    }

    /// The path the file was opened from, or `nil` for in-memory bytes.
    public let path: String?
    public let bytes: FontBytes
    public let kind: Kind
    /// Offsets of each face's table directory, absolute.
    private let faceOffsets: [Int]

    /// The number of faces: 1 for a single font.
    public var faceCount: Int { faceOffsets.count }

    /// Opens (memory-maps) the file at `path`.
    public init(contentsOfFile path: String) throws(FontReadError) {
        try self.init(bytes: try FontBytes(contentsOfFile: path), path: path)
    }

    /// Reads a font from bytes in memory.
    public init(bytes: FontBytes, path: String? = nil) throws(FontReadError) {
        self.bytes = bytes
        self.path = path
        let reader = bytes.reader
        let signature = try reader.uint32(at: 0)
        switch signature {
        case 0x0001_0000, 0x7472_7565:  // 1.0, 'true'
            kind = .trueType
            faceOffsets = [0]
        case 0x4F54_544F:  // 'OTTO'
            kind = .cff
            faceOffsets = [0]
        case 0x7474_6366:  // 'ttcf'
            kind = .collection
            // ttcTag, majorVersion, minorVersion, numFonts, tableDirectoryOffsets[numFonts]
            let count = Int(try reader.uint32(at: 8))
            guard count > 0 else {
                throw .invalidTable(Tag(rawValue: signature), reason: "collection has no faces")
            }
            // Every offset must be readable before allocating, so a huge count fails fast.
            _ = try reader.uint32(at: 12 + (count - 1) * 4)
            var offsets: [Int] = []
            offsets.reserveCapacity(count)
            for index in 0..<count {
                offsets.append(Int(try reader.uint32(at: 12 + index * 4)))
            }
            faceOffsets = offsets
        case 0x774F_4646:  // 'wOFF'
            throw .webFontNotSupported(format: "WOFF")
        case 0x774F_4632:  // 'wOF2'
            throw .webFontNotSupported(format: "WOFF2")
        default:
            throw .notAFont(signature: signature)
        }
    }

    /// The face at `index` (0 for a single font), with its table directory read.
    public func face(at index: Int) throws(FontReadError) -> FontFace {
        guard index >= 0, index < faceOffsets.count else {
            throw .faceIndexOutOfRange(index: index, count: faceOffsets.count)
        }
        return try FontFace(bytes: bytes, directoryOffset: faceOffsets[index], index: index)
    }
}
