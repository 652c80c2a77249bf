import Testing
import TypesetterTokens

/// The exact texts of problems that readers report through one shared helper (a resolver definition's
/// properties, a number with a unit), for the cases no other test renders: each helper serves several places,
/// and every place must keep its own words.
@Suite struct SharedReaderTextTests {
    static func renderResolver(_ text: String) -> String {
        let file = SourceFile(path: "resolver.json", text: text)
        return DiagnosticRenderer.render(TokenResolver.resolve(resolver: file).allDiagnostics, as: .xcode)
    }

    static func render(_ text: String) -> String {
        let file = SourceFile(path: "tokens.json", text: text)
        return DiagnosticRenderer.render(TokenResolver.resolve(files: [file]).diagnostics, as: .xcode)
    }

    @Test func setsAndModifiersWithTheirProblems() {
        let document = """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "#/nowhere" }], "extra": 1 }, "empty": {}, "bad": 3 },
              "modifiers": { "theme": { "contexts": { "light": [], "dark": [] }, "other": true }, "bare": {} },
              "resolutionOrder": [{ "$ref": "#/sets/base" }]
            }
            """
        #expect(
            Self.renderResolver(document) == """
                resolver.json:3:95: error: set "bad" must be an object [resolver.invalid]
                resolver.json:3:61: error: unknown set property "extra" [resolver.unknown-property]
                resolver.json:3:45: error: a source may reference "#/sets/…" or a token file, not "#/nowhere" [resolver.reference]
                resolver.json:3:75: error: set "empty" is missing "sources" [resolver.missing-property]
                resolver.json:4:87: error: modifier "bare" is missing "contexts" [resolver.missing-property]
                resolver.json:4:70: error: unknown modifier property "other" [resolver.unknown-property]

                """)
    }

    @Test func rootPropertiesOfTheWrongKind() {
        #expect(
            Self.renderResolver(#"{ "version": "2025.10", "sets": [], "modifiers": 2, "extra": 1 }"#) == """
                resolver.json:1:53: error: unknown resolver property "extra" [resolver.unknown-property]
                resolver.json:1:33: error: "sets" must be an object [resolver.invalid]
                resolver.json:1:50: error: "modifiers" must be an object [resolver.invalid]
                resolver.json:1:1: error: resolver document is missing "resolutionOrder" [resolver.missing-property]

                """)
    }

    @Test func numbersWithUnits() {
        let tokens = """
            {
              "a": { "$type": "duration", "$value": { "value": 200, "unit": "min" } },
              "b": { "$type": "duration", "$value": "200ms" },
              "c": { "$type": "duration", "$value": { "value": "x", "unit": "ms" } },
              "d": { "$type": "dimension", "$value": { "value": 1, "unit": "pt" } }
            }
            """
        #expect(
            Self.render(tokens) == """
                tokens.json:2:65: error: duration unit must be "ms" or "s", not "min" [value.invalid]
                tokens.json:3:41: error: expected a duration {"value": number, "unit": "ms" | "s"}, not "200ms" [value.invalid]
                typesetter: note: lenient mode (--lenient, or options.lenient: true) reads this as {"value":200,"unit":"ms"}
                tokens.json:3:41: note: fix-it: write the Format Module form: {"value":200,"unit":"ms"}
                tokens.json:4:52: error: duration value must be a number, not "x" [value.invalid]
                tokens.json:5:64: error: dimension unit must be "px" or "rem", not "pt" [value.invalid]
                typesetter: note: lenient mode (--lenient, or options.lenient: true) reads this as {"value":1,"unit":"px"}
                tokens.json:5:64: note: fix-it: write the Format Module form: {"value":1,"unit":"px"}

                """)
    }
}
