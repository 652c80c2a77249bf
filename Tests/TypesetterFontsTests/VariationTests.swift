import Foundation
import Testing
@testable import TypesetterFonts

/// `avar`, `MVAR`, `HVAR` and the item variation store, on the two-axis font built in
/// ``FontBuilder/variableFont(hheaLikeTypo:avar:)``. Expected values are worked out by hand in each test
/// from the deltas written there; the fontTools differential below checks the same font independently.
@Suite struct VariationTests {
    static func face(hheaLikeTypo: Bool = false, avar: Bool = true) throws -> FontFace {
        try FontFile(bytes: FontBytes(FontBuilder.variableFont(hheaLikeTypo: hheaLikeTypo, avar: avar))).face(at: 0)
    }

    @Test func normalizesThroughFvarAndAvar() throws {
        let face = try Self.face()
        // wght 650: (650 − 400) / 500 = 0.5, which avar maps to 0.25; wdth left out: default, 0.
        #expect(try face.normalizedCoordinates(for: ["wght": 650]) == [0.25, 0])
        // wght 250: −0.5 → −0.75 (an exact map entry); wdth 87.5: (87.5 − 100) / 25 = −0.5 (identity map).
        #expect(try face.normalizedCoordinates(for: ["wght": 250, "wdth": 87.5]) == [-0.75, -0.5])
        // wght 775: 0.75, between the entries 0.5 → 0.25 and 1 → 1: 0.25 + 0.75 × 0.5 = 0.625.
        #expect(try face.normalizedCoordinates(for: ["wght": 775]) == [0.625, 0])
        // Out of range values clamp; tags the font has no axis for are ignored.
        #expect(try face.normalizedCoordinates(for: ["wght": 5000, "wdth": 0, "opsz": 12]) == [1, -1])
        // Without avar the default normalization stands.
        #expect(try Self.face(avar: false).normalizedCoordinates(for: ["wght": 650]) == [0.5, 0])
        // Quantized to F2DOT14: 1/3 is not representable.
        #expect(
            try Self.face(avar: false).normalizedCoordinates(for: ["wdth": 100 + 25.0 / 3]) == [
                0, Double(5461) / 16384,
            ])
    }

    @Test func regionScalarsFollowTheSpec() {
        typealias Axis = ItemVariationStore.RegionAxis
        let tent = Axis(start: 0, peak: 0.5, end: 1)
        #expect(tent.scalar(at: 0.25) == 0.5)
        #expect(tent.scalar(at: 0.5) == 1)
        #expect(tent.scalar(at: 0.625) == 0.75)
        #expect(tent.scalar(at: 1) == 0)
        #expect(tent.scalar(at: -0.2) == 0)
        // Peak 0: the axis does not constrain the region.
        #expect(Axis(start: 0, peak: 0, end: 0).scalar(at: 0.7) == 1)
        // Invalid tents (start > peak, or crossing zero) are ignored, per the spec.
        #expect(Axis(start: 0.6, peak: 0.5, end: 1).scalar(at: 0.1) == 1)
        #expect(Axis(start: -0.5, peak: 0.5, end: 1).scalar(at: -0.4) == 1)
    }

    @Test func metricsMoveByMVARDeltas() throws {
        let face = try Self.face()
        let base = try face.summary()
        #expect(base.typo == .init(ascender: 750, descender: -250, lineGap: 100))

        // wght 650 → 0.25: region 0 scalar 0.25, region 3 (wdth 0) scalar 0.
        let semibold = try face.summary(axisValues: ["wght": 650])
        // hasc 750 + 60 × 0.25 = 765; hdsc −250 + otRound(−7.5) = −257; hlgp 100 + otRound(2.5) = 103.
        #expect(semibold.typo == .init(ascender: 765, descender: -257, lineGap: 103))
        // hhea differs from the typo metrics in the default instance: left as it is.
        #expect(semibold.hhea == base.hhea)
        #expect(semibold.capHeight == 710)  // 700 + 40 × 0.25
        #expect(semibold.xHeight == 506)  // 500 + otRound(6.25)
        #expect(semibold.win == .init(ascent: 975, descent: 305))  // 900 + 75, 300 + 5

        // wght 100, wdth 125 → (−1, 1): regions 1 and 2 at full strength.
        let thinWide = try face.summary(axisValues: ["wght": 100, "wdth": 125])
        #expect(thinWide.typo == .init(ascender: 740, descender: -240, lineGap: 100))
        #expect(thinWide.capHeight == 688)
        #expect(thinWide.xHeight == 501)  // 500 − 7 + 8
        #expect(thinWide.win == .init(ascent: 850, descent: 300))

        // The default instance is the summary itself.
        #expect(try face.summary(axisValues: ["wght": 400, "wdth": 100]) == base)
        #expect(try face.summary(axisValues: [:]) == base)
    }

    @Test func hheaFollowsTypoMetricsWhenTheyAgree() throws {
        let face = try Self.face(hheaLikeTypo: true)
        let semibold = try face.summary(axisValues: ["wght": 650])
        #expect(semibold.hhea == .init(ascender: 765, descender: -257, lineGap: 103))
        let metrics = try #require(semibold.lineMetrics(.coreText))
        #expect(metrics.ascender == 765)
        #expect(metrics.capHeight == 710)
    }

    @Test func advancesMoveByHVARDeltas() throws {
        let face = try Self.face()
        // Default: hmtx 600 ('A', glyph 1), 700 ('B', glyph 2), 500 (unmapped 'Z' → glyph 0).
        #expect(try face.advances(of: "ABZ") == [600, 700, 500])
        // wght 650 (0.25): A = 600 + 120 × 0.25 (LONG_WORDS subtable) = 630; B = 700 + otRound(12.5) = 713.
        #expect(try face.advances(of: "ABZ", axisValues: ["wght": 650]) == [630, 713, 500])
        // (−1, 1): A = 600 + 30 (region 2); B = 700 − 25 (region 1) + 15 (region 2) = 690.
        #expect(try face.advances(of: "AB", axisValues: ["wght": 100, "wdth": 125]) == [630, 690])
        // Sum scaled to the point size: (630 + 713) × 17 / 1000.
        #expect(try face.advanceWidth(of: "AB", pointSize: 17, axisValues: ["wght": 650]) == 1343 * 17 / 1000.0)
    }

    @Test func malformedVariationTablesThrowTypedErrors() throws {
        func face(_ extra: [(String, [UInt8])]) throws -> FontFace {
            var tables = FontBuilder.standardTables(
                fvar: FontBuilder.fvar(axes: [("wght", 100, 400, 900)], instances: [], withPostScriptNames: true))
            tables += extra
            return try FontFile(bytes: FontBytes(FontBuilder.sfnt(tables))).face(at: 0)
        }
        let region: [FontBuilder.Region] = [[(0, 1, 1)]]
        // A column that uses region 5 of 1.
        let badRegion = FontBuilder.itemVariationStore(
            axisCount: 1, regions: region, data: [.init(regionIndexes: [5], wordDeltaCount: 0, rows: [[1]])])
        let mvar = try face([("MVAR", FontBuilder.mvar(records: [("hasc", 0, 0)], store: badRegion))])
        #expect(throws: FontReadError.invalidTable(.mvar, reason: "item variation data 0 uses region 5 of 1")) {
            try mvar.summary(axisValues: ["wght": 900])
        }
        // A record pointing past the store.
        let store = FontBuilder.itemVariationStore(
            axisCount: 1, regions: region, data: [.init(regionIndexes: [0], wordDeltaCount: 0, rows: [[1]])])
        let pastEnd = try face([("MVAR", FontBuilder.mvar(records: [("hasc", 0, 3)], store: store))])
        #expect(
            throws: FontReadError.invalidTable(
                .mvar, reason: "delta-set index 0/3 is past the 1 item(s) of its subtable")
        ) {
            try pastEnd.summary(axisValues: ["wght": 900])
        }
        // HVAR cut inside its store.
        let hvar = FontBuilder.hvar(store: store, advanceMapping: nil)
        let cut = try face([("HVAR", Array(hvar.prefix(30)))])
        #expect(throws: FontReadError.self) { try cut.advances(of: "A", axisValues: ["wght": 900]) }
        // A truncated avar.
        let avar = try face([("avar", Array(FontBuilder.avar([[(-1, -1), (0, 0), (1, 1)]]).prefix(12)))])
        #expect(throws: FontReadError.self) { try avar.normalizedCoordinates(for: ["wght": 900]) }
        // Unknown versions.
        var badVersion = FontBuilder.avar([[]]); badVersion[1] = 0; badVersion[0] = 3
        #expect(throws: FontReadError.invalidTable(.avar, reason: "unknown version 768")) {
            try face([("avar", badVersion)]).normalizedCoordinates(for: ["wght": 900])
        }
        // NO_VARIATION_INDEX has no delta, and an absent (null) subtable has zero deltas.
        let none = try face([
            (
                "MVAR",
                FontBuilder.mvar(
                    records: [("hasc", 0xFFFF, 0xFFFF), ("cpht", 1, 0)],
                    store: FontBuilder.itemVariationStore(
                        axisCount: 1, regions: region,
                        data: [.init(regionIndexes: [0], wordDeltaCount: 0, rows: [[1]]), nil]))
            )
        ])
        #expect(try none.summary(axisValues: ["wght": 900]).typo?.ascender == 750)
        #expect(try none.summary(axisValues: ["wght": 900]).capHeight == 700)
    }
}

