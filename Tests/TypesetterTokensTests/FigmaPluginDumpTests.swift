import Foundation
import Testing
import TypesetterDiagnostics
@testable import TypesetterTokens

/// Figma plugin dumps read as tokens in lenient mode (Importers/FigmaVariables2JSON.swift, FigmaStyleDump.swift,
/// FigmaPluginValues.swift). Fixtures: Tests/Fixtures/figma-plugins, written for these tests in the two forms:
/// variables2json's export and the Plugin API's style objects.
@Suite("Figma plugin dumps") struct FigmaPluginDumpTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/figma-plugins").path
    static let variables2JSON = folder + "/variables2json.json"
    static let styles = folder + "/figma-styles.json"
    static let lenient = ResolveOptions(lenient: true)

    static func typography(_ tokens: TokenSet, _ path: String) throws -> TypographyValue {
        guard case .typography(let typography)? = tokens[path]?.value else {
            throw TypographyMissing(path: path)
        }
        return typography
    }

    struct TypographyMissing: Error { var path: String }

    @Test func variables2JSONCollectionsModesAndAliases() throws {
        let result = TokenPipeline.run(paths: [Self.variables2JSON], options: Self.lenient)
        #expect(!result.hasErrors)
        // The one collection with two modes: a context each, in which its alias resolves.
        #expect(result.contexts.map { $0.context?.description ?? "" } == ["Theme=Light", "Theme=Dark"])
        #expect(result.contexts.map { $0.tokens["Text"]?.aliasTarget?.dotted } == ["Gray.900", "Gray.0"])
        let light = try #require(result.contexts.first?.tokens)
        // Red, green and blue from 0 to 255, alpha from 0 to 1 (a shadow's color too: 51, 102, 153 below).
        #expect(light["Scrim"]?.value.jsonText == #"{"colorSpace":"srgb","components":[0,0,0.2],"alpha":0.5}"#)
        #expect(light["Gray.0"]?.value.jsonText == #"{"colorSpace":"srgb","components":[1,1,1],"alpha":1}"#)
        // No scopes: a number stays a number; scoped to sizes, a dimension.
        #expect(light["Space.4"]?.value == .number(4))
        #expect(light["Radius.Card"]?.value == .dimension(DimensionValue(value: 12, unit: .px)))
        #expect(
            light["Card"]?.value.jsonText
                == #"[{"color":{"colorSpace":"srgb","components":[0.2,0.4,0.6],"alpha":0.25},"offsetX":{"value":0,"unit":"px"},"offsetY":{"value":4,"unit":"px"},"blur":{"value":8,"unit":"px"},"spread":{"value":0,"unit":"px"},"inset":false}]"#
        )
        #expect(light["Columns"]?.value.jsonText.hasPrefix(#"{"layoutGrids":[{"pattern":"COLUMNS""#) == true)
        #expect(light["Columns"]?.type == .data)
    }

    @Test func variables2JSONTypography() throws {
        let result = TokenPipeline.run(paths: [Self.variables2JSON], options: Self.lenient)
        let tokens = try #require(result.contexts.first?.tokens)
        // 139.9999976158142 PERCENT: Figma's 32-bit 140%, a multiple of 1.4.
        let heading = try Self.typography(tokens, "Heading.Large")
        #expect(heading.fontFamily == ["Inter"])
        #expect(heading.fontSize == DimensionValue(value: 32, unit: .px))
        #expect(heading.fontWeight?.value == 700)
        #expect(heading.lineHeight == 1.4)
        #expect(heading.letterSpacing == DimensionValue(value: 0, unit: .px))
        #expect(heading.extras.isEmpty)
        // 24 PIXELS on 16: 1.5; -1 PERCENT kept relative; "Semi Bold" is 600; UPPER kept.
        let body = try Self.typography(tokens, "Body.Regular")
        #expect(body.lineHeight == 1.5)
        #expect(body.relativeLetterSpacing == -0.01)
        #expect(body.fontWeight?.value == 600)
        #expect(body.extras == ["textCase": #""UPPER""#])
    }

    @Test func styleDumpStylesAreTokensNamedByTheirNames() throws {
        let result = TokenPipeline.run(paths: [Self.styles], options: Self.lenient)
        #expect(!result.hasErrors)
        let tokens = try #require(result.contexts.first?.tokens)
        // Not a style: the component set is left out.
        #expect(tokens["Button"] == nil)
        #expect(
            Set(tokens.tokens.map(\.path.dotted)) == [
                "heading.large", "body.regular", "caption", "text.primary", "overlay", "brand.gradient",
                "elevation.1", "glass",
            ])
        let heading = try Self.typography(tokens, "heading.large")
        #expect(heading.lineHeight == 1.25)
        #expect(heading.fontWeight?.value == 700)
        #expect(tokens["heading.large"]?.description == "Page titles")
        let body = try Self.typography(tokens, "body.regular")
        #expect(body.lineHeight == 1.5)
        #expect(body.relativeLetterSpacing == -0.02)
        #expect(body.isItalic)
        #expect(body.extras == ["textDecoration": #""UNDERLINE""#, "paragraphSpacing": "8"])
        // AUTO: the font's own line height.
        let caption = try Self.typography(tokens, "caption")
        #expect(caption.lineHeight == nil)
        #expect(caption.letterSpacing == DimensionValue(value: 0.5, unit: .px))
        #expect(
            tokens["text.primary"]?.value.jsonText == #"{"colorSpace":"srgb","components":[0.1,0.2,0.3],"alpha":1}"#)
        // The hidden paint is not drawn; the visible one's opacity is the alpha.
        #expect(tokens["overlay"]?.value.jsonText == #"{"colorSpace":"srgb","components":[0,0,0],"alpha":0.5}"#)
        #expect(tokens["brand.gradient"]?.value.jsonText.hasPrefix(#"[{"type":"GRADIENT_LINEAR""#) == true)
        guard case .shadow(let layers)? = tokens["elevation.1"]?.value else {
            Issue.record("elevation.1 is not a shadow")
            return
        }
        #expect(layers.map(\.inset) == [false, true])
        // The Plugin API's colors from 0 to 1, as written.
        let colors = tokens["elevation.1"]?.value.jsonText ?? ""
        #expect(colors.contains(#""color":{"colorSpace":"srgb","components":[0.2,0.4,0.6],"alpha":0.2}"#))
        #expect(colors.contains(#""color":{"colorSpace":"srgb","components":[1,1,1],"alpha":0.1}"#))
        #expect(layers.map(\.spread.value) == [1, 0])
        #expect(tokens["glass"]?.value.jsonText == #"[{"type":"BACKGROUND_BLUR","visible":true,"radius":12}]"#)
    }

    /// A number the export writes no scopes for stays a number, and the warning says why (the scopes are
    /// missing, not too wide as in a REST export scoped to "All scopes").
    @Test func unscopedNumbersAreSaidToHaveNoScopes() {
        let result = TokenPipeline.run(paths: [Self.variables2JSON], options: Self.lenient)
        #expect(
            result.diagnostics.filter { $0.message.contains("FLOAT") }.map(DiagnosticRenderer.xcode) == [
                "\(Self.variables2JSON):14:13: warning: 1 FLOAT variable read as numbers, not dimensions: the export writes no scopes, which say what a number sizes in Figma (its REST API's export writes them) [lenient.legacy-form]\n"
            ])
    }

    /// One warning a file, at its first byte: what it is and what was read how.
    @Test func eachDumpIsOneWarningAtItsFirstByte() {
        for (path, warning) in [
            (
                Self.variables2JSON,
                "warning: a variables2json export (the Figma plugin's dump of variables and styles by collection and mode) is not a token file; read as Figma variables: 5 collections (the modes of one with several are contexts), aliases as references, color objects from 0 to 255 (from 0 to 1 without an alpha), numbers as numbers unless scoped (the plugin writes no scopes); 2 typography variables as typography (a PERCENT line height a multiple of the font size, a PIXELS one divided by it); 1 effect variable as shadows; 1 grid variable kept as data [lenient.legacy-form]"
            ),
            (
                Self.styles,
                "warning: a dump of Figma styles (the Plugin API's text, paint and effect style objects) is not a token file; each style is read as a token named by its name: 3 text styles as typography; 3 paint styles as colors but 1 with no single color (a gradient, an image or several paints), kept as data; 2 effect styles as shadows but 1 with effects other than shadows, kept as data; 1 other object (COMPONENT_SET) is not a style, left out [lenient.legacy-form]"
            ),
        ] {
            let result = TokenPipeline.run(paths: [path], options: Self.lenient)
            let first = result.diagnostics.filter { $0.location?.line == 1 }
            #expect(first.map(DiagnosticRenderer.xcode) == ["\(path):1:1: \(warning)\n"])
        }
    }

    @Test func stylesOfTwoContainersWithOneNameTakeTheContainersName() throws {
        let style = { (name: String, size: Int) in
            #"{"type": "TEXT", "name": "\#(name)", "fontName": {"family": "Inter", "style": "Regular"}, "fontSize": \#(size), "lineHeight": {"unit": "AUTO"}, "letterSpacing": {"unit": "PIXELS", "value": 0}}"#
        }
        // Keyed by its name, in an array, keyed by an id: the container is the object or array around the style.
        let text =
            #"{"dark": {"body": \#(style("body", 16))}, "light": [\#(style("body", 17))], "more": {"light": {"S:1": \#(style("title", 20))}}}"#
        let folder = try TemporaryFolder(["styles.json": text])
        let result = TokenPipeline.run(paths: [folder.path + "/styles.json"], options: Self.lenient)
        #expect(!result.hasErrors)
        let tokens = try #require(result.contexts.first?.tokens)
        #expect(tokens.tokens.map(\.path.dotted) == ["dark.body", "light.body", "light.title"])
        #expect(try Self.typography(tokens, "light.body").fontSize == DimensionValue(value: 17, unit: .px))
        #expect(
            result.diagnostics.map(\.message).contains(
                #"collections "dark" and "light" both define "body"; every token is named with its collection first (dark.body)"#
            ))
    }

    @Test func strictModeNamesTheDumpAndReadsNothingOfIt() {
        for (path, form) in [
            (
                Self.variables2JSON,
                "a variables2json export (the Figma plugin's dump of variables and styles by collection and mode)"
            ),
            (Self.styles, "a dump of Figma styles (the Plugin API's text, paint and effect style objects)"),
        ] {
            let result = TokenPipeline.run(paths: [path], options: ResolveOptions())
            #expect(result.contexts.first?.tokens.tokens.isEmpty == true)
            #expect(
                result.diagnostics.map(DiagnosticRenderer.xcode) == [
                    "\(path):1:1: error: \(form), not a token file: strict mode reads the Format Module only; --lenient (or options.lenient: true in the configuration) reads it as Figma's variables and styles, with one warning [file.figma-plugin-dump]\n"
                ])
        }
    }

    @Test func aValueFigmaDoesNotWriteLeavesItsVariableOutWhereItIs() throws {
        let text = """
            {"version": "1.0.4", "metadata": {}, "collections": [{"name": "Type", "modes": [{"name": "Style", "variables": [
              {"name": "odd", "type": "typography", "isAlias": false, "value": {"fontSize": 16, "fontFamily": "Inter", "lineHeight": 1.5, "lineHeightUnit": "EM"}},
              {"name": "empty", "type": "typography", "isAlias": false, "value": {"fontSize": 0, "fontFamily": "Inter"}},
              {"name": "untyped", "value": 4}
            ]}]}]}
            """
        let folder = try TemporaryFolder(["variables.json": text])
        let path = folder.path + "/variables.json"
        let result = TokenPipeline.run(paths: [path], options: Self.lenient)
        #expect(result.contexts.first?.tokens.tokens.isEmpty == true)
        #expect(
            result.diagnostics.filter { $0.location?.line != 1 }.map(DiagnosticRenderer.xcode) == [
                "\(path):4:3: error: a variables2json variable needs \"name\" and \"type\" (strings) and a \"value\" [value.invalid]\n",
                "\(path):2:122: warning: variable \"odd\" has lineHeight 1.5 and unit \"EM\"; Figma writes a number in PIXELS or PERCENT, or AUTO [value.invalid]\ntypesetter: note: this variable is left out\n",
                "\(path):3:83: warning: variable \"empty\" needs a fontSize greater than 0 (px) [value.invalid]\ntypesetter: note: this variable is left out\n",
            ])
    }

    @Test func aFileWithATokenIsNeverADump() throws {
        // Words the dumps use, in token files: a group named "collections", a Tokens Studio token beside an object
        // shaped like a text style.
        let dtcg =
            #"{"collections": {"variables": {"$type": "number", "$value": 1}}, "modes": {"$type": "number", "$value": 2}}"#
        let studio =
            #"{"body": {"value": {"fontSize": "16"}, "type": "typography"}, "style": {"type": "TEXT", "name": "a", "fontName": {"family": "Inter", "style": "Regular"}, "fontSize": 16}}"#
        let folder = try TemporaryFolder(["dtcg.json": dtcg, "studio.json": studio])
        for name in ["dtcg.json", "studio.json"] {
            let file = SourceFile(
                path: folder.path + "/" + name, bytes: Array((name == "dtcg.json" ? dtcg : studio).utf8))
            #expect(FigmaVariables.pluginDumpForm(file) == nil)
        }
        let result = TokenPipeline.run(paths: [folder.path + "/dtcg.json"], options: ResolveOptions())
        #expect(!result.hasErrors)
        #expect(result.contexts.first?.tokens.tokens.map(\.path.dotted) == ["modes", "collections.variables"])
    }

    /// Every token file the repository holds (the conformance suite, the other fixtures, the examples, the fuzzing
    /// seeds) is read as before: none is taken for a dump.
    @Test func noTokenFileOfTheRepositoryIsADump() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var checked = 0
        for folder in ["Tests/Fixtures", "Examples", "Fuzz/TokensFuzz/Seeds"] {
            let base = root.appendingPathComponent(folder).path
            for relative in FileManager.default.subpaths(atPath: base) ?? []
            where relative.hasSuffix(".json") && !relative.hasPrefix("figma-plugins/") {
                let path = base + "/" + relative
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                checked += 1
                #expect(FigmaVariables.pluginDumpForm(SourceFile(path: path, bytes: Array(data))) == nil, "\(path)")
            }
        }
        #expect(checked > 100)
    }
}
