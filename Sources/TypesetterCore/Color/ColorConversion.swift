#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// Converts a DTCG color value from any color space of the DTCG Color Module (2025.10) to what iOS can draw:
/// sRGB when the color fits in sRGB, otherwise Display P3.
///
/// Why not always Display P3: sRGB is what designers mostly pick, what `#RRGGBB` docs show, and what older
/// tooling reads; a token written as `#FF0000` should come out as sRGB `1, 0, 0`, not as the P3 numbers of the
/// same color. Why Display P3 as the wide space: it is the only wide space asset catalogs and `UIColor` accept,
/// and it is the gamut of every current iPhone display.
///
/// The math follows CSS Color Module Level 4, §18 "Sample code for color conversions"
/// (https://www.w3.org/TR/css-color-4/#color-conversion-code), including its extended transfer functions that
/// mirror negative values, so out-of-gamut colors convert without NaNs. Every path goes through CIE XYZ
/// relative to D65; D50 spaces (Lab, LCH, ProPhoto, XYZ-D50) are adapted with the Bradford matrix.
public enum ColorConversion {
    /// The `colorSpace` names of the DTCG Color Module (the CSS Color 4 predefined spaces plus the
    /// CSS functional notations), with their component conventions:
    /// - RGB-like spaces (`srgb`, `srgb-linear`, `display-p3`, `a98-rgb`, `prophoto-rgb`, `rec2020`) and XYZ: 0–1.
    /// - `hsl`: hue in degrees, saturation and lightness 0–100; `hwb`: hue in degrees, whiteness and
    ///   blackness 0–100.
    /// - `lab`: L 0–100, a and b about ±125; `lch`: L 0–100, chroma, hue in degrees.
    /// - `oklab`: L 0–1, a and b about ±0.4; `oklch`: L 0–1, chroma, hue in degrees.
    public enum SourceSpace: String, CaseIterable, Sendable {
        case srgb
        case srgbLinear = "srgb-linear"
        case hsl
        case hwb
        case lab
        case lch
        case oklab
        case oklch
        case displayP3 = "display-p3"
        case a98RGB = "a98-rgb"
        case prophotoRGB = "prophoto-rgb"
        case rec2020
        case xyzD65 = "xyz-d65"
        case xyzD50 = "xyz-d50"
    }

    /// A converted color: the space chosen, the components in it, and whether the color had to be clamped.
    public struct Result: Hashable, Sendable {
        /// sRGB when the color is inside sRGB (within ``gamutTolerance``), otherwise Display P3.
        public var colorSpace: DesignColor.ColorSpace
        /// Gamma-encoded components in ``colorSpace``, clamped to 0…1; alpha clamped to 0…1.
        public var components: DesignColor.Components
        /// True when the color lies outside Display P3 too (beyond the tolerance) and was clamped channel by
        /// channel, so what the app draws differs visibly from the token; the check stage warns about it.
        public var wasGamutClipped: Bool

        public init(colorSpace: DesignColor.ColorSpace, components: DesignColor.Components, wasGamutClipped: Bool) {
            self.colorSpace = colorSpace
            self.components = components
            self.wasGamutClipped = wasGamutClipped
        }

        /// The converted color as a single-appearance ``DesignColor``.
        public var designColor: DesignColor {
            DesignColor(colorSpace: colorSpace, any: components)
        }
    }

    /// How far outside 0…1 a gamma-encoded channel may be and still count as inside the gamut.
    ///
    /// Why not zero: tokens written in Lab, OKLCH or XYZ are rounded to a few decimals, and the round trip of an
    /// exact sRGB primary through such a value lands a hair outside sRGB (e.g. `oklch(0.628 0.2577 29.23)`, the
    /// published OKLCH of sRGB red). Half an 8-bit step (1/510) is the largest error that cannot change the byte an
    /// 8-bit asset or `#RRGGBB` would store, so clamping within it loses nothing a designer could see or type.
    public static let gamutTolerance = 1.0 / 510

