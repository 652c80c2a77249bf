import Foundation
import ShowcaseTokens
import Testing
import Typesetter

/// The plugin-generated Swift, used the way an app uses it.
@Suite struct ShowcaseTokensTests {
    @Test func customFacesByPostScriptName() {
        #expect(Typography.body.resolve(at: .large).postScriptName == "Inter-Regular")
        #expect(Typography.title.resolve(at: .large).postScriptName == "Inter-SemiBold")
        #expect(Typography.hero.resolve(at: .large).postScriptName == "Inter-Bold")
        // Bold Text: one step heavier face, or the face the token names.
        #expect(Typography.body.resolve(at: .large, legibilityWeight: .bold).postScriptName == "Inter-Medium")
        #expect(Typography.caption.resolve(at: .large, legibilityWeight: .bold).postScriptName == "Inter-Bold")
        // Noto Sans CJK has Regular and Bold only: Bold Text goes to Bold.
        #expect(Typography.bodyJapanese.resolve(at: .large).postScriptName == "NotoSansCJKjp-Regular")
        #expect(Typography.bodyJapanese.resolve(at: .large, legibilityWeight: .bold).postScriptName == "NotoSansCJKjp-Bold")
    }

    @Test func onlyTheFilesInUseAreBundled() {
        #expect(Showcase.FontFamilies.fileNames == [
            "Inter-Bold.otf", "Inter-ExtraBold.otf", "Inter-Medium.otf", "Inter-Regular.otf", "Inter-SemiBold.otf",
            "NotoSansCJKjp-Bold.otf", "NotoSansCJKjp-Regular.otf",
        ])
    }

    /// The package bundles its fonts: registration looks in `Bundle.module`, finds every file, and reports
    /// per file why it could not register (on Linux: no CoreText).
    @Test func fontsAreRegisteredFromThePackageBundle() throws {
        let urls = Showcase.bundledFontURLs()
        #expect(urls.count == Showcase.FontFamilies.fileNames.count)
        for (file, url) in urls {
            let found = try #require(url, "\(file) is not in Bundle.module")
            #expect(FileManager.default.fileExists(atPath: found.path))
        }
        let failures = Showcase.registerFonts()
        #if canImport(CoreText)
        #expect(failures.isEmpty, "\(failures)")
        #else
        #expect(failures.map(\.fileName) == Showcase.FontFamilies.fileNames)
        #expect(failures.allSatisfy { $0.reason == .unsupportedPlatform })
        #endif
        // The main bundle (the test runner's) does not hold them: the reason says where it looked.
        let elsewhere = Showcase.FontFamilies.register(bundle: .main)
        #expect(elsewhere.count == Showcase.FontFamilies.fileNames.count || elsewhere.isEmpty)
        #if !canImport(CoreText)
        #expect(elsewhere.allSatisfy { if case .notInBundle = $0.reason { true } else { false } })
        #endif
    }

    @Test func realFontMetricsDriveTheLineMath() throws {
        // Noto Sans CJK: hhea 1160/-288/0 at 1000 units per em → 1.448 em.
        let japanese = Typography.bodyJapanese.resolve(at: .large)
        #expect(abs(japanese.naturalLineHeight - 16 * 1.448) < 1e-9)
        #expect(japanese.lineHeight == 24)
        // At AX5 the style follows Callout's leading curve (textStyleLeading): 24 × 60 / 21.
        let ax5 = Showcase.japaneseBodyAtEverySize()[11]
        #expect(ax5.pointSize == 16.0 * 51 / 16)
        #expect(abs(ax5.requestedLineHeight - 24.0 * 60 / 21) < 1e-9)
        #expect(ax5.flags.contains(.lineHeightTighterThanFont))
    }

    @Test func colorsHaveTheirAppearances() {
        let accent = Showcase.Colors.accent
        #expect(accent.any == DesignColor.Components(red: 0, green: 0.478, blue: 1, alpha: 1))
        #expect(accent.components(dark: true, highContrast: false).red == 0.04)
        #expect(accent.components(dark: false, highContrast: true).green == 0.25)
        // No dark high-contrast variant: falls back to dark.
        #expect(accent.components(dark: true, highContrast: true).red == 0.04)
        #expect(Showcase.Colors.highlight.colorSpace == .displayP3)
    }

    @Test func spacing() {
        #expect(Showcase.Dimensions.spacingMd.value(at: .accessibility5) == 16.0 * 53 / 17)
        #expect(Showcase.Dimensions.spacingHairline == 1)
    }

    /// The components, as an app's SwiftUI and UIKit adapters read them: states, scaled lengths, contrast.
    @Test func buttonsHaveTheirStatesAndScaleWithTheirTextStyle() throws {
        let primary = ComponentStyle.primary
        #expect(primary.base.typography == .title)
        #expect(primary.base.background == Showcase.Colors.accentStrong)
        #expect(primary.values(isEnabled: true, isPressed: true).background == Showcase.Colors.accentPressed)
        #expect(primary.values(isEnabled: false, isPressed: true).foreground == Showcase.Colors.disabledText)
        // Title 22 pt scales with Title 2: 16 pt of padding is 16 × 22 / 22 at Large and 16 × 56 / 22 at AX5.
        #expect(primary.base.metrics(at: .large).paddingHorizontal == 16)
        #expect(primary.base.metrics(at: .accessibility5).paddingHorizontal == 16.0 * 56 / 22)
        // 44 pt minimum height, never below it; the line and padding outgrow it at large sizes.
        #expect(try #require(primary.base.height(at: .xSmall)) >= 44)
        #expect(try #require(primary.base.height(at: .large)) >= 44)
        #expect(try #require(primary.base.height(at: .accessibility5)) > 100)
        // The secondary button's border follows the link color in dark mode.
        let border = try #require(ComponentStyle.secondary.base.border)
        #expect(border.color == Showcase.Colors.link)
    }

    @Test func labelsBadgesAndCardsPassContrast() throws {
        for (foreground, background) in [
            (ComponentStyle.primary.base.foreground, ComponentStyle.primary.base.background),
            (ComponentStyle.badge.base.foreground, ComponentStyle.badge.base.background),
            (ComponentStyle.caption.base.foreground, Showcase.Colors.background),
        ] {
            let text = try #require(foreground)
            let surface = try #require(background)
            for dark in [false, true] {
                let ratio = Contrast.ratio(
                    foreground: Contrast.Color(text.components(dark: dark, highContrast: false), in: text.colorSpace),
                    background: Contrast.Color(surface.components(dark: dark, highContrast: false), in: surface.colorSpace),
                    backdrop: dark ? .black : .white)
                #expect(ratio >= 4.5)
            }
        }
        #expect(ComponentStyle.card.base.metrics(at: .large).cornerRadius == 16)
        #expect(ComponentStyle.card.base.typography == nil)
    }
}
