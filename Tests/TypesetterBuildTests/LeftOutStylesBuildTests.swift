import Foundation
import Testing
import TypesetterBuild
import TypesetterCore
import TypesetterDiagnostics

/// Lenient mode's left-out-style rule in the pipeline: a style's own error leaves that style out of every
/// theme and of the components that use it, and never another style; an error of no style still stops.
@Suite struct LeftOutStylesBuildTests {
    /// A typography token in the system font with `size` px and `lineHeight`.
    static func style(_ size: Double, _ lineHeight: String) -> String {
        #"{ "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": { "value": \#(size), "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": \#(lineHeight) } }"#
    }

    static func run(_ files: [String: String], config: String) -> (BuildPipeline.Result, String) {
        let folder = ScratchFolder()
        for (name, text) in files { folder.write(name, text) }
        folder.write("typesetter.yml", config)
        let result = BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
        let text = DiagnosticRenderer.render(result.diagnostics, as: .xcode).replacingOccurrences(
            of: folder.path + "/", with: "")
        return (result, text)
    }

    /// A label whose typography is the left-out style goes with it; the other label and style are built.
    @Test func aComponentThatUsesALeftOutStyleIsLeftOutWithIt() throws {
        let tokens = """
            { "typography": { "body": \(Self.style(17, "1.3")), "loose": \(Self.style(17, "22")) },
              "component": {
                "caption": { "$extensions": { "com.typesetter": { "component": "label" } }, "typography": { "$value": "{typography.body}" } },
                "note": { "$extensions": { "com.typesetter": { "component": "label" } }, "typography": { "$value": "{typography.loose}" } } } }
            """
        let (result, text) = Self.run(
            ["tokens.json": tokens],
            config: "tokens: [tokens.json]\noutput: { swift: Tokens.swift }\noptions: { lenient: true }\n")
        #expect(!result.isStopped)
        #expect(result.fails)
        #expect(result.leftOutStyles.map(\.path) == ["typography.loose"])
        #expect(result.leftOutStyles.map(\.kept) == [false])
        #expect(result.model?.typography.map(\.origin.path) == ["typography.body"])
        #expect(result.model?.components.map(\.origin.path) == ["component.caption"])
        #expect(result.checks?.styles == ["typography.body"])
        #expect(result.checks?.failedStyles.map(\.path) == ["typography.loose"])
        let swift = try #require(result.outputs.first.map { String(decoding: $0.contents, as: UTF8.self) })
        #expect(swift.contains("static let body"))
        #expect(!swift.contains("loose"))
        #expect(
            text.split(separator: "\n").last
                == "typesetter: note: each style's error above says what its value likely means and how to write it")
        #expect(
            text.contains(
                "typesetter: warning: lenient mode left out 1 typography style with errors of its own: `typography.loose`; left out 1 component that uses them: `component.note`; it built 1 typography style, and the build fails on their errors (exit status 1); `options.failOnLeftOutStyles: false` lets it pass with them reported [build.styles-left-out]"
            ))
    }

    /// A style implausible in one theme only is left out of every theme (the generated members are the
    /// default theme's); the other style is built in both.
    @Test func aStyleLeftOutInOneThemeIsLeftOutOfAll() throws {
        let files = [
            "base.json":
                #"{ "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "{lineHeight.body}" } }, "title": "#
                + Self.style(28, "1.2") + " }",
            "a.json": #"{ "lineHeight": { "body": { "$type": "number", "$value": 1.4 } } }"#,
            "b.json": #"{ "lineHeight": { "body": { "$type": "number", "$value": 0.3 } } }"#,
            "tokens.resolver.json": """
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { "brand": { "contexts": { "a": [{ "$ref": "a.json" }], "b": [{ "$ref": "b.json" }] }, "default": "a" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/brand" }] }
            """,
        ]
        let (result, text) = Self.run(
            files,
            config:
                "resolver: tokens.resolver.json\nthemes: { by: brand }\noutput: { swift: Tokens.swift }\noptions: { lenient: true, failOnLeftOutStyles: false }\n"
        )
        #expect(!result.isStopped)
        #expect(!result.fails)
        #expect(result.hasErrors)
        #expect(result.leftOutStyles.map(\.path) == ["body"])
        #expect(result.themes.map { $0.model.typography.map(\.origin.path) } == [["title"], ["title"]])
        #expect(result.themes.map { $0.checks?.failedStyles.map(\.path) ?? [] } == [["body"], ["body"]])
        #expect(text.contains("[check.implausible-line-height]"))
        #expect(text.contains("typesetter: note: in 1 of 2 themes: b"))
        #expect(
            text.contains("typesetter: note: lenient mode leaves `body` out of the outputs and builds the other styles")
        )
        #expect(!result.outputs.isEmpty)
    }

    /// A 256 pt size is kept; the same style at 5,000 pt in another theme is not a size any design means, so
    /// the style is left out of both.
    @Test func aSizeIsKeptOnlyWhereEveryThemeMayMeanIt() throws {
        func files(_ b: Int) -> [String: String] {
            [
                "base.json":
                    #"{ "numeral": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": "{size.numeral}", "fontWeight": 700, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } }, "title": "#
                    + Self.style(28, "1.2") + " }",
                "a.json":
                    #"{ "size": { "numeral": { "$type": "dimension", "$value": { "value": 256, "unit": "px" } } } }"#,
                "b.json":
                    #"{ "size": { "numeral": { "$type": "dimension", "$value": { "value": \#(b), "unit": "px" } } } }"#,
                "tokens.resolver.json": """
                { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
                  "modifiers": { "brand": { "contexts": { "a": [{ "$ref": "a.json" }], "b": [{ "$ref": "b.json" }] }, "default": "a" } },
                  "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/brand" }] }
                """,
            ]
        }
        let config =
            "resolver: tokens.resolver.json\nthemes: { by: brand }\noutput: { swift: Tokens.swift }\noptions: { lenient: true }\n"
        let display = Self.run(files(300), config: config)
        #expect(display.0.leftOutStyles.map(\.kept) == [true])
        #expect(
            display.0.themes.map { $0.model.typography.map(\.origin.path) } == [
                ["numeral", "title"], ["numeral", "title"],
            ])
        let poster = Self.run(files(5000), config: config)
        #expect(poster.0.leftOutStyles.map(\.path) == ["numeral"])
        #expect(poster.0.leftOutStyles.map(\.kept) == [false])
        #expect(poster.0.themes.map { $0.model.typography.map(\.origin.path) } == [["title"], ["title"]])
        #expect(!poster.0.isStopped)
    }

    /// An error inside a style's token before the Check stage (a font family that is not in the font
    /// folders) leaves that style out too; strict mode stops on it.
    @Test func aStyleWhoseFamilyIsMissingIsLeftOut() throws {
        let tokens = """
            { "body": \(Self.style(17, "1.3")),
              "brand": { "$type": "typography", "$value": { "fontFamily": "Nowhere Sans", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } } }
            """
        let lenient = Self.run(
            ["tokens.json": tokens],
            config: "tokens: [tokens.json]\noutput: { swift: Tokens.swift }\noptions: { lenient: true }\n")
        #expect(lenient.0.model?.typography.map(\.origin.path) == ["body"])
        #expect(lenient.0.leftOutStyles.map(\.path) == ["brand"])
        #expect(!lenient.0.isStopped)
        #expect(
            lenient.1.contains(
                "typesetter: warning: lenient mode left out 1 typography style with errors of its own (none could be built): `brand`; it built 1 typography style"
            ))
        #expect(lenient.1.contains("typesetter: note: lenient mode builds the other styles without `brand`"))
        let strict = Self.run(
            ["tokens.json": tokens], config: "tokens: [tokens.json]\noutput: { swift: Tokens.swift }\n")
        #expect(strict.0.isStopped)
        #expect(strict.0.outputs.isEmpty)
        #expect(strict.0.leftOutStyles.isEmpty)
    }
}
