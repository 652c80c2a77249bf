import Foundation
import Testing
import TypesetterBuild
import TypesetterCore
import TypesetterFonts

/// Weights between a variable font's named instances: the fixture in Tests/Fixtures/variable-fonts (a Basic
/// Latin subset of Inter's variable file) built end to end. Its generated Swift is committed beside it and
/// type-checked against the runtime by Scripts/check-apple-api; re-record with
/// `TYPESETTER_RECORD=1 swift test --filter VariableFontBuildTests`.
@Suite struct VariableFontBuildTests {
    static let config = repositoryRoot.appendingPathComponent("Tests/Fixtures/variable-fonts/typesetter.yml").path

    @Test func outputsMatchTheCommittedFiles() throws {
        let result = BuildPipeline.run(configPath: Self.config, write: false)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        try expectOutputsMatchCommittedFiles(result.outputs, rerecordFilter: "VariableFontBuildTests")
        // The variable file is listed once for UIAppFonts, however many faces come from it.
        let fontList = try #require(result.outputs.first { $0.path.hasSuffix("UIAppFonts.txt") })
        #expect(String(decoding: fontList.contents, as: UTF8.self) == "Inter-roman.var.ttf\n")
    }

    @Test func weightsResolveToNamedInstancesOrAxisValues() throws {
        let result = BuildPipeline.run(configPath: Self.config, write: false)
        let model = try #require(result.model)
        let styles = Dictionary(uniqueKeysWithValues: model.typography.map { ($0.origin.swiftName, $0.typography) })
        func resolved(_ name: String, bold: Bool = false) throws -> ResolvedTypography {
            try #require(styles[name]).resolve(at: .large, legibilityWeight: bold ? .bold : .regular)
        }
        // 600 is a named instance: its PostScript name, no variation.
        #expect(try resolved("label").postScriptName == "Inter-SemiBold")
        #expect(try resolved("label").variation == nil)
        // 650 has no instance: the variable file's own face at wght 650, metrics at that instance.
        let emphasis = try resolved("emphasis")
        #expect(emphasis.postScriptName == "Inter")
        #expect(emphasis.variation?.value(of: "wght") == 650)
        #expect(emphasis.weight.rawValue == 650)
        #expect(emphasis.flags.isEmpty)
        // Bold Text: one ladder step along wght (650 → 700), and clamped to the axis (880 → 900, not 1000).
        #expect(try resolved("emphasis", bold: true).variation?.value(of: "wght") == 700)
        #expect(try resolved("display", bold: true).variation?.value(of: "wght") == 900)
        #expect(try resolved("display", bold: true).weight.rawValue == 900)
        // A named instance's Bold Text goes to the next named instance, not to another style's 650.
        #expect(try resolved("label", bold: true).postScriptName == "Inter-Bold")
        #expect(try resolved("label", bold: true).variation == nil)
    }

    @Test func staticFacesCarryNoVariation() throws {
        let result = BuildPipeline.run(configPath: Self.config, write: false)
        let swift = try #require(result.outputs.first { $0.path.hasSuffix(".swift") })
        let text = String(decoding: swift.contents, as: UTF8.self)
        // Two faces between named instances (650 and 880) carry axis values; the named instances do not.
        #expect(text.components(separatedBy: "variation: FontVariation(").count - 1 == 2)
        #expect(
            text.contains(
                "variation: FontVariation(axes: [.init(tag: \"wght\", value: 650, minimum: 100, maximum: 900)])"))
    }

    @Test func aWeightOutsideTheAxisListsTheFileWithItsRange() throws {
        let scratch = ScratchFolder()
        let font = repositoryRoot.appendingPathComponent("Tests/Fixtures/variable-fonts/Fonts/Inter-roman.var.ttf")
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: font, to: scratch.url.appendingPathComponent("Fonts/Inter-roman.var.ttf"))
        scratch.write(
            "tokens.json",
            #"{ "heavy": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 950, "lineHeight": 1.5, "letterSpacing": { "value": 0, "unit": "px" } } } }"#
        )
        let config = scratch.write(
            "typesetter.yml",
            "tokens:\n  - tokens.json\nfonts:\n  - Fonts\noutput:\n  swift: Generated/DesignTokens.swift\n")
        let result = BuildPipeline.run(configPath: config, write: false)
        let error = try #require(result.diagnostics.first { $0.code == .fontFaceMissing }, "\(result.diagnostics)")
        #expect(
            error.message
                == "typography heavy: no face of family 'Inter' with weight 950 upright; faces of 'Inter': Inter-roman.var.ttf: wght 100–900 (9 named instances), Regular (Inter, 400)"
        )
    }

    @Test func theCatalogDrawsVariableStylesAtTheirAxisValues() throws {
        let scratch = ScratchFolder()
        let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/variable-fonts")
        for item in ["Fonts", "tokens"] {
            try FileManager.default.copyItem(
                at: fixture.appendingPathComponent(item), to: scratch.url.appendingPathComponent(item))
        }
        let config = scratch.write(
            "typesetter.yml", "tokens:\n  - tokens/typography.json\nfonts:\n  - Fonts\noutput:\n  catalog: Catalog\n")
        let result = BuildPipeline.run(configPath: config, write: false)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let page = String(
            decoding: try #require(result.outputs.first { $0.path.hasSuffix("Catalog/index.html") }).contents,
            as: UTF8.self)
        let css = String(
            decoding: try #require(result.outputs.first { $0.path.hasSuffix("Catalog/fonts.css") }).contents,
            as: UTF8.self)
        // Weight 650 and its Bold Text (700 along wght) each have a CSS family declared at that weight.
        #expect(css.contains("font-family: \"ts-Inter-wght650\";"))
        #expect(css.contains("font-family: \"ts-Inter-wght700\";"))
        #expect(page.contains("font-family: 'ts-Inter-wght650'; font-size: 17px;"))
        #expect(page.contains("font-weight: 650; font-style: normal; font-variation-settings: &quot;wght&quot; 650\">"))
        // A named instance is drawn at its own coordinates too (a browser would otherwise take only `wght`
        // from font-weight); only the file's default face, body's regular cells, has none: 96 − 12 cells.
        #expect(page.contains("font-family: 'ts-Inter-SemiBold'"))
        #expect(page.contains("font-weight: 600; font-style: normal; font-variation-settings: &quot;wght&quot; 600\">"))
        #expect(page.components(separatedBy: "font-variation-settings").count - 1 == 84)
    }

    /// The fit check measures a variable face at the weight it is drawn at (HVAR deltas), not at the default.
    @Test func fitMeasuresAVariableFaceAtItsAxisValues() throws {
        let result = BuildPipeline.run(configPath: Self.config, write: false)
        let model = try #require(result.model)
        let emphasis = try #require(model.typography.first { $0.origin.swiftName == "emphasis" })
        let resolved = emphasis.typography.resolve(at: .large)
        #expect(resolved.variation?.values == ["wght": 650])
        let file = repositoryRoot.appendingPathComponent("Tests/Fixtures/variable-fonts/Fonts/Inter-roman.var.ttf").path
        let face = try FontFile(contentsOfFile: file).face(at: 0)
        let sample = "Hamburgefonstiv"
        let measured = try #require(AdvanceWidthSource.horizontalMetrics.width(face, resolved, sample))
        #expect(
            measured == (try face.advanceWidth(of: sample, pointSize: resolved.pointSize, axisValues: ["wght": 650])))
        #expect(measured > (try face.advanceWidth(of: sample, pointSize: resolved.pointSize)))
    }
}
