import Testing
import TypesetterBuild
import TypesetterCore
import TypesetterTokens

@Suite struct ConfigTests {
    func parse(_ text: String) -> (BuildConfig?, [String]) {
        let file = SourceFile(path: "config/typesetter.yml", text: text)
        let (config, diagnostics) = ConfigReader.parse(file, baseDirectory: "config")
        return (config, DiagnosticRenderer.render(diagnostics, as: .xcode).split(separator: "\n").map(String.init))
    }

    @Test func fullConfiguration() throws {
        let (config, errors) = parse(
            """
            resolver: tokens/resolver.json
            appearances:
              any: { theme: light }
              dark: { theme: dark }
            fonts: [Fonts, ../Shared/Fonts]
            output:
              swift: Generated/Tokens.swift
              assetCatalog: Generated/Colors.xcassets
            options:
              accessLevel: internal
              namespace: Brand
              lenient: true
              remBase: 10
              lineHeightScaling: textStyleLeading
              boldText: unchanged
              categories: small...accessibility3
              maximumPointSize: 60
              dimensionsRelativeTo: fixed
              allowOutputsOutside: true
            templates:
              - { template: builtin:styles-enum, output: Generated/TypographyToken.swift }
            """)
        #expect(errors.isEmpty)
        let value = try #require(config)
        #expect(value.resolver == "config/tokens/resolver.json")
        #expect(value.fonts == ["config/Fonts", "Shared/Fonts"])
        #expect(value.appearances.dark == ["theme": "dark"])
        #expect(value.output.swift == "config/Generated/Tokens.swift")
        #expect(value.options.accessLevel == .internal)
        #expect(value.options.namespace == "Brand")
        #expect(value.options.lenient)
        #expect(value.options.remBase == 10)
        #expect(value.options.lineHeightScaling == .textStyleLeading)
        #expect(value.options.boldText == .unchanged)
        #expect(value.options.categories == .small ... .accessibility3)
        #expect(value.options.maximumPointSize == 60)
        #expect(value.options.dimensionsRelativeTo == nil)
        #expect(value.options.allowOutputsOutside)
        // Where each output is named, for the Write stage's diagnostics.
        #expect(value.outputLocations["output.assetCatalog"].map { "\($0)" } == "config/typesetter.yml:8:17")
        #expect(value.outputLocations["templates[0].output"].map { "\($0)" } == "config/typesetter.yml:21:46")
        #expect(
            value.outputTargets.map(\.setting) == ["output.swift", "output.assetCatalog", "templates[0].output"])
    }

    /// `failOnLeftOutStyles`: true unless the configuration says false; true or false only.
    @Test func failOnLeftOutStylesIsTrueByDefaultAndTrueOrFalse() throws {
        #expect(try #require(parse("tokens: [a.json]\n").0).options.failOnLeftOutStyles)
        let set = parse("tokens: [a.json]\noptions:\n  lenient: true\n  failOnLeftOutStyles: false\n")
        #expect(set.1.isEmpty)
        #expect(try #require(set.0).options.failOnLeftOutStyles == false)
        #expect(
            parse("tokens: [a.json]\noptions:\n  failOnLeftOutStyles: maybe\n").1 == [
                "config/typesetter.yml:3:24: error: options.failOnLeftOutStyles must be true or false, not \"maybe\" [config.invalid]"
            ])
    }

    @Test func allowOutputsOutsideIsTrueOrFalse() {
        #expect(
            parse("tokens: [a.json]\noptions:\n  allowOutputsOutside: sometimes\n").1 == [
                "config/typesetter.yml:3:24: error: options.allowOutputsOutside must be true or false, not \"sometimes\" [config.invalid]"
            ])
    }

    @Test func unknownKeysAndWrongTypesPointAtTheLine() {
        let (config, errors) = parse(
            """
            tokens: [a.json]
            output:
              swif: Generated/Tokens.swift
            options:
              remBase: big
              accessLevel: secret
              categories: huge...small
              namespace: 2Fast
            colours: red
            """)
        #expect(config == nil)
        #expect(
            errors == [
                "config/typesetter.yml:3:3: error: unknown key \"swif\" in output; expected one of: swift, assetCatalog, fontList, json, catalog [config.unknown-key]",
                "config/typesetter.yml:5:12: error: options.remBase must be a number greater than 0, not \"big\" [config.invalid]",
                "config/typesetter.yml:6:16: error: options.accessLevel must be one of public, package, internal, not \"secret\" [config.invalid]",
                "config/typesetter.yml:7:15: error: unknown content size category \"huge\"; valid values: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5 [config.invalid]",
                "config/typesetter.yml:8:14: error: options.namespace \"2Fast\" is not a Swift type name; use letters and digits, starting with an uppercase letter [config.invalid]",
                "config/typesetter.yml:9:1: error: unknown key \"colours\" in the configuration; expected one of: tokens, resolver, appearances, themes, fonts, output, templates, options, catalog, population [config.unknown-key]",
            ])
    }

    @Test func structuralErrors() {
        #expect(
            parse("output: {}").1 == [
                "config/typesetter.yml:1:1: error: the configuration names no tokens: add `tokens:` (files merged in order) or `resolver:` (a DTCG resolver document) [config.invalid]"
            ])
        #expect(parse("tokens: [a]\nresolver: r.json").1.first?.contains("cannot both be given") == true)
        #expect(
            parse("tokens: [a]\noptions:\n  categories: accessibility2...small").1 == [
                "config/typesetter.yml:3:15: error: options.categories runs backwards: accessibility2 comes after small [config.invalid]"
            ])
        // At the bracket that is not closed, not where YAML stopped (the next line).
        #expect(
            parse("tokens: [a\n").1.first?.hasPrefix("config/typesetter.yml:1:9: error: YAML: this `[` is not closed")
                == true)
        #expect(
            parse("- just\n- a list").1 == [
                "config/typesetter.yml:1:1: error: the configuration must be a mapping of tokens, resolver, appearances, themes, fonts, output, templates, options, catalog, population, not a list [config.invalid]"
            ])
        #expect(
            parse("").1 == [
                "config/typesetter.yml:1:1: error: the configuration is empty; expected keys: tokens, resolver, appearances, themes, fonts, output, templates, options, catalog, population [config.invalid]"
            ])
    }

    @Test func starterConfigIsValid() {
        let (config, errors) = parse(StarterConfig.text)
        #expect(errors.isEmpty)
        #expect(config?.tokens == ["config/tokens/typography.json"])
        #expect(config?.output.catalog == "config/Generated/Catalog")
    }
}
