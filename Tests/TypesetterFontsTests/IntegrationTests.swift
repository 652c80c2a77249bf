import Testing
import TypesetterCore
@testable import TypesetterFonts

/// Known values of real Debian fonts (see Documentation/Reference/fonts.md). These fail when the fonts are
/// missing: Scripts/test installs them.
@Suite struct IntegrationTests {
    func face(_ file: String, _ index: Int = 0) throws -> (FontFace, FaceSummary) {
        let path = try #require(RealFonts.path(file), "\(file) is not installed: run Scripts/install-test-deps")
        let face = try FontFile(contentsOfFile: path).face(at: index)
        return (face, try face.summary(file: path))
    }

    @Test func roboto() throws {
        let (_, roboto) = try face("Roboto-Regular.ttf")
        #expect(roboto.hhea == .init(ascender: 1900, descender: -500, lineGap: 0))
        #expect(roboto.typo == .init(ascender: 2146, descender: -555, lineGap: 0))
        #expect(roboto.postScriptName == "Roboto-Regular")
        #expect(roboto.lineMetrics(.coreText)?.lineHeight(atPointSize: 2048) == 2400)
    }

    @Test func dejaVuSans() throws {
        let (face, dejaVu) = try face("DejaVuSans.ttf")
        #expect(dejaVu.hhea == .init(ascender: 1901, descender: -483, lineGap: 0))
        #expect(dejaVu.typo == .init(ascender: 1556, descender: -492, lineGap: 410))
        #expect(!dejaVu.useTypoMetrics)
        #expect(try face.missingCharacters(in: "Hello, wörld — 日本") == ["日", "本"])
        let (_, mono) = try self.face("DejaVuSansMono.ttf")
        #expect(mono.fixedPitch)
        let (_, italic) = try self.face("Roboto-Italic.ttf")
        #expect(italic.italic)
        #expect(italic.italicAngle ?? 0 < 0)
    }

    @Test func notoSansCJKCollection() throws {
        let path = try #require(RealFonts.path("NotoSansCJK-Regular.ttc"))
        let file = try FontFile(contentsOfFile: path)
        #expect(file.kind == .collection)
        #expect(file.faceCount == 10)
        let names = try (0..<file.faceCount).map { try file.face(at: $0).summary().postScriptName ?? "" }
        #expect(names.contains("NotoSansCJKjp-Regular"))
        #expect(names.contains("NotoSansMonoCJKkr-Regular"))
        let face = try file.face(at: 0)
        let summary = try face.summary()
        #expect(summary.unitsPerEm == 1000)
        #expect(summary.hhea == .init(ascender: 1160, descender: -288, lineGap: 0))
        #expect(summary.typo == .init(ascender: 880, descender: -120, lineGap: 0))
        #expect(summary.lineMetrics(.coreText)?.lineHeightInEm == 1.448)
        #expect(try face.missingCharacters(in: "日本語の漢字 한국어 ABC") == [])
        // Format 14: Noto CJK maps 葛 + VS17 to an ideographic variant.
        let map = try #require(try face.table(CharacterToGlyphIndexMappingTable.self))
        #expect(map.selected?.format == 12)
        #expect(map.variationGlyph(for: 0x845B, selector: 0xE0100) != nil)
    }

    @Test func interStaticNames() throws {
        let (face, inter) = try face("Inter-MediumItalic.otf")
        #expect(inter.familyName == "Inter Medium")
        #expect(inter.subfamilyName == "Italic")
        #expect(inter.typographicFamilyName == "Inter")
        #expect(inter.typographicSubfamilyName == "Medium Italic")
        #expect(inter.postScriptName == "Inter-MediumItalic")
        #expect(inter.weightClass == 500)
        #expect(inter.italic)
        #expect(face.hasPostScriptOutlines)
    }

