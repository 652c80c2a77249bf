/// Who uses which text size: the share of users at each content size category and the share with Bold Text
/// on, for weighing a problem by the people who see it.
///
/// Apple publishes no distribution, so the ``coarse`` default is a deliberately round estimate (most people
/// keep the default; a quarter choose smaller text; a few choose larger) and is labelled as coarse wherever it
/// is shown. It is one value so that a measured population (a `population:` configuration key, from an app's
/// own analytics) can replace it without touching the code that reads it.
public struct SizePopulation: Hashable, Sendable {
    /// The share of users at each category (0…1), indexed by ``ContentSizeCategory/rawValue``.
    public private(set) var shares: [Double]
    /// The share of users with Bold Text on (0…1), independent of the category.
    public var boldText: Double
    /// Whether the numbers are an estimate rather than measured (shown as "coarse").
    public var isCoarse: Bool
    /// Where the numbers come from, for the page that shows them.
    public var source: String

    /// `shares` must have one entry per category; missing entries count as 0 and extra ones are ignored.
    public init(shares: [Double], boldText: Double, isCoarse: Bool, source: String) {
        let count = ContentSizeCategory.allCases.count
        self.shares = Array((shares + Array(repeating: 0, count: count)).prefix(count))
        self.boldText = boldText
        self.isCoarse = isCoarse
        self.source = source
    }

    /// The share of users at `category`.
    public func share(at category: ContentSizeCategory) -> Double {
        shares[category.rawValue]
    }

    /// The default: 70% at Large; 25% spread evenly over xSmall, Small and Medium; 5% spread evenly over the
    /// eight larger sizes (xLarge…accessibility5); Bold Text 10%.
    public static let coarse = SizePopulation(
        shares: ContentSizeCategory.allCases.map { category in
            switch category {
            case .large: 0.70
            case .xSmall, .small, .medium: 0.25 / 3
            default: 0.05 / 8
            }
        },
        boldText: 0.10,
        isCoarse: true,
        source:
            "Typesetter's coarse default: 70% Large, 25% spread over xSmall–Medium, 5% over xLarge–AX5; Bold Text 10%"
    )
}

extension SizePopulation {
    /// The share of users at any of `categories`, with Bold Text on if `boldTextOnly` (the two are taken as
    /// independent: the Bold Text share is the same at every size).
    public func share(of categories: some Sequence<ContentSizeCategory>, boldTextOnly: Bool = false) -> Double {
        // Summed in category order (a Set's order changes between runs, and with it the last bits of the sum),
        // then rounded to 12 decimals so that all twelve shares make exactly 1.
        let chosen = Set(categories)
        var total = 0.0
        for category in ContentSizeCategory.allCases where chosen.contains(category) { total += share(at: category) }
        total = (total * 1e12).rounded() / 1e12
        return boldTextOnly ? total * boldText : total
    }

    /// The sum of the category shares (1 for a valid population).
    public var total: Double { shares.reduce(0, +) }

    /// A share as people read it: "70%", "1.9%", "0.63%", "0.063%"; a share above zero never shows as "0%".
    public static func percentText(_ share: Double) -> String {
        let percent = share * 100
        guard percent > 0 else { return "0%" }
        let digits = percent >= 1 ? 1 : percent >= 0.1 ? 2 : 3
        let text = formatNumber(percent, maximumFractionDigits: digits)
        return text == "0" ? "<0.001%" : text + "%"
    }
}
