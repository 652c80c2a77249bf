/// Positions by dotted key (a token's entry in a ``TokenTree``, its token in a ``TokenSet``), in a table that
/// holds no key: the keys are where the positions lead (an entry's key, a token's path), and a lookup is given
/// the test for "the key at this position is the one sought".
///
/// An open-addressing table rather than a `[String: Int32]`, for three reasons. A dictionary keeps a copy of
/// every key, which the entries and tokens already hold (a million tokens: 24 MB). A large set is indexed as it
/// is read: a file's keys are known to be distinct (its objects' keys are, and a dotted key spells its path), so
/// they are recorded unchecked (``appendDistinct(_:position:)``) and put into the table in one pass once the
/// file is read (``indexAppended()``), when the table is the only thing the loop touches, rather than one
/// cache-missing insert at a time between the parser's allocations. And a dictionary's SipHash costs more than
/// the rest of an insert; ``KeyHash`` is a fraction of it.
///
/// Each slot holds 32 bits of the key's hash and the position plus one (0: free); the slot a key starts from
/// is derived from those 32 bits, so the table can grow without the keys. A bit per slot (``taken``, 1/64 of
/// the table, which stays in cache) says which slots are free without reading them. Positions are 32 bits: a
/// set cannot come near 2³² tokens (a token's entry alone takes about 100 bytes).
struct KeyIndex: Sendable {
    private var slots: [UInt64] = []
    private var taken: [UInt64] = []
    /// log2 of the slot count.
    private var shift = 0
    /// Recorded by ``appendDistinct(_:position:)`` and not yet in the table: slot values.
    private var pending: [UInt64] = []
    /// The keys in the table.
    private(set) var count = 0

    init() {}

    /// The position recorded for `key`; `isKey(position)` says whether the key at a position is `key`.
    @inline(__always) func position(of key: String, isKey: (Int) -> Bool) -> Int? {
        find(KeyHash.tag(key), isKey: isKey).map { Int(slots[$0] & 0xFFFF_FFFF) - 1 }
    }

    /// Records `position` for `key`, and returns the one it replaces.
    @discardableResult
    mutating func set(_ position: Int, forKey key: String, isKey: (Int) -> Bool) -> Int? {
        let tag = KeyHash.tag(key)
        if let slot = find(tag, isKey: isKey) {
            defer { slots[slot] = tag << 32 | UInt64(position + 1) }
            return Int(slots[slot] & 0xFFFF_FFFF) - 1
        }
        count += 1
        grow(toHold: count)
        place(tag << 32 | UInt64(position + 1))
        return nil
    }

    /// Records `key`, which the caller knows is in no entry, without indexing it yet: lookups wait until
    /// ``indexAppended()``.
    mutating func appendDistinct(_ key: String, position: Int) {
        pending.append(KeyHash.tag(key) << 32 | UInt64(position + 1))
    }

    /// Puts the keys recorded since the last call into the table.
    mutating func indexAppended() {
        guard !pending.isEmpty else { return }
        count += pending.count
        grow(toHold: count)
        for value in pending { place(value) }
        pending.removeAll(keepingCapacity: true)
    }

    /// A larger table when `count` keys would fill more than three slots in four (probe runs stay short).
    private mutating func grow(toHold count: Int) {
        guard count * 4 > slots.count * 3 else { return }
        var shift = max(6, self.shift)
        while (1 << shift) * 3 < count * 4 { shift += 1 }
        let old = slots
        self.shift = shift
        slots = Array(repeating: 0, count: 1 << shift)
        taken = Array(repeating: 0, count: (1 << shift) / 64)
        for value in old where value != 0 { place(value) }
    }

    /// Room for `count` keys recorded with ``appendDistinct(_:position:)``.
    mutating func reserveCapacity(_ count: Int) { pending.reserveCapacity(count) }

    // MARK: Table

    /// The first slot of a key with hash `tag` (Fibonacci hashing of the 32 bits to the table's size).
    @inline(__always) private func home(_ tag: UInt64) -> Int {
        Int(truncatingIfNeeded: (tag &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - shift))
    }

    @inline(__always) private func isTaken(_ slot: Int) -> Bool { taken[slot >> 6] & (1 << UInt64(slot & 63)) != 0 }

    /// The slot of `key` (linear probing: it is in the run of taken slots that starts at its home slot).
    @inline(__always) private func find(_ tag: UInt64, isKey: (Int) -> Bool) -> Int? {
        assert(pending.isEmpty, "a lookup before indexAppended()")
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = home(tag)
        while isTaken(slot) {
            let value = slots[slot]
            if value >> 32 == tag, isKey(Int(value & 0xFFFF_FFFF) - 1) { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private mutating func place(_ value: UInt64) {
        let mask = slots.count - 1
        var slot = home(value >> 32)
        while isTaken(slot) { slot = (slot + 1) & mask }
        slots[slot] = value
        taken[slot >> 6] |= 1 << UInt64(slot & 63)
    }
}

/// A seeded multiply–xorshift hash of a key's UTF-8 bytes, eight at a time: several times cheaper than
/// `Hasher`'s SipHash on the short keys tokens have. Tables that use it compare keys on a hash match, so a
/// collision costs time, never a wrong answer; and the seed is random per process, so a file cannot be
/// prepared in advance to make its keys collide. Never 0 (a table may mark a free slot with 0).
enum KeyHash {
    private static let seed = UInt64.random(in: .min ... .max)

    static func of(_ key: String) -> UInt64 {
        var key = key
        let hash = key.withUTF8 { bytes -> UInt64 in
            var hash = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
            var index = 0
            while index < bytes.count {
                var word: UInt64 = 0
                let end = min(index + 8, bytes.count)
                for position in index..<end { word |= UInt64(bytes[position]) << (8 * UInt64(position - index)) }
                hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
                index = end
            }
            hash = (hash ^ (hash >> 29)) &* 0x94D0_49BB_1331_11EB
            return hash ^ (hash >> 32)
        }
        return hash == 0 ? 1 : hash
    }

    /// The hash's high 32 bits (as a 64-bit value, to shift into a slot).
    @inline(__always) static func tag(_ key: String) -> UInt64 { of(key) >> 32 }
}
