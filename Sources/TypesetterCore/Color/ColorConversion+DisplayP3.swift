extension ColorConversion {
    /// Like ``convert(_:_:alpha:)``, but with `target` `.displayP3` the result is always in Display P3, even
    /// when the color fits sRGB: a color's appearances must share one color space (an asset catalog
    /// colorset and ``DesignColor`` have one), so when the dark appearance needs P3, the light one is
    /// re-expressed in P3 too. `nil` or `.sRGB` behave as ``convert(_:_:alpha:)`` (a color outside sRGB
    /// cannot be expressed in it without clipping, so it stays in P3).
    public static func convert(
        _ space: SourceSpace, _ components: [Double?], alpha: Double, to target: DesignColor.ColorSpace?
    ) -> Result? {
        guard let converted = convert(space, components, alpha: alpha) else { return nil }
        guard target == .displayP3, converted.colorSpace == .sRGB else { return converted }
        let c = converted.components
        let linear = TransferFunction.sRGB.decode(SIMD3(c.red, c.green, c.blue))
        let displayP3 = TransferFunction.sRGB.encode(
            Matrices.xyzD65ToLinearDisplayP3 * (Matrices.linearSRGBToXYZD65 * linear))
        // Every sRGB color lies inside Display P3; clamping only removes rounding below 0 or above 1.
        let clamp = { (value: Double) in min(max(value, 0), 1) }
        return Result(
            colorSpace: .displayP3,
            components: DesignColor.Components(
                red: clamp(displayP3.x), green: clamp(displayP3.y), blue: clamp(displayP3.z), alpha: c.alpha),
            wasGamutClipped: false
        )
    }
}
