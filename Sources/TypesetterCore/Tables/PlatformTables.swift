/// The watchOS, tvOS and macOS tables, from the same page as ``DynamicTypeTable/iOS``.
///
/// Apple's Human Interface Guidelines, Typography > Specifications
/// (https://developer.apple.com/design/human-interface-guidelines/typography), as captured after the change
/// of 2025-12-16 that added the emphasized weights. Every cell is checked against
/// `Documentation/Reference/platform-type-sizes.md`, which names the captures and where they disagree.
/// Apple publishes no visionOS table (``Platform/visionOS``).
extension DynamicTypeTable {
    /// watchOS Dynamic Type sizes and larger accessibility type sizes: nine categories (xSmall, Small, Large,
    /// xLarge, xxLarge, xxxLarge, AX1, AX2, AX3; no Medium, AX4 or AX5) and ten styles, two of them watchOS's own
    /// (Footnote 1, Footnote 2). The default category depends on the case size (``watchCaseSizeDefaults``).
    public static let watchOS = DynamicTypeTable(
        platformName: "watchOS",
        source: "Apple Human Interface Guidelines, Typography > Specifications, watchOS Dynamic Type sizes",
        snapshotDate: "2026-09",
        categories: [
            .xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2, .accessibility3,
        ],
        rows: rows(
            // Style, weight, emphasized: size/leading at xS, S, L, xL, xxL, xxxL, AX1, AX2, AX3
            """
            Large Title | regular  | bold     | 30/32.5 32/34.5 36/38.5 40/42.5 41/43.5 42/44.5 44/46.5 45/47.5 46/48.5
            Title 1     | regular  | semibold | 28/30.5 30/32.5 34/36.5 38/40.5 39/41.5 40/42.5 42/44.5 43/46 44/47
            Title 2     | regular  | semibold | 24/26.5 26/28.5 28/30.5 30/32.5 31/33.5 32/34.5 34/41 35/37.5 36/38.5
            Title 3     | regular  | semibold | 17/19.5 18/20.5 19/21.5 20/22.5 21/23.5 22/24.5 24/26.5 25/27.5 26/28.5
            Headline    | semibold | semibold | 14/16.5 15/17.5 16/18.5 17/19.5 18/20.5 19/21.5 21/23.5 22/24.5 23/25.5
            Body        | regular  | semibold | 14/16.5 15/17.5 16/18.5 17/19.5 18/20.5 19/21.5 21/23.5 22/24.5 23/25.5
            Caption 1   | regular  | semibold | 13/15.5 14/16.5 15/17.5 16/18.5 17/19.5 18/20.5 18/20.5 19/21.5 20/22.5
            Caption 2   | regular  | semibold | 12/14.5 13/15.5 14/16.5 15/17.5 16/18.5 17/19.5 17/19.5 18/20.5 19/21.5
            Footnote 1  | regular  | semibold | 11/13.5 12/14.5 13/15.5 14/16.5 15/17.5 16/18.5 16/18.5 17/19.5 18/20.5
            Footnote 2  | regular  | semibold | 10/12.5 11/13.5 12/14.5 13/15.5 14/16.5 15/17.5 15/17.5 16/17.5 17/19.5
            """
        ),
        fallback: .iOS
    )

    /// The watchOS cells whose copies of Apple's page disagree, with every value seen: the table keeps one of them
    /// (``UnsettledCell/kept``) and says so here, until Apple's own material (the HIG page as Apple serves it, its
    /// Design Resources) settles them. `Documentation/Reference/platform-type-sizes.md` names the captures.
    public static let watchOSUnsettledCells: [UnsettledCell] = [
        UnsettledCell(
            style: .title2, category: .large, kept: TextStyleMetrics(pointSize: 28, leading: 30.5),
            alternatives: [TextStyleMetrics(pointSize: 27, leading: 30.5)],
            reason: "28 in the four captures after 2025-12-16 that give it, 27 in three others and the 2023 capture"),
        UnsettledCell(
            style: .caption2, category: .xxLarge, kept: TextStyleMetrics(pointSize: 16, leading: 18.5),
            alternatives: [TextStyleMetrics(pointSize: 15, leading: 18.5)],
            reason: "16 in the four captures after 2025-12-16 that give it, 15 in three others and the 2023 capture"),
    ]

    /// A published cell that copies of Apple's page give differently: what the table keeps and what else was seen.
    public struct UnsettledCell: Hashable, Sendable {
        public let style: TextStyle
        public let category: ContentSizeCategory
        public let kept: TextStyleMetrics
        public let alternatives: [TextStyleMetrics]
        public let reason: String
    }

    /// The watch case sizes whose default category the HIG names in its watchOS table headings.
    public static let watchCaseSizeDefaults: [(caseSizes: [String], category: ContentSizeCategory)] = [
        (["38mm"], .small), (["40mm", "41mm", "42mm"], .large), (["44mm", "45mm", "49mm"], .xLarge),
    ]

    /// tvOS built-in text styles: one size per style (the HIG publishes no categories for tvOS) and nine
    /// styles, one of them tvOS's own (Subtitle 1).
    public static let tvOS = DynamicTypeTable(
        platformName: "tvOS",
        source: "Apple Human Interface Guidelines, Typography > Specifications, tvOS built-in text styles",
        snapshotDate: "2026-09",
        categories: [],
        rows: rows(
            // Style, weight, emphasized: size/leading
            """
            Title 1    | medium  | bold   | 76/96
            Title 2    | medium  | bold   | 57/66
            Title 3    | medium  | bold   | 48/56
            Headline   | medium  | bold   | 38/46
            Subtitle 1 | regular | medium | 38/46
            Callout    | medium  | bold   | 31/38
            Body       | medium  | bold   | 29/36
            Caption 1  | medium  | bold   | 25/32
            Caption 2  | medium  | bold   | 23/30
            """
        ),
        fallback: .iOS
    )

    /// macOS built-in text styles: one size and line height per style (macOS does not support Dynamic Type).
    public static let macOS = DynamicTypeTable(
        platformName: "macOS",
        source: "Apple Human Interface Guidelines, Typography > Specifications, macOS built-in text styles",
        snapshotDate: "2026-09",
        categories: [],
        rows: rows(
            // Style, weight, emphasized: size/line height
            """
            Large Title | regular | bold      | 26/32
            Title 1     | regular | bold      | 22/26
            Title 2     | regular | bold      | 17/22
            Title 3     | regular | semibold  | 15/20
            Headline    | bold    | extraBold | 13/16
            Body        | regular | semibold  | 13/16
            Callout     | regular | semibold  | 12/15
            Subheadline | regular | semibold  | 11/14
            Footnote    | regular | semibold  | 10/13
            Caption 1   | regular | medium    | 10/13
            Caption 2   | medium  | semibold  | 10/13
            """
        )
    )
}
