import Testing
import TypesetterCore

/// What the SwiftUI, UIKit and AppKit adapters apply, computed here so they only convert types.
@Suite struct RenderingTests {
    static let inter = FontFamily(
        name: "Inter",
        faces: [
            .init(
                postScriptName: "Inter-Regular", weight: .regular,
                metrics: FontMetrics(
                    unitsPerEm: 2048, ascender: 1984, descender: -494, lineGap: 0, capHeight: 1490, xHeight: 1118),
                fileName: "Inter-Regular.otf"),
            .init(postScriptName: "Inter-Bold", weight: .bold, fileName: "Inter-Bold.otf"),
            .init(postScriptName: "Inter-Italic", weight: .regular, isItalic: true, fileName: "Inter-Italic.otf"),
        ]
    )

    @Test func attributesAtEachSize() throws {
        let body = Typography(size: 17, lineHeight: .points(22), letterSpacing: .points(0.34), textStyle: .body)
        let large = body.textAttributes(at: .large)
        #expect(
            large.font == .init(postScriptName: nil, pointSize: 17, weight: .regular, isItalic: false, design: .default)
        )
        #expect(large.paragraph.minimumLineHeight == 22)
        #expect(large.paragraph.maximumLineHeight == 22)
        #expect(large.baselineOffset == (22 - 20.287109375) / 4)
        #expect(large.tracking == 0.34)
        // AX3: 40 pt, line height and tracking grow with the size.
        let ax3 = body.textAttributes(at: .accessibility3)
        #expect(ax3.font.pointSize == 40)
        #expect(ax3.paragraph.minimumLineHeight == 22 * 40.0 / 17)
        #expect(ax3.paragraph.maximumLineHeight == ax3.paragraph.minimumLineHeight)
        #expect(abs(ax3.tracking - 0.34 * 40 / 17) < 1e-12)
        #expect(ax3.baselineOffset == (22 * 40.0 / 17 - 47.734375) / 4)
        // Every size: the font size and the line heights come from one resolution.
        for category in ContentSizeCategory.allCases {
            let attributes = body.textAttributes(at: category)
            let resolved = body.resolve(at: category)
            #expect(attributes.font.pointSize == resolved.pointSize)
            #expect(attributes.paragraph.minimumLineHeight == resolved.lineHeight)
            #expect(attributes.resolved == resolved)
        }
    }

    @Test func systemDesignAndItalicReachTheFontRequest() {
        let rounded = Typography(font: .system(design: .rounded), size: 15, weight: .semibold, isItalic: true)
        let request = rounded.textAttributes(at: .large).font
        #expect(request.design == .rounded)
        #expect(request.isItalic)
        #expect(request.weight == .semibold)
        #expect(request.postScriptName == nil)
        // Bold Text on the system font: SwiftUI makes it heavier itself, so the request keeps the design weight.
        #expect(rounded.textAttributes(at: .large, legibilityWeight: .bold).font.weight == .semibold)
    }

    /// Bold Text comes from the legibility weight passed in (a trait collection's, SwiftUI's environment), not
    /// from the global setting: where the platform does not make the system font heavier by itself (AppKit;
    /// UIKit with the setting off and `traitOverrides.legibilityWeight = .bold`), the request names the heavier
    /// weight, and a `TraitCache` stores bold text under bold.
    @Test func boldTextFromThePassedLegibilityWeight() {
        let body = Typography(size: 17, weight: .semibold, textStyle: .body)
        func weight(_ legibility: LegibilityWeight, _ platform: SystemFontBoldText) -> FontWeight {
            body.textAttributes(at: .large, legibilityWeight: legibility, systemFontBoldText: platform).font.weight
        }
        #expect(weight(.bold, .requested) == .bold)
        #expect(weight(.bold, .appliedByPlatform) == .semibold)
        #expect(weight(.regular, .requested) == .semibold)
        #expect(weight(.regular, .appliedByPlatform) == .semibold)
        let fixedWeight = Typography(size: 17, weight: .semibold, boldText: .weight(.black))
        #expect(
            fixedWeight.textAttributes(at: .large, legibilityWeight: .bold, systemFontBoldText: .requested).font.weight
                == .black)
        let unchanged = Typography(size: 17, weight: .semibold, boldText: .unchanged)
        #expect(
            unchanged.textAttributes(at: .large, legibilityWeight: .bold, systemFontBoldText: .requested).font.weight
                == .semibold)
        // A custom family's face decides; who applies Bold Text to the system font does not matter.
        let inter = Typography(font: .custom(Self.inter), size: 16)
        for platform in [SystemFontBoldText.requested, .appliedByPlatform] {
            let request = inter.textAttributes(at: .large, legibilityWeight: .bold, systemFontBoldText: platform).font
            #expect(request.postScriptName == "Inter-Bold")
            #expect(request.weight == .bold)
        }
        // What TypographyLabel caches: the bold slot holds the bold request, the regular slot the regular one.
        var cache = TraitCache<TextAttributes.FontRequest>()
        for legibility in LegibilityWeight.allCases {
            _ = cache.value(at: .large, legibilityWeight: legibility) {
                body.textAttributes(at: .large, legibilityWeight: legibility, systemFontBoldText: .requested).font
            }
        }
        let regularRequest = body.textAttributes(at: .large).font
        #expect(cache.value(at: .large, legibilityWeight: .bold) { regularRequest }.weight == .bold)
        #expect(cache.value(at: .large, legibilityWeight: .regular) { regularRequest }.weight == .semibold)
        #expect(cache.computations == 2)
    }

    /// The opt-in `UIFontMetrics` font: built at Large, limited to the largest size the style reaches.
    @Test func fontMetricsScalingStartsAtLargeAndStopsAtTheStylesLargestSize() {
        let body = Typography(size: 17, weight: .semibold, textStyle: .body)
        let scaling = body.fontMetricsScaling()
        #expect(scaling.font == body.textAttributes(at: .large).font)
        #expect(scaling.textStyle == .body)
        #expect(scaling.maximumPointSize == 53)
        #expect(scaling.scales)
        #expect(body.fontMetricsScaling(legibilityWeight: .bold, systemFontBoldText: .requested).font.weight == .bold)
        let capped = Typography(size: 17, textStyle: .body, scaling: .dynamic(maximumPointSize: 28))
        #expect(capped.fontMetricsScaling().maximumPointSize == 28)
        let ranged = Typography(size: 17, textStyle: .body, scaling: .dynamic(categories: .xSmall ... .xxxLarge))
        #expect(ranged.fontMetricsScaling().maximumPointSize == 23)
        let fixed = Typography(size: 10, scaling: .fixed).fontMetricsScaling()
        #expect(!fixed.scales)
        #expect(fixed.font.pointSize == 10)
    }

    @Test func boldTextFaces() {
        let body = Typography(font: .custom(Self.inter), size: 16)
        #expect(body.textAttributes(at: .large).font.postScriptName == "Inter-Regular")
        #expect(body.textAttributes(at: .large, legibilityWeight: .bold).font.postScriptName == "Inter-Bold")
        #expect(body.textAttributes(at: .large, legibilityWeight: .bold).font.design == .default)
        let named = Typography(font: .custom(Self.inter), size: 16, boldText: .face(postScriptName: "Inter-Italic"))
        #expect(named.textAttributes(at: .large, legibilityWeight: .bold).font.postScriptName == "Inter-Italic")
        let unchanged = Typography(font: .custom(Self.inter), size: 16, boldText: .unchanged)
        #expect(unchanged.textAttributes(at: .large, legibilityWeight: .bold).font.postScriptName == "Inter-Regular")
    }

    @Test func paragraphKeepsTheViewsAlignmentAndLineBreaking() {
        let caption = Typography(size: 12, lineHeight: .multiple(1.5))
        let attributes = caption.textAttributes(at: .xxLarge, alignment: .center, lineBreak: .byCharWrapping)
        #expect(attributes.paragraph.alignment == .center)
        #expect(attributes.paragraph.lineBreak == .byCharWrapping)
        #expect(attributes.paragraph.minimumLineHeight == caption.resolve(at: .xxLarge).lineHeight)
        for alignment in ParagraphLayout.Alignment.allCases {
            for lineBreak in ParagraphLayout.LineBreak.allCases {
                let paragraph = ParagraphLayout(caption.resolve(at: .large), alignment: alignment, lineBreak: lineBreak)
                #expect(paragraph.alignment == alignment)
                // Truncation and clipping stay the view's: a paragraph style carries a wrapping mode only.
                #expect(paragraph.lineBreak == lineBreak.inParagraphStyle)
            }
        }
        // Without a view's values: natural alignment and word wrapping, NSParagraphStyle's defaults.
        #expect(caption.textAttributes(at: .large).paragraph.alignment == .natural)
        #expect(caption.textAttributes(at: .large).paragraph.lineBreak == .byWordWrapping)
    }

    /// The metrics of the font the platform created at the resolved size drive the line math, so the
    /// paragraph line height and the font cannot disagree.
    @Test func platformFontMetricsDriveTheLineHeight() throws {
        // A 17 pt font whose ascender, descender and leading are 16, −4 and 1 points: 21 pt natural lines.
        let metrics = try #require(
            FontMetrics(pointSize: 17, ascender: 16, descender: -4, leading: 1, capHeight: 12, xHeight: 9))
        #expect(metrics.lineHeight(atPointSize: 17) == 21)
        #expect(metrics.capHeight(atPointSize: 17) == 12)
        let body = Typography(size: 17, lineHeight: .points(22))
        let attributes = body.textAttributes(at: .large, fontMetrics: metrics)
        #expect(attributes.resolved.naturalLineHeight == 21)
        #expect(attributes.baselineOffset == 0.25)
        #expect(!attributes.resolved.flags.contains(.metricsAssumed))
        // A taller font than the design's line: laid out at the font's height (never clipped).
        let tall = try #require(
            FontMetrics(pointSize: 17, ascender: 20, descender: -5, leading: 0, capHeight: 12, xHeight: 9))
        #expect(body.textAttributes(at: .large, fontMetrics: tall).paragraph.minimumLineHeight == 25)
        #expect(FontMetrics(pointSize: 0, ascender: 1, descender: 0, leading: 0, capHeight: 0, xHeight: 0) == nil)
        #expect(FontMetrics(pointSize: 17, ascender: .nan, descender: 0, leading: 0, capHeight: 0, xHeight: 0) == nil)
    }

    /// iOS 26 takes the exact line height; earlier systems the spacing-and-padding recipe.
    @Test func swiftUILinePlacement() {
        let resolved = Typography(size: 17, lineHeight: .points(22)).resolve(at: .large)
        #expect(resolved.swiftUILineLayout(exactLineHeightAvailable: true) == .exact(points: 22))
        #expect(
            resolved.swiftUILineLayout(exactLineHeightAvailable: false)
                == .spacingAndPadding(lineSpacing: 1.712890625, verticalPadding: 0.8564453125)
        )
        // A tight line under keepDesignLineHeight: exact keeps the design's 18; the recipe pads negatively.
        let tight = Typography(size: 17, lineHeight: .points(18))
            .resolve(at: .large, options: ResolutionOptions(tightLineHeight: .keepDesignLineHeight))
        #expect(tight.swiftUILineLayout(exactLineHeightAvailable: true) == .exact(points: 18))
        #expect(
            tight.swiftUILineLayout(exactLineHeightAvailable: false)
                == .spacingAndPadding(lineSpacing: 0, verticalPadding: (18 - 20.287109375) / 2))
    }

    @Test func largeContentViewerForStylesThatDoNotScale() {
        #expect(Typography(size: 17).scalesWithDynamicType())
        #expect(!Typography(size: 10, scaling: .fixed).scalesWithDynamicType())
        #expect(!Typography(size: 17, scaling: .dynamic(categories: .large ... .large)).scalesWithDynamicType())
        // Larger sizes capped at the Large size and smaller ones clamped to it: one size only.
        #expect(
            !Typography(size: 17, scaling: .dynamic(categories: .large ... .accessibility5, maximumPointSize: 17))
                .scalesWithDynamicType())
        #expect(Typography(size: 17, scaling: .dynamic(maximumPointSize: 17)).scalesWithDynamicType())
        #expect(Typography(size: 17, scaling: .dynamic(categories: .large ... .xLarge)).scalesWithDynamicType())
    }

    @Test func traitCacheComputesEachPairOnce() {
        var cache = TraitCache<Double>()
        var calls = 0
        func size(_ category: ContentSizeCategory, _ weight: LegibilityWeight) -> Double {
            cache.value(at: category, legibilityWeight: weight) {
                calls += 1
                return Typography(size: 17).resolve(at: category, legibilityWeight: weight).pointSize
            }
        }
        #expect(size(.large, .regular) == 17)
        #expect(size(.large, .regular) == 17)
        #expect(calls == 1)
        #expect(size(.large, .bold) == 17)
        #expect(size(.accessibility5, .regular) == 53)
        #expect(size(.accessibility5, .bold) == 53)
        #expect(calls == 4)
        #expect(cache.computations == 4)
        #expect(cache.count == 4)
        for category in ContentSizeCategory.allCases {
            _ = size(category, .regular)
            _ = size(category, .bold)
        }
        #expect(calls == 24)
        #expect(cache.count == 24)
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(size(.large, .regular) == 17)
        #expect(calls == 25)
    }

    @Test func fontFilesToRegister() {
        let cjk = FontFamily(
            name: "Noto Sans CJK JP",
            faces: [
                .init(postScriptName: "NotoSansCJKjp-Regular", weight: .regular, fileName: "NotoSansCJKjp-Regular.otf"),
                .init(postScriptName: "NotoSansCJKjp-Bold", weight: .bold, fileName: "NotoSansCJKjp-Bold.otf"),
                .init(postScriptName: "System-Installed", weight: .black),
            ])
        let collection = FontFamily(
            name: "Collection",
            faces: [
                .init(postScriptName: "A-Regular", weight: .regular, fileName: "Collection.ttc"),
                .init(postScriptName: "B-Regular", weight: .regular, fileName: "Collection.ttc"),
            ])
        let files = FontFileRegistration.files(of: [Self.inter, cjk, collection, Self.inter])
        #expect(
            files.map(\.fileName) == [
                "Collection.ttc", "Inter-Bold.otf", "Inter-Italic.otf", "Inter-Regular.otf", "NotoSansCJKjp-Bold.otf",
                "NotoSansCJKjp-Regular.otf",
            ])
        #expect(files[0].postScriptNames == ["A-Regular", "B-Regular"])
        #expect(files[3].postScriptNames == ["Inter-Regular"])
        #expect(files[0].resourceName == "Collection")
        #expect(files[0].resourceExtension == "ttc")
        let odd = [
            ("Font", "Font", nil), (".hidden", ".hidden", nil), ("a.b.otf", "a.b", "otf"),
            ("trailing.", "trailing.", nil),
        ]
        for (file, name, ext) in odd {
            let registration = FontFileRegistration(fileName: file, postScriptNames: [])
            #expect(registration.resourceName == name)
            #expect(registration.resourceExtension == ext)
        }
    }
}
