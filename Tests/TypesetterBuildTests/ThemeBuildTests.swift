import Foundation
import Testing
import TypesetterBuild
import TypesetterCore
import TypesetterDiagnostics

/// `themes:`: the configuration, one model and one check per theme, and what a problem of some themes says.
@Suite struct ThemeBuildTests {
    /// A resolver document with a `brand` modifier (`a`, `b`) and a `mode` modifier (`light`, `dark`): `body`
    /// takes its size from the brand; `brandB` adds to brand b's set.
    static func write(in folder: ScratchFolder, brandB: String = "", config: String) {
        folder.write(
            "base.json",
            #"{ "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": "{size.body}", "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "{lineHeight.body}" } }, "color": { "$type": "color", "text": { "$value": "{palette.text}" } } }"#
        )
        folder.write(
            "a.json",
            #"{ "size": { "body": { "$type": "dimension", "$value": { "value": 17, "unit": "px" } } }, "lineHeight": { "body": { "$type": "number", "$value": 1.4 } } }"#
        )
        folder.write(
            "b.json",
            #"{ "size": { "body": { "$type": "dimension", "$value": { "value": 20, "unit": "px" } } }, "lineHeight": { "body": { "$type": "number", "$value": 1.4 } }\#(brandB) }"#
        )
        folder.write(
            "light.json",
            #"{ "palette": { "text": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"#
        )
        folder.write(
            "dark.json",
            #"{ "palette": { "text": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }"#
        )
        folder.write(
            "tokens.resolver.json",
            """
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": {
                "brand": { "contexts": { "a": [{ "$ref": "a.json" }], "b": [{ "$ref": "b.json" }] }, "default": "a" },
                "mode": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/brand" }, { "$ref": "#/modifiers/mode" }] }
            """)
        folder.write("typesetter.yml", config)
    }

    static let config = """
        resolver: tokens.resolver.json
        appearances:
          any: { mode: light }
          dark: { mode: dark }
        themes:
          by: brand
        output:
          swift: Tokens.swift
          assetCatalog: Colors.xcassets
        """

    static func run(brandB: String = "", config: String = config) -> (BuildPipeline.Result, String) {
        let folder = ScratchFolder()
        write(in: folder, brandB: brandB, config: config)
        let result = BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
        let text = DiagnosticRenderer.render(result.diagnostics, as: .xcode).replacingOccurrences(
            of: folder.path + "/", with: "")
        return (result, text)
    }

