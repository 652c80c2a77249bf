/// The entries of a ``TokenTree``, in chunks of a fixed size rather than one contiguous array.
///
/// A large set's entries are the biggest table of the run (104 bytes a token). In one array they grow by
/// doubling, which briefly holds the old and the new buffer, and they stay whole until the resolver is done:
/// while the resolved tokens are gathered, the entries and the tokens (128 bytes each) are both in memory in
/// full. In chunks the table grows a chunk at a time, and ``ResolutionEngine/tokenSet()`` frees each chunk as
/// soon as its tokens are gathered (``releaseChunk(before:)``), so the two tables are never whole together.
/// Indices are positions, as in an array.
struct TokenEntries: RandomAccessCollection, MutableCollection {
    /// 2,048 entries (192 KiB) a chunk: large enough that the chunk table and the second indirection cost
    /// little, small enough that the last, partly filled chunk wastes little.
    private static let shift = 11
    static let chunkSize = 1 << shift
    private static let mask = chunkSize - 1

    private var chunks: [[TokenEntry]] = []
    /// The number of entries (released chunks included: positions never move).
    private(set) var count = 0

    typealias Element = TokenEntry
    typealias Index = Int
    typealias Indices = Range<Int>
    typealias SubSequence = Slice<TokenEntries>

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    var isEmpty: Bool { count == 0 }

    subscript(position: Int) -> TokenEntry {
        // Out of range traps in the chunk table or in the chunk (the last chunk holds exactly the rest).
        get { chunks[position >> Self.shift][position & Self.mask] }
        _modify { yield &chunks[position >> Self.shift][position & Self.mask] }
    }

    mutating func append(_ entry: consuming TokenEntry) {
        if count & Self.mask == 0 {
            var chunk: [TokenEntry] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(entry)
        count += 1
    }

    /// Makes room in the chunk table for `count` entries (the chunks themselves are allocated as they fill).
    mutating func reserveCapacity(_ count: Int) {
        chunks.reserveCapacity((count + Self.mask) >> Self.shift)
    }

    /// Frees the chunk that holds `position`: after it, reading or changing any entry of that chunk is an
    /// error. For handing the entries over in order (``ResolutionEngine/tokenSet()``).
    mutating func releaseChunk(containing position: Int) {
        chunks[position >> Self.shift] = []
    }
}
