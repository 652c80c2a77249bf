/// Positions by dotted key (a token's entry in a ``TokenTree``, its token in a ``TokenSet``).
///
/// An open-addressing table rather than a `[String: Int32]`, for two reasons. A large set is indexed as it is
/// read: a file's keys are known to be distinct (its objects' keys are, and a dotted key spells its path), so
/// they are appended unchecked (``appendDistinct(_:position:)``) and hashed into the table in one pass once
/// the file is read (``indexAppended()``), when the table is the only thing the loop touches — rather than one
/// cache-missing insert at a time between the parser's allocations. And a dictionary's SipHash costs more
/// than the rest of an insert; ``KeyHash`` is a fraction of it.
///
/// The keys and positions are kept in insertion order (``entries``); each slot of the table holds an entry's
/// number and 32 bits of its key's hash, so that a key is compared only when those bits match, and a bit per
/// slot (``taken``, 1/64 of the table) says which slots are free without reading them. Positions are 32 bits:
/// a set cannot come near 2³¹ tokens (a token's entry alone takes about 100 bytes).
struct KeyIndex: Sendable {
    /// Per slot: the hash's high 32 bits, then the entry's number plus one.
    private var slots: [UInt64] = []
    /// A bit per slot, set when the slot is taken.
    private var taken: [UInt64] = []
    /// The keys with their positions, in insertion order; the first `indexed` are in the table.
    private var entries: [(key: String, position: Int32)] = []
    private var indexed = 0

    init() {}

    var count: Int { entries.count }

    subscript(key: String) -> Int? {
        get { find(key, hash: KeyHash.of(key)).map { Int(entries[$0].position) } }
        set {
            guard let newValue else { preconditionFailure("a key's position is never removed") }
            let hash = KeyHash.of(key)
            if let entry = find(key, hash: hash) {
                entries[entry].position = Int32(newValue)
            } else {
                entries.append((key, Int32(newValue)))
                indexAppended()
            }
        }
    }

    /// Sets `key`'s position and returns the one it replaces.
    mutating func updateValue(_ position: Int, forKey key: String) -> Int? {
        let hash = KeyHash.of(key)
        guard let entry = find(key, hash: hash) else {
            entries.append((key, Int32(position)))
            indexAppended()
            return nil
        }
        defer { entries[entry].position = Int32(position) }
        return Int(entries[entry].position)
    }

    /// Records `key`, which the caller knows is in no entry, without indexing it yet: lookups wait until
    /// ``indexAppended()``.
    mutating func appendDistinct(_ key: String, position: Int) {
        entries.append((key, Int32(position)))
    }

    /// Puts the keys appended since the last call into the table.
    mutating func indexAppended() {
        guard indexed < entries.count else { return }
        if entries.count * 2 > slots.count {
            var count = 64
            while count < entries.count * 2 { count <<= 1 }
            slots = Array(repeating: 0, count: count)
            taken = Array(repeating: 0, count: count / 64)
            indexed = 0
        }
        let mask = slots.count - 1
        for entry in indexed..<entries.count {
            let hash = KeyHash.of(entries[entry].key)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while taken[slot >> 6] & (1 << UInt64(slot & 63)) != 0 { slot = (slot + 1) & mask }
            slots[slot] = (hash >> 32) << 32 | UInt64(entry + 1)
            taken[slot >> 6] |= 1 << UInt64(slot & 63)
        }
        indexed = entries.count
    }

    mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    /// The number of `key`'s entry, if it has one (linear probing: a key is in the run of taken slots that
    /// starts at its home slot).
    @inline(__always) private func find(_ key: String, hash: UInt64) -> Int? {
        assert(indexed == entries.count, "a lookup before indexAppended()")
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        while taken[slot >> 6] & (1 << UInt64(slot & 63)) != 0 {
            let value = slots[slot]
            if value >> 32 == tag {
                let entry = Int(value & 0xFFFF_FFFF) - 1
                if entries[entry].key.isSameKey(as: key) { return entry }
            }
            slot = (slot + 1) & mask
        }
        return nil
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
}
