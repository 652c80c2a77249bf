import Foundation
import Testing
import TypesetterBuild
import TypesetterCore
import TypesetterDiagnostics
import TypesetterFonts

/// Width and optical size built end to end with the three-axis test font in Tests/Fixtures/variable-axes
/// (`wght` 100–900, `wdth` 75–125, `opsz` 14–32, `MVAR` and `HVAR` deltas on each; the Fonts tests check the
/// file is the one their builder makes, and compare its instances with fontTools').
@Suite struct VariableAxesBuildTests {
    static let font = repositoryRoot.appendingPathComponent("Tests/Fixtures/variable-axes/Fonts/VaryAxes.ttf")

    /// Builds `styles` (name → typography `$value` JSON, optionally with `$extensions`) with the font.
    static func build(
        _ styles: [(String, String)], extraFonts: [String] = [], lenient: Bool = false
    ) throws -> (result: BuildPipeline.Result, scratch: ScratchFolder) {
        let scratch = ScratchFolder()
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        for name in ["VaryAxes.ttf"] + extraFonts {
            try FileManager.default.copyItem(at: font, to: scratch.url.appendingPathComponent("Fonts/\(name)"))
        }
        let members = styles.map { "\"\($0.0)\": { \"$type\": \"typography\", \($0.1) }" }.joined(separator: ",\n")
        scratch.write("tokens.json", "{\n\(members)\n}")
        let config = scratch.write(
            "typesetter.yml",
            "tokens:\n  - tokens.json\nfonts:\n  - Fonts\noutput:\n  swift: Generated/DesignTokens.swift\n  json: Generated/design-system.json\n"
                + (lenient ? "options:\n  lenient: true\n" : ""))
        return (BuildPipeline.run(configPath: config, write: false), scratch)
    }

