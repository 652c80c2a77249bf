import Testing
import TypesetterCore

@Suite struct ScalingTests {
    @Test func everyTextStyleReproducesTheTableExactly() {
        let table = DynamicTypeTable.iOS
        for style in TextStyle.allCases {
            let scaler = Scaler(relativeTo: style)
            for category in ContentSizeCategory.allCases {
                #expect(
                    scaler.scaledValue(table.pointSize(style, .large), at: category)
                        == table.pointSize(style, category), "\(style) \(category)")
            }
        }
    }

    @Test func examples() {
        // A 15 pt style scaled with Subheadline at AX3 is Subheadline's own AX3 size.
        #expect(Scaler(relativeTo: .subheadline).scaledValue(15, at: .accessibility3) == 36)
        // A 15 pt style scaled with Body: 15 × 40 / 17.
        #expect(Scaler(relativeTo: .body).scaledValue(15, at: .accessibility3) == 15.0 * 40 / 17)
        // 24 pt relative to Title 2 at xxxLarge: 24 × 28 / 22.
        #expect(Scaler(relativeTo: .title2).scaledValue(24, at: .xxxLarge) == 24.0 * 28 / 22)
        // Spacing of 8 with Body at xSmall: 8 × 14 / 17.
        #expect(ScaledValue(8).value(at: .xSmall) == 8.0 * 14 / 17)
        #expect(ScaledValue(8).textStyle == .body)
        #expect(ScaledValue(16, relativeTo: .largeTitle).value(at: .accessibility5) == 16.0 * 60 / 34)
        #expect(Scaler().scaledValue(0, at: .accessibility5) == 0)
    }

    @Test func maximumPointSizeClampsFontsNotValues() {
        let scaler = Scaler(relativeTo: .body, maximumPointSize: 30)
        #expect(scaler.scaledPointSize(17, at: .accessibility3) == 30)
        #expect(scaler.scaledPointSize(17, at: .xxxLarge) == 23)
        // Like UIFontMetrics.scaledValue(for:), a plain value is not limited…
        #expect(scaler.scaledValue(17, at: .accessibility3) == 40)
        // …and dependent values use the clamped size's factor instead.
        #expect(scaler.scaleFactor(forPointSize: 17, at: .accessibility3) == 30.0 / 17)
        #expect(scaler.scaleFactor(forPointSize: 0, at: .accessibility3) == 1)
    }

    @Test func categoryRangeClamps() {
        let scaler = Scaler(relativeTo: .body, categoryRange: .medium ... .accessibility1)
        #expect(scaler.scaledValue(17, at: .xSmall) == 16)
        #expect(scaler.scaledValue(17, at: .accessibility5) == 28)
        #expect(scaler.scaledValue(17, at: .xLarge) == 19)
    }

    @Test func modelIsReplaceable() {
        // A measured curve (here: the 2024 measurement of Body at Medium, 16.333 for 17) replaces the ratio.
        let measured = ScalingModel(name: "measured") { value, style, category in
            category == .medium && style == .body
                ? value * 16.333 / 17 : ScalingModel.tableRatio.scaledValue(value, relativeTo: style, at: category)
        }
        let scaler = Scaler(relativeTo: .body, model: measured)
        #expect(scaler.scaledValue(17, at: .medium) == 16.333)
        #expect(scaler.scaledValue(17, at: .accessibility3) == 40)
        #expect(measured.name == "measured")
        #expect(ScalingModel.tableRatio.name == "table-ratio")
    }

    @Test(arguments: [
        (11.0, TextStyle.caption2), (12, .caption1), (13, .footnote), (14, .subheadline), (15, .subheadline),
        (16, .callout), (17, .body), (18, .body), (19, .title3), (20, .title3), (21, .title2), (22, .title2),
        (24, .title2), (25, .title1), (28, .title1), (30, .title1), (32, .largeTitle), (34, .largeTitle),
        (48, .largeTitle), (96, .largeTitle), (8, .caption2), (1, .caption2), (11.5, .caption1),
    ])
    func nearestTextStyle(size: Double, expected: TextStyle) {
        #expect(TextStyle.nearest(toPointSize: size) == expected)
    }

    @Test func nearestNeverPicksHeadlineAndHandlesBadSizes() {
        #expect(TextStyle.nearest(toPointSize: 17) == .body)
        #expect(TextStyle.nearest(toPointSize: 0) == .body)
        #expect(TextStyle.nearest(toPointSize: -3) == .body)
        #expect(TextStyle.nearest(toPointSize: .nan) == .body)
        #expect(TextStyle.nearest(toPointSize: .infinity) == .body)
    }
}

@Suite struct FontMetricsTests {
    @Test func systemFont() {
        let sf = FontMetrics.systemText
        #expect(sf.lineHeight(atPointSize: 17) == 20.287109375)
        #expect(sf.lineHeightInEm == 1.193359375)
        #expect(FontMetrics.system(atPointSize: 40).ascender(atPointSize: 40) == 38.0859375)
        #expect(FontMetrics.system(atPointSize: 40).descender(atPointSize: 40) == -9.6484375)
        #expect(FontMetrics.system(atPointSize: 40).lineHeight(atPointSize: 40) == 47.734375)
        #expect(sf.lineGap(atPointSize: 17) == 0)
        #expect(sf.capHeight(atPointSize: 2048) == 1443)
        #expect(FontMetrics.system(atPointSize: 19.5).xHeight == 1078)
        #expect(FontMetrics.system(atPointSize: 20).xHeight == 1040)
    }

    @Test func normalisesWhatCoreTextNormalises() throws {
        // A positive hhea descender is treated as negative; a negative line gap as none.
        let metrics = try #require(
            FontMetrics(unitsPerEm: 1000, ascender: 800, descender: 200, lineGap: -50, capHeight: 700, xHeight: 500))
        #expect(metrics.descender == -200)
        #expect(metrics.lineGap == 0)
        #expect(metrics.lineHeight(atPointSize: 10) == 10)
    }

    @Test func rejectsUnusableMetrics() {
        #expect(FontMetrics(unitsPerEm: 0, ascender: 1, descender: 1, lineGap: 0, capHeight: 0, xHeight: 0) == nil)
        #expect(FontMetrics(unitsPerEm: -1000, ascender: 1, descender: 1, lineGap: 0, capHeight: 0, xHeight: 0) == nil)
        #expect(
            FontMetrics(unitsPerEm: 1000, ascender: .nan, descender: 1, lineGap: 0, capHeight: 0, xHeight: 0) == nil)
        #expect(
            FontMetrics(unitsPerEm: 1000, ascender: 1, descender: 1, lineGap: .infinity, capHeight: 0, xHeight: 0)
                == nil)
    }
}
