import Foundation
import Testing
import TypesetterCore

typealias Components = DesignColor.Components

private func rgba(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Components {
    Components(red: red, green: green, blue: blue, alpha: alpha)
}

/// True when every channel (and alpha) of `actual` is within `tolerance` of `expected`.
private func isClose(_ actual: Components, _ expected: Components, tolerance: Double) -> Bool {
    abs(actual.red - expected.red) <= tolerance && abs(actual.green - expected.green) <= tolerance
        && abs(actual.blue - expected.blue) <= tolerance && abs(actual.alpha - expected.alpha) <= tolerance
}

@Suite struct DesignColorTests {
    static let any = rgba(1, 1, 1)
    static let dark = rgba(0, 0, 0)
    static let highContrast = rgba(0.9, 0.9, 0.9)
    static let darkHighContrast = rgba(0.1, 0.1, 0.1)

    @Test func everyAppearanceDefined() {
        let color = DesignColor(
            any: Self.any, dark: Self.dark, highContrast: Self.highContrast, darkHighContrast: Self.darkHighContrast)
        #expect(color.components(dark: false, highContrast: false) == Self.any)
        #expect(color.components(dark: true, highContrast: false) == Self.dark)
        #expect(color.components(dark: false, highContrast: true) == Self.highContrast)
        #expect(color.components(dark: true, highContrast: true) == Self.darkHighContrast)
    }

    /// Asset catalogs: dark + Increased Contrast without its own variant shows the dark variant, not the light
    /// high-contrast one.
    @Test func darkHighContrastFallsBackToDarkBeforeHighContrast() {
        let color = DesignColor(any: Self.any, dark: Self.dark, highContrast: Self.highContrast)
        #expect(color.components(dark: true, highContrast: true) == Self.dark)
        #expect(color.components(dark: false, highContrast: true) == Self.highContrast)
    }

    @Test func everythingFallsBackToAny() {
        let color = DesignColor(any: Self.any)
        #expect(color.components(dark: true, highContrast: true) == Self.any)
        #expect(color.components(dark: true, highContrast: false) == Self.any)
        #expect(color.components(dark: false, highContrast: true) == Self.any)
        #expect(color.colorSpace == .sRGB)
    }

    @Test func highContrastWithoutDarkFallsBackToAnyInDark() {
        let color = DesignColor(any: Self.any, highContrast: Self.highContrast)
        #expect(color.components(dark: true, highContrast: true) == Self.any)
    }

    @Test(arguments: [
        (rgba(1, 0, 0), "#FF0000"),
        (rgba(0, 0.5, 0), "#008000"),  // 127.5 rounds half away from zero, as CSS serializes hsl(120 100% 25%)
        (rgba(0.2, 0.4, 0.6), "#336699"),
        (rgba(1, 1, 1, 0.5), "#FFFFFF80"),
        (rgba(0, 0, 0, 0), "#00000000"),
        (rgba(1.5, -0.2, .nan), "#FF0000"),  // out of range and non-finite channels are clamped, never crash
    ])
    fileprivate func hexString(components: Components, expected: String) {
        #expect(DesignColor(any: components).hexString == expected)
    }

    @Test func hexStringIsOfTheAnyAppearance() {
        #expect(DesignColor(colorSpace: .displayP3, any: rgba(0, 0, 1), dark: rgba(1, 1, 1)).hexString == "#0000FF")
    }

    /// The raw values are the DTCG names, and a color survives JSON (the build cache and the JSON dump use it).
    @Test func codable() throws {
        #expect(DesignColor.ColorSpace.sRGB.rawValue == "srgb")
        #expect(DesignColor.ColorSpace.displayP3.rawValue == "display-p3")
        let color = DesignColor(colorSpace: .displayP3, any: rgba(1, 0, 0), dark: rgba(0.5, 0.25, 0.125, 0.75))
        let decoded = try JSONDecoder().decode(DesignColor.self, from: JSONEncoder().encode(color))
        #expect(decoded == color)
    }
}

@Suite struct ColorConversionTests {
    /// One reference color: a space, its components, and the expected result.
    struct Reference: CustomTestStringConvertible, Sendable {
        var space: ColorConversion.SourceSpace
        var components: [Double?]
        var expectedSpace: DesignColor.ColorSpace
        var expected: [Double]
        var tolerance: Double

        init(
            _ space: ColorConversion.SourceSpace, _ components: [Double?], is expected: [Double],
            in expectedSpace: DesignColor.ColorSpace = .sRGB, within tolerance: Double
        ) {
            self.space = space
            self.components = components
            self.expected = expected
            self.expectedSpace = expectedSpace
            self.tolerance = tolerance
        }

        var testDescription: String { "\(space.rawValue) \(components.map { $0.map { "\($0)" } ?? "none" })" }
    }

    /// sRGB red (`#FF0000`) written in other spaces, with the rounded values color tools publish for it
    /// (colorjs.io's converter and oklch.com print these; other libraries' test suites use the same digits):
    /// - oklch / oklab: `oklch(62.8% 0.2577 29.23)`, `oklab(62.8% 0.2249 0.1258)`.
    /// - lab / lch: `lab(54.29% 80.81 69.89)`, `lch(54.29% 106.84 40.85)` (D50, as CSS defines Lab).
    /// - display-p3: `color(display-p3 0.9175 0.2003 0.1386)`.
    /// - a98-rgb: `color(a98-rgb 0.8585 0 0)` (Adobe RGB shares sRGB's red and blue primaries).
    /// - rec2020: `color(rec2020 0.792 0.231 0.0738)`.
    /// - prophoto-rgb: `color(prophoto-rgb 0.7022 0.2757 0.1036)`.
    /// - xyz-d65 / xyz-d50: the red column of the sRGB matrix in IEC 61966-2-1 (`0.4124 0.2126 0.0193`) and its
    ///   Bradford-adapted D50 form `0.4360 0.2225 0.0139` (Bruce Lindbloom's sRGB D50 matrix).
    /// The tolerance is loose because the inputs are rounded to 4 digits.
    static let sRGBRed: [Reference] = [
        .init(.oklch, [0.628, 0.2577, 29.23], is: [1, 0, 0], within: 2e-3),
        .init(.oklab, [0.628, 0.2249, 0.1258], is: [1, 0, 0], within: 2e-3),
        .init(.lab, [54.29, 80.81, 69.89], is: [1, 0, 0], within: 2e-3),
        .init(.lch, [54.29, 106.84, 40.85], is: [1, 0, 0], within: 2e-3),
        .init(.displayP3, [0.9175, 0.2003, 0.1386], is: [1, 0, 0], within: 2e-3),
        .init(.a98RGB, [0.8585, 0, 0], is: [1, 0, 0], within: 2e-3),
        .init(.rec2020, [0.792, 0.231, 0.0738], is: [1, 0, 0], within: 2e-3),
        .init(.prophotoRGB, [0.7022, 0.2757, 0.1036], is: [1, 0, 0], within: 2e-3),
        .init(.xyzD65, [0.4124, 0.2126, 0.0193], is: [1, 0, 0], within: 2e-3),
        .init(.xyzD50, [0.4360, 0.2225, 0.0139], is: [1, 0, 0], within: 2e-3),
    ]

    /// sRGB lime (`#00FF00`) and blue (`#0000FF`), to exercise the other columns of the matrices: MDN's `lab()`
    /// page lists `lab(87.82% -79.2711 80.9946)` and `lab(29.57% 68.2874 -112.0297)`; oklch.com shows
    /// `oklch(86.64% 0.2948 142.5)` and `oklch(45.2% 0.313 264.05)`.
    static let sRGBLimeAndBlue: [Reference] = [
        .init(.lab, [87.82, -79.2711, 80.9946], is: [0, 1, 0], within: 2e-3),
        .init(.lab, [29.57, 68.2874, -112.0297], is: [0, 0, 1], within: 2e-3),
        .init(.oklch, [0.8664, 0.2948, 142.5], is: [0, 1, 0], within: 2e-3),
        .init(.oklch, [0.452, 0.313, 264.05], is: [0, 0, 1], within: 2e-3),
    ]

    /// Colors whose sRGB values follow from the definitions in CSS Color 4 (§7 HSL, §8 HWB, the sRGB transfer
    /// function of IEC 61966-2-1).
    static let definitions: [Reference] = [
        // §7's example: hsl(120deg 100% 25%) is a dark green, rgb(0 127.5 0).
        .init(.hsl, [120, 100, 25], is: [0, 0.5, 0], within: 1e-12),
        .init(.hsl, [0, 100, 50], is: [1, 0, 0], within: 1e-12),
        .init(.hsl, [-120, 100, 50], is: [0, 0, 1], within: 1e-12),  // hue wraps
        .init(.hsl, [600, 100, 50], is: [0, 0, 1], within: 1e-12),
        .init(.hsl, [200, 0, 40], is: [0.4, 0.4, 0.4], within: 1e-12),  // no saturation: gray
        // §8: hwb(0 0% 0%) is red; whiteness + blackness ≥ 100% is the gray of their ratio.
        .init(.hwb, [0, 0, 0], is: [1, 0, 0], within: 1e-12),
        .init(.hwb, [0, 20, 20], is: [0.8, 0.2, 0.2], within: 1e-12),
        .init(.hwb, [90, 100, 100], is: [0.5, 0.5, 0.5], within: 1e-12),
        .init(.hwb, [0, 75, 25], is: [0.75, 0.75, 0.75], within: 1e-12),
        // sRGB transfer function (IEC 61966-2-1): linear 0.5 encodes to 1.055 · 0.5^(1/2.4) − 0.055 = 0.735357.
        .init(.srgbLinear, [0.5, 0.5, 0.5], is: [0.735357, 0.735357, 0.735357], within: 1e-5),
        // Below 0.0031308 the encoding is linear with slope 12.92.
        .init(.srgbLinear, [0.001, 0, 1], is: [0.01292, 0, 1], within: 1e-9),
        .init(.srgb, [0.2, 0.4, 0.6], is: [0.2, 0.4, 0.6], within: 0),
        // Display P3 uses the sRGB transfer function and the same white, so its grays are sRGB's grays.
        .init(.displayP3, [0.5, 0.5, 0.5], is: [0.5, 0.5, 0.5], within: 1e-9),
        // Display P3's primaries are outside sRGB and stay Display P3, unchanged.
        .init(.displayP3, [1, 0, 0], is: [1, 0, 0], in: .displayP3, within: 0),
        .init(.displayP3, [0, 1, 0], is: [0, 1, 0], in: .displayP3, within: 0),
        // `none` is 0 (CSS Color 4 §4.4): srgb(1 none none) is red, hwb(none 0 0) is hwb(0 0 0).
        .init(.srgb, [1, nil, nil], is: [1, 0, 0], within: 0),
        .init(.hwb, [nil, 0, 0], is: [1, 0, 0], within: 1e-12),
        .init(.oklch, [1, nil, 120], is: [1, 1, 1], within: 1e-4),
        // Parsed-value clamps of CSS Color 4 §7 and §9: negative saturation and chroma are 0, Lab lightness
        // is at most 100 and OKLab lightness at most 1, so these are a gray and white.
        .init(.hsl, [0, -50, 50], is: [0.5, 0.5, 0.5], within: 1e-12),
        .init(.lab, [120, 0, 0], is: [1, 1, 1], within: 1e-6),
        .init(.lch, [100, -40, 30], is: [1, 1, 1], within: 1e-6),
        .init(.oklab, [1.5, 0, 0], is: [1, 1, 1], within: 1e-6),
        .init(.oklch, [-0.2, 0, 30], is: [0, 0, 0], within: 1e-9),
    ]

    /// White in every space, with the white point of each: D65 for all but Lab/LCH, ProPhoto and XYZ-D50 (D50).
    /// XYZ whites are the CIE chromaticities x = 0.3127, y = 0.3290 (D65) and x = 0.3457, y = 0.3585 (D50)
    /// that CSS Color 4's sample code defines its `D65` and `D50` from, written as 4-digit XYZ tables print them.
    static let whites: [Reference] = [
        .init(.srgb, [1, 1, 1], is: [1, 1, 1], within: 1e-9),
        .init(.srgbLinear, [1, 1, 1], is: [1, 1, 1], within: 1e-9),
        .init(.hsl, [0, 0, 100], is: [1, 1, 1], within: 1e-9),
        .init(.hwb, [0, 100, 0], is: [1, 1, 1], within: 1e-9),
        .init(.lab, [100, 0, 0], is: [1, 1, 1], within: 1e-6),
        .init(.lch, [100, 0, 0], is: [1, 1, 1], within: 1e-6),
        .init(.oklab, [1, 0, 0], is: [1, 1, 1], within: 1e-6),
        .init(.oklch, [1, 0, 0], is: [1, 1, 1], within: 1e-6),
        .init(.displayP3, [1, 1, 1], is: [1, 1, 1], within: 1e-9),
        .init(.a98RGB, [1, 1, 1], is: [1, 1, 1], within: 1e-9),
        .init(.prophotoRGB, [1, 1, 1], is: [1, 1, 1], within: 1e-6),
        .init(.rec2020, [1, 1, 1], is: [1, 1, 1], within: 1e-9),
        .init(.xyzD65, [0.9505, 1, 1.089], is: [1, 1, 1], within: 1e-3),
        .init(.xyzD50, [0.9642, 1, 0.8249], is: [1, 1, 1], within: 1e-3),
    ]

    /// Black is 0 in every space (Lab's and OKLab's L = 0, HSL's lightness 0, HWB's blackness 100).
    static let blacks: [Reference] = ColorConversion.SourceSpace.allCases.map { space in
        let components: [Double?] =
            switch space {
            case .hwb: [0, 0, 100]
            default: [0, 0, 0]
            }
        return .init(space, components, is: [0, 0, 0], within: 1e-9)
    }

    @Test(arguments: sRGBRed + sRGBLimeAndBlue + definitions + whites + blacks)
    func reference(_ reference: Reference) throws {
        let result = try #require(ColorConversion.convert(reference.space, reference.components, alpha: 1))
        #expect(result.colorSpace == reference.expectedSpace)
        #expect(!result.wasGamutClipped)
        let expected = rgba(reference.expected[0], reference.expected[1], reference.expected[2])
        #expect(isClose(result.components, expected, tolerance: reference.tolerance), "\(result.components)")
    }

    @Test func whitesCoverEverySpace() {
        #expect(Set(Self.whites.map(\.space)) == Set(ColorConversion.SourceSpace.allCases))
        #expect(ColorConversion.SourceSpace.allCases.count == 14)
    }

    /// The primaries of the spaces wider than Display P3 lie outside it (their red is at x = 0.7347 (ProPhoto),
    /// 0.708 (Rec. 2020), against 0.680 for P3), so they are clamped in Display P3 and flagged.
    @Test(arguments: [ColorConversion.SourceSpace.prophotoRGB, .rec2020])
    func widePrimariesAreClipped(space: ColorConversion.SourceSpace) throws {
        let red = try #require(ColorConversion.convert(space, [1, 0, 0], alpha: 1))
        #expect(red.colorSpace == .displayP3)
        #expect(red.wasGamutClipped)
        #expect(red.components.red == 1)
        #expect(red.components.green >= 0 && red.components.green <= 1)
        #expect(red.components.blue >= 0 && red.components.blue <= 1)
    }

    /// Adobe RGB's red has sRGB red's chromaticity but more luminance (Y = 0.2974 against 0.2126, Adobe RGB (1998)
    /// §4.3.5.3), so it is 1.40 × linear sRGB red: beyond sRGB's and Display P3's red (whose Y is 0.2290).
    @Test func a98RedIsBrighterThanAnyDisplayRed() throws {
        let red = try #require(ColorConversion.convert(.a98RGB, [1, 0, 0], alpha: 1))
        #expect(red.colorSpace == .displayP3)
        #expect(red.wasGamutClipped)
    }

    /// A red a little brighter than sRGB's (extended sRGB 1.05, i.e. 1.12 × linear sRGB red) is outside sRGB but
    /// inside Display P3, whose red primary is more saturated and brighter: it becomes P3 without a clip.
    @Test func insideP3OutsideSRGBIsNotFlagged() throws {
        let result = try #require(ColorConversion.convert(.srgb, [1.05, 0, 0], alpha: 1))
        #expect(result.colorSpace == .displayP3)
        #expect(!result.wasGamutClipped)
        // P3 red is (1, 0, 0); a slightly-beyond-sRGB red is between sRGB red (0.9175, 0.2003, 0.1386) and it.
        #expect(result.components.red > 0.9175 && result.components.red < 1)
    }

    /// Within half an 8-bit step of sRGB, a color stays sRGB and is clamped; beyond it, it becomes Display P3.
    @Test func gamutTolerance() throws {
        let justOutside = try #require(ColorConversion.convert(.srgb, [1.001, -0.001, 0.5], alpha: 1))
        #expect(justOutside.colorSpace == .sRGB)
        #expect(justOutside.components == rgba(1, 0, 0.5))
        #expect(!justOutside.wasGamutClipped)

        let beyond = try #require(ColorConversion.convert(.srgb, [1.01, 0, 0.5], alpha: 1))
        #expect(beyond.colorSpace == .displayP3)
    }

    /// A color far outside even Display P3 (negative sRGB) is clamped and flagged, never NaN.
    @Test func farOutOfGamutIsClampedAndFlagged() throws {
        let result = try #require(ColorConversion.convert(.srgb, [-2, 3, 0.5], alpha: 1))
        #expect(result.colorSpace == .displayP3)
        #expect(result.wasGamutClipped)
        for channel in [result.components.red, result.components.green, result.components.blue] {
            #expect(channel >= 0 && channel <= 1)
        }
        let vivid = try #require(ColorConversion.convert(.oklch, [0.7, 5, 200], alpha: 1))
        #expect(vivid.wasGamutClipped)
    }

    @Test func alphaIsPassedThroughAndClamped() throws {
        #expect(
            try #require(ColorConversion.convert(.oklch, [0.628, 0.2577, 29.23], alpha: 0.5)).components.alpha == 0.5)
        #expect(try #require(ColorConversion.convert(.displayP3, [1, 0, 0], alpha: 0.25)).components.alpha == 0.25)
        #expect(try #require(ColorConversion.convert(.srgb, [1, 0, 0], alpha: 1.5)).components.alpha == 1)
        #expect(try #require(ColorConversion.convert(.srgb, [1, 0, 0], alpha: -0.5)).components.alpha == 0)
    }

    @Test func wrongComponentCountIsNil() {
        #expect(ColorConversion.convert(.srgb, [1, 0], alpha: 1) == nil)
        #expect(ColorConversion.convert(.srgb, [1, 0, 0, 1], alpha: 1) == nil)
        #expect(ColorConversion.convert(.lab, [], alpha: 1) == nil)
    }

    @Test(arguments: ColorConversion.SourceSpace.allCases)
    func nonFiniteInputIsNil(space: ColorConversion.SourceSpace) {
        #expect(ColorConversion.convert(space, [.nan, 0, 0], alpha: 1) == nil)
        #expect(ColorConversion.convert(space, [0, .infinity, 0], alpha: 1) == nil)
        #expect(ColorConversion.convert(space, [0, 0, -.infinity], alpha: 1) == nil)
        #expect(ColorConversion.convert(space, [0, 0, 0], alpha: .nan) == nil)
    }

    /// Huge but finite input overflows in the math; it is reported as nil rather than as NaN components.
    @Test(arguments: ColorConversion.SourceSpace.allCases)
    func hugeInputNeverYieldsNaN(space: ColorConversion.SourceSpace) {
        for value in [1e308, -1e308, Double.greatestFiniteMagnitude] {
            if let result = ColorConversion.convert(space, [value, value, value], alpha: 1) {
                for channel in [result.components.red, result.components.green, result.components.blue] {
                    #expect(channel >= 0 && channel <= 1)
                }
            }
        }
    }

    @Test func resultAsDesignColor() throws {
        let result = try #require(ColorConversion.convert(.displayP3, [1, 0, 0], alpha: 1))
        #expect(result.designColor == DesignColor(colorSpace: .displayP3, any: rgba(1, 0, 0)))
        #expect(result.designColor.hexString == "#FF0000")
    }
}

@Suite struct DisplayP3TargetTests {
    @Test func srgbColorsReExpressedInDisplayP3() throws {
        // sRGB red in Display P3 (CSS Color 4: color(display-p3 0.9175 0.2003 0.1386)).
        let red = try #require(ColorConversion.convert(.srgb, [1, 0, 0], alpha: 1, to: .displayP3))
        #expect(red.colorSpace == .displayP3)
        #expect(abs(red.components.red - 0.9175) < 2e-3)
        #expect(abs(red.components.green - 0.2003) < 2e-3)
        #expect(abs(red.components.blue - 0.1386) < 2e-3)
        // Gray has the same numbers in both spaces; no target keeps sRGB.
        let gray = try #require(ColorConversion.convert(.srgb, [0.5, 0.5, 0.5], alpha: 0.5, to: .displayP3))
        #expect(abs(gray.components.red - 0.5) < 1e-9 && gray.components.alpha == 0.5)
        #expect(ColorConversion.convert(.srgb, [0.5, 0.5, 0.5], alpha: 1, to: nil)?.colorSpace == .sRGB)
        // A color outside sRGB stays in Display P3 whatever the target.
        #expect(ColorConversion.convert(.displayP3, [1, 0, 0], alpha: 1, to: .sRGB)?.colorSpace == .displayP3)
    }
}
