import Foundation
import Testing
import TypesetterDiagnostics
@testable import TypesetterTokens

/// Two readings of one file, chosen by its own evidence (Importers/TokensStudioProject+Evidence.swift).
/// Fixtures: Tests/Fixtures/evidence.
@Suite("Reading chosen by evidence") struct ReadingEvidenceTests {
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/evidence/" + name).path
    }
    static let figmaREST = fixture("figma-rest-metadata.tokens.json")
    static let setPrefix = fixture("tokens-studio-set-prefix.json")

    static func typography(_ tokens: TokenSet?, _ path: String) -> TypographyValue? {
        guard case .typography(let value)? = tokens?[path]?.value else { return nil }
        return value
    }

    static let figmaWarning =
        #"\#(figmaREST):2:3: warning: $metadata ("fileName", "fileKey", "exportedAt") is the file's own metadata, not Tokens Studio's: it has no "tokenSetOrder" and there is no $themes beside it, as a DTCG file written from Figma's REST API keeps its file name and export date; read as plain tokens, $metadata ignored [lenient.legacy-form]"#
        + "\n"

    /// A Figma REST API DTCG file's `$metadata` (file name, export date) is not Tokens Studio's: plain tokens.
    @Test func figmaRESTMetadataIsReadAsPlainTokens() throws {
        for options in [ResolveOptions(lenient: true), ResolveOptions()] {
            let result = TokenPipeline.run(paths: [Self.figmaREST], options: options)
            #expect(!result.hasErrors)
            #expect(result.contexts.count == 1)
            let body = try #require(Self.typography(result.contexts.first?.tokens, "text.body"))
            #expect(body.fontSize == DimensionValue(value: 16, unit: .px))
            #expect(body.fontFamily == ["Inter"])
            #expect(
                result.diagnostics.filter { $0.message.contains("$metadata") }.map(DiagnosticRenderer.xcode) == [
                    Self.figmaWarning
                ])
        }
    }

    /// Tokens Studio's own `$metadata` still makes a single-file export, with or without `$themes`.
    @Test func tokensStudioMetadataStillMakesAProject() throws {
        let folder = try TemporaryFolder([
            "tokens.json": """
            {
              "core": {"size": {"md": {"value": "16", "type": "fontSizes"}}},
              "semantic": {"body": {"value": "{size.md}", "type": "fontSizes"}},
              "$metadata": {"tokenSetOrder": ["semantic", "core"]}
            }
            """
        ])
        let file = SourceFile(
            path: "a.json", text: #"{"$metadata": {"activeThemes": []}, "a": {"$value": 1, "$type": "number"}}"#)
        #expect(TokensStudioProject.isSingleFileExport(file))
        let foreign = SourceFile(
            path: "b.json",
            text: #"{"$metadata": {"fileName": "tokenSetOrder"}, "a": {"$value": 1, "$type": "number"}}"#)
        #expect(!TokensStudioProject.isSingleFileExport(foreign))
        let result = TokenPipeline.run(paths: [folder.path + "/tokens.json"], options: ResolveOptions(lenient: true))
        #expect(!result.hasErrors)
        #expect(result.contexts.first?.tokens.tokens.map(\.path.dotted).sorted() == ["body", "size.md"])
        #expect(result.diagnostics.contains { $0.message.hasPrefix("Tokens Studio $metadata: 2 token sets") })
    }

    /// References that resolve only with the set's name first: one plain tree, with one warning.
    @Test func setPrefixedReferencesReadTheFileAsOnePlainTree() throws {
        let result = TokenPipeline.run(paths: [Self.setPrefix], options: ResolveOptions(lenient: true))
        #expect(!result.hasErrors)
        #expect(result.contexts.count == 1)
        let tokens = result.contexts.first?.tokens
        let body = try #require(Self.typography(tokens, "typography.text.body"))
        #expect(body.fontSize == DimensionValue(value: 16, unit: .px))
        #expect(body.fontFamily == ["Inter"])
        let title = try #require(Self.typography(tokens, "typography.text.title"))
        #expect(title.fontWeight?.value == 700)
        #expect(!result.diagnostics.contains { $0.code == .referenceUnresolved })
        #expect(
            result.diagnostics.filter { $0.message.contains("name the set first") }.map(DiagnosticRenderer.xcode) == [
                "\(Self.setPrefix):2:3: warning: a Tokens Studio single-file export whose references name the set first: 4 references resolve only with the set's name ({core.size.title}, set \"core\") and 0 only without it, as when Style Dictionary reads the file as one plain tree; read as one plain tree (top-level groups \"core\", \"typography\" kept as groups, $themes and $metadata ignored): merged at the root as Tokens Studio's sets, these references would name no token [lenient.legacy-form]\n"
            ])
        // No other word about $themes or $metadata: the one warning says they are ignored.
        #expect(!result.diagnostics.contains { $0.message.hasPrefix("Tokens Studio $") })
        #expect(!result.diagnostics.contains { $0.message.contains("is Tokens Studio metadata") })
    }

    /// References without the set's name (Tokens Studio's own reading) keep the sets; a mix keeps them too
    /// unless nine in ten of the one-way references name the set.
    @Test func evidenceCounts() throws {
        func evidence(_ text: String) throws -> TokensStudioProject.SetPrefixEvidence {
            let root = try #require(JSONParser.parse(SourceFile(path: "t.json", text: text)).root?.object)
            return TokensStudioProject.setPrefixEvidence(root)
        }
        let sets = try evidence(
            #"{"core": {"a": {"value": "1", "type": "number"}}, "b": {"x": {"value": "{a}", "type": "number"}}, "$themes": []}"#
        )
        #expect(sets.prefixed == 0 && sets.unprefixed == 1 && !sets.readsAsPlainTree)
        let mixed = try evidence(
            #"{"core": {"a": {"value": "1", "type": "number"}}, "b": {"x": {"value": "{a}", "type": "number"}, "y": {"value": "{core.a}", "type": "number"}}}"#
        )
        #expect(mixed.prefixed == 1 && mixed.unprefixed == 1 && !mixed.readsAsPlainTree)
        let prefixed = try evidence(
            #"{"core": {"a": {"value": "1", "type": "number"}}, "b": {"y": {"value": "{core.a}", "type": "number"}}}"#)
        #expect(prefixed.prefixed == 1 && prefixed.unprefixed == 0 && prefixed.readsAsPlainTree)
    }

    /// Strict mode is unchanged: it reads the tree as written, and its note says lenient mode reads the form.
    @Test func strictModeKeepsItsReading() {
        let result = TokenPipeline.run(paths: [Self.setPrefix], options: ResolveOptions())
        #expect(result.hasErrors)
        #expect(result.diagnostics.contains { $0.code == .lenientSuggested })
    }
}
