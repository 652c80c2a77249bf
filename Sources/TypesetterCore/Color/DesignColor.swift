/// A color token as an app draws it: one color space (sRGB or Display P3, the two iOS asset catalogs and UIColor take)
/// and up to four appearances.
///
/// Tokens may be written in any space of the DTCG Color Module (see ``ColorConversion``), but an app can only
/// hand UIKit and asset catalogs sRGB or Display P3 components, so this is the shape every color token is
/// interpreted into. All appearances share one color space because an asset catalog color set declares its
/// space per color, and mixing spaces across appearances would make the emitted catalog lie about some of them.
public struct DesignColor: Hashable, Sendable, Codable {
    /// The color spaces iOS asset catalogs (`"color-space"` of a color set) and `UIColor` initializers accept.
    /// Raw values are the DTCG / CSS names, so a token's space name reads back unchanged.
    public enum ColorSpace: String, Hashable, Sendable, Codable, CaseIterable {
        case sRGB = "srgb"
        case displayP3 = "display-p3"
    }

    /// Red, green, blue and alpha, each 0…1; the color channels gamma-encoded in the color's space
    /// (the numbers `UIColor(displayP3Red:green:blue:alpha:)` and asset catalogs take), alpha linear.
    public struct Components: Hashable, Sendable, Codable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// The space all appearances' components are in.
    public var colorSpace: ColorSpace
    /// The light (default) appearance; also the fallback of every other appearance.
    public var any: Components
    /// Dark appearance, if the token defines one.
    public var dark: Components?
    /// Increased Contrast in light appearance, if the token defines one.
    public var highContrast: Components?
    /// Increased Contrast in dark appearance, if the token defines one.
    public var darkHighContrast: Components?
    /// The token path a themed build gives the color (``Theme``): what ``Theme/color(_:)`` looks it up by.
    /// `nil` in a build with one theme.
    public var themeKey: String?

    public init(
        colorSpace: ColorSpace = .sRGB,
        any: Components,
        dark: Components? = nil,
        highContrast: Components? = nil,
        darkHighContrast: Components? = nil,
        themeKey: String? = nil
    ) {
        self.colorSpace = colorSpace
        self.any = any
        self.dark = dark
        self.highContrast = highContrast
        self.darkHighContrast = darkHighContrast
        self.themeKey = themeKey
    }

    /// The components for an appearance, falling back as iOS asset catalogs do:
    /// darkHighContrast → dark → any; highContrast → any.
    ///
    /// Why this order: a catalog that has a dark and a high-contrast light variant but no dark high-contrast one
    /// shows the dark variant in dark mode with Increased Contrast on — keeping the appearance (dark) matters more
    /// than the contrast boost, because a light color on a dark screen would be unreadable.
    public func components(dark isDark: Bool, highContrast isHighContrast: Bool) -> Components {
        switch (isDark, isHighContrast) {
        case (true, true): darkHighContrast ?? dark ?? any
        case (true, false): dark ?? any
        case (false, true): highContrast ?? any
        case (false, false): any
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when alpha is below 1, of the `any` appearance, for docs and the catalog site.
    public var hexString: String { any.hexString }
}

extension DesignColor.Components {
    /// `#RRGGBB`, or `#RRGGBBAA` when alpha is below 1.
    ///
    /// Channels are rounded to 8 bits after clamping to 0…1 (a non-finite channel reads as 0), so the string
    /// is always well formed. For a Display P3 color the digits are its P3 components, not an sRGB approximation:
    /// docs label the space beside it.
    public var hexString: String {
        var text = "#" + Self.hexByte(red) + Self.hexByte(green) + Self.hexByte(blue)
        if alpha < 1 {
            text += Self.hexByte(alpha)
        }
        return text
    }

    /// Two uppercase hex digits for a 0…1 channel value.
    private static func hexByte(_ value: Double) -> String {
        let clamped = value.isFinite ? min(max(value, 0), 1) : 0
        let byte = Int((clamped * 255).rounded())
        let digits = Array("0123456789ABCDEF")
        // `byte` is 0...255 by construction, so both indices are 0...15.
        return String(digits[byte / 16]) + String(digits[byte % 16])
    }
}