    /// Converts a color given as its DTCG `colorSpace`, three components and alpha.
    ///
    /// - Parameters:
    ///   - components: exactly three values in the space's conventions (see ``SourceSpace``); `nil` stands for
    ///     the DTCG / CSS keyword `none` and counts as 0 (CSS Color 4 §4.4, "missing" components).
    ///   - alpha: 0…1; values outside are clamped, as CSS clamps alpha at parse time.
    /// - Returns: `nil` when there are not exactly three components, when a component or alpha is NaN or
    ///   infinite, or when the input is so large the conversion overflows; otherwise the converted color.
    public static func convert(_ space: SourceSpace, _ components: [Double?], alpha: Double) -> Result? {
        guard components.count == 3, alpha.isFinite else { return nil }
        let values = components.map { $0 ?? 0 }
        guard values.allSatisfy(\.isFinite) else { return nil }
        let source = clampedAtParseTime(space, SIMD3(values[0], values[1], values[2]))
        let clampedAlpha = min(max(alpha, 0), 1)

        // sRGB candidate: computed directly for the sRGB-based spaces so exact inputs stay exact.
        let xyz = toXYZD65(space, source)
        let sRGB = directSRGB(space, source) ?? TransferFunction.sRGB.encode(Matrices.xyzD65ToLinearSRGB * xyz)
        guard isFinite(sRGB) else { return nil }
        if isInside(sRGB) {
            return Result(
                colorSpace: .sRGB, components: clampedComponents(sRGB, alpha: clampedAlpha), wasGamutClipped: false)
        }

        let displayP3 =
            space == .displayP3 ? source : TransferFunction.sRGB.encode(Matrices.xyzD65ToLinearDisplayP3 * xyz)
        guard isFinite(displayP3) else { return nil }
        return Result(
            colorSpace: .displayP3,
            components: clampedComponents(displayP3, alpha: clampedAlpha),
            wasGamutClipped: !isInside(displayP3)
        )
    }

    /// Applies the clamps CSS Color 4 applies at parsed-value time, so a token means what the same value means
    /// in CSS: HSL saturation below 0 is 0 (§7); Lab/LCH lightness is 0…100 and OKLab/OKLCH lightness 0…1, and
    /// LCH/OKLCH chroma below 0 is 0 (§9). Without them a negative chroma would flip the hue by 180°.
    static func clampedAtParseTime(_ space: SourceSpace, _ c: SIMD3<Double>) -> SIMD3<Double> {
        switch space {
        case .hsl: SIMD3(c.x, max(c.y, 0), c.z)
        case .lab: SIMD3(min(max(c.x, 0), 100), c.y, c.z)
        case .lch: SIMD3(min(max(c.x, 0), 100), max(c.y, 0), c.z)
        case .oklab: SIMD3(min(max(c.x, 0), 1), c.y, c.z)
        case .oklch: SIMD3(min(max(c.x, 0), 1), max(c.y, 0), c.z)
        default: c
        }
    }

    // MARK: - To XYZ D65

    /// CIE XYZ relative to D65 (Y of white = 1) of a color in `space`.
    static func toXYZD65(_ space: SourceSpace, _ c: SIMD3<Double>) -> SIMD3<Double> {
        switch space {
        case .srgb:
            Matrices.linearSRGBToXYZD65 * TransferFunction.sRGB.decode(c)
        case .srgbLinear:
            Matrices.linearSRGBToXYZD65 * c
        case .hsl:
            Matrices.linearSRGBToXYZD65 * TransferFunction.sRGB.decode(hslToSRGB(c))
        case .hwb:
            Matrices.linearSRGBToXYZD65 * TransferFunction.sRGB.decode(hwbToSRGB(c))
        case .lab:
            Matrices.bradfordD50ToD65 * labToXYZD50(c)
        case .lch:
            Matrices.bradfordD50ToD65 * labToXYZD50(polarToRectangular(c))
        case .oklab:
            oklabToXYZD65(c)
        case .oklch:
            oklabToXYZD65(polarToRectangular(c))
        case .displayP3:
            Matrices.linearDisplayP3ToXYZD65 * TransferFunction.sRGB.decode(c)
        case .a98RGB:
            Matrices.linearA98RGBToXYZD65 * TransferFunction.a98RGB.decode(c)
        case .prophotoRGB:
            Matrices.bradfordD50ToD65 * (Matrices.linearProPhotoRGBToXYZD50 * TransferFunction.proPhotoRGB.decode(c))
        case .rec2020:
            Matrices.linearRec2020ToXYZD65 * TransferFunction.rec2020.decode(c)
        case .xyzD65:
            c
        case .xyzD50:
            Matrices.bradfordD50ToD65 * c
        }
    }

