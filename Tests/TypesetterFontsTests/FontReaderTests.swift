import Foundation
import Testing
import TypesetterCore
@testable import TypesetterFonts

func open(_ bytes: [UInt8]) throws -> FontFile { try FontFile(bytes: FontBytes(bytes)) }
func summary(_ bytes: [UInt8], face: Int = 0) throws -> FaceSummary { try open(bytes).face(at: face).summary() }

@Suite struct BinaryReaderTests {
    @Test func readsBigEndianValues() throws {
        let reader = FontBytes([0x12, 0x34, 0x56, 0x78, 0xFF, 0xFE]).reader
        #expect(try reader.uint16(at: 0) == 0x1234)
        #expect(try reader.uint32(at: 0) == 0x1234_5678)
        #expect(try reader.uint24(at: 1) == 0x34_5678)
        #expect(try reader.int16(at: 4) == -2)
    }

    @Test func readsPastTheEndThrow() throws {
        let reader = FontBytes([1, 2, 3]).reader
        #expect(throws: FontReadError.unexpectedEnd(offset: 2, length: 2)) { try reader.uint16(at: 2) }
        #expect(throws: FontReadError.self) { try reader.uint32(at: Int.max) }
        #expect(throws: FontReadError.self) { try reader.window(at: 1, count: Int.max) }
        #expect(throws: FontReadError.self) { try reader.uint16(at: -1) }
    }

    @Test func windowsAreBoundedByTheirParent() throws {
        let reader = FontBytes([0, 1, 2, 3, 4, 5]).reader
        let window = try reader.window(at: 2, count: 2)
        #expect(try window.uint16(at: 0) == 0x0203)
        #expect(throws: FontReadError.self) { try window.uint8(at: 2) }
        #expect(throws: FontReadError.self) { try window.window(at: 1, count: 2) }
    }

    @Test func sequentialReadsAdvanceAndStop() throws {
        var reader = FontBytes([0x00, 0x01, 0x80, 0x00, 0x00, 0x00]).reader
        #expect(try reader.readUInt16() == 1)
        #expect(try reader.readFixed() == -32768)
        #expect(throws: FontReadError.self) { try reader.readUInt8() }
    }

    @Test func tagsPrintSafely() {
        #expect(Tag("OS/2")?.description == "OS/2")
        #expect(Tag("CFF")?.description == "CFF ")
        #expect(Tag(rawValue: 0x0001_FF41).description == "???A")
        #expect(Tag("toolong") == nil)
    }
}

@Suite struct ContainerTests {
    @Test func readsAStandardFont() throws {
        let face = try summary(FontBuilder.font())
        #expect(face.familyName == "Test Sans")
        #expect(face.subfamilyName == "Regular")
        #expect(face.postScriptName == "TestSans-Regular")
        #expect(face.postScriptNameIsValid)
        #expect(face.unitsPerEm == 1000)
        #expect(face.hasPostScriptOutlines)
        #expect(face.diagnostics.isEmpty)
    }

