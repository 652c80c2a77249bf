import Foundation
import Testing
import TypesetterDiagnostics
@testable import TypesetterTokens

/// A Tokens Studio single-file export without `$themes` or `$metadata` (Importers/TokensStudioProject+LegacySets.swift),
/// shaped like Chakra UI's Figma kit (`"main"`, `"main-dark"`…): the top-level groups are sets, and references
/// name tokens inside them without the set's name. Fixture: Tests/Fixtures/init-from/tokens-studio-sets.
@Suite("Lenient Tokens Studio sets without $themes or $metadata") struct LenientLegacySetsTests {
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/init-from/tokens-studio-sets/tokens.json").path

    @Test func topLevelGroupsAreSetsMergedInFileOrder() throws {
        let result = TokenPipeline.run(paths: [Self.fixture], options: ResolveOptions(lenient: true))
        #expect(!result.hasErrors)
        #expect(result.contexts.count == 1)
        let tokens = try #require(result.contexts.first?.tokens)
        // Paths without the set's name; `dark` (later) overrides `light`'s surface, and `light`'s ink names it.
        #expect(tokens["global.text.body"] == nil)
        guard case .typography(let title)? = tokens["text.title"]?.value else {
            Issue.record("text.title is not a typography")
            return
        }
        #expect(title.fontSize == DimensionValue(value: 20, unit: .px))
        #expect(title.fontWeight?.value == 600)
        guard case .typography(let body)? = tokens["text.body"]?.value else {
            Issue.record("text.body is not a typography")
            return
        }
        #expect(body.fontSize == DimensionValue(value: 16, unit: .px))
        #expect(body.lineHeight == 1.5)
        guard case .color(let surface)? = tokens["surface"]?.value, case .color(let ink)? = tokens["ink"]?.value else {
            Issue.record("surface or ink is not a color")
            return
        }
        #expect(surface == ink)
        #expect(surface.hex == "#101010")
        #expect(
            result.diagnostics.filter { $0.message.contains("without $themes") }.map(DiagnosticRenderer.xcode) == [
                "\(Self.fixture):2:3: warning: a Tokens Studio single-file export without $themes or $metadata: its top-level groups \"global\", \"light\", \"dark\" are token sets, 10 references naming tokens inside them without the set's name; read as sets, all enabled, merged in file order (later sets override earlier ones); Tokens Studio now writes the order as \"$metadata\": {\"tokenSetOrder\": [...]} [lenient.legacy-form]\n"
            ])
    }

    @Test func strictModeSaysWhatLenientReads() {
        let result = TokenPipeline.run(paths: [Self.fixture], options: ResolveOptions())
        #expect(result.hasErrors)
        #expect(
            result.diagnostics.filter { $0.message.contains("without $themes") }.map(DiagnosticRenderer.xcode) == [
                "\(Self.fixture):2:3: note: \(Self.fixture) looks like a Tokens Studio single-file export without $themes or $metadata: its references name tokens inside its top-level groups \"global\", \"light\", \"dark\" without the group's name; lenient mode reads the groups as token sets, all enabled, merged in file order [lenient.suggested]\n"
            ])
    }

    /// Top-level groups that references name from the root are groups, not sets, even in Tokens Studio's types.
    @Test func referencesFromTheRootKeepTheGroups() {
        let root = JSONParser.parse(
            SourceFile(
                path: "tokens.json",
                text: """
                    {
                      "size": { "md": { "value": "16", "type": "fontSizes" } },
                      "text": { "body": { "value": { "fontSize": "{size.md}", "fontFamily": "Inter" }, "type": "typography" } }
                    }
                    """)
        ).root
        #expect(root.flatMap(TokensStudioProject.legacySets) == nil)
        let mixed = JSONParser.parse(
            SourceFile(
                path: "tokens.json",
                text: """
                    {
                      "core": { "size": { "md": { "value": "16", "type": "fontSizes" } } },
                      "text": { "body": { "value": { "fontSize": "{core.size.md}", "lineHeight": "{size.md}" }, "type": "typography" } }
                    }
                    """)
        ).root
        #expect(mixed.flatMap(TokensStudioProject.legacySets) == nil)
    }

    @Test func referenceNamesInStrings() {
        #expect(TokensStudioProject.referenceNames(in: "$fontSize.0 * 1.25") == ["fontSize.0"])
        #expect(TokensStudioProject.referenceNames(in: "{a.b} + {c.value}") == ["a.b", "c"])
        #expect(TokensStudioProject.referenceNames(in: "rgba($white, 0.5)") == ["white"])
        #expect(TokensStudioProject.referenceNames(in: "$white") == ["white"])
        #expect(TokensStudioProject.referenceNames(in: "US$ 5, plain text") == [])
    }

    /// The byte look that spares a file without references a second parse: JSON's own braces and `$` keys are
    /// not references; a brace inside a string and a value starting with `$` may be.
    @Test func onlyAFileThatMayHoldReferencesIsParsedAgain() {
        func may(_ text: String) -> Bool { TokensStudioProject.mayHoldReferences(Array(text.utf8)) }
        #expect(!may(#"{ "a": { "$value": 1, "value": [ { "x": 2 } ], "$type": "number" } }"#))
        #expect(may(#"{ "a": { "value": "{b.c}" } }"#))
        #expect(may(#"{ "a": { "value": "2 * {b}" } }"#))
        #expect(may(#"{ "a": { "value": "x: {b}, y" } }"#))
        #expect(may(#"{ "a": { "value": "$b.c" } }"#))
        #expect(!may(#"{ "$themes": [], "a": { "value": "plain \" text" } }"#))
    }
}
