/// One cell of a Dynamic Type table: a text style at a content size category.
public struct TextStyleMetrics: Hashable, Sendable {
    /// The point size.
    public let pointSize: Double
    /// The baseline-to-baseline distance a designer means by line height (not `UIFont.leading`).
    public let leading: Double
}

/// A platform's Dynamic Type table: for every text style, its weight, its emphasized (bold trait) weight and
/// its size and leading at each of the twelve categories.
///
/// Stored as data so the numbers live in one place with their source; ``iOS`` is the only table shipped
/// today (macOS, watchOS and visionOS have their own and can be added as further values).
public struct DynamicTypeTable: Sendable {
    /// Where the numbers come from and when they were captured.
    public var source: String { storage.source }
    public var snapshotDate: String { storage.snapshotDate }

    // One shared, immutable storage: copying a table (it travels inside every `ResolutionOptions` and
    // scaling model) costs a single reference count, which matters in a resolution of well under 100 ns.
    private let storage: Storage

    private final class Storage: Sendable {
        let source: String
        let snapshotDate: String
        /// 11 × 12 cells, row-major by `TextStyle.rawValue`, then `ContentSizeCategory.rawValue`.
        let cells: [TextStyleMetrics]
        let weights: [FontWeight]
        let emphasizedWeights: [FontWeight]

        init(
            source: String, snapshotDate: String, cells: [TextStyleMetrics], weights: [FontWeight],
            emphasizedWeights: [FontWeight]
        ) {
            self.source = source
            self.snapshotDate = snapshotDate
            self.cells = cells
            self.weights = weights
            self.emphasizedWeights = emphasizedWeights
        }
    }

    struct Row {
        let style: TextStyle
        let weight: FontWeight
        let emphasizedWeight: FontWeight
        /// Twelve cells, in `ContentSizeCategory` order.
        let cells: [TextStyleMetrics]
    }

    /// Rows must come in `TextStyle` order with twelve cells each (the tests check the shipped table).
    init(source: String, snapshotDate: String, rows: [Row]) {
        storage = Storage(
            source: source,
            snapshotDate: snapshotDate,
            cells: rows.flatMap(\.cells),
            weights: rows.map(\.weight),
            emphasizedWeights: rows.map(\.emphasizedWeight)
        )
    }

    /// Size and leading of `style` at `category`.
    public func metrics(_ style: TextStyle, _ category: ContentSizeCategory) -> TextStyleMetrics {
        // Both indices come from closed enums whose case counts the shipped data matches (tested).
        storage.cells[style.rawValue &* 12 &+ category.rawValue]
    }

    /// The point size of `style` at `category`.
    public func pointSize(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        metrics(style, category).pointSize
    }

    /// The leading (line height) of `style` at `category`.
    public func leading(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        metrics(style, category).leading
    }

    /// The style's regular weight (Semibold for Headline, Regular otherwise on iOS).
    public func weight(_ style: TextStyle) -> FontWeight { storage.weights[style.rawValue] }

    /// The weight Apple lists for the style's bold trait, the same in every category.
    public func emphasizedWeight(_ style: TextStyle) -> FontWeight { storage.emphasizedWeights[style.rawValue] }
}

extension DynamicTypeTable {
    /// iOS and iPadOS, from Apple's Human Interface Guidelines, Typography > Specifications.
    ///
    /// Captures of 2023-06, 2025-07 and 2025-12 agree cell for cell (`Documentation/Reference/dynamic-type.md` §2).
    /// Known disagreement: `UIFont.preferredFont` on the iOS 13.3 simulator gave Caption 2 at AX5 as 41 pt;
    /// the HIG's 40 is kept here.
    public static let iOS = DynamicTypeTable(
        source: "Apple Human Interface Guidelines, Typography > Specifications, iOS/iPadOS Dynamic Type sizes",
        snapshotDate: "2025-12",
        rows: [
            // Style, weight, emphasized: size/leading at xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5
            row(
                .largeTitle, .regular, .bold, "31/38 32/39 33/40 34/41 36/43 38/46 40/48 44/52 48/57 52/61 56/66 60/70"),
            row(.title1, .regular, .bold, "25/31 26/32 27/33 28/34 30/37 32/39 34/41 38/46 43/51 48/57 53/62 58/68"),
            row(.title2, .regular, .bold, "19/24 20/25 21/26 22/28 24/30 26/32 28/34 34/41 39/47 44/52 50/59 56/66"),
            row(
                .title3, .regular, .semibold, "17/22 18/23 19/24 20/25 22/28 24/30 26/32 31/38 37/44 43/51 49/58 55/65"),
            row(
                .headline, .semibold, .semibold,
                "14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62"),
            row(.body, .regular, .semibold, "14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62"),
            row(
                .callout, .regular, .semibold, "13/18 14/19 15/20 16/21 18/23 20/25 22/28 26/32 32/39 38/46 44/52 51/60"
            ),
            row(
                .subheadline, .regular, .semibold,
                "12/16 13/18 14/19 15/20 17/22 19/24 21/28 25/31 30/37 36/43 42/50 49/58"),
            row(
                .footnote, .regular, .semibold,
                "12/16 12/16 12/16 13/18 15/20 17/22 19/24 23/29 27/33 33/40 38/46 44/52"),
            row(
                .caption1, .regular, .semibold,
                "11/13 11/13 11/13 12/16 14/19 16/21 18/23 22/28 26/32 32/39 37/44 43/51"),
            row(
                .caption2, .regular, .semibold,
                "11/13 11/13 11/13 11/13 13/18 15/20 17/22 20/25 24/30 29/35 34/41 40/48"),
        ]
    )

    /// Builds a row from the HIG's own "size/leading" notation, so the data reads like the source.
    /// The literals above are fixed; a malformed cell would give 0, which the table tests catch.
    private static func row(_ style: TextStyle, _ weight: FontWeight, _ emphasized: FontWeight, _ cells: String) -> Row
    {
        let parsed = cells.split(separator: " ").map { cell -> TextStyleMetrics in
            let parts = cell.split(separator: "/").map { Double($0) ?? 0 }
            return TextStyleMetrics(pointSize: parts.first ?? 0, leading: parts.last ?? 0)
        }
        return Row(style: style, weight: weight, emphasizedWeight: emphasized, cells: parsed)
    }
}
