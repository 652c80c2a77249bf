import Testing
import TypesetterCore

/// The attributes each kind of view takes (``TextAttributePlan``), for every style, size, Bold Text and theme:
/// what the UIKit, AppKit and SwiftUI adapters apply without deciding anything themselves.
@Suite struct TextAttributePlanTests {
    static let inter = RenderingTests.inter

    /// Styles that exercise every branch: system and custom fonts, letter spacing in points, em and percent, a
    /// tight line kept at the font's height, a fixed size, and a theme that changes a style's size and tracking.
    static let body = Typography(
        size: 17, lineHeight: .points(22), letterSpacing: .em(0.02), textStyle: .body, themeKey: "type.body")
    static let styles: [Typography] = [
        body,
        Typography(font: .custom(inter), size: 16, lineHeight: .multiple(1.5), letterSpacing: .percent(-1)),
        Typography(size: 34, weight: .bold, lineHeight: .multiple(0.9), letterSpacing: .points(0.4)),
        Typography(size: 11, letterSpacing: .em(0), scaling: .fixed),
    ]
    static let theme = Theme(
        name: "brandB",
        typography: [
            "type.body": Typography(size: 18, lineHeight: .points(26), letterSpacing: .points(0.5), textStyle: .body)
        ])

    @Test func everyKindStyleSizeBoldTextAndTheme() {
        for style in Self.styles {
            for theme in [nil, Self.theme] {
                let themed = style.themed(theme)
                for category in ContentSizeCategory.allCases {
                    for weight in [LegibilityWeight.regular, .bold] {
                        let resolved = themed.resolve(at: category, legibilityWeight: weight)
                        for kind in TextViewKind.allCases {
                            for lineBreak in ParagraphLayout.LineBreak.allCases {
                                let plan = TextAttributePlan(
                                    themed, kind: kind, at: category, legibilityWeight: weight,
                                    alignment: .center, lineBreak: lineBreak)
                                check(plan, resolved: resolved, lineBreak: lineBreak)
                            }
                        }
                    }
                }
            }
        }
    }

    private func check(_ plan: TextAttributePlan, resolved: ResolvedTypography, lineBreak: ParagraphLayout.LineBreak) {
        // Tracking is the token's letter spacing at this size; no role is kerning.
        #expect(plan.tracking == resolved.tracking)
        #expect(plan.roles.last == .tracking)
        #expect(!plan.roles.map(\.rawValue).contains("kern"))
        #expect(plan.font.pointSize == resolved.pointSize)
        switch plan.kind {
        case .uiLabel, .textView, .appKitLabel:
            let paragraph = plan.paragraph
            #expect(paragraph?.minimumLineHeight == resolved.lineHeight)
            #expect(paragraph?.maximumLineHeight == resolved.lineHeight)
            #expect(paragraph?.alignment == .center)
            // Wrapping in the paragraph style, whatever the view truncates with.
            #expect(paragraph?.lineBreak == (lineBreak == .byCharWrapping ? .byCharWrapping : .byWordWrapping))
            #expect(plan.roles == [.font, .paragraphStyle, .baselineOffset, .tracking])
            let extra = resolved.lineHeight - resolved.naturalLineHeight
            #expect(plan.baselineOffset == (plan.kind == .uiLabel ? extra / 4 : extra / 2))
        case .swiftUIText, .textField, .buttonTitle:
            #expect(plan.paragraph == nil)
            #expect(plan.baselineOffset == nil)
            #expect(plan.roles == [.font, .tracking])
        }
    }

    @Test func themedTrackingAndSize() {
        let plan = TextAttributePlan(Self.body.themed(Self.theme), kind: .uiLabel, at: .large)
        #expect(plan.font.pointSize == 18)
        #expect(plan.tracking == 0.5)
        #expect(plan.paragraph?.minimumLineHeight == 26)
        #expect(TextAttributePlan(Self.body, kind: .uiLabel, at: .large).tracking == 0.34)
        // A style without letter spacing tracks by 0, the attribute's default ("no tracking"), not a kern of 0.
        #expect(TextAttributePlan(Typography(size: 17), kind: .textView, at: .xxLarge).tracking == 0)
    }

    /// An NSTextField is a one-line field unless it is a wrapping label: editable fields never take paragraph
    /// line heights (0 lines means no limit, AppKit's default for a wrapping label).
    @Test func appKitTextFieldsAreSingleLineUnlessTheyWrap() {
        #expect(TextViewKind.appKitTextField(isEditable: true, maximumNumberOfLines: 0) == .textField)
        #expect(TextViewKind.appKitTextField(isEditable: true, maximumNumberOfLines: 3) == .textField)
        #expect(TextViewKind.appKitTextField(isEditable: false, maximumNumberOfLines: 1) == .textField)
        #expect(TextViewKind.appKitTextField(isEditable: false, maximumNumberOfLines: 0) == .appKitLabel)
        #expect(!TextViewKind.textField.laysOutParagraphs)
        #expect(TextViewKind.appKitLabel.laysOutParagraphs)
    }

    @Test func truncationStaysTheViews() {
        for mode in ParagraphLayout.LineBreak.allCases {
            let kept: ParagraphLayout.LineBreak = mode == .byCharWrapping ? .byCharWrapping : .byWordWrapping
            #expect(mode.inParagraphStyle == kept)
        }
    }

