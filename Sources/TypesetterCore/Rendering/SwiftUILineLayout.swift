/// How SwiftUI lays out a resolved style's line height.
///
/// iOS 26 (and the other 26 releases) draw an exact line height (`lineHeight(.exact(points:))`), placing the
/// glyphs in the line box themselves. Earlier releases have no line-height modifier: the half-leading recipe
/// adds `lineSpacing` between lines and half the difference above the first and below the last line as
/// vertical padding. The adapter only asks which one the running system supports.
public enum SwiftUILineLayout: Hashable, Sendable {
    /// `lineHeight(.exact(points:))`.
    case exact(points: Double)
    /// `lineSpacing(_:)` plus `padding(.vertical, _:)` on each side.
    case spacingAndPadding(lineSpacing: Double, verticalPadding: Double)
}

extension ResolvedTypography {
    /// The line layout for a system that has (`exactLineHeightAvailable`) or lacks the exact line-height
    /// modifier.
    public func swiftUILineLayout(exactLineHeightAvailable: Bool) -> SwiftUILineLayout {
        exactLineHeightAvailable
            ? .exact(points: lineHeight)
            : .spacingAndPadding(lineSpacing: lineSpacing, verticalPadding: verticalPadding)
    }

}

extension Typography {
    /// Whether the style changes size with Dynamic Type at all between `xSmall` and `accessibility5`. A style
    /// that does not (fixed, or clamped to one size) should offer the Large Content Viewer, which shows the
    /// text enlarged for people who need it (`accessibilityShowsLargeContentViewer()`).
    public func scalesWithDynamicType(options: ResolutionOptions = .standard) -> Bool {
        let smallest = resolve(at: .xSmall, options: options).pointSize
        let largest = resolve(at: .accessibility5, options: options).pointSize
        return largest > smallest
    }
}