    /// Gamma-encoded sRGB computed without the XYZ round trip, for the spaces defined on sRGB, so that
    /// `srgb 0.2` stays exactly 0.2 instead of 0.20000000000000004.
    static func directSRGB(_ space: SourceSpace, _ c: SIMD3<Double>) -> SIMD3<Double>? {
        switch space {
        case .srgb: c
        case .srgbLinear: TransferFunction.sRGB.encode(c)
        case .hsl: hslToSRGB(c)
        case .hwb: hwbToSRGB(c)
        default: nil
        }
    }

    // MARK: - Cylindrical and perceptual spaces (CSS Color 4 §18)

    /// HSL (hue in degrees, saturation and lightness 0–100) to gamma-encoded sRGB; CSS Color 4 §7.1 `hslToRgb`.
    static func hslToSRGB(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let hue = normalizedHue(c.x)
        let saturation = c.y / 100
        let lightness = c.z / 100
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// HWB (hue in degrees, whiteness and blackness 0–100) to gamma-encoded sRGB; CSS Color 4 §8.1 `hwbToRgb`.
    /// Whiteness and blackness adding up to 100 % or more give the gray of their ratio.
    static func hwbToSRGB(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let whiteness = c.y / 100
        let blackness = c.z / 100
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return SIMD3(repeating: gray)
        }
        let pure = hslToSRGB(SIMD3(c.x, 100, 50))
        return pure * (1 - whiteness - blackness) + SIMD3(repeating: whiteness)
    }

    /// A hue in degrees brought into 0..<360, as CSS Color 4 §7.1 does before converting HSL.
    private static func normalizedHue(_ degrees: Double) -> Double {
        let hue = degrees.truncatingRemainder(dividingBy: 360)
        return hue < 0 ? hue + 360 : hue
    }

    /// (lightness, chroma, hue in degrees) to (lightness, a, b), for LCH and OKLCH; CSS Color 4 `LCH_to_Lab`.
    static func polarToRectangular(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let radians = normalizedHue(c.z) * Double.pi / 180
        return SIMD3(c.x, c.y * cos(radians), c.y * sin(radians))
    }

    /// CIE Lab (D50) to XYZ relative to D50; CSS Color 4 `Lab_to_XYZ`, with ε and κ as the exact CIE fractions.
    static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let kappa = 24389.0 / 27  // 29³/3³
        let epsilon = 216.0 / 24389  // 6³/29³
        let f1 = (lab.x + 16) / 116
        let f0 = lab.y / 500 + f1
        let f2 = f1 - lab.z / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = lab.x > kappa * epsilon ? f1 * f1 * f1 : lab.x / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return SIMD3(x, y, z) * Matrices.whiteD50
    }

    /// OKLab to XYZ relative to D65; CSS Color 4 `OKLab_to_XYZ`.
    static func oklabToXYZD65(_ oklab: SIMD3<Double>) -> SIMD3<Double> {
        let nonlinearLMS = Matrices.oklabToNonlinearLMS * oklab
        return Matrices.lmsToXYZD65 * (nonlinearLMS * nonlinearLMS * nonlinearLMS)
    }

    // MARK: - Gamut

    private static func isFinite(_ c: SIMD3<Double>) -> Bool {
        c.x.isFinite && c.y.isFinite && c.z.isFinite
    }

    private static func isInside(_ c: SIMD3<Double>) -> Bool {
        let low = -gamutTolerance
        let high = 1 + gamutTolerance
        return c.min() >= low && c.max() <= high
    }

    private static func clampedComponents(_ c: SIMD3<Double>, alpha: Double) -> DesignColor.Components {
        let clamped = c.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return DesignColor.Components(red: clamped.x, green: clamped.y, blue: clamped.z, alpha: alpha)
    }
}