    @Test func webFontsAreRejectedWithAClearError() throws {
        #expect(throws: FontReadError.webFontNotSupported(format: "WOFF")) {
            try open([0x77, 0x4F, 0x46, 0x46, 0, 1, 0, 0])
        }
        #expect(throws: FontReadError.webFontNotSupported(format: "WOFF2")) {
            try open([0x77, 0x4F, 0x46, 0x32, 0, 1, 0, 0])
        }
        #expect(FontReadError.webFontNotSupported(format: "WOFF2").description.contains("ship TTF/OTF in apps"))
    }

    @Test func unknownSignaturesAndEmptyInput() throws {
        #expect(throws: FontReadError.notAFont(signature: 0x3C3F_786D)) { try open(Array("<?xml".utf8)) }
        #expect(throws: FontReadError.self) { try open([]) }
    }

    @Test func trueTypeSignatures() throws {
        for version: UInt32 in [0x0001_0000, 0x7472_7565] {
            let file = try open(FontBuilder.sfnt(FontBuilder.standardTables(), version: version))
            #expect(file.kind == .trueType)
            #expect(try file.face(at: 0).hasPostScriptOutlines == false)
        }
    }

    @Test func collectionsUseAbsoluteOffsets() throws {
        let regular = FontBuilder.standardTables(
            os2: FontBuilder.os2(weightClass: 400),
            name: FontBuilder.names(subfamily: "Regular", postScript: "TestSans-Regular"))
        let bold = FontBuilder.standardTables(
            os2: FontBuilder.os2(weightClass: 700, fsSelection: 0x20),
            name: FontBuilder.names(subfamily: "Bold", postScript: "TestSans-Bold"))
        let file = try open(FontBuilder.collection([regular, bold]))
        #expect(file.kind == .collection)
        #expect(file.faceCount == 2)
        let second = try file.face(at: 1).summary()
        #expect(second.postScriptName == "TestSans-Bold")
        #expect(second.weightClass == 700)
        #expect(second.faceIndex == 1)
        #expect(try file.face(at: 0).summary().postScriptName == "TestSans-Regular")
        #expect(throws: FontReadError.faceIndexOutOfRange(index: 2, count: 2)) { try file.face(at: 2) }
    }

    @Test func collectionWithAbsurdFaceCountFailsFast() throws {
        var w = ByteWriter()
        w.tag("ttcf"); w.u16(1); w.u16(0); w.u32(0xFFFF_FFFF); w.u32(12)
        #expect(throws: FontReadError.self) { try open(w.bytes) }
    }

    @Test func missingRequiredTablesFailTheFace() throws {
        let tables = FontBuilder.standardTables().filter { $0.0 != "head" }
        #expect(throws: FontReadError.missingTable(Tag.head)) { try summary(FontBuilder.font(tables)) }
    }

    @Test func aBadOptionalTableIsADiagnostic() throws {
        let face = try summary(FontBuilder.font(FontBuilder.standardTables(os2: [0, 4, 1], fvar: [0, 9, 0, 0])))
        #expect(face.weightClass == nil)
        #expect(face.typo == nil)
        #expect(
            face.diagnostics.contains {
                $0.code == .tableUnreadable && $0.fileLocation?.table == "OS/2"
                    && $0.message.hasPrefix("unexpected end")
            })
        #expect(
            face.diagnostics.map(DiagnosticRenderer.xcode).contains(
                "<memory>: warning: table 'fvar' is invalid: unknown version 9; the table is ignored (face 0, table fvar) [font.table-unreadable]\n"
            ))
        #expect(face.postScriptName == "TestSans-Regular")
    }

    @Test func aTableRunningPastTheFileIsCutNotFatal() throws {
        var bytes = FontBuilder.font(FontBuilder.standardTables(post: FontBuilder.post(italicAngle: -12)))
        // The last table (post) is declared 1000 bytes longer than the file.
        let face = try open(bytes).face(at: 0)
        let record = try #require(face.directory.record(Tag.post))
        let position = 12 + (face.directory.records.firstIndex { $0.tag == Tag.post } ?? 0) * 16 + 12
        let length = UInt32(record.length + 1000)
        bytes[position..<(position + 4)] = [
            UInt8(length >> 24), UInt8((length >> 16) & 0xFF), UInt8((length >> 8) & 0xFF), UInt8(length & 0xFF),
        ]
        #expect(try summary(bytes).italicAngle == -12)
    }
}

@Suite struct TableTests {
    @Test func head() throws {
        let face = try summary(
            FontBuilder.font(
                FontBuilder.standardTables(
                    head: FontBuilder.head(unitsPerEm: 2048, macStyle: 2), os2: FontBuilder.os2(fsSelection: 0))))
        #expect(face.unitsPerEm == 2048)
        #expect(face.italic)  // from macStyle alone
    }

    @Test func hheaKeepsAPositiveDescenderButPoliciesNegateIt() throws {
        let face = try summary(
            FontBuilder.font(
                FontBuilder.standardTables(hhea: FontBuilder.hhea(ascender: 900, descender: 250, lineGap: -20))))
        #expect(face.hhea == .init(ascender: 900, descender: 250, lineGap: -20))
        let metrics = try #require(face.lineMetrics(.coreText))
        #expect(metrics.ascender == 900)
        #expect(metrics.descender == -250)
        #expect(metrics.lineGap == 0)
        #expect(metrics.lineHeightInEm == 1.15)
    }