    @Test func eachThemeIsBuiltAndTheSwiftHoldsWhatDiffers() throws {
        let (result, text) = Self.run()
        #expect(text == "")
        #expect(result.themes.map(\.theme.name) == ["a", "b"])
        #expect(result.themes.map { $0.model.typography.first?.typography.size } == [17, 20])
        let swift = try #require(
            result.outputs.first { $0.path.hasSuffix("Tokens.swift") }.map {
                String(decoding: $0.contents, as: UTF8.self)
            })
        #expect(swift.contains(#"themeKey: "body""#))
        #expect(
            swift.hasSuffix(
                """
                extension Theme {
                    /// The default theme: brand 'a'.
                    public static let a = Theme(
                        name: "a",
                        selections: [.init("brand", "a")]
                    )

                    /// brand 'b'.
                    public static let b = Theme(
                        name: "b",
                        selections: [.init("brand", "b")],
                        typography: [
                            "body": Typography(
                                size: 20,
                                lineHeight: .multiple(1.4),
                                textStyle: .title3
                            ),
                        ],
                        dimensions: [
                            "size.body": ScaledValue(20, relativeTo: .body),
                        ]
                    )

                    /// Every theme, the default first.
                    public static let all: [Theme] = [.a, .b]
                }

                """))
        // The colors are the same in both brands: no theme folder in the asset catalog.
        #expect(!result.outputs.contains { $0.path.contains("Colors.xcassets/b/") })
    }

    @Test func aColorThatDiffersGetsAColorsetInTheThemesFolder() throws {
        let (result, text) = Self.run(
            brandB:
                #", "color": { "text": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } }"#
        )
        #expect(text == "")
        let paths = result.outputs.map(\.path).filter { $0.contains("Colors.xcassets/b/") }.map {
            $0.components(separatedBy: "Colors.xcassets/").last ?? ""
        }
        #expect(paths == ["b/Contents.json", "b/text.colorset/Contents.json"])
        let group = try #require(result.outputs.first { $0.path.hasSuffix("Colors.xcassets/b/Contents.json") })
        #expect(String(decoding: group.contents, as: UTF8.self).contains(#""provides-namespace" : true"#))
    }

    @Test func aCheckThatFailsInOneThemeNamesIt() {
        // Brand b's line height is tighter than the system font's lines: only brand b is warned about.
        let (_, text) = Self.run(
            brandB: #", "lineHeight": { "body": { "$type": "number", "$value": 0.9 } }"#)
        #expect(text.contains("note: in 1 of 2 themes: b"))
        #expect(!text.contains("themes: a"))
        // As the Themes article shows it.
        #expect(
            text.contains(
                "base.json:1:182: warning: body: line height 18 pt is below the font's ascent + descent of 23.87 pt at large"
            ))
        #expect(text.contains("typesetter: note: in 1 of 2 themes: b\n"))
    }

    @Test func aFamilyOneBrandLacksNamesTheBrand() {
        let (result, text) = Self.run(
            brandB:
                #", "body": { "$type": "typography", "$value": { "fontFamily": "Nope Sans", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.4 } }"#
        )
        #expect(result.hasErrors)
        #expect(
            text == """
                b.json:1:154: error: typography body: font family "Nope Sans" is not in the font folders (no fonts were found there) [build.font-family-missing]
                typesetter: note: add the font files to a folder listed under `fonts:` in the configuration, or correct the name; to lay the text out in the system font instead, set `options.missingFontFamily: systemFont`
                typesetter: note: in 1 of 2 themes: b

                """)
    }

    @Test func aComponentLengthThatVariesByThemeIsReported() {
        // The button's corner radius comes from the brand; the generated component writes the default's out.
        let folder = ScratchFolder()
        Self.write(in: folder, config: Self.config)
        folder.write(
            "base.json",
            #"{ "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": "{size.body}", "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "{lineHeight.body}" } }, "color": { "$type": "color", "text": { "$value": "{palette.text}" } }, "button": { "$extensions": { "com.typesetter": { "component": "button" } }, "primary": { "typography": { "$value": "{body}" }, "foreground": { "$value": "{color.text}" }, "cornerRadius": { "$value": "{size.body}" } } } }"#
        )
        let result = BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
        let text = DiagnosticRenderer.render(result.diagnostics, as: .xcode).replacingOccurrences(
            of: folder.path + "/", with: "")
        #expect(
            text.contains(
                "warning: the component `button.primary` has other values in the theme b than in the default theme a where the generated code writes them out (lengths, borders, values that alias no typography style or color), so every theme draws a's; alias a typography or color token for what varies, or keep the rest the same in every theme [build.theme-component-unthemed]\n"
            ))
        // The typography and the color alias members, which the theme replaces: only the length is reported.
        #expect(text.components(separatedBy: "[build.theme-component-unthemed]").count == 2)
    }

    @Test func aTokenOfOneThemeOnly() {
        let (result, text) = Self.run(
            brandB:
                #", "extra": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } }"#)
        #expect(!result.hasErrors)
        #expect(
            result.themes.allSatisfy { $0.theme.name == "a" || $0.model.colors.contains { $0.origin.path == "extra" } })
        #expect(
            text == """
                b.json:1:154: warning: the color `extra` is in the theme b but not in the default theme a, whose tokens the generated members are, so it is left out; define it for a too to use it [build.theme-token-missing]

                """)
    }

    @Test func aTokenTheDefaultThemeAloneHas() {
        let folder = ScratchFolder()
        Self.write(in: folder, config: Self.config)
        folder.write(
            "a.json",
            #"{ "size": { "body": { "$type": "dimension", "$value": { "value": 17, "unit": "px" } } }, "lineHeight": { "body": { "$type": "number", "$value": 1.4 } }, "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }"#
        )
        let result = BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
        let text = DiagnosticRenderer.render(result.diagnostics, as: .xcode).replacingOccurrences(
            of: folder.path + "/", with: "")
        #expect(!result.hasErrors)
        #expect(
            text == """
                a.json:1:154: warning: the theme b has no dimension `gap`, so it keeps the default theme a's; define it for b if it should differ [build.theme-token-missing]

                """)
    }

    @Test func themesNameModifiersTheTokensHave() {
        let (result, text) = Self.run(
            config: Self.config.replacingOccurrences(of: "by: brand", with: "by: [brand, size]"))
        #expect(result.outputs.isEmpty)
        #expect(
            text == """
                typesetter.yml:6:7: error: themes.by names "size", which these tokens do not have; modifiers, theme groups or collections: "brand", "mode" [config.invalid]

                """)
    }

    @Test func theConfigurationsThemes() {
        func errors(_ themes: String) -> [String] {
            let file = SourceFile(path: "typesetter.yml", text: "resolver: r.json\n" + themes)
            return DiagnosticRenderer.render(ConfigReader.parse(file, baseDirectory: ".").diagnostics, as: .xcode)
                .split(separator: "\n").map(String.init)
        }
        let file = SourceFile(path: "typesetter.yml", text: "resolver: r.json\nthemes: { by: [brand, density] }\n")
        #expect(ConfigReader.parse(file, baseDirectory: ".").config?.themes?.modifiers == ["brand", "density"])
        #expect(
            errors("themes: { for: brand }") == [
                "typesetter.yml:2:9: error: themes needs `by`: the modifier, theme group or collection each theme is (`by: brand`), or a list of them (`by: [brand, density]`) [config.invalid]",
                "typesetter.yml:2:11: error: unknown key \"for\" in themes; expected one of: by [config.unknown-key]",
            ])
        #expect(
            errors("themes: { by: [] }") == [
                "typesetter.yml:2:15: error: themes.by is empty: name the modifiers, theme groups or collections the themes vary by [config.invalid]"
            ])
        #expect(
            errors("themes: { by: [brand, brand] }") == [
                "typesetter.yml:2:15: error: themes.by names \"brand\" twice [config.invalid]"
            ])
        #expect(
            errors("appearances:\n  dark: { brand: b }\nthemes: { by: brand }") == [
                "typesetter.yml:3:9: error: appearances.dark chooses \"brand\", which `themes.by` makes vary per theme; leave it out of appearances (each theme reads its own brand) [config.invalid]"
            ])
    }

    @Test func aBuildWithoutThemesHasNone() {
        let (result, _) = Self.run(config: Self.config.replacingOccurrences(of: "themes:\n  by: brand\n", with: ""))
        #expect(result.themes.isEmpty)
        let swift = result.outputs.first { $0.path.hasSuffix("Tokens.swift") }.map {
            String(decoding: $0.contents, as: UTF8.self)
        }
        #expect(swift?.contains("Typography(") == true)
        #expect(swift?.contains("themeKey") == false)
    }

    /// The catalog of a themed build: a theme control, and each theme's styles in the page's data with that
    /// theme's numbers; a build without themes has neither (its site is as before).
    @Test func theCatalogOfAThemedBuildSwitchesThemes() throws {
        func page(_ config: String) throws -> (html: String, data: [String: Any]) {
            let (result, _) = Self.run(config: config + "\n  catalog: Site\n")
            let html = try #require(
                result.outputs.first { $0.path.hasSuffix("Site/index.html") }.map {
                    String(decoding: $0.contents, as: UTF8.self)
                })
            let start = try #require(html.range(of: #"<script type="application/json" id="catalog-data">"#))
            let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
            let json = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
            return (html, try #require(json as? [String: Any]))
        }
        let themed = try page(Self.config)
        #expect(
            themed.html.contains(
                #"<select id="theme-control"><option value="0" selected="">a</option><option value="1">b</option>"#))
        let themes = try #require(themed.data["themes"] as? [[String: Any]])
        #expect(themes.map { $0["n"] as? String } == ["a", "b"])
        let classes = try #require(themed.data["classes"] as? [[Any]])
        // The body style at Large (row 3), without Bold Text: its type class's font size in each theme.
        let sizes = try themes.map { theme -> Double? in
            let styles = try #require(theme["s"] as? [[String: Any]])
            let cells = try #require(styles.first?["c"] as? [[Any]])
            let index = try #require(cells[3][0] as? Int)
            return classes[index][0] as? Double
        }
        #expect(sizes == [17, 20])

        let plain = try page(Self.config.replacingOccurrences(of: "themes:\n  by: brand\n", with: ""))
        #expect(!plain.html.contains("theme-control"))
        #expect(plain.data["themes"] == nil)
    }
}
