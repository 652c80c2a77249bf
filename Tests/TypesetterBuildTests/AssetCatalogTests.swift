import Foundation
import Testing
import TypesetterBuild
import TypesetterCore

/// Colorsets carry Xcode's four appearance entries whatever the tokens define.
@Suite struct AssetCatalogTests {
    struct Entry: Decodable {
        struct Appearance: Decodable, Hashable { let appearance: String; let value: String }
        struct Color: Decodable { let components: [String: String] }
        let appearances: [Appearance]?
        let color: Color
    }
    struct Colorset: Decodable { let colors: [Entry] }

    func entries(_ color: DesignColor) throws -> [(Set<String>, String)] {
        let text = AssetCatalogEmitter().colorset(color)
        let set = try JSONDecoder().decode(Colorset.self, from: Data(text.utf8))
        return set.colors.map { entry in
            (Set((entry.appearances ?? []).map { "\($0.appearance):\($0.value)" }), entry.color.components["red"] ?? "")
        }
    }

    @Test func fourEntriesWhenOnlyAnyIsDefined() throws {
        let color = DesignColor(any: .init(red: 0.2, green: 0, blue: 0, alpha: 1))
        let found = try entries(color)
        #expect(found.map(\.0) == [[], ["luminosity:dark"], ["contrast:high"], ["luminosity:dark", "contrast:high"]])
        #expect(found.map(\.1) == ["0.2000", "0.2000", "0.2000", "0.2000"])
    }

    @Test func missingAppearancesFallBackLikeTheSwiftColors() throws {
        let color = DesignColor(
            any: .init(red: 0.1, green: 0, blue: 0, alpha: 1), dark: .init(red: 0.9, green: 0, blue: 0, alpha: 1),
            highContrast: .init(red: 0.3, green: 0, blue: 0, alpha: 1)
        )
        // Dark high contrast falls back to dark, not to the light high-contrast color.
        #expect(try entries(color).map(\.1) == ["0.1000", "0.9000", "0.3000", "0.9000"])
        let full = DesignColor(
            any: .init(red: 0.1, green: 0, blue: 0, alpha: 1), dark: .init(red: 0.9, green: 0, blue: 0, alpha: 1),
            highContrast: .init(red: 0.3, green: 0, blue: 0, alpha: 1),
            darkHighContrast: .init(red: 1, green: 0, blue: 0, alpha: 1)
        )
        #expect(try entries(full).map(\.1) == ["0.1000", "0.9000", "0.3000", "1.0000"])
    }
}
