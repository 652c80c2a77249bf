import Testing
import TypesetterCore

@Suite struct ContrastTests {
    static func gray(_ byte: Int, alpha: Double = 1) -> Contrast.Color {
        let value = Double(byte) / 255
        return Contrast.Color(red: value, green: value, blue: value, alpha: alpha)
    }

    /// WCAG's worked examples (WebAIM's checker gives the same two figures): #767676 is the lightest gray
    /// that passes AA on white, #777777 the darkest that fails.
    @Test func grayOnWhiteWorkedExamples() {
        let passing = Contrast.ratio(foreground: .white, background: Self.gray(0x76))
        let failing = Contrast.ratio(foreground: .white, background: Self.gray(0x77))
        #expect(Contrast.formatted(passing) == "4.54")
        #expect(Contrast.formatted(failing) == "4.48")
        #expect(abs(passing - 4.5422) < 0.0001)
        #expect(abs(failing - 4.4781) < 0.0001)
        #expect(Contrast.Level.met(by: passing) == [.aaNormal, .aaLarge, .aaaLarge])
        #expect(Contrast.Level.met(by: failing) == [.aaLarge])
    }

    @Test func extremesAndSymmetry() {
        #expect(Contrast.ratio(foreground: .black, background: .white) == 21)
        #expect(Contrast.ratio(foreground: .white, background: .white) == 1)
        let forward = Contrast.ratio(foreground: Self.gray(0x33), background: Self.gray(0xCC))
        let backward = Contrast.ratio(foreground: Self.gray(0xCC), background: Self.gray(0x33))
        #expect(forward == backward)
    }

    /// 50 % black over white composites to the 0.5 gray (luminance 0.214): 3.98:1 against white.
    @Test func translucentForegroundIsCompositedOverTheBackground() {
        let ratio = Contrast.ratio(
            foreground: Contrast.Color(red: 0, green: 0, blue: 0, alpha: 0.5), background: .white)
        #expect(abs(ratio - 3.9767) < 0.0001)
    }

    /// A translucent background lies over white in light appearances and black in dark ones: 50 % white is
    /// white on white (1:1) in light, a mid gray under black text (5.28:1) in dark.
    @Test func translucentBackgroundIsCompositedOverTheAppearance() {
        let veil = Contrast.Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        #expect(Contrast.ratio(foreground: .black, background: veil, backdrop: .white) == 21)
        let dark = Contrast.ratio(foreground: .black, background: veil, backdrop: .black)
        #expect(abs(dark - 5.2808) < 0.0001)
    }

    /// Display P3 red lies outside sRGB; its luminance is its CIE Y (0.229), not that of the clipped
    /// sRGB red (0.2126).
    @Test func displayP3IsConvertedWithoutClipping() {
        let red = Contrast.Color(DesignColor.Components(red: 1, green: 0, blue: 0, alpha: 1), in: .displayP3)
        #expect(red.red > 1 && red.green < 0)
        #expect(abs(red.relativeLuminance - 0.229) < 0.0001)
        #expect(Contrast.formatted(Contrast.ratio(foreground: .white, background: red)) == "3.76")
        // An sRGB color re-expressed in P3 measures the same.
        let srgb = Contrast.Color(DesignColor.Components(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), in: .sRGB)
        let viaP3 = ColorConversion.convert(.srgb, [0.2, 0.4, 0.6], alpha: 1, to: .displayP3)
        let p3 = Contrast.Color(viaP3?.components ?? .init(red: 0, green: 0, blue: 0, alpha: 1), in: .displayP3)
        #expect(abs(srgb.relativeLuminance - p3.relativeLuminance) < 1e-6)
    }

    @Test func formattingNeverRoundsOntoAThreshold() {
        #expect(Contrast.formatted(4.4999) == "4.49")
        #expect(Contrast.formatted(2.996) == "2.99")
        #expect(Contrast.formatted(6.9999) == "6.99")
        #expect(Contrast.formatted(4.5) == "4.5")
        #expect(Contrast.formatted(12.6371) == "12.64")
    }

    @Test func largeTextIs18PointOr14PointBold() {
        #expect(Contrast.minimumRatio(pointSize: 17.9, weight: .regular) == 4.5)
        #expect(Contrast.minimumRatio(pointSize: 18, weight: .regular) == 3)
        #expect(Contrast.minimumRatio(pointSize: 14, weight: .semibold) == 4.5)
        #expect(Contrast.minimumRatio(pointSize: 14, weight: .bold) == 3)
        #expect(Contrast.minimumRatio(pointSize: 13.9, weight: .black) == 4.5)
    }
}

@Suite struct ComponentStyleTests {
    static let label = Typography(size: 15, weight: .semibold, lineHeight: .multiple(1.2), textStyle: .body)

    @Test func lengthsScaleLikeScaledMetricRelativeToTheTextStyle() {
        let values = ComponentStyle.Values(
            typography: Self.label, cornerRadius: ScaledValue(8, relativeTo: .body),
            paddingHorizontal: ScaledValue(17, relativeTo: .body), paddingVertical: ScaledValue(10, relativeTo: .body))
        let large = values.metrics(at: .large)
        #expect(large.paddingHorizontal == 17 && large.cornerRadius == 8)
        // Body is 17 at Large and 53 at AX5: 17 → 53.
        let largest = values.metrics(at: .accessibility5)
        #expect(largest.paddingHorizontal == 53)
        #expect(values.metrics(at: .xSmall).paddingHorizontal == 14)
    }

    @Test func minimumHeightGrowsButNeverShrinks() {
        let values = ComponentStyle.Values(minHeight: ScaledValue(44, relativeTo: .body))
        #expect(values.metrics(at: .xSmall).minHeight == 44)
        #expect(values.metrics(at: .large).minHeight == 44)
        #expect(values.metrics(at: .accessibility5).minHeight == 44.0 * 53 / 17)
    }

    /// The tap target at accessibility sizes: line height plus twice the vertical padding, both scaled.
    @Test func heightIsLineHeightPlusPaddingOrTheMinimum() throws {
        let values = ComponentStyle.Values(typography: Self.label, paddingVertical: ScaledValue(10, relativeTo: .body))
        let large = try #require(values.height(at: .large))
        let line = Self.label.resolve(at: .large).lineHeight
        #expect(large == line + 20)
        let ax5 = try #require(values.height(at: .accessibility5))
        #expect(ax5 == Self.label.resolve(at: .accessibility5).lineHeight + 2 * 10 * 53 / 17)
        #expect(ax5 > 100)
        var tall = values
        tall.minHeight = ScaledValue(60, relativeTo: .body)
        #expect(tall.height(at: .large) == 60)
        #expect(ComponentStyle.Values().height(at: .large) == nil)
    }

    @Test func stateFollowsTheMostTellingCondition() {
        #expect(ComponentStyle.state(isEnabled: false, isPressed: true) == .disabled)
        #expect(ComponentStyle.state(isEnabled: true, isPressed: true, isSelected: true) == .pressed)
        #expect(ComponentStyle.state(isEnabled: true, isSelected: true, isFocused: true) == .selected)
        #expect(ComponentStyle.state(isEnabled: true, isFocused: true) == .focused)
        #expect(ComponentStyle.state(isEnabled: true) == .default)
        let pressed = ComponentStyle.Values(cornerRadius: ScaledValue(4))
        let style = ComponentStyle(ComponentStyle.Values(cornerRadius: ScaledValue(8)), pressed: pressed)
        #expect(style.values(isEnabled: true, isPressed: true) == pressed)
        // A state the variant does not define draws as default.
        #expect(style.values(isEnabled: false) == style.base)
    }
}
