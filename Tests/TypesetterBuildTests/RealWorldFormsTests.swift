import Foundation
import Testing
import TypesetterBuild
import TypesetterCore
import TypesetterTokens

/// Token files as design tools export them, built end to end in lenient mode: what the interpreter makes of
/// the lenient value forms (relative letter spacing, italic weights, Figma text styles, unitless sizes).
@Suite struct RealWorldFormsTests {
    func build(_ tokens: String, options: String = "") -> BuildPipeline.Result {
        let folder = ScratchFolder()
        folder.write("tokens.json", tokens)
        folder.write(
            "typesetter.yml",
            "tokens: [tokens.json]\noutput: { swift: Tokens.swift }\noptions: { lenient: true\(options) }\n")
        return BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
    }

    /// A text style as the Figma "Design Tokens" plugin (lukasoppermann/design-tokens) exports it: Apple's
    /// "Large Title / Regular", 34/41 SF Pro.
    @Test func figmaTextStyleBuildsToTheSystemFontOnLargeTitle() throws {
        let result = build(
            #"""
            { "font": { "large title": { "regular": {
                "type": "custom-fontStyle",
                "value": { "fontSize": 34, "textDecoration": "none", "fontFamily": "SF Pro", "fontWeight": 400,
                           "fontStyle": "normal", "fontStretch": "normal", "letterSpacing": 0, "lineHeight": 41,
                           "paragraphIndent": 0, "paragraphSpacing": 0, "textCase": "none" },
                "extensions": { "org.lukasoppermann.figmaDesignTokens": { "styleId": "S:0b1c", "exportKey": "font" } } } } } }
            """#)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let style = try #require(result.model?.typography.first)
        #expect(style.origin.path == "font.large title.regular")
        #expect(style.typography.font == .system(design: .default))
        let large = style.typography.resolve(at: .large)
        #expect(large.textStyle == .largeTitle)
        #expect(large.pointSize == 34)
        #expect(abs(large.lineHeight - 41) < 1e-9)
        #expect(large.weight == .regular)
        #expect(!large.isItalic)
    }

    @Test func relativeLetterSpacingStaysRelativeAndItalicWeightsKeepTheItalic() throws {
        let result = build(
            #"""
            { "tracking": { "tight": { "value": "-2%", "type": "letterSpacing" } },
              "heading": { "type": "typography", "value": {
                "fontFamily": "system-ui", "fontWeight": "Bold Italic", "fontSize": "20px",
                "lineHeight": "120%", "letterSpacing": "{tracking.tight}" } } }
            """#)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let style = try #require(result.model?.typography.first { $0.origin.path == "heading" })
        #expect(style.typography.letterSpacing == .em(-0.02))
        #expect(style.typography.isItalic)
        #expect(style.typography.weight == .bold)
        // -0.02 em of the scaled size at every category.
        let ax3 = style.typography.resolve(at: .accessibility3)
        #expect(abs(ax3.tracking - (-0.02 * ax3.pointSize)) < 1e-9)
        // The em token itself is named in a note, not emitted as a dimension.
        #expect(result.model?.dimensions.isEmpty == true)
        #expect(result.diagnostics.contains { $0.severity == .note && $0.message.contains("tracking.tight") })
    }

    @Test(arguments: [("", 12.0), (", unitlessDimension: rem", 192.0)])
    func unitlessSizesTakeTheConfiguredUnit(options: String, points: Double) throws {
        let result = build(#"{ "spacing": { "lg": { "value": 12, "type": "spacing" } } }"#, options: options)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        #expect(result.model?.dimensions.first?.points == points)
        let warning = try #require(
            result.diagnostics.first { $0.message.contains("bare number") || $0.message.contains("unitless") })
        #expect(warning.message.contains(options.isEmpty ? "px" : "rem"))
    }
}
