/// The vertical metrics of a font face, in font units, as UIKit/CoreText uses them.
///
/// CoreText takes line metrics from `hhea` (ascender, descender, lineGap) and ignores OS/2
/// USE_TYPO_METRICS; `UIFont.lineHeight = ascender − descender + leading` where leading is the line gap.
/// The font reader produces these values under a chosen policy (`coreText` or `freeType`).
/// See `Documentation/Reference/fonts.md` and the OpenType `hhea` table.
public struct FontMetrics: Hashable, Sendable, Codable {
    /// Units per em, 16...16384 in valid fonts.
    public let unitsPerEm: Double
    /// Distance from the baseline to the top of the line, positive.
    public let ascender: Double
    /// Distance from the baseline to the bottom of the line, negative (below the baseline).
    public let descender: Double
    /// Extra space between lines (UIKit's `leading`), never negative.
    public let lineGap: Double
    /// Height of capital letters, positive.
    public let capHeight: Double
    /// Height of lowercase `x`, positive.
    public let xHeight: Double

    /// Returns `nil` when `unitsPerEm` is not positive or any value is NaN or infinite.
    ///
    /// A positive `descender` is stored negated, as CoreText treats it (some real fonts get the sign wrong),
    /// and a negative `lineGap` is taken as 0, as both CoreText and FreeType do.
    public init?(
        unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double
    ) {
        let values = [unitsPerEm, ascender, descender, lineGap, capHeight, xHeight]
        guard unitsPerEm > 0, values.allSatisfy(\.isFinite) else { return nil }
        self.init(checked: unitsPerEm, ascender, descender, lineGap, capHeight, xHeight)
    }

    private init(
        checked unitsPerEm: Double, _ ascender: Double, _ descender: Double, _ lineGap: Double, _ capHeight: Double,
        _ xHeight: Double
    ) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = -abs(descender)
        self.lineGap = max(lineGap, 0)
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// The natural line height in em: `(ascender − descender + lineGap) / unitsPerEm`.
    @inlinable public var lineHeightInEm: Double { (ascender - descender + lineGap) / unitsPerEm }

    /// `UIFont.lineHeight` at `pointSize`.
    @inlinable public func lineHeight(atPointSize pointSize: Double) -> Double { lineHeightInEm * pointSize }
    /// `UIFont.ascender` at `pointSize`.
    @inlinable public func ascender(atPointSize pointSize: Double) -> Double { ascender / unitsPerEm * pointSize }
    /// `UIFont.descender` at `pointSize` (negative).
    @inlinable public func descender(atPointSize pointSize: Double) -> Double { descender / unitsPerEm * pointSize }
    /// `UIFont.leading` (the line gap) at `pointSize`.
    @inlinable public func lineGap(atPointSize pointSize: Double) -> Double { lineGap / unitsPerEm * pointSize }
    /// `UIFont.capHeight` at `pointSize`.
    @inlinable public func capHeight(atPointSize pointSize: Double) -> Double { capHeight / unitsPerEm * pointSize }
    /// `UIFont.xHeight` at `pointSize`.
    @inlinable public func xHeight(atPointSize pointSize: Double) -> Double { xHeight / unitsPerEm * pointSize }
}

extension FontMetrics {
    /// SF Pro Text, the system font below 20 pt.
    ///
    /// Read from the SF Pro Text OTF: unitsPerEm 2048, hhea 1950/−494/0, capHeight 1443, xHeight 1078.
    /// 17 pt → lineHeight 20.287109375 (`Documentation/Reference/dynamic-type.md` §5).
    public static let systemText = FontMetrics(checked: 2048, 1950, -494, 0, 1443, 1078)

    /// SF Pro Display, the system font at 20 pt and above: the same line metrics, xHeight 1040.
    public static let systemDisplay = FontMetrics(checked: 2048, 1950, -494, 0, 1443, 1040)

    /// The point size at which iOS switches the system font from SF Pro Text to SF Pro Display.
    public static let systemDisplayThreshold: Double = 20

    /// The system font's metrics at `pointSize` (Text below 20 pt, Display from 20 pt).
    public static func system(atPointSize pointSize: Double) -> FontMetrics {
        pointSize < systemDisplayThreshold ? systemText : systemDisplay
    }
}
