import Testing
@testable import TypesetterCore

/// A variable face's axis values: CoreText's axis identifiers, clamping, and Bold Text along `wght`.
@Suite struct FontVariationTests {
    static let inter = FontVariation(axes: [.init(tag: "wght", value: 650, minimum: 100, maximum: 900)])

    @Test func axisIdentifiersAreTheFourCharacterCodes() {
        #expect(FontVariation.Axis(tag: "wght", value: 0, minimum: 0, maximum: 0).identifier == 0x7767_6874)
        #expect(FontVariation.Axis(tag: "opsz", value: 0, minimum: 0, maximum: 0).identifier == 0x6F70_737A)
        // Short tags are space-padded, as OpenType requires.
        #expect(FontVariation.Axis(tag: "ab", value: 0, minimum: 0, maximum: 0).identifier == 0x6162_2020)
    }

    @Test func settingClampsToTheAxis() {
        #expect(Self.inter.setting("wght", to: 1000).value(of: "wght") == 900)
        #expect(Self.inter.setting("wght", to: 50).value(of: "wght") == 100)
        #expect(Self.inter.setting("wdth", to: 75) == Self.inter)
        #expect(Self.inter.values == ["wght": 650])
    }

    @Test func boldTextMovesAlongTheWeightAxis() throws {
        let face = FontFamily.Face(postScriptName: "Inter", weight: try #require(FontWeight(rawValue: 650)), variation: Self.inter)
        let regular = FontFamily.Face(postScriptName: "Inter-Regular", weight: .regular)
        let family = FontFamily(name: "Inter", faces: [regular, face])
        let style = Typography(font: .custom(family), size: 17, weight: try #require(FontWeight(rawValue: 650)))
        let plain = style.resolve(at: .large)
        #expect(plain.variation?.value(of: "wght") == 650)
        #expect(plain.requestedWeight.rawValue == 650)
        let bold = style.resolve(at: .large, legibilityWeight: .bold)
        #expect(bold.postScriptName == "Inter")
        #expect(bold.variation?.value(of: "wght") == 700)
        #expect(!bold.flags.contains(.faceWeightSubstituted))
        // TextAttributes (UIKit) carry the variation to the font request.
        #expect(style.textAttributes(at: .large, legibilityWeight: .bold).font.variation?.value(of: "wght") == 700)
    }
}