// MARK: - Transfer functions

extension ColorConversion {
    /// The transfer functions (gamma-encoded ↔ linear light) of the RGB spaces, per CSS Color 4 §18 `lin_*` / `gam_*`.
    ///
    /// All are extended to negative values by mirroring (`f(-x) = -f(x)`), as CSS Color 4 does, because
    /// out-of-gamut colors have negative linear components on their way between spaces.
    enum TransferFunction {
        /// sRGB (IEC 61966-2-1); Display P3 uses the same curve.
        case sRGB
        /// Adobe RGB (1998): a pure power of 563/256.
        case a98RGB
        /// ProPhoto RGB (ROMM): gamma 1.8 with a linear toe below 16/512 (encoded) or 1/512 (linear).
        case proPhotoRGB
        /// ITU-R BT.2020-2 with the 64-bit α and β CSS Color 4 uses.
        case rec2020

        func decode(_ c: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(decode(c.x), decode(c.y), decode(c.z))
        }

        func encode(_ c: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(encode(c.x), encode(c.y), encode(c.z))
        }

        /// Gamma-encoded → linear light.
        func decode(_ value: Double) -> Double {
            let magnitude = abs(value)
            let sign: Double = value < 0 ? -1 : 1
            switch self {
            case .sRGB:
                return magnitude <= 0.04045 ? value / 12.92 : sign * pow((magnitude + 0.055) / 1.055, 2.4)
            case .a98RGB:
                return sign * pow(magnitude, 563.0 / 256)
            case .proPhotoRGB:
                return magnitude <= 16.0 / 512 ? value / 16 : sign * pow(magnitude, 1.8)
            case .rec2020:
                let alpha = Self.rec2020Alpha
                return magnitude < Self.rec2020Beta * 4.5
                    ? value / 4.5 : sign * pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
            }
        }

        /// Linear light → gamma-encoded.
        func encode(_ value: Double) -> Double {
            let magnitude = abs(value)
            let sign: Double = value < 0 ? -1 : 1
            switch self {
            case .sRGB:
                return magnitude > 0.0031308 ? sign * (1.055 * pow(magnitude, 1 / 2.4) - 0.055) : 12.92 * value
            case .a98RGB:
                return sign * pow(magnitude, 256.0 / 563)
            case .proPhotoRGB:
                return magnitude >= 1.0 / 512 ? sign * pow(magnitude, 1 / 1.8) : 16 * value
            case .rec2020:
                let alpha = Self.rec2020Alpha
                return magnitude > Self.rec2020Beta ? sign * (alpha * pow(magnitude, 0.45) - (alpha - 1)) : 4.5 * value
            }
        }

        private static let rec2020Alpha = 1.09929682680944
        private static let rec2020Beta = 0.018053968510807
    }
}

// MARK: - Matrices

extension ColorConversion {
    /// A 3×3 matrix applied to column vectors.
    struct Matrix3x3: Sendable {
        var row0: SIMD3<Double>
        var row1: SIMD3<Double>
        var row2: SIMD3<Double>

        init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
            self.row0 = row0
            self.row1 = row1
            self.row2 = row2
        }