    @Test func interVariableInstancesAreDerived() throws {
        let (_, inter) = try face("Inter.var.ttf")
        #expect(inter.axes.map(\.tag) == ["wght", "slnt"])
        #expect(inter.instances.count >= 18)
        #expect(inter.instances.allSatisfy { $0.postScriptNameDerived })
        #expect(
            inter.instances.contains { $0.postScriptName == "Inter-SemiBoldItalic" && $0.coordinates == [600, -10] })
    }

    @Test func ipaGothicAndNanum() throws {
        let (_, ipa) = try face("ipag.ttf")
        #expect(ipa.postScriptName == "IPAGothic")
        #expect(ipa.unitsPerEm == 2048)
        let (face, nanum) = try face("NanumGothic.ttf")
        #expect(nanum.familyName == "NanumGothic")
        #expect(try face.missingCharacters(in: "한국어") == [])
    }

    @Test func catalogMatchesFamiliesWeightsAndStyles() throws {
        try #require(RealFonts.files.count >= 80, "run Scripts/install-test-deps")
        let catalog = FontCatalog.scan(RealFonts.files)
        // Debian's Inter variable files: roman, italic and both-styles files share one PostScript name.
        let folder = try #require(RealFonts.path("Inter.var.ttf")).split(separator: "/").dropLast().joined(
            separator: "/")
        #expect(
            catalog.diagnostics.map(\.message) == [
                "/\(folder)/Inter-italic.var.ttf, /\(folder)/Inter-roman.var.ttf and /\(folder)/Inter.var.ttf all have the PostScript name 'Inter': UIFont(name:) finds one face per name, so only one of these files can be asked for by name",
                "/\(folder)/InterDisplay-italic.var.ttf, /\(folder)/InterDisplay-roman.var.ttf and /\(folder)/InterDisplay.var.ttf all have the PostScript name 'Inter Display': UIFont(name:) finds one face per name, so only one of these files can be asked for by name",
            ])
        let medium = try catalog.match(family: "Inter", weight: .medium, italic: true)
        #expect(medium.postScriptName == "Inter-MediumItalic")
        #expect(medium.fileName == "Inter-MediumItalic.otf")
        #expect(!medium.isNamedInstance)
        // The legacy family name finds the same family.
        #expect(try catalog.match(family: "Inter Medium", weight: .bold, italic: false).postScriptName == "Inter-Bold")
        let roboto = try catalog.match(family: "roboto", weight: .bold, italic: false)
        #expect(roboto.postScriptName == "Roboto-Bold")
        #expect(FontCatalog.appFonts(for: [medium, roboto]) == ["Inter-MediumItalic.otf", "Roboto-Bold.ttf"])
        #expect(catalog.metrics(for: roboto)?.lineHeight(atPointSize: 2048) == 2400)
        #expect(catalog.summary(for: medium)?.typographicSubfamilyName == "Medium Italic")
        #expect(try catalog.openFace(roboto).missingCharacters(in: "Bold 日") == ["日"])
        #expect(try catalog.match(family: "Noto Sans CJK JP", weight: .regular, italic: false).faceIndex == 0)

        // Nothing matches: the error lists the faces that exist.
        let error = #expect(throws: FontReadError.self) {
            try catalog.match(family: "Roboto", weight: .semibold, italic: false)
        }
        guard case .noMatchingFace(let family, _, _, _, let available) = error else {
            Issue.record("expected noMatchingFace, got \(String(describing: error))")
            return
        }
        #expect(family == "Roboto")
        #expect(
            available.files.contains {
                $0.fileName == "Roboto-Medium.ttf" && $0.faces == ["Medium (Roboto-Medium, 500)"]
            })
        print(error?.description ?? "")
        #expect(throws: FontReadError.self) { try catalog.match(family: "Helvetica", weight: .regular, italic: false) }
    }

    @Test func catalogIncludesVariableInstances() throws {
        let path = try #require(RealFonts.path("Inter.var.ttf"))
        let catalog = FontCatalog.scan([path])
        let family = try #require(catalog.families.first)
        let semibold = try catalog.match(family: family.name, weight: .semibold, italic: true)
        #expect(semibold.postScriptName == "Inter-SemiBoldItalic")
        #expect(semibold.postScriptNameDerived)
        #expect(semibold.isNamedInstance)
    }

    @Test func unreadableFilesBecomeDiagnostics() {
        let catalog = FontCatalog.scan(["/nonexistent/font.ttf"])
        #expect(catalog.families.isEmpty)
        #expect(catalog.diagnostics.count == 1)
        #expect(
            catalog.diagnostics.map(DiagnosticRenderer.xcode) == [
                "/nonexistent/font.ttf: error: cannot read the file: No such file or directory [file.unreadable]\n"
            ])
    }
}
