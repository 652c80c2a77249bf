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
        var best = TextStyle.body
        var bestDistance = Double.infinity
        // Ascending sizes, so a tie (equal distance) keeps the smaller style already chosen.
        for style in candidatesBySize where style != .headline {
            let ratio = size / table.pointSize(style, .large)
            let distance = ratio >= 1 ? ratio : 1 / ratio
            if distance < bestDistance {
                best = style
                bestDistance = distance
            }
        }
        return best
    }

    private static let candidatesBySize: [TextStyle] = [
        .caption2, .caption1, .footnote, .subheadline, .callout, .body, .title3, .title2, .title1, .largeTitle,
    ]
}
