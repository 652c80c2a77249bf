/// A value per (content size category, legibility weight): 24 slots, each computed at most once until
/// ``removeAll()``.
///
/// Adapters keep what they build for a style (fonts, attributes) here, so a setter that only changes the
/// text, or a trait change back to a size seen before, reuses it; changing the style or its options empties
/// the cache.
public struct TraitCache<Value> {
    private var slots: [Value?] = Array(repeating: nil, count: ContentSizeCategory.allCases.count * 2)
    /// How many values were computed since the cache was created: what tests look at.
    public private(set) var computations = 0

    public init() {}

    /// The cached value for the pair, or `make()`'s, stored.
    public mutating func value(
        at category: ContentSizeCategory, legibilityWeight: LegibilityWeight, make: () throws -> Value
    ) rethrows -> Value {
        let index = category.rawValue * 2 + (legibilityWeight == .bold ? 1 : 0)
        if let cached = slots[index] { return cached }
        let value = try make()
        computations += 1
        slots[index] = value
        return value
    }

    /// Forgets every value (the style or its options changed).
    public mutating func removeAll() {
        for index in slots.indices { slots[index] = nil }
    }

    /// How many pairs hold a value.
    public var count: Int { slots.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
}

extension TraitCache: Sendable where Value: Sendable {}
