import Testing
import TypesetterBuild
import TypesetterCore

/// ``TokenDiff`` on models built in the test: each side is described with its own values.
@Suite struct TokenDiffTests {
    static func diff(old: DesignSystem, new: DesignSystem) -> TokenDiff {
        TokenDiff(old: .init(model: old, checks: nil), new: .init(model: new, checks: nil), population: .coarse)
    }

    static func style(_ font: Typography.Font) -> DesignSystem {
        DesignSystem(typography: [
            TypographyStyle(
                origin: TokenOrigin(path: "typography.body", swiftName: "body", location: "tokens.json:1:1"),
                typography: Typography(font: font, size: 17))
        ])
    }

    /// The system font's face is named from the old side's font: a style moved from the system font to a
    /// family without faces changes face (it was named with the new font on both sides, so no change showed).
    @Test func theOldFaceIsNamedWithTheOldFont() throws {
        let diff = Self.diff(
            old: Self.style(.system()), new: Self.style(.custom(FontFamily(name: "Brand", faces: []))))
        let face = try #require(diff.changes.first { $0.what.hasPrefix("face") })
        #expect(face.what == "face at large")
        #expect(face.before == "SF Pro Text")
        #expect(face.after == "system font (no face)")
    }

    /// Colors are compared in the appearances the component checks and the catalog name.
    @Test func colorAppearancesAreTheCheckersNames() throws {
        func model(highContrast: DesignColor.Components) -> DesignSystem {
            let black = DesignColor.Components(red: 0, green: 0, blue: 0, alpha: 1)
            return DesignSystem(colors: [
                ColorEntry(
                    origin: TokenOrigin(path: "color.text", swiftName: "text", location: "tokens.json:1:1"),
                    color: DesignColor(any: black, dark: black, highContrast: highContrast, darkHighContrast: black))
            ])
        }
        let diff = Self.diff(
            old: model(highContrast: .init(red: 0, green: 0, blue: 0, alpha: 1)),
            new: model(highContrast: .init(red: 1, green: 1, blue: 1, alpha: 1)))
        #expect(diff.changes.map(\.what) == ["light high contrast"])
        #expect(diff.changes.map(\.before) == ["#000000"])
        #expect(diff.changes.map(\.after) == ["#FFFFFF"])
    }
}
