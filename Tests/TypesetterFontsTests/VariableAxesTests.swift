import Foundation
import Testing
import TypesetterCore
@testable import TypesetterFonts

/// Width (`wdth`, `usWidthClass`), optical size (`opsz`) and named instances at their own coordinates, on
/// the three-axis font built from bytes (``FontBuilder/variableAxesFont()``), and PostScript names two
/// files share.
@Suite struct VariableAxesTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/variable-axes/Fonts/VaryAxes.ttf")

    /// The build tests read the font from the fixture folder (they cannot use the builder): it must be the
    /// builder's bytes. `TYPESETTER_RECORD=1` writes it again.
    @Test func theFixtureFileIsTheBuiltFont() throws {
        let bytes = Data(FontBuilder.variableAxesFont())
        if ProcessInfo.processInfo.environment["TYPESETTER_RECORD"] == "1" {
            try FileManager.default.createDirectory(
                at: Self.fixture.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: Self.fixture)
        }
        #expect(try Data(contentsOf: Self.fixture) == bytes, "re-record with TYPESETTER_RECORD=1")
    }

    static func catalog() throws -> FontCatalog {
        // The fixture's path: metrics at axis values read the file again.
        let summary = try FontFile(contentsOfFile: fixture.path).face(at: 0).summary(file: fixture.path)
        return FontCatalog(summaries: [summary])
    }

    @Test func namedInstancesCarryTheirWidthAndCoordinates() throws {
        let catalog = try Self.catalog()
        let faces = try #require(catalog.family(named: "Vary Axes")).faces
        let condensed = try #require(faces.first { $0.postScriptName == "VaryAxes-CondensedBold" })
        #expect(condensed.width == 75)
        #expect(condensed.weight == .bold)
        #expect(condensed.instanceCoordinates == ["wght": 700, "wdth": 75, "opsz": 14])
        #expect(condensed.label == "Condensed Bold (VaryAxes-CondensedBold, 700, width 75%)")
        let regular = try #require(faces.first { $0.postScriptName == "VaryAxes-Regular" })
        #expect(regular.width == 100)
        #expect(regular.instanceCoordinates.isEmpty)
    }

    /// A family named by a face's PostScript name or by its file's name (REI Cedar's tokens name
    /// `Stuart-App-Medium.otf`) is that face's family; other names are none.
    @Test func aFamilyNamedByAFaceOrItsFile() throws {
        let catalog = try Self.catalog()
        #expect(catalog.family(named: "VaryAxes.ttf")?.name == "Vary Axes")
        #expect(catalog.family(named: "varyaxes-condensedbold")?.name == "Vary Axes")
        #expect(catalog.family(named: "VaryAxes.otf") == nil)
        #expect(catalog.family(named: "Vary") == nil)
    }

    @Test func aNamedInstanceUsesTheMetricsAtItsOwnCoordinates() throws {
        let catalog = try Self.catalog()
        let faces = try #require(catalog.family(named: "Vary Axes")).faces
        let condensed = try #require(faces.first { $0.postScriptName == "VaryAxes-CondensedBold" })
        let face = try FontFile(bytes: FontBytes(FontBuilder.variableAxesFont())).face(at: 0)
        let atInstance = try face.summary(axisValues: ["wght": 700, "wdth": 75, "opsz": 14]).lineMetrics(.coreText)
        let atDefault = try face.summary().lineMetrics(.coreText)
        let metrics = try #require(catalog.metrics(for: condensed))
        #expect(metrics == atInstance)
        #expect(metrics != atDefault)
    }

    @Test func opticalSizeMetricsFollowThePointSizeClampedToTheAxis() throws {
        let catalog = try Self.catalog()
        let regular = try #require(
            catalog.family(named: "Vary Axes")?.faces.first { $0.postScriptName == "VaryAxes-Regular" })
        #expect(catalog.hasOpticalSizeAxis(regular))
        let face = try FontFile(bytes: FontBytes(FontBuilder.variableAxesFont())).face(at: 0)
        for size in [11.0, 17, 23, 32, 53] {
            let expected = try face.summary(axisValues: ["opsz": min(max(size, 14), 32)]).lineMetrics(.coreText)
            #expect(catalog.metrics(for: regular, pointSize: size) == expected, "at \(size) pt")
        }
        // Below the axis the default (14) holds; at 32 the MVAR opsz deltas apply in full.
        #expect(catalog.metrics(for: regular, pointSize: 11) == catalog.metrics(for: regular))
        #expect(catalog.metrics(for: regular, pointSize: 32) != catalog.metrics(for: regular))
    }

    @Test func aWidthInsideTheAxisIsDrawnFromTheVariableFile() throws {
        let catalog = try Self.catalog()
        let face = try #require(
            catalog.variableMatch(family: "Vary Axes", weight: .regular, italic: false, width: 87.5))
        #expect(face.axisValues == ["wght": 400, "wdth": 87.5])
        #expect(face.width == 87.5)
        #expect(face.style == "wght 400 wdth 87.5")
        // The optical size is left to CoreText unless pinned.
        let pinned = try #require(
            catalog.variableMatch(
                family: "Vary Axes", weight: .init(rawValue: 650)!, italic: false, width: 125, opticalSize: 20))
        #expect(pinned.axisValues == ["wght": 650, "wdth": 125, "opsz": 20])
        #expect(catalog.variableMatch(family: "Vary Axes", weight: .regular, italic: false, width: 50) == nil)
        #expect(catalog.variableMatch(family: "Vary Axes", weight: .regular, italic: false, opticalSize: 40) == nil)
    }

    @Test func aWidthOutsideEveryRangeNamesTheAxisRanges() throws {
        let catalog = try Self.catalog()
        let error = #expect(throws: FontReadError.self) {
            try catalog.match(family: "Vary Axes", weight: .regular, italic: false, width: 50)
        }
        #expect(
            error?.description
                == "no face of family 'Vary Axes' with weight 400 upright at width 50%; faces of 'Vary Axes': VaryAxes.ttf: wght 100–900, wdth 75–125, opsz 14–32 (2 named instances), Regular (VaryAxes-Regular, 400)"
        )
    }

    @Test func staticFacesTakeTheirWidthFromUsWidthClass() throws {
        #expect(FontCatalog.widthPercentage(widthClass: 3) == 75)
        #expect(FontCatalog.widthPercentage(widthClass: 5) == 100)
        #expect(FontCatalog.widthPercentage(widthClass: 9) == 200)
        #expect(FontCatalog.widthPercentage(widthClass: 0) == nil)
        let condensed = try FontFile(
            bytes: FontBytes(
                FontBuilder.font(
                    FontBuilder.standardTables(
                        os2: FontBuilder.os2(widthClass: 3),
                        name: FontBuilder.names(
                            family: "Test Sans", subfamily: "Condensed", postScript: "TestSans-Condensed"))))
        )
        .face(at: 0).summary(file: "TestSans-Condensed.otf")
        let normal = try FontFile(bytes: FontBytes(FontBuilder.font())).face(at: 0).summary(
            file: "TestSans-Regular.otf")
        let catalog = FontCatalog(summaries: [normal, condensed])
        #expect(
            try catalog.match(family: "Test Sans", weight: .regular, italic: false, width: 75).postScriptName
                == "TestSans-Condensed")
        #expect(
            try catalog.match(family: "Test Sans", weight: .regular, italic: false).postScriptName == "TestSans-Regular"
        )
    }

    @Test func twoFilesWithOnePostScriptNameAreReported() throws {
        let roman = try FontFile(bytes: FontBytes(FontBuilder.font())).face(at: 0).summary(file: "Fonts/Test-roman.otf")
        let italic = try FontFile(bytes: FontBytes(FontBuilder.font())).face(at: 0).summary(
            file: "Fonts/Test-italic.otf")
        let catalog = FontCatalog(summaries: [roman, italic])
        #expect(
            catalog.diagnostics.map(DiagnosticRenderer.xcode) == [
                "Fonts/Test-italic.otf: warning: Fonts/Test-roman.otf and Fonts/Test-italic.otf both have the PostScript name 'TestSans-Regular': UIFont(name:) finds one face per name, so only one of these files can be asked for by name [font.postscript-name-duplicate]\n"
                    + "typesetter: note: keep only one of these files in the font folders (a variable font with an ital or slnt axis covers both styles), or give the faces distinct PostScript names (name ID 6)\n"
            ])
        // One file read twice (the same path) is not a duplicate.
        #expect(FontCatalog(summaries: [roman, roman]).diagnostics.isEmpty)
    }
}