    @Test func runsKeepTheirTraits() {
        let custom = TextAttributePlan(
            Typography(font: .custom(Self.inter), size: 16), kind: .uiLabel, at: .accessibility2)
        #expect(custom.font(for: []) == .request(custom.font))
        guard case .request(let bold) = custom.font(for: .bold), case .request(let italic) = custom.font(for: .italic)
        else {
            Issue.record("a bold or italic run draws in a face of the family")
            return
        }
        #expect(bold.postScriptName == "Inter-Bold")
        #expect(bold.pointSize == custom.font.pointSize)
        #expect(italic.postScriptName == "Inter-Italic")
        #expect(custom.font(for: .monospaced) == .ownFace(pointSize: custom.font.pointSize))

        let system = TextAttributePlan(Typography(size: 17, weight: .medium), kind: .textView, at: .xLarge)
        guard case .request(let code) = system.font(for: [.monospaced, .bold]) else {
            Issue.record("a monospaced run of the system font is the monospaced design")
            return
        }
        #expect(code.design == .monospaced)
        #expect(code.weight == .bold)
        #expect(code.pointSize == system.font.pointSize)
        // A heavier style keeps its weight for a bold run.
        #expect(Typography(size: 17, weight: .black).applying(.bold).weight == .black)
    }

    @Test func runTraitsAreReadAgainstTheStyle() {
        #expect(
            RunTraits(fontIsBold: true, fontIsItalic: false, fontIsMonospaced: false, styleWeight: .regular) == .bold)
        // Text in a semibold style's own (bold-trait) font is not a bold run.
        #expect(RunTraits(fontIsBold: true, fontIsItalic: false, fontIsMonospaced: false, styleWeight: .semibold) == [])
        #expect(
            RunTraits(fontIsBold: false, fontIsItalic: true, fontIsMonospaced: true, styleWeight: .bold)
                == [.italic, .monospaced])
        for raw in 0..<16 {
            let mark = RunMark(traits: RunTraits(rawValue: raw & 7), foregroundIsStyle: raw & 8 != 0)
            #expect(RunMark(rawValue: mark.rawValue) == mark)
        }
        // A component's color goes where the run has none or a style's; the app's own run color stays.
        #expect(RunMark(traits: []).takesStyleForeground(hasForeground: false))
        #expect(!RunMark(traits: []).takesStyleForeground(hasForeground: true))
        #expect(RunMark(traits: [], foregroundIsStyle: true).takesStyleForeground(hasForeground: true))
    }

    @Test func largeContentViewerOnlyWhereItServes() {
        let fixed = Typography(size: 11, scaling: .fixed)
        for category in ContentSizeCategory.allCases {
            let phone = LargeContentViewerRule(fixed, at: category, platform: .iOS, options: .standard)
            #expect(phone.shows)
            // The label takes touches for the long press only where the system shows the viewer.
            #expect(phone.labelTakesTouches == category.isAccessibilityCategory)
            for platform in [Platform.tvOS, .watchOS, .macOS] {
                let none = LargeContentViewerRule(fixed, at: category, platform: platform, options: .standard)
                #expect(!none.shows && !none.labelTakesTouches)
            }
            let scales = LargeContentViewerRule(Self.body, at: category, platform: .visionOS, options: .standard)
            #expect(!scales.shows && !scales.labelTakesTouches)
        }
    }

    @Test func themeTraitComparesByName() {
        let renamed = Theme(name: "brandB")
        #expect(ThemeTraitValue(Self.theme) == ThemeTraitValue(renamed))
        #expect(ThemeTraitValue(Self.theme) != ThemeTraitValue(Theme(name: "brandC")))
    }

    @Test func selectedAndFocusedShowsBoth() {
        let blue = DesignColor(any: .init(red: 0, green: 0, blue: 1, alpha: 1))
        let white = DesignColor(any: .init(red: 1, green: 1, blue: 1, alpha: 1))
        let ring = ComponentStyle.Border(color: white, width: ScaledValue(3))
        let style = ComponentStyle(
            ComponentStyle.Values(background: white),
            focused: ComponentStyle.Values(background: white, border: ring),
            selected: ComponentStyle.Values(background: blue))
        let both = style.values(isEnabled: true, isSelected: true, isFocused: true)
        #expect(both.background == blue)
        #expect(both.border == ring)
        #expect(style.values(isEnabled: true, isSelected: true) == ComponentStyle.Values(background: blue))
        #expect(style.values(isEnabled: true, isFocused: true).border == ring)
        // Pressed and disabled still win; without a focused state, selected as it is.
        #expect(style.values(isEnabled: false, isSelected: true, isFocused: true) == style.base)
        let plain = ComponentStyle(ComponentStyle.Values(), selected: ComponentStyle.Values(background: blue))
        #expect(plain.values(isEnabled: true, isSelected: true, isFocused: true).background == blue)
    }

    @Test func tvOSGrowsFromTvOS27() {
        let body = Typography(size: 29, textStyle: .body)
        let fixed = ResolutionOptions(platform: .tvOS)
        let largeText = ResolutionOptions.tvOSLargeText()
        #expect(body.resolve(at: .accessibility5, options: fixed).pointSize == 29)
        #expect(body.resolve(at: .large, options: largeText).pointSize == 29)
        // Body grows as on iOS: 17 → 53 at AX5.
        #expect(abs(body.resolve(at: .accessibility5, options: largeText).pointSize - 29 * 53 / 17) < 1e-9)
        #expect(body.scalesWithDynamicType(options: largeText))
    }

    @Test func watchOSUnsettledCellsAreMarked() {
        #expect(DynamicTypeTable.watchOSUnsettledCells.count == 2)
        for cell in DynamicTypeTable.watchOSUnsettledCells {
            #expect(DynamicTypeTable.watchOS.publishedMetrics(cell.style, cell.category) == cell.kept)
            #expect(!cell.alternatives.isEmpty)
            #expect(!cell.alternatives.contains(cell.kept))
        }
    }
}