/// What `fonttools_instance.py` prints per instance.
private struct FontToolsInstance: Decodable {
    var file: String
    var location: [String: Double]
    var hhea: [Int]
    var typo: [Int]
    var win: [Int]
    var capHeight: Int
    var xHeight: Int
    var advances: [Int]
}

/// The reader's instance metrics against static instances written by fontTools' instancer
/// (`fontTools.varLib.instancer`), on the built font (avar, MVAR, HVAR without `gvar`: the instancer applies
/// HVAR) and on Debian's Inter variable files (HVAR against advances from `gvar` phantom points).
@Suite struct VariationDifferentialTests {
    static let sample = "AaBbgHhIiMmOoWw0123 ,.—éßÆ"

    @Test func agreesWithFontToolsInstancer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-variation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var requests: [[String: Any]] = []
        for (name, bytes) in [
            ("vary.ttf", FontBuilder.variableFont()), ("vary-synced.ttf", FontBuilder.variableFont(hheaLikeTypo: true)),
        ] {
            let path = folder.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            for location: [String: Double] in [
                ["wght": 650], ["wght": 100, "wdth": 125], ["wght": 775, "wdth": 112.5], ["wght": 250, "wdth": 80],
                ["wght": 900, "wdth": 75], ["wght": 333.3],
            ] {
                requests.append(["file": path, "location": location, "sample": "ABZ"])
            }
        }
        // Three axes (wght, wdth, opsz) with MVAR/HVAR deltas on each, an intermediate opsz×wght region and
        // an opsz avar map: the optical sizes Dynamic Type draws at (11…53 pt, clamped to 14–32) and widths.
        let axesPath = folder.appendingPathComponent("vary-axes.ttf").path
        try Data(FontBuilder.variableAxesFont()).write(to: URL(fileURLWithPath: axesPath))
        for location: [String: Double] in [
            ["opsz": 11], ["opsz": 17], ["opsz": 20], ["opsz": 23], ["opsz": 28], ["opsz": 32], ["opsz": 53],
            ["wdth": 75], ["wdth": 87.5], ["wdth": 112.5], ["wght": 650, "wdth": 80, "opsz": 17],
            ["wght": 700, "wdth": 75, "opsz": 14], ["wght": 900, "wdth": 125, "opsz": 24.5],
            ["wght": 250, "wdth": 90, "opsz": 31],
        ] {
            requests.append(["file": axesPath, "location": location, "sample": "ABZ"])
        }
        let roman = try #require(
            RealFonts.path("Inter-roman.var.ttf"),
            "fonts-inter-variable is not installed: run Scripts/install-test-deps")
        let both = try #require(
            RealFonts.path("Inter.var.ttf"), "fonts-inter-variable is not installed: run Scripts/install-test-deps")
        for location: [String: Double] in [["wght": 650], ["wght": 100], ["wght": 287.5], ["wght": 900]] {
            requests.append(["file": roman, "location": location, "sample": Self.sample])
        }
        for location: [String: Double] in [["wght": 650, "slnt": -5], ["wght": 130, "slnt": -10]] {
            requests.append(["file": both, "location": location, "sample": Self.sample])
        }
        let requestFile = folder.appendingPathComponent("requests.json")
        try JSONSerialization.data(withJSONObject: requests).write(to: requestFile)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "fonttools_instance.py"
        ).path
        let result = try RealFonts.run("/usr/bin/env", ["python3", script, requestFile.path])
        try #require(
            result.status == 0, "fonttools_instance.py failed (is fontTools installed? Scripts/install-test-deps)")
        let expected = try JSONDecoder().decode([FontToolsInstance].self, from: Data(result.stdout.utf8))
        try #require(expected.count == requests.count)

        var mismatches: [String] = []
        for reference in expected {
            let face = try FontFile(contentsOfFile: reference.file).face(at: 0)
            let ours = try face.summary(file: reference.file, axisValues: reference.location)
            let place =
                "\(URL(fileURLWithPath: reference.file).lastPathComponent) \(reference.location.sorted { $0.key < $1.key })"
            func check<T: Equatable>(_ field: String, _ mine: T, _ theirs: T) {
                if mine != theirs { mismatches.append("\(place) \(field): reader \(mine) ≠ fontTools \(theirs)") }
            }
            check("hhea", [ours.hhea.ascender, ours.hhea.descender, ours.hhea.lineGap], reference.hhea)
            check("typo", ours.typo.map { [$0.ascender, $0.descender, $0.lineGap] }, reference.typo)
            check("win", ours.win.map { [$0.ascent, $0.descent] }, reference.win)
            check("capHeight", ours.capHeight, reference.capHeight)
            check("xHeight", ours.xHeight, reference.xHeight)
            let sample = reference.file.hasSuffix(".var.ttf") ? Self.sample : "ABZ"
            check("advances", try face.advances(of: sample, axisValues: reference.location), reference.advances)
        }
        print(
            "Variation differential: \(expected.count) instances compared with fontTools' instancer; \(mismatches.count) mismatch(es)"
        )
        #expect(mismatches.isEmpty, "\(mismatches.prefix(30).joined(separator: "\n"))")
    }
}
