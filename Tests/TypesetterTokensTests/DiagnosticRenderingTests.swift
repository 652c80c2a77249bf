import Testing
@testable import TypesetterTokens

/// Diagnostics are tested as the exact text people and editors see.
@Suite("Diagnostic rendering")
struct DiagnosticRenderingTests {
    /// `style.json` uses `{text.body}` (text.json) → `{size.body}` (sizes.json) → `{base.missing}`: the error
    /// is reported in sizes.json, three files from base.json, at the exact line and column of the bad alias.
    static let files = [
        SourceFile(
            path: "base.json",
            text: """
                {
                  "base": { "$type": "dimension", "unit": { "$value": { "value": 4, "unit": "px" } } }
                }
                """),
        SourceFile(
            path: "sizes.json",
            text: """
                {
                  "size": {
                    "$type": "dimension",
                    "body": { "$value": "{base.missing}" }
                  }
                }
                """),
        SourceFile(
            path: "text.json",
            text: """
                { "text": { "body": { "$type": "dimension", "$value": "{size.body}" } } }
                """),
        SourceFile(
            path: "style.json",
            text: """
                {
                  "style": {
                    "body": {
                      "$type": "typography",
                      "$value": {
                        "fontFamily": "Inter", "fontSize": "{text.body}", "fontWeight": 400,
                        "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5
                      }
                    }
                  }
                }
                """),
    ]

    @Test func referenceErrorThreeFilesAwayAsText() {
        let resolution = TokenResolver.resolve(files: Self.files)
        #expect(
            DiagnosticRenderer.render(resolution.diagnostics, as: .text) == """
                error: {base.missing} does not resolve: no token "base.missing" [reference.unresolved]
                 --> sizes.json:4:25
                  |
                4 |     "body": { "$value": "{base.missing}" }
                  |                         ^

                """)
        #expect(resolution.tokens["base.unit"] != nil)
        #expect(resolution.tokens["style.body"] == nil)
    }

    @Test func referenceErrorAsXcode() {
        let resolution = TokenResolver.resolve(files: Self.files)
        #expect(
            DiagnosticRenderer.render(resolution.diagnostics, as: .xcode) == """
                sizes.json:4:25: error: {base.missing} does not resolve: no token "base.missing" [reference.unresolved]

                """)
    }

    @Test func referenceErrorAsJSON() {
        let resolution = TokenResolver.resolve(files: Self.files)
        #expect(
            DiagnosticRenderer.render(resolution.diagnostics, as: .json) == """
                [
                  {"severity":"error","code":"reference.unresolved","message":"{base.missing} does not resolve: no token \\"base.missing\\"","file":"sizes.json","line":4,"column":25,"notes":[]}
                ]

                """)
    }

    @Test func notesAndFixIts() {
        let resolution = resolve(
            """
            {
              "color": { "$type": "color", "base": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } },
              "weight": { "$type": "fontWeight", "$value": "Bold" },
              "link": { "$type": "color", "$value": "{color}" }
            }
            """)
        #expect(
            DiagnosticRenderer.render(resolution.diagnostics, as: .text) == """
                error: unknown fontWeight name "Bold" [value.invalid]
                 --> tokens.json:3:48
                  |
                3 |   "weight": { "$type": "fontWeight", "$value": "Bold" },
                  |                                                ^
                note: lenient mode (--lenient, or options.lenient: true) reads this as "bold"
                fix-it: weight names are lowercase with hyphens: "bold"
                error: {color} refers to a group; a reference must name a token [reference.to-group]
                 --> tokens.json:4:41
                  |
                4 |   "link": { "$type": "color", "$value": "{color}" }
                  |                                         ^
                note: group defined here
                 --> tokens.json:2:3
                  |
                2 |   "color": { "$type": "color", "base": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } },
                  |   ^

                """)
    }

    @Test func cycleMembersAllReported() {
        let resolution = resolve(
            """
            { "$type": "number", "a": { "$value": "{b}" }, "b": { "$value": "{c}" }, "c": { "$value": "{a}" } }
            """)
        #expect(
            DiagnosticRenderer.render(resolution.diagnostics, as: .xcode) == """
                tokens.json:1:39: error: reference cycle: "a" refers to "b", which leads back to "a" (a cycle of 3 tokens) [reference.cycle]
                tokens.json:1:22: note: token defined here
                tokens.json:1:65: error: reference cycle: "b" refers to "c", which leads back to "b" (a cycle of 3 tokens) [reference.cycle]
                tokens.json:1:48: note: token defined here
                tokens.json:1:91: error: reference cycle: "c" refers to "a", which leads back to "c" (a cycle of 3 tokens) [reference.cycle]
                tokens.json:1:74: note: token defined here

                """)
    }

    @Test func jsonSyntaxErrorsPointAtTheCharacter() {
        let resolution = resolve("{\n  \"a\": { \"$type\": \"number\", \"$value\": 1 }\n  \"b\": 2\n}")
        #expect(
            DiagnosticRenderer.render(resolution.diagnostics, as: .xcode) == """
                tokens.json:3:3: error: unexpected character '"'; expected ',' or '}' [json.syntax]

                """)
    }

    @Test func mergeConflictAcrossFiles() {
        let resolution = TokenResolver.resolve(files: [
            SourceFile(path: "a.json", text: #"{ "n": { "$type": "number", "$value": 1 } }"#),
            SourceFile(path: "b.json", text: #"{ "n": { "$type": "number", "$value": 2 } }"#),
        ])
        #expect(
            DiagnosticRenderer.render(resolution.diagnostics, as: .xcode) == """
                b.json:1:3: warning: token "n" is defined differently in an earlier file; this later definition wins [merge.conflict]
                a.json:1:3: note: previously defined here

                """)
        #expect(resolution.tokens["n"]?.value == .number(2))
    }

    /// A location refers to its file by number. Diagnostics and token sets keep their files loaded, so a
    /// diagnostic made after the parse (as the build does at a token's location) still quotes the line.
    @Test func diagnosticsQuoteFilesTheCallerNoLongerHolds() {
        // The file exists only inside `resolve`; the token set keeps it.
        let tokens = resolve(#"{ "size": { "$type": "number", "$value": 4 } }"#, path: "late.json").tokens
        let location = tokens["size"]!.location
        let diagnostic = Diagnostic(.error, .invalidValue, "made later", at: location)
        #expect(
            DiagnosticRenderer.render([diagnostic], as: .text) == """
                error: made later [value.invalid]
                 --> late.json:1:3
                  |
                1 | { "size": { "$type": "number", "$value": 4 } }
                  |   ^
                """ + "\n")
        // With nothing holding the file, the location still names it; there is no line to quote.
        var orphan: TypesetterTokens.SourceLocation?
        do { orphan = SourceLocation(file: SourceFile(path: "gone.json", text: "{}"), line: 1, column: 1) }
        #expect(orphan?.description == "gone.json:1:1")
        #expect(orphan?.file.bytes.isEmpty == true)
    }
}
