extension ColorConversion {
    /// The spaces ``components(_:_:in:)`` converts to: those Tokens Studio's color modifiers work in.
    public static let modifierSpaces: [SourceSpace] = [.srgb, .hsl, .displayP3, .lch]

    /// A color's components in another space, unclamped (a color outside sRGB has sRGB components outside
    /// 0…1). `target` is one of ``modifierSpaces``; nil otherwise, or for a color that does not convert.
    ///
    /// A hue that has no meaning (a gray's, in HSL or LCH) is `nil`, CSS Color 4's "powerless" hue, so that
    /// mixing with it takes the other color's hue. Same space in and out returns the components as given.
    public static func components(_ space: SourceSpace, _ components: [Double?], in target: SourceSpace) -> [Double?]? {
        guard components.count == 3, modifierSpaces.contains(target) else { return nil }
        if space == target { return components }
        let values = components.map { $0 ?? 0 }
        guard values.allSatisfy(\.isFinite) else { return nil }
        let source = clampedAtParseTime(space, SIMD3(values[0], values[1], values[2]))
        let xyz = toXYZD65(space, source)
        let sRGB = directSRGB(space, source) ?? TransferFunction.sRGB.encode(Matrices.xyzD65ToLinearSRGB * xyz)
        let result: [Double?]
        switch target {
        case .srgb: result = [sRGB.x, sRGB.y, sRGB.z]
        case .displayP3:
            let p3 = TransferFunction.sRGB.encode(Matrices.xyzD65ToLinearDisplayP3 * xyz)
            result = [p3.x, p3.y, p3.z]
        case .hsl: result = srgbToHSL(sRGB)
        default: result = labToLCH(xyzD50ToLab(Matrices.bradfordD65ToD50 * xyz))
        }
        return result.allSatisfy { $0?.isFinite ?? true } ? result : nil
    }

    /// Gamma-encoded sRGB to HSL (hue in degrees or nil for a gray, saturation and lightness 0–100); CSS Color
    /// 4 §7.1 `rgbToHsl`, which gives a negative saturation (out-of-gamut colors) the opposite hue.
    static func srgbToHSL(_ c: SIMD3<Double>) -> [Double?] {
        let maximum = max(c.x, c.y, c.z)
        let minimum = min(c.x, c.y, c.z)
        let lightness = (minimum + maximum) / 2
        let delta = maximum - minimum
        // A difference below 1e-9 is the rounding of a gray's round trip through XYZ, not a hue.
        guard delta > 1e-9 else { return [nil, 0, lightness * 100] }
        var saturation = lightness == 0 || lightness == 1 ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
        var hue: Double =
            switch maximum {
            case c.x: (c.y - c.z) / delta + (c.y < c.z ? 6 : 0)
            case c.y: (c.z - c.x) / delta + 2
            default: (c.x - c.y) / delta + 4
            }
        hue *= 60
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        if hue >= 360 { hue -= 360 }
        return [saturation == 0 ? nil : hue, saturation * 100, lightness * 100]
    }

    /// XYZ relative to D50 to CIE Lab; CSS Color 4 `XYZ_to_Lab`.
    static func xyzD50ToLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let epsilon = 216.0 / 24389
        let kappa = 24389.0 / 27
        let scaled = xyz / Matrices.whiteD50
        func f(_ value: Double) -> Double { value > epsilon ? cubeRoot(value) : (kappa * value + 16) / 116 }
        let fx = f(scaled.x)
        let fy = f(scaled.y)
        let fz = f(scaled.z)
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// Lab to LCH, the hue nil when the chroma is too small to have one (CSS Color 4 `Lab_to_LCH`, with
    /// colorjs's threshold for an achromatic color).
    static func labToLCH(_ lab: SIMD3<Double>) -> [Double?] {
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        guard chroma > 0.02 else { return [lab.x, chroma, nil] }
        var hue = arcTangent(lab.z, lab.y) * 180 / Double.pi
        if hue < 0 { hue += 360 }
        return [lab.x, chroma, hue]
    }
}

extension ColorConversion.Matrices {
    /// `D65_to_D50`: Bradford chromatic adaptation, the inverse of ``bradfordD50ToD65``.
    static let bradfordD65ToD50 = ColorConversion.Matrix3x3(
        SIMD3(1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        SIMD3(0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        SIMD3(-0.009243040646204504, 0.015055191490298152, 0.7518742814281371)
    )
}
