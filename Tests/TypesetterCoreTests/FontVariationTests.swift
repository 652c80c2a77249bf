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
        let face = FontFamily.Face(
            postScriptName: "Inter", weight: try #require(FontWeight(rawValue: 650)), variation: Self.inter)
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

/// Width (CSS `font-stretch`) and optical size in face matching and resolution.
@Suite struct FaceWidthMatchingTests {
    static let family = FontFamily(
        name: "Test",
        faces: [
            .init(postScriptName: "Test-Regular", weight: .regular),
            .init(postScriptName: "Test-Bold", weight: .bold),
            .init(postScriptName: "Test-Condensed", weight: .regular, width: 75),
            .init(postScriptName: "Test-CondensedBold", weight: .bold, width: 75),
            .init(postScriptName: "Test-Expanded", weight: .regular, width: 125),
        ])

    @Test func widthNarrowsTheFacesFirstAsCSSDoes() {
        let family = Self.family
        #expect(family.face(matching: .regular, italic: false)?.postScriptName == "Test-Regular")
        #expect(family.face(matching: .bold, italic: false, width: 75)?.postScriptName == "Test-CondensedBold")
        // 87.5 (≤ 100): narrower widths first (75), before wider ones (100).
        #expect(family.face(matching: .bold, italic: false, width: 87.5)?.postScriptName == "Test-CondensedBold")
        // 112.5 (> 100): wider first (125), whose only face is regular.
        #expect(family.face(matching: .bold, italic: false, width: 112.5)?.postScriptName == "Test-Expanded")
        // 50: nothing narrower, so the nearest wider.
        #expect(family.face(matching: .regular, italic: false, width: 50)?.postScriptName == "Test-Condensed")
    }

    @Test func boldTextStepsWithinTheWidth() {
        let condensed = Typography(font: .custom(Self.family), size: 17, weight: .regular, width: 75)
        #expect(condensed.resolve(at: .large, legibilityWeight: .bold).postScriptName == "Test-CondensedBold")
        let expanded = Typography(font: .custom(Self.family), size: 17, weight: .regular, width: 125)
        // No heavier expanded face: the ladder weight, matched at the width (still the expanded face).
        #expect(expanded.resolve(at: .large, legibilityWeight: .bold).postScriptName == "Test-Expanded")
    }

    @Test func opticalSizeMetricsAreChosenByPointSize() throws {
        func metrics(_ ascender: Double) throws -> FontMetrics {
            try #require(
                FontMetrics(
                    unitsPerEm: 1000, ascender: ascender, descender: -200, lineGap: 0, capHeight: 700, xHeight: 500))
        }
        let face = FontFamily.Face(
            postScriptName: "Opsz", weight: .regular, metrics: try metrics(800),
            opticalSizeMetrics: [
                .init(pointSize: 14, metrics: try metrics(810)), .init(pointSize: 17, metrics: try metrics(820)),
                .init(pointSize: 53, metrics: try metrics(900)),
            ])
        #expect(face.metrics(atPointSize: 17)?.ascender == 820)
        #expect(face.metrics(atPointSize: 15)?.ascender == 810)
        #expect(face.metrics(atPointSize: 60)?.ascender == 900)
        let style = Typography(font: .custom(FontFamily(name: "Opsz", faces: [face])), size: 17)
        #expect(style.resolve(at: .large).metrics.ascender == 820)
        #expect(style.resolve(at: .xSmall).metrics.ascender == 810)
        #expect(style.resolve(at: .accessibility5).metrics.ascender == 900)
        // A static face keeps its one set of metrics.
        #expect(
            FontFamily.Face(postScriptName: "S", weight: .regular, metrics: try metrics(800)).metrics(atPointSize: 40)?
                .ascender == 800)
    }

    @Test func measuringAxisValuesAddTheOpticalSizeUnlessPinned() {
        let instance = FontFamily.Face(postScriptName: "V-Bold", weight: .bold, instanceCoordinates: ["wght": 700])
        let pinned = FontFamily.Face(
            postScriptName: "V", weight: .regular,
            variation: FontVariation(axes: [
                .init(tag: "wght", value: 400, minimum: 100, maximum: 900),
                .init(tag: "opsz", value: 20, minimum: 14, maximum: 32),
            ]))
        let family = FontFamily(name: "V", faces: [instance, pinned])
        let bold = Typography(font: .custom(family), size: 17, weight: .bold).resolve(at: .large)
        #expect(bold.axisValues == ["wght": 700])
        #expect(bold.measuringAxisValues == ["wght": 700, "opsz": 17])
        let regular = Typography(font: .custom(family), size: 17, opticalSize: 20).resolve(at: .accessibility5)
        #expect(regular.measuringAxisValues == ["wght": 400, "opsz": 20])
        #expect(Typography(size: 17).resolve(at: .large).measuringAxisValues.isEmpty)
    }

    /// Generated code writes an optical-size table as point size → `FontMetrics(…)`; an invalid entry (which
    /// the build never writes) is left out rather than trapping.
    @Test func anOpticalSizeTableFromGeneratedCodeLeavesOutInvalidMetrics() {
        let table = FontFamily.OpticalSizeMetrics.table([
            14: FontMetrics(
                unitsPerEm: 1000, ascender: 750, descender: -250, lineGap: 100, capHeight: 700, xHeight: 500),
            15: FontMetrics(unitsPerEm: 0, ascender: 750, descender: -250, lineGap: 100, capHeight: 700, xHeight: 500),
            16: FontMetrics(
                unitsPerEm: 1000, ascender: 738, descender: -244, lineGap: 116, capHeight: 695, xHeight: 493),
        ])
        #expect(table.map(\.pointSize) == [14, 16])
        #expect(table.last?.metrics.ascender == 738)
    }
}
