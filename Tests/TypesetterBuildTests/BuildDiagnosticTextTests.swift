import Foundation
import Testing
import TypesetterBuild
import TypesetterDiagnostics

/// One case per diagnostic code of the build (configuration, interpretation, checks, templates, writing)
/// that no other test renders: the smallest configuration and tokens that produce it, and the exact text
/// (the `xcode` form) of everything the build reports. `DiagnosticCodeCoverageTests` checks every code has one.
@Suite struct BuildDiagnosticTextTests {
    /// The bundled Inter and Noto Sans CJK subsets of the Showcase example.
    static let fonts = repositoryRoot.appendingPathComponent("Examples/Showcase/Sources/ShowcaseTokens/Fonts").path

    /// Builds (writing only in the scratch folder) and renders the diagnostics, paths relative to the folder.
    static func render(tokens: String, config: String) -> String {
        let folder = ScratchFolder()
        folder.write("tokens.json", tokens)
        folder.write("typesetter.yml", config.replacingOccurrences(of: "$FONTS", with: fonts))
        let result = BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: true)
        return DiagnosticRenderer.render(result.diagnostics, as: .xcode).replacingOccurrences(
            of: folder.path + "/", with: "")
    }

    @Test func configSyntax() {
        let text = Self.render(
            tokens:
                #"{ "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } } }"#,
            config: """
                tokens: [tokens.json
                """)
        #expect(
            text == """
                typesetter.yml:1:9: error: YAML: this `[` is not closed: end the list it opens with `]` (YAML read on to line 2 looking for `,` or `]`) [config.syntax]
                typesetter.yml:2:1: note: YAML noticed it here: did not find expected ',' or ']'

                """)
    }

    /// An unclosed `[` is reported at the bracket, not where YAML stopped reading many lines below.
    @Test func configSyntaxUnclosedBracketFarAbove() {
        let text = Self.render(
            tokens: "{}",
            config: """
                # A configuration
                tokens: [tokens.json
                fonts: [Fonts]
                output:
                  swift: Out.swift
                catalog:
                  sample: "Quick: [brown] fox"
                options:
                  remBase: 16
                """)
        #expect(
            text == """
                typesetter.yml:2:9: error: YAML: this `[` is not closed: end the list it opens with `]` (YAML read on to line 3 looking for `,` or `]`) [config.syntax]
                typesetter.yml:3:6: note: YAML noticed it here: did not find expected ',' or ']'

                """)
    }

    /// A key without its colon is reported on its own line, with the line as it should be.
    @Test func configSyntaxMissingColon() {
        let text = Self.render(
            tokens: "{}",
            config: """
                tokens: [tokens.json]
                options:
                  accessLevel: public
                  namespace DesignTokens
                  remBase: 16
                """)
        #expect(
            text == """
                typesetter.yml:4:12: error: YAML: `namespace DesignTokens` has no `:` after its key: write `namespace: DesignTokens` [config.syntax]
                typesetter.yml:5:3: note: YAML noticed it here: could not find expected ':'

                """)
    }

    /// An unclosed quote is reported where it opens.
    @Test func configSyntaxUnclosedQuote() {
        let text = Self.render(
            tokens: "{}",
            config: """
                tokens: [tokens.json]
                catalog:
                  sample: "The quick brown fox
                options:
                  remBase: 16
                """)
        #expect(
            text == """
                typesetter.yml:3:11: error: YAML: the quoted text that starts here is not closed: end it with the same quote [config.syntax]
                typesetter.yml:5:14: note: YAML noticed it here: found unexpected end of stream

                """)
    }

    /// `check.body-size-fixed` caused by `options.categories` says so, at the option's line, with no fix-it
    /// at the token (the edit is in the configuration).
    @Test func bodySizeFixedByCategories() {
        let text = Self.render(
            tokens:
                #"{ "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } } }"#,
            config: """
                tokens: [tokens.json]
                options:
                  categories: { from: large, to: large }
                """)
        #expect(
            text == """
                tokens.json:1:3: warning: body: a body-sized style (17 pt) scales only within large…large, the configuration's options.categories, and does not follow the text size people chose (at xSmall…medium, xLarge…accessibility5, 30% of users, coarse estimate) [check.body-size-fixed]
                typesetter.yml:3:15: note: let it scale: widen options.categories in the configuration (now large…large) to the sizes Body follows, xSmall...accessibility5

                """)
    }

    @Test func fontFolderMissing() {
        let text = Self.render(
            tokens:
                #"{ "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } } }"#,
            config: """
                tokens: [tokens.json]
                fonts: [Fonts]
                """)
        #expect(
            text == """
                typesetter.yml:2:9: error: the font folder Fonts does not exist; fix `fonts:` in typesetter.yml [build.font-folder-missing]

                """)
    }

    @Test func fontFamilyMissing() {
        let text = Self.render(
            tokens:
                #"{ "body": { "$type": "typography", "$value": { "fontFamily": "Nope Sans", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } } }"#,
            config: """
                tokens: [tokens.json]
                """)
        #expect(
            text == """
                tokens.json:1:3: error: typography body: font family "Nope Sans" is not in the font folders (no fonts were found there) [build.font-family-missing]
                typesetter: note: add the font files to a folder listed under `fonts:` in the configuration, or correct the name; to lay the text out in the system font instead, set `options.missingFontFamily: systemFont`

                """)
    }

    @Test func fontFaceMissing() {
        let text = Self.render(
            tokens:
                #"{ "body": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 100, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } } }"#,
            config: """
                tokens: [tokens.json]
                fonts: [$FONTS]
                """)
        #expect(
            text == """
                tokens.json:1:3: error: typography body: no face of family 'Inter' with weight 100 upright; faces of 'Inter': Inter-Regular.otf: Regular (Inter-Regular, 400); Inter-Medium.otf: Medium (Inter-Medium, 500); Inter-SemiBold.otf: Semi Bold (Inter-SemiBold, 600); Inter-Bold.otf: Bold (Inter-Bold, 700); Inter-ExtraBold.otf: Extra Bold (Inter-ExtraBold, 800) [build.font-face-missing]
                typesetter: note: add the font file to a folder listed under `fonts:` in the configuration, or change fontWeight

                """)
    }

    @Test func boldTextFace() {
        let text = Self.render(
            tokens:
                #"{ "body": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 800, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } } }"#,
            config: """
                tokens: [tokens.json]
                fonts: [$FONTS]
                """)
        #expect(
            text == """
                tokens.json:1:128: warning: body: under Bold Text the family has no face heavier than 800; Inter-ExtraBold is used, so Bold Text does not change the style (with Bold Text at every size, 10% of users, coarse estimate) [check.bold-text-face]
                typesetter: note: add a heavier face's font file to the font folders, or set $extensions.com.typesetter.boldText to "unchanged" to keep the style as it is

                """)
    }

    @Test func typographyIncomplete() {
        let text = Self.render(
            tokens:
                #"{ "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontWeight": 400, "lineHeight": 1.3 } } }"#,
            config: """
                tokens: [tokens.json]
                options:
                  lenient: true
                """)
        #expect(
            text == """
                tokens.json:1:46: warning: typography is missing "fontSize", "letterSpacing"; the Format Module requires all five members [lenient.legacy-form]
                tokens.json:1:3: warning: typography body has no fontSize, so it is not a style and is left out; give it one (e.g. {"value": 16, "unit": "px"}) to emit it [build.typography-incomplete]

                """)
    }

    @Test func sizeBelowMinimum() {
        let text = Self.render(
            tokens:
                #"{ "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": { "value": 9, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } } }"#,
            config: """
                tokens: [tokens.json]
                """)
        #expect(
            text == """
                tokens.json:1:87: warning: body: 9 pt at the default size is below the 11 pt minimum the HIG gives for legible text (at xSmall…xLarge, 95.6% of users, coarse estimate) [check.size-below-minimum]
                tokens.json:1:87: note: fix-it: set fontSize to the HIG's minimum: 11px

                """)
    }

    @Test func extensionInvalid() {
        let text = Self.render(
            tokens:
                #"{ "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 }, "$extensions": { "com.typesetter": { "textStyle": "huge" } } } }"#,
            config: """
                tokens: [tokens.json]
                """)
        #expect(
            text == """
                tokens.json:1:242: error: unknown text style "huge" in com.typesetter.textStyle; valid values: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2 [build.extension-invalid]

                """)
    }

    @Test func swiftNameInvalid() {
        let text = Self.render(
            tokens:
                #"{ "color": { "$type": "color", "+": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"#,
            config: """
                tokens: [tokens.json]
                """)
        #expect(
            text == """
                tokens.json:1:32: error: the color color.+ has no letters or digits to make a Swift name from; rename the token [build.swift-name-invalid]

                """)
    }

    @Test func swiftNameCollision() {
        let text = Self.render(
            tokens:
                #"{ "color": { "$type": "color", "accent-blue": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }, "accentBlue": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } } }"#,
            config: """
                tokens: [tokens.json]
                """)
        #expect(
            text == """
                tokens.json:1:112: warning: the colors color.accent-blue and color.accentBlue would both become the Swift name `accentBlue`; named apart: color.accent-blue → `accent_blue`, color.accentBlue → `accentBlue` [build.swift-name-collision]
                tokens.json:1:32: note: color.accent-blue is defined here
                typesetter: note: rename a token to choose the names yourself

                """)
    }

    @Test func colorClipped() {
        let text = Self.render(
            tokens:
                #"{ "color": { "$type": "color", "laser": { "$value": { "colorSpace": "rec2020", "components": [0, 1, 0] } } } }"#,
            config: """
                tokens: [tokens.json]
                """)
        #expect(
            text == """
                tokens.json:1:32: warning: color color.laser lies outside Display P3; its components were clipped to the P3 gamut [build.color-clipped]

                """)
    }

    @Test func colorUnconvertible() {
        let text = Self.render(
            tokens:
                #"{ "color": { "$type": "color", "odd": { "$value": { "colorSpace": "xyz-d65", "components": [1e308, 1e308, 1e308] } } } }"#,
            config: """
                tokens: [tokens.json]
                """)
        #expect(
            text == """
                tokens.json:1:32: error: color color.odd cannot be converted to sRGB or Display P3 [build.color-unconvertible]

                """)
    }

    @Test func templateInvalid() {
        let text = Self.render(
            tokens:
                #"{ "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } } }"#,
            config: """
                tokens: [tokens.json]
                templates:
                  - { template: "builtin:nope", output: Out.txt }
                """)
        #expect(
            text == """
                typesetter.yml:3:17: error: no built-in template "nope"; built-in templates: styles-enum, catalog-markdown [build.template-invalid]

                """)
    }

    @Test func outputUnwritable() {
        let text = Self.render(
            tokens:
                #"{ "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } } }"#,
            config: """
                tokens: [tokens.json]
                output:
                  swift: tokens.json/Out.swift
                """)
        #expect(
            text == """
                typesetter: error: could not write tokens.json/Out.swift: tokens.json: exists and is not a folder; previous outputs are untouched [build.output-unwritable]

                """)
    }

    @Test func configUnreadable() {
        let folder = ScratchFolder()
        let result = BuildPipeline.run(configPath: folder.path + "/nope.yml", write: false)
        #expect(
            DiagnosticRenderer.render(result.diagnostics, as: .xcode).replacingOccurrences(
                of: folder.path + "/", with: "") == """
                    typesetter: error: the configuration file nope.yml does not exist, and no configuration is beside it; create one with `typesetter init`, or `typesetter init --from PATH` for the tokens you have [config.unreadable]

                    """)
    }
}
