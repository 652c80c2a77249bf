import Testing
import TypesetterCore
@testable import TypesetterFonts

/// `FontFile.standaloneFace(at:)`: a face of a collection as a font file of its own (what the catalog site
/// copies, since `@font-face` cannot pick a face from a collection), read through the bounds-checked reader.
@Suite struct FaceExtractionTests {
    /// A collection header (ttcf, version 1.0, one face at offset 16), then a face with one 4-byte table.
    static let tinyCollection: [UInt8] = {
        var bytes: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 16]
        bytes += [0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0]  // sfnt version 1.0, 1 table, search fields
        bytes += Array("head".utf8) + [0, 0, 0, 0, 0, 0, 0, 44, 0, 0, 0, 4]  // tag, checksum, offset 44, length 4
        bytes += [1, 2, 3, 4]
        return bytes
    }()

    @Test func theFaceIsRewrittenWithItsOwnOffsets() throws {
        let single = try open(Self.tinyCollection).standaloneFace(at: 0)
        #expect(
            single == [0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0] + Array("head".utf8) + [
                0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 4, 1, 2, 3, 4,
            ])
        #expect(throws: FontReadError.faceIndexOutOfRange(index: 1, count: 1)) {
            try open(Self.tinyCollection).standaloneFace(at: 1)
        }
    }

    /// A damaged collection is refused, never read past its end: every truncation of a small valid one.
    @Test func everyTruncationIsRefused() {
        for length in 0..<Self.tinyCollection.count {
            #expect(throws: FontReadError.self, "truncated to \(length) bytes") {
                try open(Array(Self.tinyCollection.prefix(length))).standaloneFace(at: 0)
            }
        }
    }

    /// Each face of a two-face collection, copied out, reads back as that face: same names, same metrics.
    @Test func eachFaceReadsBackAsItself() throws {
        let regular = FontBuilder.standardTables(
            hhea: FontBuilder.hhea(), name: FontBuilder.names(subfamily: "Regular", postScript: "TestSans-Regular"))
        let bold = FontBuilder.standardTables(
            name: FontBuilder.names(subfamily: "Bold", postScript: "TestSans-Bold"))
        let collection = try open(FontBuilder.collection([regular, bold]))
        for index in 0..<2 {
            let original = try collection.face(at: index).summary()
            let copy = try open(collection.standaloneFace(at: index))
            #expect(copy.kind == .cff)
            #expect(copy.faceCount == 1)
            let summary = try copy.face(at: 0).summary()
            #expect(summary.postScriptName == original.postScriptName)
            #expect(summary.lineMetrics(.coreText) == original.lineMetrics(.coreText))
        }
    }

    /// A single font is already a file of its own: returned byte for byte.
    @Test func aSingleFontIsReturnedAsItIs() throws {
        let bytes = FontBuilder.font()
        #expect(try open(bytes).standaloneFace(at: 0) == bytes)
    }
}
