import Testing
@testable import TypesetterTokens

/// JSON5 (https://spec.json5.org): silent in `.json5` files, a warning in lenient `.json`, an error in strict.
@Suite("JSON5")
struct JSON5Tests {
    static let document = """
        // A comment
        {
          color: { $type: 'color', 'hex': "it's", },
          n: [+1, .5, 5., 0x1F, -0XaB, 1.e2, Infinity, -Infinity],
          s: 'a\\
        b\\x41\\'',
          after: 1,
        }
        """

    @Test func json5FileReadsEveryFormSilently() throws {
        let parsed = JSONParser.parse(SourceFile(path: "t.json5", text: Self.document))
        #expect(parsed.diagnostics.isEmpty)
        let root = try #require(parsed.root?.object)
        let color = try #require(root["color"]?.object)
        #expect(color["$type"]?.string == "color")
        #expect(color["hex"]?.string == "it's")
        let numbers = try #require(root["n"]?.array).compactMap(\.number)
        #expect(numbers == [1, 0.5, 5, 31, -171, 100, .infinity, -.infinity])
        #expect(root["s"]?.string == "abA'")
        // Keys keep their exact line and column, after the line continuation too.
        #expect(root.member("color")?.keyLocation.description == "t.json5:3:3")
        #expect(color.member("hex")?.keyLocation.description == "t.json5:3:28")
        #expect(root["n"]?.array?[2].location.description == "t.json5:4:15")
        #expect(root.member("after")?.keyLocation.description == "t.json5:7:3")
    }

    @Test func strictJSONRejectsJSON5() {
        let parsed = JSONParser.parse(SourceFile(path: "t.json", text: "{\n  a: 1 }"))
        #expect(parsed.root == nil)
        #expect(
            parsed.diagnostics.map(DiagnosticRenderer.xcode) == [
                "t.json:2:3: error: unexpected character 'a'; expected a key in double quotes [json.syntax]\n"
            ])
        let number = JSONParser.parse(SourceFile(path: "n.json", text: "[.5]"))
        #expect(
            number.diagnostics.map(DiagnosticRenderer.xcode) == [
                "n.json:1:2: error: unexpected character '.'; expected a value [json.syntax]\n"
            ])
    }

    @Test func lenientJSONWarnsOnce() {
        let file = SourceFile(path: "t.json", text: "{\n  a: 'x',\n  b: 0x10 }", syntax: .lenient(path: "t.json"))
        let parsed = JSONParser.parse(file)
        #expect(parsed.root?.object?["b"]?.number == 16)
        #expect(
            parsed.diagnostics.map(DiagnosticRenderer.xcode) == [
                "t.json:2:3: warning: an unquoted key is JSON5, not JSON; name the file .json5 (strict JSON readers reject it) [json.json5]\n"
            ])
    }

    @Test func nonFiniteTokenValueIsAnError() {
        let file = SourceFile(path: "t.json5", text: "{ n: { $type: 'number', $value: NaN } }")
        let resolution = TokenResolver.resolve(files: [file])
        #expect(
            resolution.errors.map(DiagnosticRenderer.xcode) == [
                "t.json5:1:33: error: number must be finite [value.invalid]\n"
            ])
    }

    @Test func malformedJSON5IsAnErrorNotACrash() {
        for text in ["{a:0x}", "['a\\1']", "[+]", "[.]", "{'a", "[\"\\x4\"]", "[Inf]", "{a b:1}", "[1.e]"] {
            let parsed = JSONParser.parse(SourceFile(path: "bad.json5", text: text))
            #expect(parsed.root == nil, "\(text)")
            #expect(parsed.diagnostics.first?.code == .jsonSyntax, "\(text)")
        }
    }

    /// The JSON5 paths are reached only from `.json5` files and lenient mode, which the fuzzer's JSON seeds
    /// do not cover: every prefix, and every byte replaced by each JSON5-significant byte, reads to a value
    /// or a diagnostic.
    @Test func everyPrefixAndByteSwapReadsWithoutCrashing() {
        let bytes = Array(Self.document.utf8)
        for end in 0...bytes.count {
            let parsed = JSONParser.parse(SourceFile(path: "p.json5", bytes: Array(bytes[..<end])))
            #expect(parsed.root != nil || parsed.diagnostics.containsErrors)
        }
        let significant = Array("'\"\\\n.+-xXIN0/*,:{}[] \u{0B}".utf8) + [0xC2, 0xA0, 0xE2]
        for position in bytes.indices {
            for replacement in significant {
                var mutated = bytes
                mutated[position] = replacement
                for syntax in [JSONSyntax.json5, .jsonAcceptingJSON5] {
                    let parsed = JSONParser.parse(SourceFile(path: "m.json", bytes: mutated, syntax: syntax))
                    #expect(parsed.root != nil || parsed.diagnostics.containsErrors)
                }
            }
        }
    }

    /// Files a resolver document names are read like the others: JSON5 by extension, JSON5 in `.json` only
    /// with a warning in lenient mode.
    @Test func resolverSourcesFollowTheMode() throws {
        let folder = try TemporaryFolder([
            "a.json": "{ n: { $type: 'number', $value: 1 } }",
            "b.json5": "{ m: { $type: 'number', $value: 2 } }",
            "r.resolver.json": """
            {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "a.json"}, {"$ref": "b.json5"}]}]}
            """,
        ])
        let resolver = folder.path + "/r.resolver.json"
        let lenient = TokenPipeline.run(paths: [], resolverPath: resolver, options: ResolveOptions(lenient: true))
        #expect(
            lenient.diagnostics.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/a.json:1:3: warning: an unquoted key is JSON5, not JSON; name the file .json5 (strict JSON readers reject it) [json.json5]\n"
            ])
        #expect(lenient.contexts.first?.tokens.tokens.map(\.path.dotted) == ["n", "m"])
        let strict = TokenPipeline.run(paths: [], resolverPath: resolver)
        #expect(
            strict.diagnostics.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/a.json:1:3: error: unexpected character 'n'; expected a key in double quotes [json.syntax]\n"
            ])
    }
}
