import Testing
import TypesetterTokens

@testable import TypesetterBuild

/// How `init --from` picks appearances among contexts: by their names, and between two contexts named for the
/// same appearance, the one with typography.
@Suite struct ExportInspectionTests {
    static func contexts(_ names: [String], modifier: String = "theme") -> [ResolverContext] {
        names.map { ResolverContext(selections: [.init(modifier: modifier, context: $0)]) }
    }

    /// Supabase's themes: `dark` and `light` (new, colors only) before `Dark` and `Light` (with typography).
    @Test func ofTwoContextsNamedAlikeTheOneWithTypography() throws {
        let contexts = Self.contexts(["dark", "light", "Dark", "Light"])
        let plain = try #require(ExportInspection.Appearances.choose(contexts))
        #expect(plain.yaml == "appearances:\n  any: { theme: light }\n  dark: { theme: dark }")
        let typed = try #require(
            ExportInspection.Appearances.choose(contexts, typography: ["theme": ["Dark": 26, "Light": 26]]))
        #expect(typed.yaml == "appearances:\n  any: { theme: Light }\n  dark: { theme: Dark }")
    }

    @Test func noDarkContextNoAppearances() {
        #expect(ExportInspection.Appearances.choose(Self.contexts(["Casual", "Business"])) == nil)
    }
}
