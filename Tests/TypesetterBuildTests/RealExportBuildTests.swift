import Foundation
import Testing
import TypesetterBuild
import TypesetterDiagnostics

/// What a build makes of forms real exports write, beyond reading them: the contexts it builds, the sizes of a
/// set without text styles.
@Suite struct RealExportBuildTests {
    /// Cosnova's and Element's Tokens Studio themes without a group: the build says which one it reads.
    @Test func contextsTheConfigurationDoesNotChooseAreNamed() {
        let folder = ScratchFolder()
        folder.write(
            "$themes.json",
            #"[{"name": "Global", "selectedTokenSets": {"global": "enabled"}}, {"name": "iOS", "selectedTokenSets": {"global": "enabled", "ios": "enabled"}}]"#
        )
        folder.write("global.json", #"{"space": {"value": "4px", "type": "spacing"}}"#)
        folder.write(
            "ios.json",
            #"{"body": {"value": {"fontFamily": "Inter", "fontSize": "17", "lineHeight": "22"}, "type": "typography"}}"#
        )
        folder.write("typesetter.yml", "tokens: [.]\noptions:\n  lenient: true\n  missingFontFamily: systemFont\n")
        let unchosen = BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
        let text = DiagnosticRenderer.render(
            unchosen.diagnostics.filter { $0.code == .contextsNotChosen }, as: .xcode)
        #expect(
            text == """
                typesetter: warning: the tokens have 2 contexts (themes or modes) and `appearances:` chooses none, so the build reads the first, theme=Global; the others (theme=iOS) are not built [build.contexts-not-chosen]
                typesetter: note: choose in the configuration: `appearances: { any: { <group>: <theme> }, dark: { … } }`; themes without a group combine as "A + B"

                """)
        #expect(unchosen.model?.typography.isEmpty == true)
        folder.write(
            "typesetter.yml",
            "tokens: [.]\nappearances:\n  any: { theme: iOS }\noptions:\n  lenient: true\n  missingFontFamily: systemFont\n"
        )
        let chosen = BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
        #expect(!chosen.diagnostics.contains { $0.code == .contextsNotChosen })
        #expect(chosen.model?.typography.map(\.origin.path) == ["body"])
    }

    /// Gestalt's property-first Style Dictionary tree: `font.size.*` with no text style are the set's sizes.
    @Test func typographyGroupSizesWithoutStylesAreDimensions() {
        let folder = ScratchFolder()
        folder.write(
            "tokens.json",
            #"{ "font": { "size": { "date": { "value": "16px" } }, "lineheight": { "date": { "value": "22px" } } } }"#)
        folder.write("typesetter.yml", "tokens: [tokens.json]\noptions:\n  lenient: true\n")
        let result = BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
        #expect(result.model?.dimensions.map(\.origin.path) == ["font.size.date", "font.lineheight.date"])
        #expect(!result.diagnostics.contains { $0.code == .dimensionsInTypographyGroups })
    }

    /// REI Cedar names a font file as the family: found by the file's name in a font folder; missing, the
    /// warning says it is a file's name.
    @Test func aFamilyNamedByItsFontFile() throws {
        let folder = ScratchFolder()
        let style = { (family: String) in
            #"{ "$type": "typography", "$value": { "fontFamily": "\#(family)", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } }"#
        }
        folder.write("tokens.json", "{ \"a\": \(style("VaryAxes.ttf")), \"b\": \(style("Stuart-App-Medium.otf")) }")
        try FileManager.default.createDirectory(
            atPath: folder.path + "/Fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: repositoryRoot.appendingPathComponent("Tests/Fixtures/variable-axes/Fonts/VaryAxes.ttf").path,
            toPath: folder.path + "/Fonts/VaryAxes.ttf")
        folder.write(
            "typesetter.yml", "tokens: [tokens.json]\nfonts: [Fonts]\noptions:\n  missingFontFamily: systemFont\n")
        let result = BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
        guard
            case .custom(let family)? = result.model?.typography.first(where: { $0.origin.path == "a" })?.typography
                .font
        else {
            Issue.record("a is not in the file's family: \(result.diagnostics.map(\.message))")
            return
        }
        #expect(family.name == "Vary Axes")
        #expect(
            result.diagnostics.filter { $0.code == .fontFamilyMissing }.map(\.message) == [
                #"typography b: font family "Stuart-App-Medium.otf" is not in the font folders (1 family found there, none with a similar name); "Stuart-App-Medium.otf" is a font file's name, found when the file is in a font folder; laid out in the system font"#
            ])
    }

    /// A set that names a web font in every style: one warning for the family, naming how many styles.
    @Test func aMissingFamilyIsOneWarningForAllItsStyles() {
        let folder = ScratchFolder()
        let style =
            #"{ "$type": "typography", "$value": { "fontFamily": "Tele Neo Web", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } }"#
        folder.write("tokens.json", "{ \"a\": \(style), \"b\": \(style), \"c\": \(style) }")
        folder.write("typesetter.yml", "tokens: [tokens.json]\noptions:\n  missingFontFamily: systemFont\n")
        let result = BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
        #expect(
            result.diagnostics.filter { $0.code == .fontFamilyMissing }.map(\.message) == [
                #"typography a and 2 more styles: font family "Tele Neo Web" is not in the font folders (no fonts were found there); laid out in the system font"#
            ])
        #expect(result.model?.typography.count == 3)
    }
}
