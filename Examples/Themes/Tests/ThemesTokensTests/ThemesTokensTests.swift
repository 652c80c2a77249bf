import Testing
import ThemesTokens
import Typesetter

/// The generated themes, switched the way an app switches them: each theme's value of a generated member,
/// resolved at a Dynamic Type size like the SwiftUI modifier resolves it.
@Suite struct ThemesTokensTests {
    @Test func everyCombinationIsATheme() {
        #expect(Theme.all.map(\.name) == [
            "brandARegular", "brandACompact", "brandBRegular", "brandBCompact", "brandCRegular", "brandCCompact",
        ])
        #expect(Theme.brandBCompact.selections == [.init("brand", "brandB"), .init("density", "compact")])
    }

    @Test func bodyFollowsTheBrandAndTheDensity() {
        // Size and font by brand, line height by density: resolved at Large and at AX3 (to the hundredth).
        let expected: [(Theme, Typography.Font, Double, Double, Double)] = [
            (.brandARegular, .system(design: .default), 17, 25.5, 40),
            (.brandACompact, .system(design: .default), 17, 21.25, 40),
            (.brandBRegular, .system(design: .serif), 18, 27, 42.35),
            (.brandBCompact, .system(design: .serif), 18, 22.5, 42.35),
            (.brandCRegular, .system(design: .rounded), 16, 24, 38),
            (.brandCCompact, .system(design: .rounded), 16, 20, 38),
        ]
        for (theme, font, size, lineHeight, accessibilitySize) in expected {
            let body = theme.typography(.body)
            #expect(body.font == font, "\(theme.name)")
            let large = body.resolve(at: .large)
            #expect(large.pointSize == size, "\(theme.name)")
            #expect(large.lineHeight == lineHeight, "\(theme.name)")
            let accessibility = body.resolve(at: .accessibility3).pointSize
            #expect((accessibility * 100).rounded() / 100 == accessibilitySize, "\(theme.name)")
        }
    }

    @Test func colorsFollowTheBrandInLightAndDark() {
        let accent = Brands.Colors.accent
        #expect(Theme.brandARegular.color(accent).hexString == "#0A64D2")
        #expect(Theme.brandBRegular.color(accent).hexString == "#1E7A46")
        #expect(Theme.brandCCompact.color(accent).hexString == "#B4325A")
        #expect(Theme.brandCCompact.color(accent).components(dark: true, highContrast: false).hexString == "#FF8CAA")
        // The density does not change colors.
        #expect(Theme.brandBCompact.color(accent) == Theme.brandBRegular.color(accent))
    }

    @Test func dimensionsFollowTheDensity() {
        #expect(Theme.brandARegular.scaled(Brands.Dimensions.spacingGutter).value(at: .large) == 16)
        #expect(Theme.brandCCompact.scaled(Brands.Dimensions.spacingGutter).value(at: .large) == 8)
        let hairline = Brands.Dimensions.spacingHairline
        #expect(Theme.brandBCompact.fixedDimension("spacing.hairline", default: hairline) == 0.5)
        #expect(Theme.brandBRegular.fixedDimension("spacing.hairline", default: hairline) == 1)
    }

    @Test func sharedValuesAreWrittenOnce() {
        // The caption and the separator are the same in every theme: no theme carries them.
        for theme in Theme.all {
            #expect(theme.typography["typography.caption"] == nil, "\(theme.name)")
            #expect(theme.colors["color.separator"] == nil, "\(theme.name)")
            #expect(theme.typography(.caption) == .caption)
        }
        // The default theme is the generated members themselves.
        #expect(Theme.brandARegular.typography.isEmpty && Theme.brandARegular.colors.isEmpty)
    }
}
