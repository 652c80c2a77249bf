import Foundation
import Testing
@testable import TypesetterFonts

/// What `fonttools_dump.py` prints per face.
private struct FontToolsFace: Decodable {
    struct Line: Decodable, Equatable { var ascender: Int; var descender: Int; var lineGap: Int }
    struct Win: Decodable, Equatable { var ascent: Int; var descent: Int }
    struct Axis: Decodable, Equatable { var tag: String; var min: Double; var `default`: Double; var max: Double }
    struct Instance: Decodable, Equatable {
        var subfamilyName: String?
        var postScriptName: String?
        var postScriptNameDerived: Bool
        var coordinates: [String: Double]
    }
    var file: String
    var faceIndex: Int
    var postScriptName, familyName, subfamilyName, typographicFamilyName, typographicSubfamilyName: String?
    var fullName, wwsFamilyName, wwsSubfamilyName, variationsPostScriptNamePrefix: String?
    var weightClass, widthClass: Int?
    var italic: Bool
    var italicAngle: Double?
    var fixedPitch: Bool
    var unitsPerEm: Int
    var hhea: Line
    var typo: Line?
    var win: Win?
    var useTypoMetrics: Bool
    var capHeight, xHeight: Int?
    var axes: [Axis]
    var instances: [Instance]
    var missingCharacters: [String]?
    var sampleAdvance: Int?
    var cmapCount: Int?
    var cmapDigest: String?
}

/// The reader against fontTools on every face of every font the Debian test packages install.
@Suite struct DifferentialTests {
    static let sample = "Aa0é€—“ß日本語の漢字한국어글😀"

    @Test func agreesWithFontToolsOnEveryFace() throws {
        let files = RealFonts.files
        try #require(files.count >= 80, "the Debian font packages are not installed: run Scripts/install-test-deps")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "fonttools_dump.py"
        ).path
        let result = try RealFonts.run(
            "/usr/bin/env", ["python3", script] + files, environment: ["FONTTOOLS_DUMP_SAMPLE": Self.sample])
        try #require(result.status == 0, "fonttools_dump.py failed (is fontTools installed? Scripts/install-test-deps)")
        let expected = try JSONDecoder().decode([FontToolsFace].self, from: Data(result.stdout.utf8))

        var mismatches: [String] = []
        var compared = 0
        for reference in expected {
            let where_ = "\(reference.file)#\(reference.faceIndex)"
            let face: FontFace
            let ours: FaceSummary
            do {
                face = try FontFile(contentsOfFile: reference.file).face(at: reference.faceIndex)
                ours = try face.summary(file: reference.file)
            } catch {
                mismatches.append("\(where_): reader failed: \(error)")
                continue
            }
            compared += 1
            func check<T: Equatable>(_ field: String, _ mine: T, _ theirs: T) {
                if mine != theirs { mismatches.append("\(where_) \(field): reader \(mine) ≠ fontTools \(theirs)") }
            }
            check("postScriptName", ours.postScriptName, reference.postScriptName)
            check("familyName", ours.familyName, reference.familyName)
            check("subfamilyName", ours.subfamilyName, reference.subfamilyName)
            check("typographicFamilyName", ours.typographicFamilyName, reference.typographicFamilyName)
            check("typographicSubfamilyName", ours.typographicSubfamilyName, reference.typographicSubfamilyName)
            check("fullName", ours.fullName, reference.fullName)
            check("wwsFamilyName", ours.wwsFamilyName, reference.wwsFamilyName)
            check("wwsSubfamilyName", ours.wwsSubfamilyName, reference.wwsSubfamilyName)
            check(
                "variationsPostScriptNamePrefix", ours.variationsPostScriptNamePrefix,
                reference.variationsPostScriptNamePrefix)
            check("weightClass", ours.weightClass, reference.weightClass)
            check("widthClass", ours.widthClass, reference.widthClass)
            check("italic", ours.italic, reference.italic)
            check("italicAngle", ours.italicAngle, reference.italicAngle)
            check("fixedPitch", ours.fixedPitch, reference.fixedPitch)
            check("unitsPerEm", ours.unitsPerEm, reference.unitsPerEm)
            check(
                "hhea", [ours.hhea.ascender, ours.hhea.descender, ours.hhea.lineGap],
                [reference.hhea.ascender, reference.hhea.descender, reference.hhea.lineGap])
            check(
                "typo", ours.typo.map { [$0.ascender, $0.descender, $0.lineGap] },
                reference.typo.map { [$0.ascender, $0.descender, $0.lineGap] })
            check("win", ours.win.map { [$0.ascent, $0.descent] }, reference.win.map { [$0.ascent, $0.descent] })
            check("useTypoMetrics", ours.useTypoMetrics, reference.useTypoMetrics)
            check("capHeight", ours.capHeight, reference.capHeight)
            check("xHeight", ours.xHeight, reference.xHeight)
            check(
                "axes",
                ours.axes.map {
                    FontToolsFace.Axis(tag: $0.tag, min: $0.minimum, default: $0.defaultValue, max: $0.maximum)
                }, reference.axes)
            let instances = ours.instances.map { instance in
                var coordinates: [String: Double] = [:]
                for (axis, value) in zip(ours.axes, instance.coordinates) { coordinates[axis.tag] = value }
                return FontToolsFace.Instance(
                    subfamilyName: instance.subfamilyName, postScriptName: instance.postScriptName,
                    postScriptNameDerived: instance.postScriptNameDerived, coordinates: coordinates)
            }
            check("instances", instances, reference.instances)
            let missing = try face.missingCharacters(in: Self.sample).map { String($0) }
            check("missingCharacters", missing, reference.missingCharacters ?? [])
            var count = 0
            var digest: UInt64 = 0
            try face.table(CharacterToGlyphIndexMappingTable.self)?.forEachMapping { code, glyph in
                count += 1
                digest = digest &+ UInt64(code) &* 65537 &+ UInt64(glyph)
            }
            check("cmap mapping count", count, reference.cmapCount ?? -1)
            check("cmap mapping digest", String(digest), reference.cmapDigest ?? "")
            let advance = try face.advanceWidth(of: Self.sample, pointSize: Double(ours.unitsPerEm))
            check("sampleAdvance", advance, Double(reference.sampleAdvance ?? -1))
        }
        print(
            "Differential test: compared \(compared) faces in \(files.count) files with fontTools; \(mismatches.count) mismatch(es)"
        )
        #expect(compared == expected.count)
        #expect(compared >= 100)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(40).joined(separator: "\n"))")
    }
}
