/// Scales values relative to a text style, like `UIFontMetrics(forTextStyle:)` and SwiftUI's
/// `@ScaledValue(relativeTo:)`, with the clamps design systems need.
///
/// - The category range clamps the category first (SwiftUI `.dynamicTypeSize(range)`, UIKit
///   `minimumContentSizeCategory` / `maximumContentSizeCategory`).
/// - ``maximumPointSize`` clamps font sizes (`scaledFont(for:maximumPointSize:)`). UIKit does not apply it
///   to `scaledValue(for:)`; design systems recompute dependent values from the clamped size instead, which
///   is what ``Resolution`` does with ``scaleFactor(forPointSize:at:)``.
public struct Scaler: Sendable {
    public var textStyle: TextStyle
    public var maximumPointSize: Double?
    public var categoryRange: ClosedRange<ContentSizeCategory>
    public var model: ScalingModel

    public init(
        relativeTo textStyle: TextStyle = .body,
        maximumPointSize: Double? = nil,
        categoryRange: ClosedRange<ContentSizeCategory> = ContentSizeCategory.all,
        model: ScalingModel = .tableRatio
    ) {
        self.textStyle = textStyle
        self.maximumPointSize = maximumPointSize
        self.categoryRange = categoryRange
        self.model = model
    }

    /// A value (spacing, icon size) at `category`: the model's value after the category clamp. Like
    /// `UIFontMetrics.scaledValue(for:)`, not limited by ``maximumPointSize``.
    @inlinable
    public func scaledValue(_ value: Double, at category: ContentSizeCategory) -> Double {
        model(value, textStyle, category.clamped(to: categoryRange))
    }

    /// A font size at `category`: scaled, then limited by ``maximumPointSize``.
    @inlinable
    public func scaledPointSize(_ pointSize: Double, at category: ContentSizeCategory) -> Double {
        let scaled = scaledValue(pointSize, at: category)
        guard let maximumPointSize else { return scaled }
        return min(scaled, maximumPointSize)
    }

    /// The factor a font of `pointSize` grows by at `category`, after every clamp: dependent values (line
    /// height in points, letter spacing in points, paddings tied to the text) multiply by it.
    @inlinable
    public func scaleFactor(forPointSize pointSize: Double, at category: ContentSizeCategory) -> Double {
        guard pointSize > 0 else { return 1 }
        return scaledPointSize(pointSize, at: category) / pointSize
    }
}

/// The value SwiftUI's `@ScaledMetric` holds: a base value (meant for the Large category) scaled relative
/// to a text style, Body by default.
public struct ScaledValue: Hashable, Sendable, Codable {
    public var baseValue: Double
    public var textStyle: TextStyle
    /// The token path a themed build gives the dimension (``Theme``): what ``Theme/scaled(_:)`` looks it up
    /// by. `nil` in a build with one theme.
    public var themeKey: String?

    public init(_ baseValue: Double, relativeTo textStyle: TextStyle = .body, themeKey: String? = nil) {
        self.baseValue = baseValue
        self.textStyle = textStyle
        self.themeKey = themeKey
    }

    /// The value at `category` under `model` (the table ratio by default).
    public func value(at category: ContentSizeCategory, model: ScalingModel = .tableRatio) -> Double {
        model(baseValue, textStyle, category)
    }
}
