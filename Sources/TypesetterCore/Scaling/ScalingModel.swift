/// How a value grows with the content size category, relative to a text style.
///
/// Apple documents no formula for `UIFontMetrics.scaledValue(for:)`. The model every library uses, and the
/// default here, is the table ratio: `value × size(style, category) / size(style, .large)`, which reproduces
/// Apple's table exactly for the text styles themselves. Measurements of the real curve differ slightly for
/// other values (`Documentation/Reference/dynamic-type.md` §3), so the model is a value: a measured curve can
/// replace ``tableRatio`` without touching anything that scales.
public struct ScalingModel: Sendable {
    /// A short name for reports (`table-ratio`).
    public let name: String
    private let scale: @Sendable (_ value: Double, _ style: TextStyle, _ category: ContentSizeCategory) -> Double

    /// A model from a function of the unscaled value (the value at `.large`), the text style and the category.
    public init(name: String, scale: @escaping @Sendable (Double, TextStyle, ContentSizeCategory) -> Double) {
        self.name = name
        self.scale = scale
    }

    /// `value` (meant for the Large category) scaled relative to `style` at `category`.
    @inlinable
    public func scaledValue(_ value: Double, relativeTo style: TextStyle, at category: ContentSizeCategory) -> Double {
        callAsFunction(value, style, category)
    }

    @usableFromInline
    func callAsFunction(_ value: Double, _ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        scale(value, style, category)
    }

    /// Apple's table ratio on iOS: `value × size(style, category) / size(style, .large)`.
    ///
    /// Multiplying before dividing keeps the text styles exact: Body's 17 at AX3 is `17 × 40 / 17 = 40`.
    public static let tableRatio = tableRatio(of: .iOS)

    /// The table-ratio model over any Dynamic Type table.
    public static func tableRatio(of table: DynamicTypeTable) -> ScalingModel {
        ScalingModel(name: "table-ratio") { value, style, category in
            value * table.pointSize(style, category) / table.pointSize(style, .large)
        }
    }
}
