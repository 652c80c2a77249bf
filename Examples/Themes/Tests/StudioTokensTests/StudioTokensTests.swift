import StudioTokens
import Testing
import Typesetter

/// The Tokens Studio project's build: the same themes, with the same values, as the resolver document's.
@Suite struct StudioTokensTests {
    @Test func theThemeGroupsMakeTheSameThemes() {
        #expect(Theme.all.map(\.name) == [
            "brandARegular", "brandACompact", "brandBRegular", "brandBCompact", "brandCRegular", "brandCCompact",
        ])
    }

    @Test(arguments: [
        ("brandACompact", Typography.Font.system(design: .default), 17.0, 21.25),
        ("brandBRegular", .system(design: .serif), 18, 27),
        ("brandCCompact", .system(design: .rounded), 16, 20),
    ])
    func bodyPerTheme(name: String, font: Typography.Font, size: Double, lineHeight: Double) throws {
        let theme = try #require(Theme.all.first { $0.name == name })
        let body = theme.typography(.body).resolve(at: .large)
        #expect(theme.typography(.body).font == font)
        #expect(body.pointSize == size)
        #expect(body.lineHeight == lineHeight)
    }

    @Test func accentPerBrand() {
        let accent = StudioBrands.Colors.accent
        #expect([Theme.brandARegular, .brandBCompact, .brandCRegular].map { $0.color(accent).hexString } == [
            "#0A64D2", "#1E7A46", "#B4325A",
        ])
        #expect(Theme.brandBCompact.color(accent).components(dark: true, highContrast: false).hexString == "#5AD28C")
    }
}