    static func value(weight: Int, size: Int = 17, extensions: String? = nil) -> String {
        let base =
            #""$value": { "fontFamily": "Vary Axes", "fontSize": { "value": \#(size), "unit": "px" }, "fontWeight": \#(weight), "lineHeight": 1.4, "letterSpacing": { "value": 0, "unit": "px" } }"#
        return base + (extensions.map { #", "$extensions": { "com.typesetter": \#($0) }"# } ?? "")
    }

    static func instance(_ values: [String: Double]) throws -> FontMetrics {
        let face = try FontFile(contentsOfFile: font.path).face(at: 0)
        return try #require(try face.summary(axisValues: values).lineMetrics(.coreText))
    }

    static func swift(_ result: BuildPipeline.Result) throws -> String {
        let output = try #require(result.outputs.first { $0.path.hasSuffix(".swift") })
        return String(decoding: output.contents, as: UTF8.self)
    }

    @Test func aWidthOnTheAxisIsDrawnAtWdth() throws {
        let (result, _) = try Self.build([("narrow", Self.value(weight: 400, extensions: #"{ "width": 87.5 }"#))])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let style = try #require(result.model?.typography.first)
        #expect(style.typography.width == 87.5)
        let large = style.typography.resolve(at: .large)
        #expect(large.postScriptName == "VaryAxes-Regular")
        #expect(large.variation?.values == ["wght": 400, "wdth": 87.5])
        // The metrics at wdth 87.5 and opsz 17 (CoreText's optical size at 17 pt).
        #expect(large.metrics == (try Self.instance(["wght": 400, "wdth": 87.5, "opsz": 17])))
        let swift = try Self.swift(result)
        #expect(
            swift.contains(
                #"variation: FontVariation(axes: [.init(tag: "wght", value: 400, minimum: 100, maximum: 900), .init(tag: "wdth", value: 87.5, minimum: 75, maximum: 125)])"#
            ))
        #expect(swift.contains("width: 87.5"))
        // Optical size is left to CoreText: never in the variation.
        #expect(!swift.contains(#"tag: "opsz""#))
    }

    @Test func aWidthKeywordMatchesANamedInstanceAtItsOwnMetrics() throws {
        let (result, _) = try Self.build([
            ("condensedBold", Self.value(weight: 700, size: 14, extensions: #"{ "width": "condensed" }"#))
        ])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let style = try #require(result.model?.typography.first)
        let large = style.typography.resolve(at: .large)
        #expect(large.postScriptName == "VaryAxes-CondensedBold")
        #expect(large.variation == nil)
        // The instance's own coordinates, but not its opsz: CoreText sets optical size to the point size for
        // any font with the axis, named instances included.
        #expect(large.axisValues == ["wght": 700, "wdth": 75])
        #expect(large.metrics == (try Self.instance(["wght": 700, "wdth": 75, "opsz": 14])))
        #expect(large.metrics != (try Self.instance([:])))
        let largest = style.typography.resolve(at: .accessibility5)
        #expect(largest.pointSize > 32)
        #expect(largest.metrics == (try Self.instance(["wght": 700, "wdth": 75, "opsz": 32])))
        #expect(largest.metrics != large.metrics)
    }

    @Test func lineMetricsFollowTheOpticalSizeAtEachCategory() throws {
        let (result, _) = try Self.build([("body", Self.value(weight: 400))])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let style = try #require(result.model?.typography.first)
        let face = try #require(
            result.model?.fontFamilies.first?.family.faces.first { $0.postScriptName == "VaryAxes-Regular" })
        // Body at 17 pt: 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 pt.
        #expect(face.opticalSizeMetrics.map(\.pointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        for category in ContentSizeCategory.allCases {
            let resolved = style.typography.resolve(at: category)
            let expected = try Self.instance(["opsz": min(max(resolved.pointSize, 14), 32)])
            #expect(resolved.metrics == expected, "\(category) at \(resolved.pointSize) pt")
        }
        #expect(style.typography.resolve(at: .accessibility5).metrics != style.typography.resolve(at: .xSmall).metrics)
        // The generated family carries the table, so the runtime lays out with the same numbers.
        #expect(
            try Self.swift(result).contains("opticalSizeMetrics: FontFamily.OpticalSizeMetrics.table([14: FontMetrics(")
        )
    }

    @Test func aPinnedOpticalSizeIsCarriedInTheVariation() throws {
        let (result, _) = try Self.build([
            ("caption", Self.value(weight: 400, size: 12, extensions: #"{ "opticalSize": 20 }"#))
        ])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let style = try #require(result.model?.typography.first)
        for category in [ContentSizeCategory.xSmall, .large, .accessibility5] {
            let resolved = style.typography.resolve(at: category)
            #expect(resolved.variation?.values == ["wght": 400, "opsz": 20])
            #expect(resolved.metrics == (try Self.instance(["wght": 400, "opsz": 20])))
        }
        #expect(try Self.swift(result).contains(#".init(tag: "opsz", value: 20, minimum: 14, maximum: 32)"#))
    }

    @Test func aWidthOutsideTheAxisIsTheFaceMissingErrorWithTheRanges() throws {
        let (result, scratch) = try Self.build([
            ("wide", Self.value(weight: 400, extensions: #"{ "width": "ultra-expanded" }"#))
        ])
        let error = try #require(result.diagnostics.first { $0.code == .fontFaceMissing }, "\(result.diagnostics)")
        #expect(
            DiagnosticRenderer.xcode(error)
                == "\(scratch.path)/tokens.json:2:1: error: typography wide: no face of family 'Vary Axes' with weight 400 upright at width 200%; faces of 'Vary Axes': VaryAxes.ttf: wght 100–900, wdth 75–125, opsz 14–32 (2 named instances), Regular (VaryAxes-Regular, 400) [build.font-face-missing]\ntypesetter: note: add the font file to a folder listed under `fonts:` in the configuration, or change fontWeight or the width\n"
        )
    }

    @Test func anInvalidWidthOrOpticalSizeIsReported() throws {
        let (result, scratch) = try Self.build([
            ("bad", Self.value(weight: 400, extensions: #"{ "width": "skinny" }"#)),
            ("far", Self.value(weight: 400, extensions: #"{ "opticalSize": 40 }"#)),
        ])
        let texts = result.diagnostics.filter { $0.severity == .error }.map(DiagnosticRenderer.xcode)
        #expect(
            texts.contains(
                "\(scratch.path)/tokens.json:2:248: error: com.typesetter.width must be a percentage (75, \"75%\") or a CSS font-stretch keyword (ultra-condensed, extra-condensed, condensed, semi-condensed, normal, semi-expanded, expanded, extra-expanded, ultra-expanded) [build.extension-invalid]\n"
            ), "\(texts)")
        #expect(
            texts.contains(
                "\(scratch.path)/tokens.json:3:239: error: typography far: no variable face of family 'Vary Axes' has an opsz axis covering the optical size 40; faces of 'Vary Axes': VaryAxes.ttf: wght 100–900, wdth 75–125, opsz 14–32 (2 named instances), Regular (VaryAxes-Regular, 400) [build.font-face-missing]\ntypesetter: note: remove com.typesetter.opticalSize to let the font follow the point size, or add a variable font with an opsz axis\n"
            ), "\(texts)")
    }

    @Test func twoFilesWithTheSamePostScriptNamesWarn() throws {
        let (result, scratch) = try Self.build([("body", Self.value(weight: 400))], extraFonts: ["VaryAxes-copy.ttf"])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let warning = try #require(result.diagnostics.first { $0.code == .postScriptNameDuplicate })
        let folder = scratch.path + "/Fonts"
        #expect(
            DiagnosticRenderer.xcode(warning)
                == "\(folder)/VaryAxes.ttf: warning: \(folder)/VaryAxes-copy.ttf and \(folder)/VaryAxes.ttf both have the PostScript name 'VaryAxes-Regular': UIFont(name:) finds one face per name, so only one of these files can be asked for by name [font.postscript-name-duplicate]\ntypesetter: note: keep only one of these files in the font folders (a variable font with an ital or slnt axis covers both styles), or give the faces distinct PostScript names (name ID 6)\n"
        )
        #expect(result.diagnostics.filter { $0.code == .postScriptNameDuplicate }.count == 1)
    }

    @Test func lenientFontStretchIsTheWidth() throws {
        let value =
            #""$value": { "fontFamily": "Vary Axes", "fontSize": 17, "fontWeight": 400, "fontStretch": "semi-condensed", "lineHeight": 1.4, "letterSpacing": 0 }"#
        let (result, scratch) = try Self.build([("narrow", value)], lenient: true)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let style = try #require(result.model?.typography.first)
        #expect(style.typography.resolve(at: .large).variation?.values == ["wght": 400, "wdth": 87.5])
        let warning = try #require(result.diagnostics.first { $0.message.contains("fontStretch") })
        #expect(
            DiagnosticRenderer.xcode(warning)
                == "\(scratch.path)/tokens.json:2:110: warning: typography member \"fontStretch\" (1 token) is not part of the Format Module; it is kept as the typography's width [lenient.unused-member]\ntypesetter: note: the Format Module way Typesetter reads is \"$extensions\": {\"com.typesetter\": {\"width\": 75}} (a percentage or a CSS font-stretch keyword)\n"
        )
    }

    // MARK: The committed fixture

    static let fixtureConfig = repositoryRoot.appendingPathComponent("Tests/Fixtures/variable-axes/typesetter.yml").path

    /// Tests/Fixtures/variable-axes builds to its committed outputs (whose Swift `Scripts/check-apple-api`
    /// type-checks against the runtime), without warnings.
    @Test func theFixtureBuildsToItsCommittedOutputs() throws {
        let result = BuildPipeline.run(configPath: Self.fixtureConfig, write: false)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        try expectOutputsMatchCommittedFiles(result.outputs, rerecordFilter: "VariableAxesBuildTests")
    }

    /// Bold Text from a named instance (here the default, VaryAxes-Regular at 400) when the font has no
    /// named instance one step heavier: the variable file drawn at wght 500, not the regular face again.
    @Test func boldTextFromANamedInstanceMovesAlongWght() throws {
        let result = BuildPipeline.run(configPath: Self.fixtureConfig, write: false)
        let body = try #require(result.model?.typography.first { $0.origin.path == "typography.body" })
        let regular = body.typography.resolve(at: .large)
        let bold = body.typography.resolve(at: .large, legibilityWeight: .bold)
        #expect(regular.variation == nil)
        #expect(bold.postScriptName == "VaryAxes-Regular")
        #expect(bold.variation?.values == ["wght": 500])
        #expect(!bold.flags.contains(.faceWeightSubstituted))
        // The check that said "no 500 face" is quiet.
        #expect(result.diagnostics.allSatisfy { $0.code != .boldTextFace })
    }

    /// The catalog draws the condensed named instance at its width (the browser takes only `wght` from
    /// font-weight), a width on the axis at its values, and a pinned optical size; automatic optical size is
    /// left to the browser, as to CoreText.
    @Test func theCatalogDrawsWidthsAndPinnedOpticalSizes() throws {
        let scratch = ScratchFolder()
        let result = BuildPipeline.run(
            configPath: Self.fixtureConfig, write: false, outputs: .catalog(at: scratch.path))
        // The samples' type classes, in fonts.css.
        let css = String(
            decoding: try #require(result.outputs.first { $0.path.hasSuffix("fonts.css") }).contents, as: UTF8.self)
        #expect(
            css.contains(
                #"{ font-family: 'ts-VaryAxes-CondensedBold'; font-size: 28px; line-height: 33.6px; letter-spacing: 0px; font-weight: 700; font-style: normal; font-variation-settings: "wdth" 75, "wght" 700 }"#
            ))
        #expect(css.contains(#"font-variation-settings: "wght" 500, "wdth" 87.5 }"#))
        #expect(css.contains(#"font-variation-settings: "wght" 400, "opsz" 14 }"#))
        #expect(!css.contains(#""opsz" 17"#))
    }
}
