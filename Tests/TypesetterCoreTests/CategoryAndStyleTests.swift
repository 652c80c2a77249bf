import Foundation
import Testing
import TypesetterCore

@Suite struct ContentSizeCategoryTests {
    @Test func twelveOrderedCategories() {
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
        #expect(ContentSizeCategory.default == .large)
        #expect(ContentSizeCategory.xSmall < .accessibility1)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(!ContentSizeCategory.xxxLarge.isAccessibilityCategory)
    }

    /// Every name of every category, from `Documentation/Reference/dynamic-type.md` §1.
    static let names: [(ContentSizeCategory, hig: String, uiKit: String, swiftUI: String, member: String)] = [
        (.xSmall, "xSmall", "UICTContentSizeCategoryXS", "xSmall", "extraSmall"),
        (.small, "Small", "UICTContentSizeCategoryS", "small", "small"),
        (.medium, "Medium", "UICTContentSizeCategoryM", "medium", "medium"),
        (.large, "Large", "UICTContentSizeCategoryL", "large", "large"),
        (.xLarge, "xLarge", "UICTContentSizeCategoryXL", "xLarge", "extraLarge"),
        (.xxLarge, "xxLarge", "UICTContentSizeCategoryXXL", "xxLarge", "extraExtraLarge"),
        (.xxxLarge, "xxxLarge", "UICTContentSizeCategoryXXXL", "xxxLarge", "extraExtraExtraLarge"),
        (.accessibility1, "AX1", "UICTContentSizeCategoryAccessibilityM", "accessibility1", "accessibilityMedium"),
        (.accessibility2, "AX2", "UICTContentSizeCategoryAccessibilityL", "accessibility2", "accessibilityLarge"),
        (.accessibility3, "AX3", "UICTContentSizeCategoryAccessibilityXL", "accessibility3", "accessibilityExtraLarge"),
        (
            .accessibility4, "AX4", "UICTContentSizeCategoryAccessibilityXXL", "accessibility4",
            "accessibilityExtraExtraLarge"
        ),
        (
            .accessibility5, "AX5", "UICTContentSizeCategoryAccessibilityXXXL", "accessibility5",
            "accessibilityExtraExtraExtraLarge"
        ),
    ]

    @Test func namesConvertBothWays() {
        for (category, hig, uiKit, swiftUI, member) in Self.names {
            #expect(category.higName == hig)
            #expect(category.uiKitRawValue == uiKit)
            #expect(category.swiftUIName == swiftUI)
            #expect(category.uiKitName == member)
            for name in [hig, uiKit, swiftUI, member, ".\(swiftUI)", hig.uppercased(), swiftUI.lowercased()] {
                #expect(ContentSizeCategory(name: name) == category, "\(name)")
            }
        }
    }

    @Test func unknownNames() {
        for name in ["", "huge", "AX6", "UICTContentSizeCategoryXXXXL", "accessibility", "12"] {
            #expect(ContentSizeCategory(name: name) == nil, "\(name)")
        }
        #expect(ContentSizeCategory.validNames.first == "xSmall")
        #expect(ContentSizeCategory.validNames.last == "accessibility5")
    }

    @Test func clamping() {
        let range: ClosedRange<ContentSizeCategory> = .small ... .accessibility2
        #expect(ContentSizeCategory.xSmall.clamped(to: range) == .small)
        #expect(ContentSizeCategory.large.clamped(to: range) == .large)
        #expect(ContentSizeCategory.accessibility5.clamped(to: range) == .accessibility2)
        #expect(ContentSizeCategory.accessibility5.clamped(to: ContentSizeCategory.all) == .accessibility5)
    }

