import Foundation
import Testing

/// `typesetter check` and `typesetter tokens`, run as users run them: stdout, stderr and exit code.
@Suite("typesetter check / tokens")
struct TokensCommandTests {
    /// A fresh folder with the given files.
    static func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return url
    }

    static let base = """
        {
          "size": { "$type": "dimension", "base": { "$value": { "value": 16, "unit": "px" } } },
          "text": { "body": { "$type": "dimension", "$value": "{size.base}" } }
        }
        """

    @Test func validFileExitsZero() throws {
        let folder = try Self.folder(["base.json": Self.base])
        let result = try CLI.run(["check", "base.json"], in: folder)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "2 tokens, 0 errors, 0 warnings\n")
        #expect(result.stderr == "")
    }

    @Test func errorsExitOneWithLocations() throws {
        let folder = try Self.folder([
            "base.json": Self.base,
            "use.json": "{\n  \"gap\": { \"$type\": \"dimension\", \"$value\": \"{size.huge}\" }\n}\n",
        ])
        let result = try CLI.run(["check", "--format", "xcode", "base.json", "use.json"], in: folder)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr
                == "use.json:2:44: error: {size.huge} does not resolve: no token \"size.huge\" [reference.unresolved]\n"
        )
        #expect(result.stdout == "2 tokens, 1 error, 0 warnings\n")

        let text = try CLI.run(["check", "base.json", "use.json"], in: folder)
        #expect(text.exitCode == 1)
        #expect(
            text.stderr == """
                error: {size.huge} does not resolve: no token "size.huge" [reference.unresolved]
                 --> use.json:2:44
                  |
                2 |   "gap": { "$type": "dimension", "$value": "{size.huge}" }
                  |                                            ^

                """)
    }

    @Test func jsonDiagnostics() throws {
        let folder = try Self.folder(["bad.json": "{ \"n\": { \"$type\": \"number\", \"$value\": \"1\" } }"])
        let result = try CLI.run(["check", "--format", "json", "bad.json"], in: folder)
        #expect(result.exitCode == 1)
        let diagnostics = try #require(try CLI.json(result) as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["code"] as? String == "value.invalid")
        #expect(diagnostics.first?["line"] as? Int == 1)
        #expect(diagnostics.first?["column"] as? Int == 39)
    }

    @Test func lenientAcceptsLegacyFormsWithWarnings() throws {
        let folder = try Self.folder([
            "studio.json": """
            { "size": { "base": { "value": "16px", "type": "fontSizes" },
                        "large": { "value": "{size.base} * 1.5", "type": "fontSizes" } } }
            """
        ])
        let strict = try CLI.run(["check", "studio.json"], in: folder)
        #expect(strict.exitCode == 1)
        let lenient = try CLI.run(["check", "--lenient", "--format", "xcode", "studio.json"], in: folder)
        #expect(lenient.exitCode == 0)
        #expect(lenient.stdout == "2 tokens, 0 errors, 8 warnings\n")
        #expect(
            lenient.stderr.contains(
                "warning: dimension as a string \"16px\" is a legacy form; the Format Module writes {\"value\": 16, \"unit\": \"px\"}"
            ))
        let tokens = try CLI.run(["tokens", "--lenient", "studio.json"], in: folder)
        #expect(
            tokens.stdout.contains(
                #""name":"size.large","path":["size","large"],"type":"dimension","value":{"value":24,"unit":"px"}"#))
    }

    @Test func tokensPrintsResolvedValuesAndAliasChains() throws {
        let folder = try Self.folder(["base.json": Self.base])
        let result = try CLI.run(["tokens", "base.json", "--format", "json"], in: folder)
        #expect(result.exitCode == 0)
        #expect(
            result.stdout == """
                {
                  "tokens": [
                    {"name":"size.base","path":["size","base"],"type":"dimension","value":{"value":16,"unit":"px"},"aliasChain":[],"location":"base.json:2:35"},
                    {"name":"text.body","path":["text","body"],"type":"dimension","value":{"value":16,"unit":"px"},"aliasChain":["size.base"],"location":"base.json:3:13"}
                  ]
                }

                """)
        #expect(try CLI.json(result) is [String: Any])
    }

    @Test func resolverContexts() throws {
        let folder = try Self.folder([
            "base.json": Self.base,
            "light.json":
                #"{ "bg": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }"#,
            "dark.json":
                #"{ "bg": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }"#,
            "resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
            """,
        ])
        let check = try CLI.run(["check", "--resolver", "resolver.json"], in: folder)
        #expect(check.exitCode == 0)
        #expect(check.stdout == "3 tokens in 2 contexts, 0 errors, 0 warnings\n")
        let tokens = try CLI.run(["tokens", "--resolver", "resolver.json"], in: folder)
        let object = try #require(try CLI.json(tokens) as? [String: Any])
        let contexts = try #require(object["contexts"] as? [[String: Any]])
        #expect(contexts.map { $0["context"] as? [String: String] } == [["theme": "light"], ["theme": "dark"]])
    }

    @Test func usageErrorsExit64() throws {
        let result = try CLI.run(["check"])
        #expect(result.exitCode == 64)
        let format = try CLI.run(["check", "--format", "yaml", "x.json"])
        #expect(format.exitCode == 64)
    }

    @Test func missingFileIsAnError() throws {
        let folder = try Self.folder([:])
        let result = try CLI.run(["check", "--format", "xcode", "nope.json"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.stderr == "typesetter: error: cannot read nope.json: no such file [file.unreadable]\n")
    }
}
