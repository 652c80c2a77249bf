import Testing
@testable import TypesetterTokens

/// Theo's token files (Lenient/Theo.swift), shaped like Twilio Paste's and OpenTable's: `props` read at the root,
/// `global` set aside, `{!alias}` values replaced from the file's aliases and its imports'.
@Suite("Lenient Theo")
struct LenientTheoTests {
    static let aliases = """
        aliases:
          blue-60: "#0263e0"
          size-30: "0.875rem"
          size-body: "{!size-30}"
        """

    static let tokens = """
        global:
          type: border
          category: font-size
        imports:
          - ../aliases/font.yml
        aliases:
          line: 20
        props:
          font-size-body:
            value: "{!size-body}"
            comment: "Body text"
          line-height-body:
            value: "{!line}"
            type: number
          link:
            value: "{!blue-60}"
          family:
            value: "{!brand}, sans-serif"
        """

    @Test func propsAtTheRootWithAliasesReplaced() throws {
        let folder = try TemporaryFolder(["aliases/font.yml": Self.aliases, "global/font.yml": Self.tokens])
        let result = TokenPipeline.run(paths: [folder.path], options: ResolveOptions(lenient: true))
        #expect(!result.hasErrors)
        let tokens = try #require(result.contexts.first?.tokens)
        // No `props.` prefix; the alias of an alias followed through the import; a number alias a number;
        // "border" (a hint to Theo's transforms) not taken as the type: "0.875rem" is a dimension by its value.
        #expect(tokens.tokens.map(\.path.dotted) == ["font-size-body", "line-height-body", "link"])
        #expect(tokens["font-size-body"]?.value == .dimension(DimensionValue(value: 0.875, unit: .rem)))
        #expect(tokens["font-size-body"]?.description == "Body text")
        #expect(tokens["line-height-body"]?.value == .number(20))
        #expect(tokens["link"]?.type == .color)
        let theo = result.diagnostics.filter {
            $0.message.contains("Theo") && !$0.message.hasPrefix("a token file in YAML")
        }
        #expect(
            theo.map(DiagnosticRenderer.xcode) == [
                "\(folder.path)/aliases/font.yml:1:1: warning: a Theo file of aliases and no props: its aliases serve the {!alias} values of the files that import it, and it defines no token [lenient.legacy-form]\n",
                "\(folder.path)/global/font.yml:18:12: warning: Theo alias {!brand} is defined neither in this file's aliases nor in those of the files it imports [reference.unresolved]\n"
                    + "typesetter: note: lenient mode leaves \"family\" out\n",
                "\(folder.path)/global/font.yml:1:1: warning: a Theo file: its 3 props read as tokens at the root (global's type and category set aside: Theo's hints to its transforms, such as \"border\" on \"4px\"; each prop is typed by its own type or value), 3 {!alias} values replaced by the aliases' values; the Format Module writes tokens with \"$type\" and references to tokens (\"{group.token}\") [lenient.legacy-form]\n",
            ])
    }

    /// Theo's older form: `props` as an array of tokens, each named by `name`; an import that is not there is
    /// a warning naming it.
    @Test func propsAsAnArrayAndAMissingImport() throws {
        let folder = try TemporaryFolder([
            "tokens.yml": """
            imports:
              - ./nowhere.yml
            props:
              - name: space-small
                value: 8px
              - value: 12px
            """
        ])
        let result = TokenPipeline.run(paths: [folder.path], options: ResolveOptions(lenient: true))
        #expect(result.contexts.first?.tokens.tokens.map(\.path.dotted) == ["space-small"])
        // A prop of the array without a name is left out, and said so.
        #expect(
            result.diagnostics.contains {
                $0.message == #"a Theo prop in a props array needs a "name" (text); lenient mode leaves it out"#
            })
        #expect(
            result.diagnostics.filter { $0.code == .fileUnreadable }.map(\.message).first?.hasPrefix(
                "Theo import \"./nowhere.yml\" cannot be read: ") == true)
    }

    /// Aliases that name one another in a cycle, and an alias that is an object inside a string: each prop is
    /// left out with a warning that says which.
    @Test func aliasCyclesAndObjectsLeaveThePropOut() throws {
        let folder = try TemporaryFolder([
            "tokens.yml": """
            aliases:
              a: "{!b}"
              b: "{!a}"
              shape: {x: 1}
            props:
              loop:
                value: "{!a}"
              border:
                value: "1px solid {!shape}"
              kept:
                value: 4px
            """
        ])
        let result = TokenPipeline.run(paths: [folder.path], options: ResolveOptions(lenient: true))
        #expect(result.contexts.first?.tokens.tokens.map(\.path.dotted) == ["kept"])
        #expect(
            result.diagnostics.filter { $0.code == .referenceUnresolved }.map(\.message) == [
                "Theo aliases name one another in a cycle through {!a}",
                "Theo alias {!shape} is an object, not text or a number, so it cannot stand in a value",
            ])
    }

    /// Strict mode reads no YAML file (an error that says lenient mode does), Theo's or not; a YAML file whose
    /// root has other members than Theo's is not Theo's.
    @Test func strictModeAndOtherYAMLAreUnchanged() {
        let strict = JSONParser.parse(SourceFile(path: "tokens.yml", text: Self.tokens, syntax: .json))
        #expect(strict.root == nil)
        #expect(strict.diagnostics.map(\.code) == [.yamlFile])
        let path = "tokens.yml"
        let dtcg = JSONParser.parse(
            SourceFile(
                path: path, text: "props:\n  a: {$value: 1, $type: number}\nsize: {$value: 2, $type: number}\n",
                syntax: .lenient(path: path)))
        #expect(dtcg.root?.object?.members.map(\.key) == ["props", "size"])
        // Root groups that happen to have Theo's names are groups, not Theo's global and aliases.
        let groups = JSONParser.parse(
            SourceFile(
                path: path,
                text:
                    "global:\n  space: {$value: 4px, $type: dimension}\naliases:\n  brand:\n    red: {$value: \"#f00\", $type: color}\n",
                syntax: .lenient(path: path)))
        #expect(groups.root?.object?.members.map(\.key) == ["global", "aliases"])
        #expect(!groups.diagnostics.contains { $0.message.contains("Theo") })
        let aliasGroups = JSONParser.parse(
            SourceFile(
                path: path, text: "aliases:\n  brand:\n    red: {$value: \"#f00\", $type: color}\n",
                syntax: .lenient(path: path)))
        #expect(aliasGroups.root?.object?.members.map(\.key) == ["aliases"])
        #expect(!aliasGroups.diagnostics.contains { $0.message.contains("Theo") })
    }
}
