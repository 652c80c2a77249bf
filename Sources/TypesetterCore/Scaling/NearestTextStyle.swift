extension TextStyle {
    /// The text style a custom size should scale with: the one whose Large size is nearest in ratio.
    ///
    /// The rule: among the styles' sizes at Large, pick the one that minimises `|log(size / styleSize)|`
    /// — distance as a ratio, because scaling is multiplicative, so 14 pt goes with Subheadline (15, ratio
    /// 1.071) rather than Footnote (13, ratio 1.077). Headline is never chosen: it has Body's sizes at every
    /// category, and a weight is not a reason to scale differently. An exact tie goes to the smaller style.
    /// Examples: 11 → caption2, 12 → caption1, 13 → footnote, 15 → subheadline, 16 → callout, 17 → body,
    /// 20 → title3, 22 → title2, 28 → title1, 34 and above → largeTitle; 8 → caption2.
    ///
    /// Returns Body for sizes that are not positive and finite, which callers reject before asking.
    public static func nearest(toPointSize size: Double, in table: DynamicTypeTable = .iOS) -> TextStyle {
        guard size > 0, size.isFinite else { return .body }
        // Walk the styles by ascending size to the first at or above `size`; then only it and the one below
        // are candidates. The lower is nearer in ratio when size / lower < upper / size, that is when
        // size² < lower × upper (no division, no logarithm: this runs for every resolution).
        var lower = candidatesBySize[0]
        for style in candidatesBySize {
            let styleSize = table.pointSize(style, .large)
            if styleSize >= size {
                let lowerSize = table.pointSize(lower, .large)
                guard lowerSize < size else { return style }
                return size * size <= lowerSize * styleSize ? lower : style
            }
            lower = style
        }
        return lower
    }

    private static let candidatesBySize: [TextStyle] = [
        .caption2, .caption1, .footnote, .subheadline, .callout, .body, .title3, .title2, .title1, .largeTitle,
    ]
}
