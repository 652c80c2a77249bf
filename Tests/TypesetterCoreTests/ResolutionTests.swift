import Testing
import TypesetterCore

@Suite struct LineLayoutTests {
    /// SF 17 pt with a 22 pt line height, by hand: natural line height 17 × 2444 / 2048 = 20.287109375;
    /// spacing 22 − 20.287109375 = 1.712890625; half of it on each side 0.8564453125.
    @Test func bodyWithTwentyTwoPointLines() {
        let body = Typography(size: 17, lineHeight: .points(22))
        let resolved = body.resolve(at: .large)
        #expect(resolved.pointSize == 17)
        #expect(resolved.textStyle == .body)
        #expect(resolved.naturalLineHeight == 20.287109375)
        #expect(resolved.lineHeight == 22)
        #expect(resolved.lineSpacing == 1.712890625)
        #expect(resolved.verticalPadding == 0.8564453125)
        #expect(resolved.minimumLineHeight == 22)
        #expect(resolved.maximumLineHeight == 22)
        #expect(resolved.baselineOffset == 0.42822265625)
        #expect(resolved.flags.isEmpty)
    }

    @Test func lineHeightScalesWithTheFont() {
        let body = Typography(size: 17, lineHeight: .points(22))
        // AX3: 40 pt; proportional line height 22 × 40 / 17; natural 47.734375.
        let resolved = body.resolve(at: .accessibility3)
        #expect(resolved.pointSize == 40)
        #expect(resolved.scaleFactor == 40.0 / 17)
        #expect(resolved.lineHeight == 22 * (40.0 / 17))
        #expect(resolved.naturalLineHeight == 47.734375)
        #expect(resolved.lineSpacing == 22 * (40.0 / 17) - 47.734375)
    }

    /// A per-view maximum scale (YMatterType's `maximumScaleFactor`): body stops at 17 × 1.5 = 25.5 pt, with
    /// its line height and letter spacing in proportion; smaller sizes, a tighter maximum point size and
    /// unusable factors are unaffected.
    @Test func maximumScaleFactorCapsTheGrowthOverLarge() {
        let body = Typography(size: 17, lineHeight: .points(22), letterSpacing: .points(0.34), textStyle: .body)
        let capped = ResolutionOptions(maximumScaleFactor: 1.5)
        let ax3 = body.resolve(at: .accessibility3, options: capped)
        #expect(ax3.pointSize == 25.5)
        #expect(ax3.scaleFactor == 1.5)
        #expect(ax3.lineHeight == 33)
        #expect(abs(ax3.tracking - 0.51) < 1e-12)
        #expect(ax3.flags.contains(.clampedToMaximumPointSize))
        #expect(body.resolve(at: .xxLarge, options: capped).pointSize == 21)
        #expect(body.resolve(at: .xSmall, options: capped).pointSize == 14)
        #expect(!body.resolve(at: .xxLarge, options: capped).flags.contains(.clampedToMaximumPointSize))
        let alsoCapped = Typography(size: 17, textStyle: .body, scaling: .dynamic(maximumPointSize: 23))
        #expect(alsoCapped.resolve(at: .accessibility5, options: capped).pointSize == 23)
        for factor in [0, -1, .infinity, .nan] {
            #expect(body.resolve(at: .accessibility5, options: .init(maximumScaleFactor: factor)).pointSize == 53)
        }
    }

    @Test func lineHeightCanFollowApplesLeading() {
        let body = Typography(
            size: 17, lineHeight: .points(22), scaling: .dynamic(lineHeightScaling: .textStyleLeading))
        // Body's own leading at AX3 is 48: the design's 22 follows the table exactly.
        #expect(body.resolve(at: .accessibility3).lineHeight == 48)
        #expect(body.resolve(at: .xSmall).lineHeight == 19)
        // With a maximum point size, the leading shrinks in the same proportion as the size.
        let clamped = Typography(
            size: 17, lineHeight: .points(22),
            scaling: .dynamic(maximumPointSize: 30, lineHeightScaling: .textStyleLeading))
        #expect(clamped.resolve(at: .accessibility3).lineHeight == 22 * (48.0 / 22) * (30.0 / 40))
    }

    @Test func multiplesCanFollowApplesLeadingToo() {
        // 1.5 × 16 = 24 at Large with Callout; at AX5 Callout's leading grows 21 → 60, so 24 × 60 / 21.
        let style = Typography(
            size: 16, lineHeight: .multiple(1.5), scaling: .dynamic(lineHeightScaling: .textStyleLeading))
        #expect(style.resolve(at: .large).lineHeight == 24)
        #expect(style.resolve(at: .accessibility5).lineHeight == 24.0 * 60 / 21)
    }

