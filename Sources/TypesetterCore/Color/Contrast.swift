/// WCAG 2.x contrast: relative luminance and the contrast ratio between a text color and the surface under it
/// (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio, https://www.w3.org/TR/WCAG22/#dfn-relative-luminance).
///
/// WCAG defines luminance on sRGB. A Display P3 color is first re-expressed in extended sRGB (components may
/// fall below 0 or above 1, never clipped), so its luminance is exactly its CIE Y: clipping would change the
/// very number being judged. Translucent colors are composited first, as the screen does: the foreground over
/// the background, and the background over what lies beneath it (white in light appearances, black in dark
/// ones), in gamma-encoded sRGB, the space UIKit and browsers blend in.
public enum Contrast {
    /// A color re-expressed in extended, gamma-encoded sRGB, ready to composite and measure.
    public struct Color: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// `components` in `space`, converted to extended sRGB (Display P3 through CIE XYZ, unclipped).
        public init(_ components: DesignColor.Components, in space: DesignColor.ColorSpace) {
            switch space {
            case .sRGB:
                self.init(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
            case .displayP3:
                let transfer = ColorConversion.TransferFunction.sRGB
                let linearP3 = transfer.decode(SIMD3(components.red, components.green, components.blue))
                let linearSRGB =
                    ColorConversion.Matrices.xyzD65ToLinearSRGB
                    * (ColorConversion.Matrices.linearDisplayP3ToXYZD65 * linearP3)
                let encoded = transfer.encode(linearSRGB)
                self.init(red: encoded.x, green: encoded.y, blue: encoded.z, alpha: components.alpha)
            }
        }

        /// Opaque white, what lies beneath a light appearance's surfaces.
        public static let white = Color(red: 1, green: 1, blue: 1)
        /// Opaque black, what lies beneath a dark appearance's surfaces.
        public static let black = Color(red: 0, green: 0, blue: 0)

        /// This color drawn over `backdrop` (source-over), opaque when the backdrop is. Alpha is clamped to
        /// 0…1 (a non-finite alpha counts as opaque), so a malformed value cannot produce a negative weight.
        public func composited(over backdrop: Color) -> Color {
            let a = alpha.isFinite ? min(max(alpha, 0), 1) : 1
            let b = backdrop.alpha.isFinite ? min(max(backdrop.alpha, 0), 1) : 1
            let outAlpha = a + b * (1 - a)
            guard outAlpha > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
            func mix(_ top: Double, _ bottom: Double) -> Double { (top * a + bottom * b * (1 - a)) / outAlpha }
            return Color(
                red: mix(red, backdrop.red), green: mix(green, backdrop.green), blue: mix(blue, backdrop.blue),
                alpha: outAlpha)
        }

        /// WCAG relative luminance of the color as if opaque: 0 for black, 1 for white.
        ///
        /// The linearization uses the sRGB standard's 0.04045 threshold (WCAG 2.0 printed 0.03928; the two
        /// differ by less than 0.0001 and WCAG 2.2 notes the correction).
        public var relativeLuminance: Double {
            let linear = ColorConversion.TransferFunction.sRGB.decode(SIMD3(red, green, blue))
            let luminance = 0.2126 * linear.x + 0.7152 * linear.y + 0.0722 * linear.z
            return luminance.isFinite ? min(max(luminance, 0), 1) : 0
        }
    }

    /// `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter: 1…21.
    public static func ratio(luminance first: Double, _ second: Double) -> Double {
        let lighter = max(first, second)
        let darker = min(first, second)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The contrast of `foreground` drawn on `background`, which is drawn on `backdrop` (white or black for
    /// the appearance): translucent colors composited first.
    public static func ratio(foreground: Color, background: Color, backdrop: Color = .white) -> Double {
        let surface = background.composited(over: backdrop.composited(over: .white))
        let text = foreground.composited(over: surface)
        return ratio(luminance: text.relativeLuminance, surface.relativeLuminance)
    }

    /// The ratio as WCAG tools quote it, two decimals (`4.54`), without ever rounding up onto a threshold
    /// the ratio misses: 4.4999 reads `4.49`, not `4.5`, which would seem to pass.
    public static func formatted(_ ratio: Double) -> String {
        var shown = (ratio * 100).rounded() / 100
        let thresholds = Set(Level.allCases.map(\.minimumRatio))
        if thresholds.contains(where: { ratio < $0 && shown >= $0 }) { shown = (ratio * 100).rounded(.down) / 100 }
        return formatNumber(shown, maximumFractionDigits: 2)
    }

    /// The success criteria a ratio can meet (WCAG 2.x 1.4.3 Contrast (Minimum) and 1.4.6 Contrast
    /// (Enhanced)), for normal and large text.
    public enum Level: String, CaseIterable, Hashable, Sendable {
        case aaNormal = "AA"
        case aaLarge = "AA large text"
        case aaaNormal = "AAA"
        case aaaLarge = "AAA large text"

        /// The minimum ratio of the level.
        public var minimumRatio: Double {
            switch self {
            case .aaNormal: 4.5
            case .aaLarge: 3
            case .aaaNormal: 7
            case .aaaLarge: 4.5
            }
        }

        /// The levels `ratio` meets, in ``allCases`` order.
        public static func met(by ratio: Double) -> [Level] {
            allCases.filter { ratio >= $0.minimumRatio }
        }
    }

    /// WCAG's large text: at least 18 pt, or at least 14 pt and bold (weight 700 and up).
    public static func isLargeText(pointSize: Double, weight: FontWeight) -> Bool {
        pointSize >= 18 || (pointSize >= 14 && weight.rawValue >= FontWeight.bold.rawValue)
    }

    /// The minimum ratio text of that size and weight needs for AA: 3 for large text, else 4.5.
    public static func minimumRatio(pointSize: Double, weight: FontWeight) -> Double {
        isLargeText(pointSize: pointSize, weight: weight) ? Level.aaLarge.minimumRatio : Level.aaNormal.minimumRatio
    }
}
