import InjectionTokens
import Testing
import Typesetter

/// Every hostile name became an ordinary member, and nothing else was declared.
@Suite struct InjectionTokensTests {
    @Test func namesAreEscapedNotInjected() {
        #expect(Typography.`class`.size == 17)
        #expect(Typography.`default`.size == 15)
        #expect(Typography.self_.size == 13)
        #expect(Typography.init_.size == 12)
        #expect(Typography._2xl.size == 24)
        #expect(Typography.見出し.size == 22)
        #expect(Typography.emojiTitle.weight == .bold)
        #expect(Typography.tabName.size == 11)
        #expect(Injection.Dimensions.spacingFor.baseValue == 8)
        #expect(Injection.Dimensions.spacingÜnïcödéWïdth.baseValue == 16)
        #expect(Injection.Colors.`true`.any.red == 1)
        #expect(Injection.Colors.wideGamut.colorSpace == .displayP3)
        // Deprecated styles are left out of the list, so using the list raises no warning.
        #expect(Typography.allStyles.count == 8)
        // The same names through the styles-enum template.
        #expect(TypographyToken.allCases.count == 8)
        #expect(TypographyToken.`class`.typography == .`class`)
        #expect(TypographyToken.見出し.rawValue == "typography.見出し")
    }
}