    @Test func multipleAndFontDefault() {
        let relaxed = Typography(size: 20, lineHeight: .multiple(1.5))
        #expect(relaxed.resolve(at: .large).lineHeight == 30)
        #expect(relaxed.resolve(at: .accessibility5).lineHeight == 1.5 * 55)
        let natural = Typography(size: 17, lineHeight: .fontDefault).resolve(at: .large)
        #expect(natural.lineHeight == 20.287109375)
        #expect(natural.lineSpacing == 0)
        #expect(natural.verticalPadding == 0)
        #expect(natural.flags.isEmpty)
    }

    /// A display style at 1.0× is tighter than SF's natural 1.193 em: laid out at the font's height by
    /// default and flagged; or kept, with the deficit visible as negative padding and offset.
    @Test func tightLineHeight() {
        let display = Typography(size: 40, lineHeight: .multiple(1.0), textStyle: .largeTitle)
        let raised = display.resolve(at: .large)
        #expect(raised.flags.contains(.lineHeightTighterThanFont))
        #expect(raised.requestedLineHeight == 40)
        #expect(raised.lineHeight == 47.734375)
        #expect(raised.lineSpacing == 0)
        #expect(raised.verticalPadding == 0)
        #expect(raised.baselineOffset == 0)

        let kept = display.resolve(at: .large, options: ResolutionOptions(tightLineHeight: .keepDesignLineHeight))
        #expect(kept.flags.contains(.lineHeightTighterThanFont))
        #expect(kept.lineHeight == 40)
        #expect(kept.lineSpacing == 0)
        #expect(kept.verticalPadding == (40 - 47.734375) / 2)
        #expect(kept.minimumLineHeight == 40)
        #expect(kept.baselineOffset == (40 - 47.734375) / 4)
    }

    @Test func givenMetricsWin() throws {
        // Noto Sans CJK: upm 1000, hhea 1160/−288/0 → 1.448 em.
        let cjk = try #require(
            FontMetrics(unitsPerEm: 1000, ascender: 1160, descender: -288, lineGap: 0, capHeight: 733, xHeight: 543))
        let resolved = Typography(size: 16, lineHeight: .multiple(1.25)).resolve(at: .large, metrics: cjk)
        #expect(resolved.naturalLineHeight == 1.448 * 16)
        #expect(resolved.flags.contains(.lineHeightTighterThanFont))
        #expect(resolved.lineHeight == 1.448 * 16)
    }
}

@Suite struct SizeResolutionTests {
    @Test func nearestOrExplicitTextStyle() {
        #expect(Typography(size: 15).resolve(at: .accessibility3).pointSize == 36)
        #expect(Typography(size: 15, textStyle: .body).resolve(at: .accessibility3).pointSize == 15.0 * 40 / 17)
        #expect(Typography(size: 13).resolve(at: .xSmall).pointSize == 12)
    }

    @Test func categoryRangeAndMaximum() {
        let style = Typography(
            size: 17, scaling: .dynamic(categories: .small ... .accessibility2, maximumPointSize: 30))
        let xs = style.resolve(at: .xSmall)
        #expect(xs.pointSize == 15)
        #expect(xs.category == .xSmall)
        #expect(xs.effectiveCategory == .small)
        let ax2 = style.resolve(at: .accessibility2)
        #expect(ax2.pointSize == 30)
        #expect(ax2.flags.contains(.clampedToMaximumPointSize))
        let ax5 = style.resolve(at: .accessibility5)
        #expect(ax5.effectiveCategory == .accessibility2)
        #expect(ax5.pointSize == 30)
        #expect(!style.resolve(at: .large).flags.contains(.clampedToMaximumPointSize))
    }

    @Test func fixedStylesNeverChange() {
        let badge = Typography(size: 11, lineHeight: .points(16), letterSpacing: .points(0.2), scaling: .fixed)
        for category in ContentSizeCategory.allCases {
            let resolved = badge.resolve(at: category)
            #expect(resolved.pointSize == 11)
            #expect(resolved.lineHeight == 16)
            #expect(resolved.tracking == 0.2)
        }
    }

