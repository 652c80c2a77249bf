import Foundation
import Testing
@testable import TypesetterBuild
import TypesetterTokens

@Suite struct InterpretTests {
    func build(_ tokens: String, fonts: [String] = []) -> BuildPipeline.Result {
        let folder = ScratchFolder()
        folder.write("tokens.json", tokens)
        let fontList = fonts.isEmpty ? "" : "fonts: [\(fonts.joined(separator: ", "))]\n"
        folder.write("typesetter.yml", "tokens: [tokens.json]\n\(fontList)output: { swift: Tokens.swift }\n")
        return BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
    }

    static func typography(_ family: String, weight: Int = 400, size: Int = 16) -> String {
        #"{ "$type": "typography", "$value": { "fontFamily": "\#(family)", "fontSize": { "value": \#(size), "unit": "px" }, "fontWeight": \#(weight), "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } }"#
    }

    @Test func namesThatCollideAfterCamelCasingAreNamedApart() {
        let result = build(
            #"{ "body-small": \#(Self.typography("system-ui")), "bodySmall": \#(Self.typography("system-ui")) }"#)
        let collision = result.diagnostics.first { $0.code == .swiftNameCollision }
        #expect(collision?.severity == .warning)
        #expect(
            collision?.message
                == "the typography styles body-small and bodySmall would both become the Swift name `bodySmall`; named apart: body-small → `body_small`, bodySmall → `bodySmall`"
        )
        #expect(collision?.notes.first?.message == "body-small is defined here")
        #expect(result.model?.typography.map(\.origin.swiftName) == ["body_small", "bodySmall"])
        #expect(!result.outputs.isEmpty)
    }

    @Test func missingWeightListsTheFacesThatExist() throws {
        let result = build(
            #"{ "body": \#(Self.typography("Inter", weight: 350)) }"#, fonts: ["/usr/share/fonts/opentype/inter"])
        let error = try #require(result.diagnostics.first { $0.code == .fontFaceMissing })
        #expect(error.message.hasPrefix("typography body: "))
        #expect(error.message.contains("Inter"))
        #expect(error.message.contains("Regular (Inter-Regular, 400)"))
    }

    @Test func dimensionsAreLeftOutOnlyByTheDocumentedRuleAndNamedInANote() throws {
        let result = build(
            #"""
            { "$type": "dimension",
              "textField": { "height": { "$value": { "value": 44, "unit": "px" } } },
              "fontPicker": { "width": { "$value": { "value": 200, "unit": "px" } } },
              "font-size": { "sm": { "$value": { "value": 13, "unit": "px" } }, "md": { "$value": { "value": 15, "unit": "px" } } },
              "lineHeights": { "tight": { "$value": { "value": 18, "unit": "px" } } },
              "LetterSpacing": { "wide": { "$value": { "value": 1, "unit": "px" } } },
              "body": \#(Self.typography("system-ui")) }
            """#)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.model?.dimensions.map(\.origin.path) == ["textField.height", "fontPicker.width"])
        let note = try #require(result.diagnostics.first { $0.code == .dimensionsInTypographyGroups })
        #expect(note.severity == .note)
        #expect(
            note.message
                == "4 dimension tokens in typography groups (font-size.sm, font-size.md, lineHeights.tight, …) feed typography only and are not emitted as dimensions"
        )
        #expect(note.location.map { "\($0.line):\($0.column)" } == "4:18")
        #expect(result.diagnostics.filter { $0.code == .dimensionsInTypographyGroups }.count == 1)
    }

    @Test func realFacesMetricsAndFallbacks() throws {
        let result = build(
            #"{ "body": \#(Self.typography("Inter")), "jp": { "$type": "typography", "$value": { "fontFamily": ["Hiragino Sans", "Noto Sans CJK JP"], "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } } }"#,
            fonts: ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"])
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let model = try #require(result.model)
        let body = try #require(model.typography.first { $0.origin.path == "body" })
        let resolved = body.typography.resolve(at: .large)
        #expect(resolved.postScriptName == "Inter-Regular")
        // Inter: unitsPerEm 2816, hhea 2728/−680/0.
        #expect(resolved.naturalLineHeight == 16.0 * (2728 + 680) / 2816)
        let japanese = try #require(model.typography.first { $0.origin.path == "jp" })
        #expect(japanese.typography.resolve(at: .large).postScriptName == "NotoSansCJKjp-Regular")
        #expect(model.fontFiles == ["Inter-Medium.otf", "Inter-Regular.otf", "NotoSansCJK-Regular.ttc"])
    }

    @Test func systemFontNamesAndRem() throws {
        let result = build(
            #"{ "a": \#(Self.typography("-apple-system")), "b": { "$type": "typography", "$value": { "fontFamily": "SF Pro Rounded", "fontSize": { "value": 1.25, "unit": "rem" }, "fontWeight": 700, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } } }"#
        )
        let model = try #require(result.model)
        #expect(model.typography.map(\.typography.size) == [16, 20])
        #expect(model.typography.last?.typography.font == .system(design: .rounded))
        #expect(model.fontFamilies.isEmpty)
    }

    /// Keywords in any case, with hyphens, underscores or neither, and percentages with or without `%`.
    @Test(arguments: [
        ("condensed", 75.0), ("Semi-Condensed", 87.5), ("semi_condensed", 87.5), ("semicondensed", 87.5),
        ("  ultra-expanded ", 200.0), ("NORMAL", 100.0), ("87.5%", 87.5), ("110", 110.0), ("extra_expanded", 150.0),
    ])
    func widthKeywordsAndPercentages(text: String, percentage: Double) {
        #expect(FontWidth.percentage(text) == percentage)
    }

    @Test(arguments: ["wide", "-5%", "0", "semi condensed", "condensed-", ""])
    func widthsThatAreNeither(text: String) {
        #expect(FontWidth.percentage(text) == nil)
    }
}