    @Test func codableAsSwiftUIName() throws {
        let data = try JSONEncoder().encode([ContentSizeCategory.accessibility3])
        #expect(String(decoding: data, as: UTF8.self) == #"["accessibility3"]"#)
        #expect(
            try JSONDecoder().decode(
                [ContentSizeCategory].self, from: Data(#"["AX3","UICTContentSizeCategoryL"]"#.utf8)) == [
                    .accessibility3, .large,
                ])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([ContentSizeCategory].self, from: Data(#"["huge"]"#.utf8))
        }
    }
}

@Suite struct TextStyleTests {
    @Test func elevenStylesWithUIKitNames() {
        #expect(
            TextStyle.allCases.map(\.name) == [
                "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
                "caption1", "caption2",
            ])
    }

    @Test func aliasesAndOtherNames() {
        #expect(TextStyle(name: "title") == .title1)
        #expect(TextStyle(name: "caption") == .caption1)
        #expect(TextStyle(name: ".title2") == .title2)
        #expect(TextStyle(name: "Large Title") == .largeTitle)
        #expect(TextStyle(name: "Caption 2") == .caption2)
        #expect(TextStyle(name: "UICTFontTextStyleBody") == .body)
        #expect(TextStyle(name: "UICTFontTextStyleTitle0") == .largeTitle)
        #expect(TextStyle(name: "SUBHEADLINE") == .subheadline)
        #expect(TextStyle(name: "display") == nil)
        #expect(TextStyle(name: "title4") == nil)
        #expect(TextStyle.title1.swiftUIName == "title")
        #expect(TextStyle.caption1.swiftUIName == "caption")
        #expect(TextStyle.caption1.higName == "Caption 1")
    }

    @Test func everyNameRoundTrips() {
        for style in TextStyle.allCases {
            for name in [style.name, style.swiftUIName, style.higName, style.uiKitRawValue] {
                #expect(TextStyle(name: name) == style, "\(name)")
            }
        }
    }
}

@Suite struct FontWeightTests {
    @Test func namedWeightsFollowDTCG() {
        let expected: [String: Double] = [
            "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
            "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
            "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
        ]
        for (name, value) in expected {
            #expect(FontWeight(name: name)?.rawValue == value, "\(name)")
        }
        #expect(FontWeight(name: "Semi Bold") == .semibold)
        #expect(FontWeight(name: "semibold") == .semibold)
        #expect(FontWeight(name: "650")?.rawValue == 650)
    }

    @Test func invalidWeights() {
        for text in ["0", "1001", "-400", "nan", "inf", "chunky", ""] {
            #expect(FontWeight(name: text) == nil, "\(text)")
        }
        #expect(FontWeight(rawValue: .nan) == nil)
        #expect(FontWeight(rawValue: 1) != nil)
        #expect(FontWeight(rawValue: 1000) != nil)
    }

    @Test func boldTextSteps() {
        let ladder: [(FontWeight, FontWeight)] = [
            (.regular, .medium), (.medium, .semibold), (.semibold, .bold), (.bold, .extraBold), (.extraBold, .black),
            (.black, .black), (.extraBlack, .extraBlack), (.thin, .extraLight), (.light, .regular),
        ]
        for (weight, heavier) in ladder {
            #expect(weight.oneStepHeavier == heavier, "\(weight)")
        }
        #expect(FontWeight(rawValue: 450)?.oneStepHeavier == .medium)
        #expect(FontWeight(rawValue: 1)?.oneStepHeavier == .thin)
    }

    @Test func appleNames() {
        #expect(FontWeight.thin.appleName == "ultraLight")
        #expect(FontWeight.extraLight.appleName == "thin")
        #expect(FontWeight.regular.appleName == "regular")
        #expect(FontWeight.semibold.appleName == "semibold")
        #expect(FontWeight.extraBold.appleName == "heavy")
        #expect(FontWeight.black.appleName == "black")
        #expect(FontWeight.extraBlack.appleName == "black")
        #expect(FontWeight(rawValue: 1)?.appleName == "ultraLight")
        #expect(FontWeight(rawValue: 640)?.appleName == "semibold")
    }
}