    @Test func resolveAllCategoriesIsInOrder() {
        let all = Typography(size: 17).resolveAllCategories()
        #expect(all.map(\.category) == ContentSizeCategory.allCases)
        #expect(all.map(\.pointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }
}

@Suite struct LetterSpacingTests {
    @Test func emAndPercentAreRecomputedAfterScaling() {
        // −0.02 em at AX3: 40 pt × −0.02.
        #expect(Typography(size: 17, letterSpacing: .em(-0.02)).resolve(at: .accessibility3).tracking == -0.8)
        #expect(Typography(size: 17, letterSpacing: .em(-0.02)).resolve(at: .large).tracking == -0.34)
        // Figma's −2 % of 34 pt Large Title at AX5 (60 pt).
        #expect(Typography(size: 34, letterSpacing: .percent(-2)).resolve(at: .accessibility5).tracking == -1.2)
    }

    @Test func pointsScaleWithTheFont() {
        let spaced = Typography(size: 12, letterSpacing: .points(0.6))
        #expect(spaced.resolve(at: .large).tracking == 0.6)
        // caption1: 12 → 32 at AX3.
        #expect(spaced.resolve(at: .accessibility3).tracking == 0.6 * (32.0 / 12))
    }
}

@Suite struct BoldTextTests {
    static let inter = FontFamily(
        name: "Inter",
        faces: [
            FontFamily.Face(postScriptName: "Inter-Regular", weight: .regular),
            FontFamily.Face(postScriptName: "Inter-Italic", weight: .regular, isItalic: true),
            FontFamily.Face(postScriptName: "Inter-Medium", weight: .medium),
            FontFamily.Face(postScriptName: "Inter-SemiBold", weight: .semibold),
            FontFamily.Face(postScriptName: "Inter-Bold", weight: .bold),
            FontFamily.Face(postScriptName: "Inter-Black", weight: .black),
        ])

    @Test func systemFontIsMadeHeavierByThePlatform() {
        let body = Typography(size: 17, weight: .regular)
        let regular = body.resolve(at: .large)
        #expect(regular.weight == .regular)
        #expect(regular.requestedWeight == .regular)
        let bold = body.resolve(at: .large, legibilityWeight: .bold)
        #expect(bold.weight == .medium)
        // iOS applies Bold Text to the system font itself: ask for the design weight.
        #expect(bold.requestedWeight == .regular)
        #expect(bold.postScriptName == nil)
    }

    @Test func customFontsStepOneWeightHeavier() {
        let style = Typography(font: .custom(Self.inter), size: 17, weight: .semibold)
        #expect(style.resolve(at: .large).postScriptName == "Inter-SemiBold")
        let bold = style.resolve(at: .large, legibilityWeight: .bold)
        #expect(bold.weight == .bold)
        #expect(bold.requestedWeight == .bold)
        #expect(bold.postScriptName == "Inter-Bold")
        // These faces carry no metrics of their own, so the line math assumed the system font's.
        #expect(bold.flags == [.metricsAssumed])
    }

    @Test func explicitWeightNamedFaceAndUnchanged() {
        let explicit = Typography(font: .custom(Self.inter), size: 17, boldText: .weight(.black))
        #expect(explicit.resolve(at: .large, legibilityWeight: .bold).postScriptName == "Inter-Black")
        let named = Typography(font: .custom(Self.inter), size: 17, boldText: .face(postScriptName: "Inter-SemiBold"))
        let resolved = named.resolve(at: .large, legibilityWeight: .bold)
        #expect(resolved.postScriptName == "Inter-SemiBold")
        #expect(resolved.weight == .semibold)
        let unchanged = Typography(font: .custom(Self.inter), size: 17, boldText: .unchanged)
        #expect(unchanged.resolve(at: .large, legibilityWeight: .bold).postScriptName == "Inter-Regular")
    }

    @Test func missingBoldFaceFallsBackAndIsReported() {
        let style = Typography(font: .custom(Self.inter), size: 17, boldText: .face(postScriptName: "Inter-ExtraBold"))
        let resolved = style.resolve(at: .large, legibilityWeight: .bold)
        #expect(resolved.flags.contains(.boldTextFaceMissing))
        #expect(resolved.postScriptName == "Inter-Medium")
    }

