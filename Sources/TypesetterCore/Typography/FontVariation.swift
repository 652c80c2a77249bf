/// A position in a variable font's design space: the axis values a face is drawn at, with each axis' range.
///
/// A face of a custom family carries one only when it is drawn from a variable font at a position that is not
/// a named instance (`fontWeight: 650` on Inter's `wght` 100–900 axis, a width of 87.5 on a `wdth` axis). The
/// runtime creates the font from the face's PostScript name with these values as the
/// `kCTFontVariationAttribute`; CoreText clamps values to the axis as well. Optical size (`opsz`) is listed
/// only when the style pins one (`com.typesetter.opticalSize`): otherwise CoreText sets it to the point size
/// by itself (automatic optical sizing, `kCTFontOpticalSizeAttribute`), and pinning it would stop that.
/// [OpenType spec: fvar](https://learn.microsoft.com/en-us/typography/opentype/spec/fvar)
public struct FontVariation: Hashable, Sendable, Codable {
    /// One axis: its tag (`wght`, `wdth`, …), the value to draw at, and the range the font allows.
    public struct Axis: Hashable, Sendable, Codable {
        public var tag: String
        public var value: Double
        public var minimum: Double
        public var maximum: Double

        public init(tag: String, value: Double, minimum: Double, maximum: Double) {
            self.tag = tag
            self.value = value
            self.minimum = minimum
            self.maximum = maximum
        }

        /// The four-character tag as the 32-bit number CoreText's variation dictionary is keyed by.
        public var identifier: UInt32 {
            var result: UInt32 = 0
            for index in 0..<4 {
                let scalars = Array(tag.unicodeScalars)
                let value = index < scalars.count && scalars[index].isASCII ? scalars[index].value : 0x20
                result = result << 8 | value
            }
            return result
        }
    }

    /// The axes in the font's `fvar` order.
    public var axes: [Axis]

    public init(axes: [Axis]) { self.axes = axes }

    /// The axis values by tag (`["wght": 650]`), as the font reader's `axisValues:` parameters take them.
    public var values: [String: Double] {
        var values: [String: Double] = [:]
        for axis in axes { values[axis.tag] = axis.value }
        return values
    }

    /// The value of axis `tag`, if the variation has that axis.
    public func value(of tag: String) -> Double? { axes.first { $0.tag == tag }?.value }

    /// A copy with axis `tag` at `value`, clamped to the axis' range; unchanged when there is no such axis.
    public func setting(_ tag: String, to value: Double) -> FontVariation {
        var copy = self
        if let index = copy.axes.firstIndex(where: { $0.tag == tag }) {
            copy.axes[index].value = min(max(value, copy.axes[index].minimum), copy.axes[index].maximum)
        }
        return copy
    }
}
