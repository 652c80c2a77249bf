import Foundation
import Testing
import TypesetterDiagnostics
@testable import TypesetterTokens

/// A text style exported both as a composite token and as a group of member tokens (Lenient/Figma+CompositeTwins.swift).
/// Fixture: Tests/Fixtures/composite-twins.
@Suite("Lenient composite twins") struct LenientCompositeTwinsTests {
    static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/composite-twins/design-tokens-plugin.json").path

    @Test func aStyleWrittenTwiceIsOneStyle() throws {
        let result = TokenPipeline.run(paths: [Self.fixture], options: ResolveOptions(lenient: true))
        #expect(!result.hasErrors)
        let tokens = try #require(result.contexts.first?.tokens)
        let styles = tokens.tokens.filter { $0.type == .typography }.map(\.path.dotted).sorted()
        // The twins are read once, as their composites; body differs (17 and 16 px), so both are styles.
        #expect(
            styles == [
                "font.body", "font.title.emphasized", "font.title.regular", "typography.body", "typography.caption",
            ])
        // The member tokens stay tokens.
        #expect(tokens["typography.title.regular.fontSize"] != nil)
        #expect(
            result.diagnostics.filter { $0.message.contains("repeat a composite") }.map(DiagnosticRenderer.xcode) == [
                "\(Self.fixture):20:7: warning: 2 groups of separate tokens (fontSize, lineHeight, fontWeight…), such as \"typography.title.regular\", repeat a composite typography token member for member (\"font.title.regular\"), as the Figma Design Tokens plugin exports each text style twice: each style is read once, as its composite; the separate tokens stay tokens [lenient.legacy-form]\n"
            ])
    }

    @Test func literalsCompared() {
        func literal(_ text: String) -> String? {
            JSONParser.parse(SourceFile(path: "t.json", text: text)).root.flatMap(TokenTree.comparableLiteral)
        }
        #expect(literal("28") == literal(#""28px""#))
        #expect(literal(#"{"value": 28, "unit": "px"}"#) == literal("28"))
        #expect(literal(#""Inter""#) == literal(#""inter""#))
        #expect(literal(#""{font.size}""#) == nil)
        #expect(literal("28") != literal("28.5"))
    }
}