    @Test func substitutionsAreReported() {
        // 800 is missing: CSS matching goes heavier first (Black).
        let heavy = Typography(font: .custom(Self.inter), size: 17, weight: .extraBold).resolve(at: .large)
        #expect(heavy.postScriptName == "Inter-Black")
        #expect(heavy.flags.contains(.faceWeightSubstituted))
        // Italic semibold is missing: the upright face of the nearest weight is not used, because an italic
        // exists — the italic regular is the only italic.
        let italic = Typography(font: .custom(Self.inter), size: 17, weight: .semibold, isItalic: true).resolve(
            at: .large)
        #expect(italic.postScriptName == "Inter-Italic")
        #expect(italic.flags == [.faceWeightSubstituted, .metricsAssumed])
        let none = Typography(font: .custom(FontFamily(name: "Empty", faces: [])), size: 17).resolve(at: .large)
        #expect(none.flags.contains(.noFace))
        #expect(none.postScriptName == nil)
    }

    @Test func faceMetricsAreUsed() throws {
        let metrics = try #require(
            FontMetrics(unitsPerEm: 2048, ascender: 1984, descender: -494, lineGap: 0, capHeight: 1490, xHeight: 1118))
        let family = FontFamily(
            name: "Inter", faces: [FontFamily.Face(postScriptName: "Inter-Regular", weight: .regular, metrics: metrics)]
        )
        let resolved = Typography(font: .custom(family), size: 16).resolve(at: .large)
        #expect(resolved.metrics == metrics)
        #expect(resolved.naturalLineHeight == 16.0 * 2478 / 2048)
        #expect(!resolved.flags.contains(.metricsAssumed))
    }
}

@Suite struct FaceMatchingTests {
    static func family(_ weights: [Double]) -> FontFamily {
        FontFamily(
            name: "F",
            faces: weights.compactMap { value in
                FontWeight(rawValue: value).map { FontFamily.Face(postScriptName: "F-\(Int(value))", weight: $0) }
            })
    }

    /// CSS Fonts 4 §5.2 examples.
    @Test(arguments: [
        ([300.0, 600], 400.0, 300.0),  // 400 with no 400–500: lighter first
        ([300, 450, 600], 400, 450),  // 400: heavier up to 500 first
        ([300, 600], 500, 300),  // 500: then lighter descending
        ([600, 800], 450, 600),  // nothing at or below: heavier ascending
        ([100, 200, 600], 300, 200),  // below 400: lighter descending
        ([500, 700], 300, 500),  // below 400 with none lighter: heavier ascending
        ([400, 800, 900], 600, 800),  // above 500: heavier ascending
        ([100, 400], 700, 400),  // above 500 with none heavier: lighter descending
        ([400, 700], 700, 700),  // exact
    ])
    func weightMatching(weights: [Double], desired: Double, expected: Double) throws {
        let weight = try #require(FontWeight(rawValue: desired))
        #expect(Self.family(weights).face(matching: weight, italic: false)?.weight.rawValue == expected)
    }
}

@Suite struct TextFormTests {
    @Test func lineHeights() {
        #expect(Typography.LineHeight(text: "22") == .points(22))
        #expect(Typography.LineHeight(text: "22pt") == .points(22))
        #expect(Typography.LineHeight(text: "1.3x") == .multiple(1.3))
        #expect(Typography.LineHeight(text: "150%") == .multiple(1.5))
        #expect(Typography.LineHeight(text: " normal ") == .fontDefault)
        #expect(Typography.LineHeight(text: "AUTO") == .fontDefault)
        for bad in ["", "-22", "0", "nan", "inf", "22px", "x", "%", "1.2em"] {
            #expect(Typography.LineHeight(text: bad) == nil, "\(bad)")
        }
    }

    @Test func letterSpacings() {
        #expect(Typography.LetterSpacing(text: "0.5") == .points(0.5))
        #expect(Typography.LetterSpacing(text: "-0.5pt") == .points(-0.5))
        #expect(Typography.LetterSpacing(text: "-0.02em") == .em(-0.02))
        #expect(Typography.LetterSpacing(text: "-2%") == .percent(-2))
        for bad in ["", "nan", "-inf", "1px", "em", "two"] {
            #expect(Typography.LetterSpacing(text: bad) == nil, "\(bad)")
        }
    }

    @Test func numberFormatting() {
        #expect(formatNumber(17) == "17")
        #expect(formatNumber(20.287109375) == "20.287109375")
        #expect(formatNumber(-0.5) == "-0.5")
        #expect(formatNumber(20.287109375, maximumFractionDigits: 3) == "20.287")
        #expect(formatNumber(-0.9400000000000001, maximumFractionDigits: 3) == "-0.94")
        #expect(formatNumber(-0.0001, maximumFractionDigits: 3) == "0")
    }
}