        static func * (matrix: Matrix3x3, vector: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((matrix.row0 * vector).sum(), (matrix.row1 * vector).sum(), (matrix.row2 * vector).sum())
        }
    }

    /// Every constant of the conversions, in one place.
    ///
    /// Source: CSS Color Module Level 4, §18 "Sample code for color conversions"
    /// (https://www.w3.org/TR/css-color-4/#color-conversion-code; file `css-color-4/conversions.js` of
    /// w3c/csswg-drafts, as of 2025). Rational entries are kept as the spec's fractions (derived there from the
    /// chromaticities of each space's primaries and white) rather than rounded decimals, so white maps to white
    /// to within a few ulps; ProPhoto, Bradford and OKLab matrices are the spec's 64-bit decimals.
    enum Matrices {
        /// D50 white (XYZ, Y = 1) from its 4-figure CIE chromaticity x = 0.3457, y = 0.3585.
        static let whiteD50 = SIMD3(0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)

        /// `lin_sRGB_to_XYZ`
        static let linearSRGBToXYZD65 = Matrix3x3(
            SIMD3(506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218),
            SIMD3(87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545),
            SIMD3(7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270)
        )

        /// `XYZ_to_lin_sRGB`
        static let xyzD65ToLinearSRGB = Matrix3x3(
            SIMD3(12831.0 / 3959, -329.0 / 214, -1974.0 / 3959),
            SIMD3(-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
            SIMD3(705.0 / 12673, -2585.0 / 12673, 705.0 / 667)
        )

        /// `lin_P3_to_XYZ`
        static let linearDisplayP3ToXYZD65 = Matrix3x3(
            SIMD3(608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160),
            SIMD3(35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400),
            SIMD3(0, 32229.0 / 714400, 5220557.0 / 5000800)
        )

        /// `XYZ_to_lin_P3`
        static let xyzD65ToLinearDisplayP3 = Matrix3x3(
            SIMD3(446124.0 / 178915, -333277.0 / 357830, -72051.0 / 178915),
            SIMD3(-14852.0 / 17905, 63121.0 / 35810, 423.0 / 17905),
            SIMD3(11844.0 / 330415, -50337.0 / 660830, 316169.0 / 330415)
        )

        /// `lin_a98rgb_to_XYZ`
        static let linearA98RGBToXYZD65 = Matrix3x3(
            SIMD3(573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567),
            SIMD3(591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835),
            SIMD3(53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835)
        )

        /// `lin_ProPhoto_to_XYZ` (to D50; not rational, see w3c/csswg-drafts#7675)
        static let linearProPhotoRGBToXYZD50 = Matrix3x3(
            SIMD3(0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
            SIMD3(0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
            SIMD3(0.00000000000000000, 0.00000000000000000, 0.82510460251046020)
        )

        /// `lin_2020_to_XYZ`
        static let linearRec2020ToXYZD65 = Matrix3x3(
            SIMD3(63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314),
            SIMD3(26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157),
            SIMD3(0, 19567812.0 / 697040785, 295819943.0 / 278816314)
        )

        /// `D50_to_D65`: Bradford chromatic adaptation.
        static let bradfordD50ToD65 = Matrix3x3(
            SIMD3(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
            SIMD3(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
            SIMD3(0.012314014864481998, -0.020507649298898964, 1.330365926242124)
        )

        /// `OKLab_to_XYZ`, first step: OKLab → non-linear (cube-rooted) LMS.
        static let oklabToNonlinearLMS = Matrix3x3(
            SIMD3(1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
            SIMD3(1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
            SIMD3(1.0000000000000000, -0.0894841775298119, -1.2914855480194092)
        )

        /// `OKLab_to_XYZ`, second step: linear LMS → XYZ D65.
        static let lmsToXYZD65 = Matrix3x3(
            SIMD3(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
            SIMD3(-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
            SIMD3(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
        )
    }
}

// The C library's math, for the other files of the color conversion (only this one imports it).
extension ColorConversion {
    static func cubeRoot(_ value: Double) -> Double { cbrt(value) }
    static func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
}