    @Test func os2Version4() throws {
        let face = try summary(
            FontBuilder.font(
                FontBuilder.standardTables(os2: FontBuilder.os2(weightClass: 600, widthClass: 3, fsSelection: 0x0281))))
        #expect(face.weightClass == 600)
        #expect(face.widthClass == 3)
        #expect(face.italic)
        #expect(face.oblique)
        #expect(face.useTypoMetrics)
        #expect(face.typo == .init(ascender: 750, descender: -250, lineGap: 100))
        #expect(face.win == .init(ascent: 900, descent: 300))
        #expect(face.capHeight == 700)
        #expect(face.xHeight == 500)
    }

    @Test func shortOS2Version0() throws {
        // Apple's original version 0: 68 bytes, no typo or win metrics.
        let face = try summary(
            FontBuilder.font(FontBuilder.standardTables(os2: FontBuilder.os2(version: 0, weightClass: 500, length: 68)))
        )
        #expect(face.weightClass == 500)
        #expect(face.typo == nil)
        #expect(face.win == nil)
        #expect(face.capHeight == nil)
        #expect(
            face.diagnostics.map(DiagnosticRenderer.xcode) == [
                "<memory>: warning: the table is shorter than version 0 requires; missing fields are absent (face 0, table OS/2) [font.os2-truncated]\n"
            ])
        // Without OS/2 cap height and x-height, the policies fall back to the ascender and 0.5 em.
        let metrics = try #require(face.lineMetrics(.coreText))
        #expect(metrics.capHeight == 800)
        #expect(metrics.xHeight == 500)
    }

    @Test func os2Version0Full78Bytes() throws {
        let face = try summary(
            FontBuilder.font(FontBuilder.standardTables(os2: FontBuilder.os2(version: 0, length: 78))))
        #expect(face.typo != nil)
        #expect(face.win == .init(ascent: 900, descent: 300))
        #expect(face.capHeight == nil)  // version 0 has no sCapHeight even if bytes followed
        #expect(face.diagnostics.isEmpty)
    }

    @Test func os2Version2TruncatedBeforeCapHeight() throws {
        let face = try summary(
            FontBuilder.font(FontBuilder.standardTables(os2: FontBuilder.os2(version: 2, length: 87))))
        #expect(face.xHeight == nil)
        #expect(face.capHeight == nil)
        #expect(face.win != nil)
    }

    @Test func weightOutsideRangeIsReported() throws {
        let face = try summary(FontBuilder.font(FontBuilder.standardTables(os2: FontBuilder.os2(weightClass: 1200))))
        #expect(face.weightClass == 1200)
        #expect(
            face.diagnostics.map(DiagnosticRenderer.xcode) == [
                "<memory>: warning: usWeightClass 1200 is outside 1...1000 (face 0, table OS/2) [font.weight-class-out-of-range]\n"
            ])
    }

    @Test func namePreferenceAndEncodings() throws {
        typealias N = FontBuilder.Name
        let names = FontBuilder.name([
            N(platformID: 1, encodingID: 0, languageID: 0, nameID: 1, text: "Mac Family"),
            N(platformID: 3, encodingID: 1, languageID: 0x411, nameID: 1, text: "日本語ファミリー"),
            N(platformID: 3, encodingID: 1, languageID: 0x409, nameID: 1, text: "Windows Family"),
            // "Café" in Mac Roman
            N(platformID: 1, encodingID: 0, languageID: 0, nameID: 2, raw: [0x43, 0x61, 0x66, 0x8E]),
            N(platformID: 1, encodingID: 1, languageID: 11, nameID: 4, raw: [0x93, 0xFA]),  // Mac Japanese: skipped
            // odd length: skipped
            N(platformID: 3, encodingID: 1, languageID: 0x409, nameID: 6, raw: [0x00, 0x41, 0x00]),
            // lone surrogate: skipped
            N(platformID: 3, encodingID: 1, languageID: 0x409, nameID: 16, raw: [0xD8, 0x00, 0x00, 0x41]),
            N(platformID: 0, encodingID: 3, languageID: 0, nameID: 17, text: "Unicode 😀"),
            N(platformID: 3, encodingID: 1, languageID: 0x409, nameID: 21, text: "WWS"),
            N(platformID: 3, encodingID: 1, languageID: 0x409, nameID: 22, text: "WWS Sub"),
            N(platformID: 3, encodingID: 1, languageID: 0x409, nameID: 25, text: "Prefix"),
        ])
        let face = try summary(FontBuilder.font(FontBuilder.standardTables(name: names)))
        #expect(face.familyName == "Windows Family")
        #expect(face.subfamilyName == "Caf\u{E9}")
        #expect(face.fullName == nil)
        #expect(face.postScriptName == nil)
        #expect(face.typographicFamilyName == nil)
        #expect(face.typographicSubfamilyName == "Unicode 😀")
        #expect(face.wwsFamilyName == "WWS")
        #expect(face.wwsSubfamilyName == "WWS Sub")
        #expect(face.variationsPostScriptNamePrefix == "Prefix")
        #expect(
            face.diagnostics.map(DiagnosticRenderer.xcode) == [
                "<memory>: warning: no PostScript name (ID 6): UIFont(name:) cannot load this face (face 0, table name) [font.postscript-name-missing]\n"
            ])
        #expect(NamingTable.macRomanHigh.count == 128)
    }

    @Test func nameStringsOutsideTheTableAreSkipped() throws {
        var w = ByteWriter()
        w.u16(0); w.u16(1); w.u16(18)  // version, count, storageOffset
        w.u16(3); w.u16(1); w.u16(0x409); w.u16(6); w.u16(400); w.u16(0)  // a record 400 bytes long
        let face = try summary(FontBuilder.font(FontBuilder.standardTables(name: w.bytes)))
        #expect(face.postScriptName == nil)
    }

    @Test func postScriptNameValidity() {
        #expect(FaceSummary.isValidPostScriptName("Inter-MediumItalic"))
        #expect(!FaceSummary.isValidPostScriptName(""))
        #expect(!FaceSummary.isValidPostScriptName("Has Space"))
        #expect(!FaceSummary.isValidPostScriptName("Bad(Name)"))
        #expect(!FaceSummary.isValidPostScriptName("Ünïcode"))
        #expect(!FaceSummary.isValidPostScriptName(String(repeating: "A", count: 64)))
        #expect(FaceSummary.isValidPostScriptName(String(repeating: "A", count: 63)))
    }

    @Test func cmapFormat4WithIdDeltaAndIdRangeOffset() throws {
        let cmap = FontBuilder.cmap(
            mapping: [(0x41, 1), (0x42, 2), (0xE9, 3)], rangeMapped: (start: 0x3042, glyphs: [7, 0, 9]))
        let face = try open(FontBuilder.font(FontBuilder.standardTables(cmap: cmap))).face(at: 0)
        let map = try #require(try face.table(CharacterToGlyphIndexMappingTable.self))
        #expect(map.selected?.format == 4)
        #expect(map.glyph(for: 0x41) == 1)
        #expect(map.glyph(for: 0xE9) == 3)
        #expect(map.glyph(for: 0x43) == nil)
        #expect(map.glyph(for: 0x3042) == 7)  // through idRangeOffset
        #expect(map.glyph(for: 0x3043) == nil)  // glyphIdArray holds 0
        #expect(map.glyph(for: 0x3044) == 9)
        #expect(map.glyph(for: 0x3045) == nil)
        #expect(map.glyph(for: 0x1F600) == nil)
        #expect(map.glyph(for: 0xFFFF) == nil)
        #expect(try face.missingCharacters(in: "AAbé\u{3042}\u{3043}\n\u{FE0F}") == ["b", "\u{3043}"])
    }

    @Test func cmapEnumeratesEveryMapping() throws {
        let format4 = FontBuilder.cmap(
            mapping: [(0x41, 1), (0xE9, 3)], rangeMapped: (start: 0x3042, glyphs: [7, 0, 9]))
        var pairs: [[UInt32]] = []
        try open(FontBuilder.font(FontBuilder.standardTables(cmap: format4))).face(at: 0).table(
            CharacterToGlyphIndexMappingTable.self)?.forEachMapping { pairs.append([$0, UInt32($1)]) }
        #expect(pairs == [[0x41, 1], [0xE9, 3], [0x3042, 7], [0x3044, 9]])
        let format12 = FontBuilder.cmap(format12: [(0x41, 0x42, 1), (0x40, 0x40, 5), (0x10FFFE, 0xFFFF_FFFF, 8)])
        pairs = []
        try open(FontBuilder.font(FontBuilder.standardTables(cmap: format12))).face(at: 0).table(
            CharacterToGlyphIndexMappingTable.self)?
            .forEachMapping { pairs.append([$0, UInt32($1)]) }
        // The overlapping group (0x40 after 0x42) is skipped; the last group stops at U+10FFFF.
        #expect(pairs == [[0x41, 1], [0x42, 2], [0x10FFFE, 8], [0x10FFFF, 9]])
    }

    @Test func cmapPrefersFormat12AndUnderstandsFormat14() throws {
        let cmap = FontBuilder.cmap(
            mapping: [(0x41, 1)],
            format12: [(0x41, 0x43, 1), (0x1F600, 0x1F600, 3)],
            format14: [
                (selector: 0xFE0F, defaults: [0x1F600], mappings: []),
                (selector: 0xE0100, defaults: [], mappings: [(0x845B, 2)]),
            ]
        )
        let face = try open(FontBuilder.font(FontBuilder.standardTables(cmap: cmap))).face(at: 0)
        let map = try #require(try face.table(CharacterToGlyphIndexMappingTable.self))
        #expect(map.selected?.platformID == 3 && map.selected?.encodingID == 10)
        #expect(map.selected?.format == 12)
        #expect(map.glyph(for: 0x42) == 2)
        #expect(map.glyph(for: 0x1F600) == 3)
        #expect(map.glyph(for: 0x1F601) == nil)
        #expect(map.variationGlyph(for: 0x1F600, selector: 0xFE0F) == .defaultGlyph)
        #expect(map.variationGlyph(for: 0x845B, selector: 0xE0100) == .glyph(2))
        #expect(map.variationGlyph(for: 0x845C, selector: 0xE0100) == nil)
        #expect(map.variationGlyph(for: 0x845B, selector: 0xE0101) == nil)
        #expect(try face.missingCharacters(in: "AB😀😁") == ["😁"])
    }

    @Test func cmapWithAnAbsurdGroupCountFallsBackToFormat4() throws {
        var cmap = FontBuilder.cmap(mapping: [(0x41, 1)], format12: [(0x41, 0x41, 2)])
        // numGroups of the format 12 subtable (its offset is in the second encoding record).
        let offset = Int(cmap[16]) << 24 | Int(cmap[17]) << 16 | Int(cmap[18]) << 8 | Int(cmap[19])
        cmap[offset + 12..<offset + 16] = [0x7F, 0xFF, 0xFF, 0xFF]
        let map = try #require(
            try open(FontBuilder.font(FontBuilder.standardTables(cmap: cmap))).face(at: 0).table(
                CharacterToGlyphIndexMappingTable.self))
        #expect(map.selected?.format == 4)
        #expect(map.glyph(for: 0x41) == 1)
    }

    @Test func hmtxAdvancesAndWidth() throws {
        // Glyphs 1 (A) and 2 (B) have advances 600 and 700; glyph 3 (é) is past numberOfHMetrics → 700.
        let cmap = FontBuilder.cmap(mapping: [(0x41, 1), (0x42, 2), (0xE9, 3)])
        let face = try open(FontBuilder.font(FontBuilder.standardTables(cmap: cmap))).face(at: 0)
        let metrics = try #require(try face.horizontalMetrics())
        #expect(metrics.advance(of: 0) == 500)
        #expect(metrics.advance(of: 3) == 700)
        #expect(metrics.advance(of: 65535) == 700)
        // A + B + é + unmapped "z" (.notdef, 500) = 2500 units; at 10 pt and 1000 upm → 25 pt.
        #expect(try face.advanceWidth(of: "ABéz", pointSize: 10) == 25)
    }

    @Test func hmtxCountLargerThanTheTableIsClamped() throws {
        let tables = FontBuilder.standardTables(
            hhea: FontBuilder.hhea(numberOfHMetrics: 60000),
            hmtx: FontBuilder.hmtx(advances: [500, 600], extraBearings: 0))
        let metrics = try #require(try open(FontBuilder.font(tables)).face(at: 0).horizontalMetrics())
        #expect(metrics.numberOfHMetrics == 2)
        #expect(metrics.advance(of: 9) == 600)
    }

    @Test func post() throws {
        let face = try summary(
            FontBuilder.font(FontBuilder.standardTables(post: FontBuilder.post(italicAngle: -11.5, fixedPitch: true))))
        #expect(face.italicAngle == -11.5)
        #expect(face.fixedPitch)
        #expect(!face.italic)  // the angle alone does not make the face italic
    }

    @Test func fvarWithInstancePostScriptNames() throws {
        typealias N = FontBuilder.Name
        let names = FontBuilder.name([
            N(nameID: 1, text: "Var Sans"), N(nameID: 2, text: "Regular"), N(nameID: 6, text: "VarSans-Regular"),
            N(nameID: 258, text: "Bold"), N(nameID: 259, text: "VarSans-BoldCustom"), N(nameID: 260, text: "Light"),
        ])
        let fvar = FontBuilder.fvar(
            axes: [("wght", 100, 400, 900), ("wdth", 75, 100, 100)],
            instances: [(258, [700, 100], 259), (260, [300, 87.5], nil)], withPostScriptNames: true)
        let face = try summary(FontBuilder.font(FontBuilder.standardTables(name: names, fvar: fvar)))
        #expect(
            face.axes == [
                .init(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900),
                .init(tag: "wdth", minimum: 75, defaultValue: 100, maximum: 100),
            ])
        #expect(
            face.instances == [
                .init(
                    subfamilyName: "Bold", postScriptName: "VarSans-BoldCustom", postScriptNameDerived: false,
                    coordinates: [700, 100]),
                .init(
                    subfamilyName: "Light", postScriptName: "VarSans-Light", postScriptNameDerived: true,
                    coordinates: [300, 87.5]),
            ])
    }

    @Test func fvarWithoutInstanceNamesDerivesPerTN5902() throws {
        typealias N = FontBuilder.Name
        let names = FontBuilder.name([
            N(nameID: 1, text: "Inter Variable"), N(nameID: 2, text: "Regular"), N(nameID: 6, text: "InterVariable"),
            N(nameID: 16, text: "Inter Var-Test"), N(nameID: 258, text: "Semi Bold Italic"),
        ])
        let fvar = FontBuilder.fvar(
            axes: [("wght", 100, 400, 900), ("slnt", -10, 0, 0)], instances: [(258, [600, -10], nil)],
            withPostScriptNames: false)
        let face = try summary(FontBuilder.font(FontBuilder.standardTables(name: names, fvar: fvar)))
        #expect(face.instances.first?.postScriptName == "InterVarTest-SemiBoldItalic")
        #expect(face.instances.first?.postScriptNameDerived == true)
        // Name ID 25 is the prefix, used as is.
        let withPrefix = FontBuilder.name([
            N(nameID: 1, text: "Inter"), N(nameID: 25, text: "InterV"), N(nameID: 258, text: "Bold"),
        ])
        let prefixed = try summary(
            FontBuilder.font(
                FontBuilder.standardTables(
                    name: withPrefix,
                    fvar: FontBuilder.fvar(
                        axes: [("wght", 100, 400, 900)], instances: [(258, [700], nil)], withPostScriptNames: false))))
        #expect(prefixed.instances.first?.postScriptName == "InterV-Bold")
    }

    @Test func fvarWithRecordsPastTheEndIsADiagnostic() throws {
        var fvar = FontBuilder.fvar(
            axes: [("wght", 100, 400, 900)], instances: [(258, [700], nil)], withPostScriptNames: false)
        fvar[12] = 0x01  // instanceCount = 257: records run past the table
        let face = try summary(FontBuilder.font(FontBuilder.standardTables(fvar: fvar)))
        #expect(face.axes.isEmpty)
        #expect(face.diagnostics.contains { $0.code == .tableUnreadable && $0.fileLocation?.table == "fvar" })
    }
}

