import B43Tokens
import Testing
import Typesetter

/// The generated styles, used the way an app uses them.
@Suite struct B43TokensTests {
    @Test func stylesComeFromTheTokens() {
        #expect(Typography.bodyLarge.size == 17)
        #expect(Typography.bodyLarge.lineHeight == .multiple(1.5))
        #expect(Typography.displayLarge.weight == .bold)
        #expect(Typography.labelMedium.letterSpacing == .points(0.5))
        #expect(Typography.allStyles.map(\.path) == [
            "body.small", "body.medium", "body.large", "display.small", "display.medium", "display.large",
            "label.small", "label.medium", "label.large",
        ])
    }

    @Test func stylesScaleWithDynamicType() {
        // Body large scales with Body: 17 → 40 at AX3, its 1.5 line height with it.
        let ax3 = Typography.bodyLarge.resolve(at: .accessibility3)
        #expect(ax3.pointSize == 40)
        #expect(ax3.lineHeight == 60)
        // Display large follows Large Title but stops at 64 pt.
        #expect(Typography.displayLarge.resolve(at: .accessibility5).pointSize == 64)
        // The badge label never scales.
        #expect(Typography.labelSmall.resolve(at: .accessibility5).pointSize == 11)
    }

    @Test func tightDisplayLinesAreFlagged() {
        let display = Typography.displayMedium.resolve(at: .large)
        #expect(display.flags.contains(.lineHeightTighterThanFont))
        #expect(display.lineHeight == display.naturalLineHeight)
    }

    @Test func templateOutputCompilesToo() {
        #expect(TypographyToken.allCases.count == 9)
        #expect(TypographyToken.displayLarge.rawValue == "display.large")
        #expect(TypographyToken.displayLarge.typography == .displayLarge)
    }

    @Test func spacingScales() {
        #expect(B43.Dimensions.spacingMd.value(at: .large) == 16)
        #expect(B43.Dimensions.spacingMd.value(at: .accessibility3) == 16.0 * 40 / 17)
        #expect(B43.Dimensions.spacingXl.baseValue == 32)
    }
}
