/// One cell of a Dynamic Type table: a text style at a content size category.
public struct TextStyleMetrics: Hashable, Sendable {
    /// The point size.
    public let pointSize: Double
    /// The baseline-to-baseline distance a designer means by line height (not `UIFont.leading`).
    public let leading: Double

    public init(pointSize: Double, leading: Double) {
        self.pointSize = pointSize
        self.leading = leading
    }
}

/// A platform's Dynamic Type table: for every text style, its weight, its emphasized (bold trait) weight and
/// its size and leading at each of the twelve categories.
///
/// Stored as data so the numbers live in one place with their source (``iOS``, ``watchOS``, ``tvOS``,
/// ``macOS``; ``Platform`` chooses one). A table keeps what Apple publishes (``publishedRows`` at
/// ``publishedCategories``) and answers every style at every category by two stated rules, so that resolution
/// never meets a hole:
/// - a category the platform does not publish (watchOS has no Medium, AX4 or AX5) reads the nearest published
///   category below it (the smallest published one when none is below); a table with no categories
///   (``isFixed``: macOS, tvOS) reads its one size at every category;
/// - a text style the platform does not publish (watchOS Callout, Subheadline, Footnote; tvOS Large Title,
///   Subheadline, Footnote) keeps the fallback table's row (iOS's), read at the category the first rule
///   chose (Large for a fixed table).
/// ``publishedMetrics(_:_:)`` tells the published cells from the others.
public struct DynamicTypeTable: Sendable {
    /// The platform's name as Apple writes it (`iOS`, `watchOS`).
    public var platformName: String { storage.platformName }
    /// Where the numbers come from and when they were captured.
    public var source: String { storage.source }
    public var snapshotDate: String { storage.snapshotDate }
    /// The categories Apple publishes, in order; empty for a table of fixed sizes (``isFixed``).
    public var publishedCategories: [ContentSizeCategory] { storage.publishedCategories }
    /// The rows as Apple publishes them, in Apple's order and with Apple's names.
    public var publishedRows: [PublishedRow] { storage.publishedRows }
    /// Whether the platform publishes one size per style rather than one per category (macOS, tvOS).
    public var isFixed: Bool { storage.publishedCategories.isEmpty }

    /// A row as Apple publishes it: the style's name on that platform, the engine's ``TextStyle`` it is (`nil`
    /// for a style of that platform alone, such as watchOS's Footnote 1 or tvOS's Subtitle 1), its weights, and
    /// one cell per published category (one cell for a fixed table).
    public struct PublishedRow: Hashable, Sendable {
        public let name: String
        public let style: TextStyle?
        public let weight: FontWeight
        public let emphasizedWeight: FontWeight
        public let cells: [TextStyleMetrics]
    }

    // One shared, immutable storage: copying a table (it travels inside every `ResolutionOptions` and
    // scaling model) costs a single reference count, which matters in a resolution of well under 100 ns.
    private let storage: Storage

    private final class Storage: Sendable {
        let platformName: String
        let source: String
        let snapshotDate: String
        let publishedCategories: [ContentSizeCategory]
        let publishedRows: [PublishedRow]
        /// 11 × 12 cells, row-major by `TextStyle.rawValue`, then `ContentSizeCategory.rawValue`.
        let cells: [TextStyleMetrics]
        let weights: [FontWeight]
        let emphasizedWeights: [FontWeight]
        /// Whether each `cells` entry is a published cell.
        let published: [Bool]

        init(
            platformName: String, source: String, snapshotDate: String, categories: [ContentSizeCategory],
            rows: [PublishedRow], fallback: DynamicTypeTable?
        ) {
            self.platformName = platformName
            self.source = source
            self.snapshotDate = snapshotDate
            self.publishedCategories = categories
            self.publishedRows = rows
            var cells: [TextStyleMetrics] = []
            var published: [Bool] = []
            var weights: [FontWeight] = []
            var emphasizedWeights: [FontWeight] = []
            let zero = TextStyleMetrics(pointSize: 0, leading: 0)
            for style in TextStyle.allCases {
                let row = rows.first { $0.style == style }
                weights.append(row?.weight ?? fallback?.weight(style) ?? .regular)
                emphasizedWeights.append(row?.emphasizedWeight ?? fallback?.emphasizedWeight(style) ?? .regular)
                for category in ContentSizeCategory.allCases {
                    let index = Self.publishedIndex(for: category, in: categories)
                    if let row {
                        // Both lists come from the fixed data in this module (tested); 0 marks a gap the
                        // table tests catch.
                        cells.append(index < row.cells.count ? row.cells[index] : zero)
                        published.append(categories.isEmpty || categories[index] == category)
                    } else {
                        let read = categories.isEmpty ? ContentSizeCategory.large : categories[index]
                        cells.append(fallback?.metrics(style, read) ?? zero)
                        published.append(false)
                    }
                }
            }
            self.cells = cells
            self.published = published
            self.weights = weights
            self.emphasizedWeights = emphasizedWeights
        }

