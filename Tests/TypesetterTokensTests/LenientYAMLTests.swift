import Testing
@testable import TypesetterTokens

/// YAML token files (Lenient/YAML.swift): read in lenient mode into the JSON tree with YAML locations,
/// rejected in strict mode with an error that points to lenient mode.
@Suite("Lenient YAML")
struct LenientYAMLTests {
    func parse(_ text: String, path: String = "tokens.yml", lenient: Bool = true) -> JSONParser.Result {
        JSONParser.parse(SourceFile(path: path, text: text, syntax: lenient ? .lenient(path: path) : .json))
    }

    func lines(_ diagnostics: [Diagnostic]) -> [String] {
        DiagnosticRenderer.render(diagnostics, as: .xcode).split(separator: "\n").map(String.init)
            .filter { !$0.contains(": note: fix-it: ") }
    }

    static let warning =
        "tokens.yml:1:1: warning: a token file in YAML is a legacy form; the Format Module is JSON (a .tokens.json file). Read as YAML 1.2's core schema gives it: unquoted numbers, true, false and null as JSON's, everything else a string [lenient.legacy-form]"

    // MARK: Scalars: the YAML 1.2 core schema

    @Test func scalarsAreTypedByTheCoreSchema() {
        let result = parse(
            """
            numbers: [400, -1.5, .5, 1., +2, 1e3, 2E-2, 0o17, 0x1F, 0755]
            strings: [yes, no, on, off, 1_000, '12:30', 0o8, 1e, '400', "true", !!str 7, 2xl, 0.75rem, .]
            others: [true, False, ~, null, NULL, !!int "8", !!float '1.5', !!bool "true", !!null x]
            block: |
              two
              lines
            empty:
            """)
        #expect(
            result.root?.jsonText
                == #"{"numbers":[400,-1.5,0.5,1,2,1000,0.02,15,31,755],"strings":["yes","no","on","off","1_000","12:30","0o8","1e","400","true","7","2xl","0.75rem","."],"others":[true,false,null,null,null,8,1.5,true,null],"block":"two\nlines\n","empty":null}"#
        )
        #expect(lines(result.diagnostics) == [Self.warning])
    }

    // MARK: Locations, anchors, merge keys

    static let tokens = """
        # Shaped like Red Hat's design tokens (RedHat-UX/red-hat-design-tokens), written for this test.
        color:
          $type: color
          blue:
            50:
              $value: {colorSpace: srgb, components: [0, 0.4, 0.8]}
          link:
            $value: '{color.blue.50}'
          accent:
            $value: {color.blue.50}
        size:
          $type: dimension
          base: &base
            $value: {value: 16, unit: px}
            $description: Base size
          body:
            <<: *base
            $description: Body text
          bad:
            $value: 12 apples
        """

    @Test func tokensResolveWithYAMLLocations() throws {
        let file = SourceFile(path: "tokens.yml", text: Self.tokens, syntax: .lenient(path: "tokens.yml"))
        let parsed = JSONParser.parse(file)
        let root = try #require(parsed.root?.object)
        // Keys and values are where they are written (line, column in Unicode scalars, 1-based).
        let color = try #require(root.member("color"))
        #expect((color.keyLocation.line, color.keyLocation.column) == (2, 1))
        let link = try #require(color.value.object?["link"]?.object?.member("$value"))
        #expect((link.keyLocation.line, link.keyLocation.column) == (8, 5))
        #expect((link.value.location.line, link.value.location.column) == (8, 13))
        #expect(link.value.string == "{color.blue.50}")
        // The merge key: the anchored mapping's members, the mapping's own winning.
        #expect(
            root["size"]?.object?["body"]?.jsonText
                == #"{"$value":{"value":16,"unit":"px"},"$description":"Body text"}"#)

        let resolution = TokenResolver.resolve(files: [file], options: ResolveOptions(lenient: true))
        #expect(
            lines(resolution.diagnostics) == [
                Self.warning,
                ##"tokens.yml:10:13: warning: an unquoted reference is a YAML mapping; read as the reference "{color.blue.50}": quote it ('{color.blue.50}') [lenient.legacy-form]"##,
                ##"tokens.yml:20:13: warning: expected a dimension {"value": number, "unit": "px" | "rem"}, not "12 apples" [value.invalid]"##,
                #"typesetter: note: lenient mode leaves "size.bad" out; strict mode stops here"#,
            ])
        let blue = ColorValue(colorSpace: .srgb, components: [.value(0), .value(0.4), .value(0.8)])
        #expect(resolution.tokens["color.link"]?.value == .color(blue))
        #expect(resolution.tokens["color.accent"]?.value == .color(blue))
        #expect(resolution.tokens["size.body"]?.value == .dimension(DimensionValue(value: 16, unit: .px)))
        #expect(resolution.tokens["size.body"]?.description == "Body text")
        #expect(resolution.tokens["color.blue.50"]?.location.line == 5)
    }

    @Test func severalMergedMappingsTheEarlierWins() {
        let result = parse(
            """
            a: &a {x: 1, y: 1}
            b: &b {y: 2, z: 2}
            c:
              <<: [*a, *b]
              z: 3
            """)
        #expect(result.root?.object?["c"]?.jsonText == #"{"x":1,"y":1,"z":3}"#)
    }

    // MARK: Strict mode

    @Test func strictModeRejectsYAMLAndPointsToLenient() {
        let result = parse("size:\n  $type: dimension\n", lenient: false)
        #expect(result.root == nil)
        #expect(
            lines(result.diagnostics) == [
                "tokens.yml:1:1: error: a YAML token file; the Format Module is JSON, so strict mode does not read it: --lenient (or options.lenient: true in the configuration) reads YAML token files with one warning each [file.yaml]"
            ])
    }

    // MARK: Bad input never crashes

    @Test func unreadableYAMLSaysWhereAndWhy() {
        let cases: [(String, String)] = [
            (
                "a:\n  b: 1\n c: 2\n",
                "tokens.yml:3:2: error: not readable YAML: did not find expected key (while parsing a block mapping at line 1) [yaml.syntax]"
            ),
            (
                "a: 1\na: 2\n",
                ##"tokens.yml:1:1: error: not readable YAML: a mapping repeats the key "a"; YAML keys are unique [yaml.syntax]"##
            ),
            (
                "a: 1\n---\nb: 2\n",
                ##"tokens.yml:2:1: error: not readable YAML: a token file is one YAML document, and this one has another after "---" [yaml.syntax]"##
            ),
            ("a: *nothing\n", "tokens.yml:1:4: error: not readable YAML: found undefined alias [yaml.syntax]"),
            ("? [a, b]\n: 1\n", "tokens.yml:1:3: error: a key must be a string, not a YAML collection [yaml.syntax]"),
            (
                "a:\n  <<: 1\n",
                ##"tokens.yml:2:7: error: a merge key "<<" must name a mapping or a list of mappings [yaml.syntax]"##
            ),
            (
                "a:\n\tb: 1\n",
                "tokens.yml:2:1: error: not readable YAML: found character that cannot start any token (while scanning for the next token at line 2) [yaml.syntax]"
            ),
            (
                String(repeating: "[", count: 990) + String(repeating: "]", count: 990),
                "tokens.yml:1:257: error: YAML nested more than 256 levels deep; token files are never this deep [json.too-deep]"
            ),
            (
                String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000),
                "tokens.yml:1:1: error: YAML nested more than 256 levels deep; token files are never this deep [json.too-deep]"
            ),
        ]
        for (text, expected) in cases {
            let result = parse(text)
            #expect(result.root == nil, "\(text)")
            #expect(lines(result.diagnostics).last == expected, "\(text)")
        }
    }

    /// An unclosed bracket and a key without its colon are reported at their cause, not where libyaml noticed
    /// them (the line below), which a note names.
    @Test func syntaxErrorsPointAtTheirCause() {
        let cases: [(String, [String])] = [
            (
                "size:\n  $type: dimension\n  $value: [16\nweight:\n  $value: 400\n",
                [
                    "tokens.yml:3:11: error: not readable YAML: this `[` is not closed: end the list it opens with `]` (YAML read on to line 4 looking for `,` or `]`) [yaml.syntax]",
                    "tokens.yml:4:7: note: YAML noticed it here: did not find expected ',' or ']'",
                ]
            ),
            (
                "size:\n  $type dimension\n  $value: 16\n",
                [
                    "tokens.yml:2:8: error: not readable YAML: `$type dimension` has no `:` after its key: write `$type: dimension` [yaml.syntax]",
                    "tokens.yml:3:9: note: YAML noticed it here: mapping values are not allowed in this context",
                ]
            ),
            (
                "size:\n  $value: 16\n  $type dimension\n  $description: Body\n",
                [
                    "tokens.yml:3:8: error: not readable YAML: `$type dimension` has no `:` after its key: write `$type: dimension` [yaml.syntax]",
                    "tokens.yml:4:3: note: YAML noticed it here: could not find expected ':'",
                ]
            ),
        ]
        for (text, expected) in cases {
            let result = parse(text)
            #expect(result.root == nil, "\(text)")
            #expect(lines(result.diagnostics) == expected, "\(text)")
        }
    }

    @Test func invalidUTF8IsAnError() {
        let file = SourceFile(
            path: "tokens.yml", bytes: Array("a: 1\nb: x".utf8) + [0xFF], syntax: .lenient(path: "tokens.yml"))
        let result = JSONParser.parse(file)
        #expect(result.root == nil)
        #expect(
            lines(result.diagnostics) == [
                "tokens.yml:2:5: error: invalid UTF-8 byte at byte offset 9; token files must be UTF-8 [json.invalid-utf8]"
            ])
    }

    /// Nine levels of ten aliases each would be a billion values; the file is stopped at its allowance.
    @Test func aliasesThatExplodeAreStopped() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let result = parse(text)
        #expect(result.root == nil)
        let limit = YAMLTokenFile.aliasAllowance + 4 * text.utf8.count
        #expect(
            lines(result.diagnostics).last
                == "tokens.yml:1:5: error: its aliases expand the file past \(limit) values (each alias repeats its anchor's value); token files are never this large [yaml.syntax]"
        )
    }

    @Test func anEmptyFileIsNotATokenDocument() {
        let resolution = TokenResolver.resolve(
            files: [SourceFile(path: "tokens.yml", text: "# nothing yet\n", syntax: .lenient(path: "tokens.yml"))],
            options: ResolveOptions(lenient: true))
        #expect(resolution.errors.map(\.code) == [.documentNotObject])
    }

    // MARK: Folders

    @Test func foldersIncludeYAMLFiles() throws {
        let folder = try TemporaryFolder([
            "tokens/a.yml": "{}", "tokens/b.YAML": "{}", "tokens/c.json": "{}", "tokens/notes.md": "",
        ])
        let root = folder.path + "/tokens"
        #expect(TokenInputs.expand([root]).paths == ["a.yml", "b.YAML", "c.json"].map { root + "/" + $0 })
    }
}