@Suite struct LineMetricsPolicyTests {
    func face(hhea: [UInt8], fsSelection: UInt16, typo: (Int16, Int16, Int16) = (750, -250, 100)) throws -> FaceSummary
    {
        try summary(
            FontBuilder.font(
                FontBuilder.standardTables(hhea: hhea, os2: FontBuilder.os2(fsSelection: fsSelection, typo: typo))))
    }

    @Test func coreTextAlwaysUsesHhea() throws {
        let metrics = try #require(try face(hhea: FontBuilder.hhea(), fsSelection: 0x80).lineMetrics(.coreText))
        #expect(
            metrics
                == FontMetrics(
                    unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 90, capHeight: 700, xHeight: 500))
    }

    @Test func freeTypeUsesTypoWhenTheBitIsSet() throws {
        #expect(try face(hhea: FontBuilder.hhea(), fsSelection: 0x80).lineMetrics(.freeType)?.ascender == 750)
        #expect(try face(hhea: FontBuilder.hhea(), fsSelection: 0).lineMetrics(.freeType)?.ascender == 800)
    }

    @Test func freeTypeFallsBackToTypoThenWinWhenHheaIsZero() throws {
        let zero = FontBuilder.hhea(ascender: 0, descender: 0, lineGap: 0)
        #expect(try face(hhea: zero, fsSelection: 0).lineMetrics(.freeType)?.lineGap == 100)
        let win = try #require(try face(hhea: zero, fsSelection: 0, typo: (0, 0, 0)).lineMetrics(.freeType))
        #expect(win.ascender == 900)
        #expect(win.descender == -300)
        #expect(win.lineGap == 0)
    }
}

