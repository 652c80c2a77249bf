import TypesetterCore

/// Tokens Studio's color modifiers (lenient mode): `$extensions["studio.tokens"].modify` on a color token,
/// `{"type": "lighten" | "darken" | "mix" | "alpha", "value": amount, "space": "srgb" | "hsl" | "lch" | "p3",
/// "color": mix color}`, computed as sd-transforms computes them (tokens-studio/sd-transforms,
/// `src/color-modifiers`: colorjs.io in the modifier's space):
///
/// - lighten: sRGB and P3 move each channel toward 1 by the amount; HSL moves lightness toward 100; LCH
///   moves lightness toward 100 and takes the amount off the chroma.
/// - darken: the same toward 0.
/// - mix: the amount (0…1) of the way to the mix color, per component in the space (hues by the shorter arc;
///   a gray's missing hue takes the other's), with premultiplied alpha, as colorjs's `mix`.
/// - alpha: the alpha becomes the amount (0…1).
///
/// The result is a color in the modifier's space (`p3` is `display-p3`); the build then converts it as any
/// other. The Format Module has no modifiers, so each use is counted for one warning per modifier type.
struct ColorModifier {
    enum Kind: String, CaseIterable { case lighten, darken, mix, alpha }

    var kind: Kind
    var space: ColorValue.ColorSpace
    var amount: Double
    var mixColor: ColorValue?

    /// Tokens Studio's space names and the Color Module's.
    static let spaces: [String: ColorValue.ColorSpace] = ["srgb": .srgb, "hsl": .hsl, "lch": .lch, "p3": .displayP3]

    /// `color` modified, or nil when it does not convert.
    func apply(to color: ColorValue) -> ColorValue? {
        guard let target = ColorConversion.SourceSpace(rawValue: space.rawValue),
            let base = Self.components(of: color, in: target)
        else { return nil }
        var values = base.map { $0 ?? 0 }
        var alpha = color.alpha
        switch (kind, space) {
        case (.lighten, .lch):
            values[0] = min(100, values[0] + (100 - values[0]) * amount)
            values[1] = max(0, values[1] - amount * values[1])
        case (.lighten, .hsl):
            values[2] = min(100, values[2] + (100 - values[2]) * amount)
        case (.lighten, _):
            values = values.map { min(1, $0 + amount * (1 - $0)) }
        case (.darken, .lch):
            values[0] = max(0, values[0] - values[0] * amount)
            values[1] = max(0, values[1] - amount * values[1])
        case (.darken, .hsl):
            values[2] = max(0, values[2] - values[2] * amount)
        case (.darken, _):
            values = values.map { max(0, $0 - amount * $0) }
        case (.alpha, _):
            alpha = min(max(amount, 0), 1)
        case (.mix, _):
            guard let mixColor, let other = Self.components(of: mixColor, in: target) else { return nil }
            let (mixed, mixedAlpha) = Self.mix(
                base, alpha: color.alpha, other, alpha: mixColor.alpha, amount: min(max(amount, 0), 1),
                hueIndex: space == .hsl ? 0 : space == .lch ? 2 : nil)
            values = mixed
            alpha = mixedAlpha
        }
        // A hue that had no meaning and still has none stays missing.
        let components = values.enumerated().map { index, value -> ColorValue.Component in
            base[index] == nil && kind != .mix && (space == .hsl && index == 0 || space == .lch && index == 2)
                ? .none : .value(value)
        }
        return ColorValue(colorSpace: space, components: components, alpha: alpha)
    }

    static func components(of color: ColorValue, in target: ColorConversion.SourceSpace) -> [Double?]? {
        guard let space = ColorConversion.SourceSpace(rawValue: color.colorSpace.rawValue) else { return nil }
        let values = color.components.map { component -> Double? in
            if case .value(let value) = component { return value }
            return nil
        }
        return ColorConversion.components(space, values, in: target)
    }

    /// colorjs's `mix` (`range` with premultiplied alpha): each component `amount` of the way from `a` to `b`,
    /// the hue by the shorter arc and unpremultiplied, a missing hue taking the other's.
    static func mix(
        _ a: [Double?], alpha alphaA: Double, _ b: [Double?], alpha alphaB: Double, amount: Double, hueIndex: Int?
    ) -> ([Double], Double) {
        let alpha = alphaA + (alphaB - alphaA) * amount
        var result: [Double] = []
        for index in 0..<3 {
            if index == hueIndex {
                guard var hueA = a[index] ?? b[index], var hueB = b[index] ?? a[index] else {
                    result.append(0)
                    continue
                }
                hueA = hueA.truncatingRemainder(dividingBy: 360)
                hueB = hueB.truncatingRemainder(dividingBy: 360)
                if hueB - hueA > 180 { hueA += 360 } else if hueA - hueB > 180 { hueB += 360 }
                var hue = hueA + (hueB - hueA) * amount
                hue = hue.truncatingRemainder(dividingBy: 360)
                result.append(hue < 0 ? hue + 360 : hue)
                continue
            }
            let x = (a[index] ?? b[index] ?? 0) * alphaA
            let y = (b[index] ?? a[index] ?? 0) * alphaB
            let premultiplied = x + (y - x) * amount
            result.append(alpha == 0 ? premultiplied : premultiplied / alpha)
        }
        return (result, alpha)
    }
}
