/// Positions by dotted key (a token's entry in a ``TokenTree``, its token in a ``TokenSet``), kept as 32-bit
/// integers: a hash table of a large set has a slot per key and a half again empty, so the width of a
/// position counts (300,000 tokens: 10.5 MB rather than 12.6 MB). A set cannot come near 2³¹ tokens (a
/// token's entry alone takes about 100 bytes).
struct KeyIndex: Sendable {
    private var positions: [String: Int32] = [:]

    init() {}

    var count: Int { positions.count }

    subscript(key: String) -> Int? {
        get { positions[key].map(Int.init) }
        set { positions[key] = newValue.map { Int32($0) } }
    }

    /// Sets `key`'s position and returns the one it replaces, in one hash lookup.
    mutating func updateValue(_ position: Int, forKey key: String) -> Int? {
        positions.updateValue(Int32(position), forKey: key).map(Int.init)
    }

    mutating func reserveCapacity(_ count: Int) { positions.reserveCapacity(count) }
}