@Suite struct DiagnosticTests {
    @Test func invalidPostScriptNameAndUnitsPerEm() throws {
        let tables = FontBuilder.standardTables(
            head: FontBuilder.head(unitsPerEm: 8), name: FontBuilder.names(postScript: "Test Sans (Regular)"))
        let face = try open(FontBuilder.font(tables)).face(at: 0).summary(file: "/fonts/Test.otf")
        #expect(
            DiagnosticRenderer.render(face.diagnostics, as: .text) == """
                warning: PostScript name (ID 6) is not 1–63 printable ASCII characters without [](){}<>/% [font.postscript-name-invalid]
                 --> /fonts/Test.otf#0, table name
                warning: unitsPerEm 8 is outside 16...16384 [font.units-per-em-out-of-range]
                 --> /fonts/Test.otf#0, table head

                """)
        #expect(
            DiagnosticRenderer.render(face.diagnostics, as: .json) == """
                [
                  {"severity":"warning","code":"font.postscript-name-invalid","message":"PostScript name (ID 6) is not 1–63 printable ASCII characters without [](){}<>/%","file":"/fonts/Test.otf","face":0,"table":"name","notes":[]},
                  {"severity":"warning","code":"font.units-per-em-out-of-range","message":"unitsPerEm 8 is outside 16...16384","file":"/fonts/Test.otf","face":0,"table":"head","notes":[]}
                ]

                """)
    }

    @Test func instancesWithoutUsablePostScriptNames() throws {
        typealias N = FontBuilder.Name
        let long = String(repeating: "Extra", count: 13)
        let names = FontBuilder.name([
            N(nameID: 1, text: "Var"), N(nameID: 6, text: "Var-Regular"), N(nameID: 258, text: long),
        ])
        let fvar = FontBuilder.fvar(
            axes: [("wght", 100, 400, 900)], instances: [(258, [700], nil), (300, [800], nil)],
            withPostScriptNames: false)
        let face = try summary(FontBuilder.font(FontBuilder.standardTables(name: names, fvar: fvar)))
        #expect(face.instances.map(\.postScriptName) == ["Var-" + long, nil])
        #expect(face.diagnostics.map(\.code) == [.postScriptNameInvalid, .postScriptNameMissing])
    }

    @Test func aBadFaceInACollectionDoesNotHideTheOthers() throws {
        let good = FontBuilder.standardTables()
        let bad = FontBuilder.standardTables().filter { $0.0 != "hhea" }
        let file = try open(FontBuilder.collection([bad, good]))
        #expect(throws: FontReadError.missingTable(Tag.hhea)) { try file.face(at: 0).summary() }
        #expect(try file.face(at: 1).summary().postScriptName == "TestSans-Regular")

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("typesetter-\(UUID().uuidString).ttc")
            .path
        try Data(FontBuilder.collection([bad, good])).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = FontCatalog.readSummaries(path)
        #expect(read.summaries.map(\.postScriptName) == ["TestSans-Regular"])
        #expect(
            DiagnosticRenderer.render(read.diagnostics, as: .xcode) == """
                \(path): error: required table 'hhea' is missing (face 0) [font.face-unreadable]

                """)
    }
}
