import Testing
import TypesetterCore

/// `Theme`: a generated member looked up by its key gives the theme's own value, or itself.
@Suite struct ThemeTests {
    static let body = Typography(size: 17, lineHeight: .multiple(1.5), themeKey: "typography.body")
    static let accent = DesignColor(any: .init(red: 0, green: 0, blue: 1, alpha: 1), themeKey: "color.accent")
    static let gutter = ScaledValue(16, relativeTo: .body, themeKey: "spacing.gutter")
    static let compact = Theme(
        name: "compact", selections: [.init("density", "compact")],
        typography: ["typography.body": Typography(size: 15, lineHeight: .multiple(1.25))],
        colors: ["color.accent": DesignColor(any: .init(red: 1, green: 0, blue: 0, alpha: 1))],
        dimensions: ["spacing.gutter": ScaledValue(8, relativeTo: .body)], fixedDimensions: ["spacing.hairline": 0.5])

    @Test func aThemeReplacesTheMembersItChanges() {
        let body = Self.compact.typography(Self.body)
        #expect(body.size == 15)
        #expect(body.resolve(at: .large).lineHeight == 18.75)
        #expect(Self.compact.color(Self.accent).hexString == "#FF0000")
        #expect(Self.compact.scaled(Self.gutter).value(at: .large) == 8)
        #expect(Self.compact.fixedDimension("spacing.hairline", default: 1) == 0.5)
    }

    @Test func whatAThemeDoesNotChangeIsTheMemberItself() {
        let title = Typography(size: 28, weight: .bold, themeKey: "typography.title")
        #expect(Self.compact.typography(title) == title)
        // A value without a key (a build with one theme) is never replaced.
        let unkeyed = Typography(size: 17, lineHeight: .multiple(1.5))
        #expect(Self.compact.typography(unkeyed) == unkeyed)
        #expect(Self.compact.fixedDimension("spacing.other", default: 2) == 2)
        #expect(Theme(name: "default").color(Self.accent) == Self.accent)
    }

    @Test func aStyleThemedByAThemeOrNone() {
        // What the UIKit adapters draw: the passed or trait theme's value, or the member without one.
        let themed = Self.body.themed(Self.compact)
        #expect(themed.size == 15)
        #expect(themed.themeKey == "typography.body")
        #expect(themed.resolve(at: .large).pointSize == 15)
        #expect(Self.body.resolve(at: .large).pointSize == 17)
        #expect(Self.body.themed(nil) == Self.body)
        #expect(Self.body.themed(Theme(name: "default")) == Self.body)
    }

    @Test func theThemesValuesCarryTheirKeysSoALookupIsStable() {
        let once = Self.compact.typography(Self.body)
        #expect(once.themeKey == "typography.body")
        #expect(Self.compact.typography(once) == once)
        #expect(Self.compact.colors["color.accent"]?.themeKey == "color.accent")
    }

    @Test func aComponentsValuesFollowTheTheme() {
        let values = ComponentStyle.Values(
            typography: Self.body, foreground: Self.accent, cornerRadius: Self.gutter,
            paddingHorizontal: ScaledValue(12))
        let themed = Self.compact.values(values)
        #expect(themed.typography?.size == 15)
        #expect(themed.foreground?.hexString == "#FF0000")
        #expect(themed.cornerRadius?.baseValue == 8)
        // Written out without a key: the same in every theme.
        #expect(themed.paddingHorizontal == ScaledValue(12))
        #expect(themed.background == nil)
    }
}