        /// The position in `categories` of the category that stands for `category`: itself, else the nearest
        /// below, else the smallest; 0 for a fixed table.
        static func publishedIndex(for category: ContentSizeCategory, in categories: [ContentSizeCategory]) -> Int {
            categories.lastIndex { $0 <= category } ?? 0
        }
    }

    /// A table from its published rows. Categories must be in order; every row carries one cell per
    /// category (one for a fixed table). The shipped tables are checked cell by cell by the tests.
    init(
        platformName: String, source: String, snapshotDate: String, categories: [ContentSizeCategory],
        rows: [PublishedRow], fallback: DynamicTypeTable? = nil
    ) {
        storage = Storage(
            platformName: platformName, source: source, snapshotDate: snapshotDate, categories: categories,
            rows: rows, fallback: fallback)
    }

    /// Size and leading of `style` at `category`, by the rules above where Apple publishes no cell.
    public func metrics(_ style: TextStyle, _ category: ContentSizeCategory) -> TextStyleMetrics {
        // Both indices come from closed enums whose case counts the storage matches (built above).
        storage.cells[style.rawValue &* 12 &+ category.rawValue]
    }

    /// The cell Apple publishes for `style` at `category`, or `nil` where ``metrics(_:_:)`` applies a rule.
    public func publishedMetrics(_ style: TextStyle, _ category: ContentSizeCategory) -> TextStyleMetrics? {
        let index = style.rawValue &* 12 &+ category.rawValue
        return storage.published[index] ? storage.cells[index] : nil
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
        platformName: "iOS",
        source: "Apple Human Interface Guidelines, Typography > Specifications, iOS/iPadOS Dynamic Type sizes",
        snapshotDate: "2025-12",
        categories: ContentSizeCategory.allCases,
        rows: rows(
            // Style, weight, emphasized: size/leading at xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5
            """
            Large Title | regular  | bold     | 31/38 32/39 33/40 34/41 36/43 38/46 40/48 44/52 48/57 52/61 56/66 60/70
            Title 1     | regular  | bold     | 25/31 26/32 27/33 28/34 30/37 32/39 34/41 38/46 43/51 48/57 53/62 58/68
            Title 2     | regular  | bold     | 19/24 20/25 21/26 22/28 24/30 26/32 28/34 34/41 39/47 44/52 50/59 56/66
            Title 3     | regular  | semibold | 17/22 18/23 19/24 20/25 22/28 24/30 26/32 31/38 37/44 43/51 49/58 55/65
            Headline    | semibold | semibold | 14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62
            Body        | regular  | semibold | 14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62
            Callout     | regular  | semibold | 13/18 14/19 15/20 16/21 18/23 20/25 22/28 26/32 32/39 38/46 44/52 51/60
            Subheadline | regular  | semibold | 12/16 13/18 14/19 15/20 17/22 19/24 21/28 25/31 30/37 36/43 42/50 49/58
            Footnote    | regular  | semibold | 12/16 12/16 12/16 13/18 15/20 17/22 19/24 23/29 27/33 33/40 38/46 44/52
            Caption 1   | regular  | semibold | 11/13 11/13 11/13 12/16 14/19 16/21 18/23 22/28 26/32 32/39 37/44 43/51
            Caption 2   | regular  | semibold | 11/13 11/13 11/13 11/13 13/18 15/20 17/22 20/25 24/30 29/35 34/41 40/48
            """
        )
    )

    /// Reads rows written as the HIG prints them, one style a line: `Name | weight | emphasized | size/leading …`,
    /// so the data reads like the source. A style is the engine's text style of that name on iOS (`nil` for a
    /// name of one platform alone: "Footnote 1"). The literals are fixed; a malformed cell gives 0 and a
    /// malformed weight Regular, which the table tests catch against `Documentation/Reference`.
    static func rows(_ table: String) -> [PublishedRow] {
        TextTable.rows(table, columns: 4).map { row in
            let cells = row[3].split(separator: " ").map { cell -> TextStyleMetrics in
                let parts = cell.split(separator: "/").map { Double($0) ?? 0 }
                return TextStyleMetrics(pointSize: parts.first ?? 0, leading: parts.last ?? 0)
            }
            return PublishedRow(
                name: row[0], style: TextStyle(name: row[0]), weight: FontWeight(name: row[1]) ?? .regular,
                emphasizedWeight: FontWeight(name: row[2]) ?? .regular, cells: cells)
        }
    }
}
